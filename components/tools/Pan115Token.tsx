import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CopyField } from './CopyField';
import { cleanCookie, parseQrSession, parseQrStatus, qrImageUrl, qrStatusUrl, QR_TOKEN_URL, type CookieResult, type QrSessionResult, type QrStatusResult } from './pan115';
import { Alert } from './ProblemView';
import { ProblemView } from './ProblemView';
import { pan115Apps, type Pan115App } from '../../providers/table';
import type { Problem } from './oauth';
import { callService, type ServiceInfo } from './tokenService';
import { useTokenService } from './useTokenService';
import { useToolText, type ToolText } from './useToolText';
import './tools.css';

function cookieError(p: ToolText['pan115'], r: CookieResult): string | null {
  if (r.ok) return null;
  if (r.reason === 'empty') return p.cookieEmpty;
  if (r.reason === 'missing') return p.cookieMissing(r.missing.join(', '));
  return p.cookieBadValue(r.name);
}

function sessionError(p: ToolText['pan115'], r: QrSessionResult | QrStatusResult): string | null {
  if (r.ok) return null;
  switch (r.reason) {
    case 'empty':
      return p.empty;
    case 'notJson':
      return p.notJson;
    case 'missingUid':
      return p.missingUid;
    case 'refused':
      return p.refused(r.code, r.message);
    case 'unknown':
      return p.unknownStatus(r.value ?? '');
  }
}

/** Cookie: reduced to UID, CID and SEID, entirely in the browser. */
function CookieForm() {
  const { t } = useToolText();
  const p = t.pan115;
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<CookieResult | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setResult(cleanCookie(text));
  };
  return (
    <form className="tool-form" onSubmit={onSubmit} noValidate data-part="cookie">
      <fieldset>
        <legend>{p.cookieLegend}</legend>
        <div className="tool-field">
          <label htmlFor={id}>{p.cookieInput}</label>
          <textarea id={id} rows={4} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        </div>
      </fieldset>
      <p>
        <button type="submit" className="tool-button tool-button--primary">
          {p.cookieButton}
        </button>
      </p>
      {result && <Alert text={cookieError(p, result)} />}
      {result?.ok && (
        <>
          <CopyField label={p.cookieResult} value={result.cookie} multiline name="option-cookie" />
          {result.ignored > 0 && <p className="tool-note">{p.cookieIgnored(result.ignored)}</p>}
        </>
      )}
    </form>
  );
}

/** QR code login: the reader opens 115's addresses in their own tabs (115 does not allow other sites to call them) and pastes the answers. */
function QrForm() {
  const { t } = useToolText();
  const p = t.pan115;
  const id = useId();
  const [text, setText] = useState('');
  const [session, setSession] = useState<QrSessionResult | null>(null);
  const [statusText, setStatusText] = useState('');
  const [status, setStatus] = useState<QrStatusResult | null>(null);

  return (
    <div className="tool-form" data-part="qrcode">
      <fieldset>
        <legend>{p.qrLegend}</legend>
        <p>
          {p.qrStep1}{' '}
          <a href={QR_TOKEN_URL} target="_blank" rel="noreferrer noopener">
            <code>{QR_TOKEN_URL}</code>
          </a>
        </p>
        <div className="tool-field">
          <label htmlFor={`${id}-session`}>{p.qrInput}</label>
          <textarea id={`${id}-session`} rows={3} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        </div>
        <p>
          <button type="button" className="tool-button tool-button--primary" onClick={() => setSession(parseQrSession(text))}>
            {p.qrButton}
          </button>
        </p>
        {session && <Alert text={sessionError(p, session)} />}
        {session?.ok && (
          <>
            <CopyField label={p.qrUid} value={session.session.uid} name="option-qrcode_token" />
            <ol className="tool-steps">
              <li>
                <a href={qrImageUrl(session.session.uid)} target="_blank" rel="noreferrer noopener">
                  {p.qrImage}
                </a>
              </li>
              <li>{p.qrScan}</li>
              <li>
                <a href={qrStatusUrl(session.session)} target="_blank" rel="noreferrer noopener">
                  {p.qrStatusLink}
                </a>
              </li>
            </ol>
            <div className="tool-field">
              <label htmlFor={`${id}-status`}>{p.qrStatusInput}</label>
              <textarea id={`${id}-status`} rows={2} value={statusText} onChange={(e) => setStatusText(e.target.value)} spellCheck={false} />
            </div>
            <p>
              <button type="button" className="tool-button" onClick={() => setStatus(parseQrStatus(statusText))}>
                {p.qrStatusButton}
              </button>
            </p>
            {status && <Alert text={sessionError(p, status)} />}
            {status?.ok && (
              <p className="tool-success" role="status" data-status={status.status}>
                {p.qrStatus[status.status]}
              </p>
            )}
          </>
        )}
      </fieldset>
    </div>
  );
}

