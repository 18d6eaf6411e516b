import { useId, useState, type FormEvent } from 'react';
import { CopyField } from './CopyField';
import { AfterMount } from './AfterMount';
import { Alert } from './ProblemView';
import { useToolText, type ToolText } from './useToolText';
import { parseWopanAnswer, type WopanResult } from './wopan';
import './tools.css';

function errorText(w: ToolText['wopan'], r: WopanResult): string | null {
  if (r.ok) return null;
  switch (r.reason) {
    case 'status':
      return w.status(r.status, r.message);
    case 'rsp':
      return w.rsp(r.code, r.message);
    default:
      return w[r.reason];
  }
}

function WopanApp() {
  const { t } = useToolText();
  const w = t.wopan;
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WopanResult | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(await parseWopanAnswer(text, window.crypto.subtle));
    setBusy(false);
  }

  const error = result ? errorText(w, result) : null;
  return (
    <form className="tool-form" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{w.legend}</legend>
        <div className="tool-field">
          <label htmlFor={id}>{w.input}</label>
          <textarea id={id} rows={5} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        </div>
      </fieldset>
      <p>
        <button type="submit" className="tool-button tool-button--primary" disabled={busy}>
          {w.button}
        </button>
      </p>
      <Alert text={error} />
      {result?.ok && (
        <section className="tool-result">
          <CopyField label={w.refreshToken} value={result.refreshToken} name="option-refresh_token" />
          {result.accessToken && <CopyField label={w.accessToken} value={result.accessToken} name="access-token" />}
        </section>
      )}
    </form>
  );
}

/** WoPan page app: reads the sign-in answer the reader copied from pan.wo.cn, entirely in the browser. */
export function WopanToken() {
  return <AfterMount><WopanApp /></AfterMount>;
}
