import { useId, useState, type FormEvent } from 'react';
import { CopyField } from './CopyField';
import { cleanCookie, parseQrSession, parseQrStatus, qrImageUrl, qrStatusUrl, QR_TOKEN_URL, type CookieResult, type QrSessionResult, type QrStatusResult } from './pan115';
import { AfterMount } from './AfterMount';
import { Alert } from './ProblemView';
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

/** 115 token page app. `part` picks one of the two helpers so the page can place each under its own heading. */
export function Pan115Token({ part }: { part: 'cookie' | 'qrcode' }) {
  return <AfterMount>{part === 'cookie' ? <CookieForm /> : <QrForm />}</AfterMount>;
}
