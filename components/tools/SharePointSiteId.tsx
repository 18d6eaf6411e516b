import { useId, useState, type FormEvent } from 'react';
import { CopyField } from './CopyField';
import { fetchText, type Problem } from './oauth';
import { Alert, ProblemView } from './ProblemView';
import type { OneDriveRegion } from './providers';
import { parseSiteResponse, siteLookupUrl } from './sharepoint';
import { callService } from './tokenService';
import { useTokenService } from './useTokenService';
import { useToolText } from './useToolText';

interface Props {
  region: OneDriveRegion;
  accessToken: string;
}

/** Looks up a SharePoint site's ID (the Onedrive driver's site_id) with Microsoft Graph, on the reader's click. */
export function SharePointSiteId({ region, accessToken }: Props) {
  const { t } = useToolText();
  const s = t.siteId;
  const id = useId();
  const [siteUrl, setSiteUrl] = useState('');
  const [token, setToken] = useState(accessToken);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [found, setFound] = useState<{ id: string; name: string } | null>(null);
  const service = useTokenService();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setFound(null);
    setMessage(null);
    const lookup = siteLookupUrl(siteUrl, region);
    if (!lookup.ok || token.trim() === '') {
      setMessage(!lookup.ok && lookup.reason === 'notUrl' ? s.notUrl : !lookup.ok && lookup.reason === 'notSharePoint' ? s.notSharePoint : s.empty);
      return;
    }
    setBusy(true);
    const fetchImpl = window.fetch.bind(window);
    if (service) {
      // The service asks Graph itself, at the same address.
      const sent = await callService(service, '/v1/onedrive/site', { region, access_token: token.trim(), site_url: siteUrl.trim() }, fetchImpl);
      setBusy(false);
      if (!sent.ok) return setProblem(sent.problem);
      const result = parseSiteResponse(200, JSON.stringify({ id: sent.json.id, displayName: sent.json.name, webUrl: sent.json.web_url }));
      return result.ok ? setFound({ id: result.id, name: result.name || result.webUrl }) : setProblem(result.problem);
    }
    const sent = await fetchText(lookup.url, { headers: { Authorization: `Bearer ${token.trim()}`, Accept: 'application/json' } }, fetchImpl);
    setBusy(false);
    if (!sent.ok) return setProblem(sent.problem);
    const result = parseSiteResponse(sent.status, sent.body, sent.contentType);
    if (result.ok) setFound({ id: result.id, name: result.name || result.webUrl });
    else setProblem(result.problem);
  }

  return (
    <details className="tool-details">
      <summary>{s.title}</summary>
      <p>{s.intro}</p>
      <form className="tool-form" onSubmit={onSubmit} noValidate>
        <div className="tool-field">
          <label htmlFor={`${id}-site`}>{s.siteUrl}</label>
          <input id={`${id}-site`} value={siteUrl} onChange={(e) => setSiteUrl(e.target.value)} spellCheck={false} autoComplete="off" />
        </div>
        <div className="tool-field">
          <label htmlFor={`${id}-token`}>{s.token}</label>
          <input id={`${id}-token`} type="password" value={token} onChange={(e) => setToken(e.target.value)} spellCheck={false} autoComplete="off" />
        </div>
        <p>
          <button type="submit" className="tool-button" disabled={busy}>
            {s.lookup}
          </button>
        </p>
        <p className="tool-status" role="status">
          {busy ? s.looking : found ? s.found(found.name) : ''}
        </p>
        <Alert text={message} />
        {problem && <ProblemView problem={problem} />}
        {found && <CopyField label={s.id} value={found.id} name="site-id" />}
      </form>
    </details>
  );
}
