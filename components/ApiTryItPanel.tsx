import { useId, useState, type FormEvent } from 'react';
import { tryItText } from '../site/text/tryIt';
import { usePageText } from './usePageLang';
import { checkBase, checkBody, classifyFailure, envelopeCode, requestInit, TRY_IT_STORAGE, type Failure, type TryItOperation } from './apiTryIt';
import './tools/tools.css';

type Outcome =
  | { kind: 'answer'; status: number; ms: number; text: string; code: { code: number; message: string } | null }
  | { kind: 'failed'; failure: Failure };

function stored(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function store(key: string, value: string) {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // storage may be off; the panel still works for this call
  }
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
  }
}

/** The form of "Try it", loaded the first time a reader opens one (components/ApiTryIt.tsx). */
export function ApiTryItPanel({ op, example, query }: { op: TryItOperation; example?: string; query?: string }) {
  const { t } = usePageText(tryItText);
  const id = useId();
  const [base, setBase] = useState(() => stored(TRY_IT_STORAGE.base));
  const [token, setToken] = useState(() => stored(TRY_IT_STORAGE.token));
  const [path, setPath] = useState(op.path + (query ? `?${query}` : ''));
  const [body, setBody] = useState(example ?? '');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasBody = op.method !== 'GET';

  async function send() {
    setAsking(false);
    const checked = checkBase(base);
    if (!checked.ok) return setError(t.base[checked.reason]);
    const payload = checkBody(op.method, hasBody ? body : '');
    if (!payload.ok) return setError(t.bodyInvalid);
    if (!path.startsWith('/api/')) return setError(t.pathInvalid);
    setError(null);
    setBusy(true);
    setOutcome(null);
    store(TRY_IT_STORAGE.base, base.trim());
    store(TRY_IT_STORAGE.token, token.trim());
    const started = performance.now();
    try {
      const response = await fetch(`${checked.base}${path}`, requestInit(op, token, payload.body));
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      setOutcome({ kind: 'answer', status: response.status, ms: Math.round(performance.now() - started), text, code: envelopeCode(json) });
    } catch {
      setOutcome({ kind: 'failed', failure: await classifyFailure(checked.base, location.protocol, window.fetch.bind(window)) });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (op.writes && !asking) return setAsking(true);
    void send();
  }

  return (
    <form className="tool-form api-tryit-form" onSubmit={onSubmit} noValidate data-outcome={outcome ? (outcome.kind === 'failed' ? outcome.failure : 'answer') : 'none'}>
      <p className="tool-note">{t.intro}</p>
      <div className="tool-field">
        <label htmlFor={`${id}-base`}>{t.baseLabel}</label>
        <input id={`${id}-base`} type="url" placeholder="http://127.0.0.1:5244" value={base} onChange={(e) => setBase(e.target.value)} autoComplete="off" spellCheck={false} />
      </div>
      {op.sendsToken && (
        <div className="tool-field">
          <label htmlFor={`${id}-token`}>{t.tokenLabel}</label>
          <input id={`${id}-token`} type="password" value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
      )}
      <div className="tool-field">
        <label htmlFor={`${id}-path`}>{t.pathLabel(op.method)}</label>
        <input id={`${id}-path`} type="text" value={path} onChange={(e) => setPath(e.target.value)} spellCheck={false} />
      </div>
      {hasBody && (
        <div className="tool-field">
          <label htmlFor={`${id}-body`}>{t.bodyLabel}</label>
          <textarea id={`${id}-body`} rows={Math.min(12, Math.max(3, body.split('\n').length))} value={body} onChange={(e) => setBody(e.target.value)} spellCheck={false} />
        </div>
      )}
      {asking ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="tool-confirm">
          <p id={`${id}-confirm`}>{t.confirmWrite(op.method, path)}</p>
          <p>
            <button type="submit" className="tool-button tool-button--primary">
              {t.confirm}
            </button>{' '}
            <button type="button" className="tool-button" onClick={() => setAsking(false)}>
              {t.cancel}
            </button>
          </p>
        </div>
      ) : (
        <p>
          <button type="submit" className="tool-button tool-button--primary" disabled={busy}>
            {busy ? t.sending : t.send}
          </button>
        </p>
      )}
      {error && (
        <p className="tool-problem" role="alert">
          {error}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="tool-problem" role="alert" data-failure={outcome.failure}>
          {outcome.failure === 'cors' ? t.failure.cors(location.origin) : t.failure[outcome.failure]}
        </p>
      )}
      {outcome?.kind === 'answer' && (
        <section className="tool-result" aria-live="polite">
          <p className="api-tryit-status" data-status={outcome.status} data-code={outcome.code?.code ?? ''}>
            {t.status(outcome.status, outcome.ms)}
            {outcome.code && ` · ${outcome.code.code === 200 ? t.codeOk : t.codeError(outcome.code.code, outcome.code.message)}`}
          </p>
          <pre className="api-tryit-answer" tabIndex={0}>
            <code>{pretty(outcome.text)}</code>
          </pre>
        </section>
      )}
    </form>
  );
}