type QrPhase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'shown'; uid: string; image: string | null; status: number }
  | { kind: 'done'; cookie: string }
  | { kind: 'failed'; problem: Problem };

const POLL_MS = 2000;

/** QR code sign-in through the token service: the code shows here, the page polls, and the cookie arrives when the reader confirms. */
function QrServiceForm({ service }: { service: ServiceInfo }) {
  const { t } = useToolText();
  const p = t.pan115;
  const id = useId();
  const [app, setApp] = useState<Pan115App>('alipaymini');
  const [phase, setPhase] = useState<QrPhase>({ kind: 'idle' });
  const run = useRef(0);

  useEffect(() => () => void (run.current += 1), []);

  async function start() {
    const mine = ++run.current;
    const live = () => run.current === mine;
    const fetchImpl = window.fetch.bind(window);
    setPhase({ kind: 'starting' });
    const session = await callService(service, '/v1/115/qr/start', {}, fetchImpl);
    if (!live()) return;
    if (!session.ok) return setPhase({ kind: 'failed', problem: session.problem });
    const uid = String(session.json.uid);
    // Fetched as a blob so a page policy that allows only https images still shows it.
    let image: string | null = null;
    try {
      const res = await fetchImpl(`${service.url}/v1/115/qr/image?uid=${encodeURIComponent(uid)}`);
      if (res.ok) image = URL.createObjectURL(await res.blob());
    } catch {
      image = null;
    }
    setPhase({ kind: 'shown', uid, image, status: 0 });
    for (;;) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (!live()) return;
      const polled = await callService(service, '/v1/115/qr/status', { uid, time: session.json.time, sign: session.json.sign }, fetchImpl);
      if (!live()) return;
      if (!polled.ok) return setPhase({ kind: 'failed', problem: polled.problem });
      const status = Number(polled.json.status);
      setPhase({ kind: 'shown', uid, image, status });
      if (status === 2) break;
      if (status < 0) return;
    }
    const login = await callService(service, '/v1/115/qr/login', { uid, app }, fetchImpl);
    if (!live()) return;
    if (!login.ok) return setPhase({ kind: 'failed', problem: login.problem });
    setPhase({ kind: 'done', cookie: String(login.json.cookie) });
  }

  const statusKey = phase.kind === 'shown' ? ({ 0: 'waiting', 1: 'scanned', 2: 'allowed', [-1]: 'expired', [-2]: 'canceled' } as const)[phase.status] : undefined;
  return (
    <div className="tool-form" data-part="qrservice" data-phase={phase.kind}>
      <fieldset>
        <legend>{p.qrServiceLegend}</legend>
        <p>{p.qrServiceIntro}</p>
        <div className="tool-field">
          <label htmlFor={`${id}-app`}>{p.qrApp}</label>
          <select id={`${id}-app`} value={app} onChange={(e) => setApp(e.target.value as Pan115App)} disabled={phase.kind === 'starting' || phase.kind === 'shown'}>
            {pan115Apps.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <p>
          <button type="button" className="tool-button tool-button--primary" onClick={() => void start()} disabled={phase.kind === 'starting'}>
            {phase.kind === 'idle' ? p.qrStart : p.qrAgain}
          </button>
        </p>
        <p className="tool-status" role="status">
          {phase.kind === 'starting' ? p.qrStarting : statusKey ? p.qrStatus[statusKey] : ''}
        </p>
        {phase.kind === 'shown' && phase.image && <img className="tool-qr" src={phase.image} alt={p.qrImageAlt} width={200} height={200} data-uid={phase.uid} />}
        {phase.kind === 'failed' && <ProblemView problem={phase.problem} />}
        {phase.kind === 'done' && (
          <>
            <CopyField label={p.qrCookie} value={phase.cookie} multiline name="option-cookie" />
            <p className="tool-note">{p.qrCookieNote}</p>
          </>
        )}
      </fieldset>
    </div>
  );
}

/** Shows the service QR sign-in when this site has a token service, and says why not otherwise. */
function QrService() {
  const { t } = useToolText();
  const service = useTokenService();
  if (service === undefined) return <p className="tool-note">{t.route.checking}</p>;
  if (service === null)
    return (
      <p className="tool-note" data-testid="qr-no-service">
        {t.pan115.qrNoService}
      </p>
    );
  return <QrServiceForm service={service} />;
}

/** 115 token page app. `part` picks one of the two helpers so the page can place each under its own heading. */
export function Pan115Token({ part }: { part: 'cookie' | 'qrcode' | 'qrservice' }) {
  return part === 'cookie' ? <CookieForm /> : part === 'qrcode' ? <QrForm /> : <QrService />;
}
