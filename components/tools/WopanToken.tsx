import { useId, useState, type FormEvent } from 'react';
import type { Problem } from './oauth';
import { CopyField } from './CopyField';
import { Alert, ProblemView } from './ProblemView';
import { callService, type ServiceInfo } from './tokenService';
import { useTokenService } from './useTokenService';
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

type SignInPhase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'codeSent' }
  | { kind: 'verifying' }
  | { kind: 'done'; refreshToken: string }
  | { kind: 'failed'; problem: Problem; codeSent: boolean };

/**
 * Sign-in through the token service: phone and password ask WoPan for an SMS code, the code brings the
 * tokens. Phone and password stay in this form's state only; the service is stateless, so both calls carry them.
 */
function ServiceSignIn({ service }: { service: ServiceInfo }) {
  const { t } = useToolText();
  const w = t.wopan;
  const id = useId();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<SignInPhase>({ kind: 'idle' });
  const fetchImpl = () => window.fetch.bind(window);
  const codeSent = phase.kind === 'codeSent' || phase.kind === 'verifying' || (phase.kind === 'failed' && phase.codeSent);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setPhase({ kind: 'sending' });
    const answer = await callService(service, '/v1/wopan/login', { phone: phone.trim(), password }, fetchImpl());
    setPhase(answer.ok ? { kind: 'codeSent' } : { kind: 'failed', problem: answer.problem, codeSent: false });
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setPhase({ kind: 'verifying' });
    const answer = await callService(service, '/v1/wopan/verify', { phone: phone.trim(), password, sms_code: code.trim() }, fetchImpl());
    if (!answer.ok) return setPhase({ kind: 'failed', problem: answer.problem, codeSent: true });
    setPassword('');
    setPhase({ kind: 'done', refreshToken: String(answer.json.refresh_token) });
  }

  return (
    <div className="tool-form" data-part="wopanservice" data-phase={phase.kind}>
      <form onSubmit={sendCode} noValidate>
        <fieldset>
          <legend>{w.signInLegend}</legend>
          <p>{w.signInIntro}</p>
          <div className="tool-field">
            <label htmlFor={`${id}-phone`}>{w.phone}</label>
            <input id={`${id}-phone`} type="tel" autoComplete="tel" inputMode="numeric" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </div>
          <div className="tool-field">
            <label htmlFor={`${id}-password`}>{w.password}</label>
            <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <p>
            <button type="submit" className="tool-button tool-button--primary" disabled={phase.kind === 'sending' || !/^1\d{10}$/.test(phone.trim()) || password === ''}>
              {codeSent ? w.sendAgain : w.sendCode}
            </button>
          </p>
        </fieldset>
      </form>
      {codeSent && (
        <form onSubmit={verify} noValidate>
          <fieldset>
            <legend>{w.codeLegend}</legend>
            <div className="tool-field">
              <label htmlFor={`${id}-code`}>{w.smsCode}</label>
              <input id={`${id}-code`} type="text" autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
            </div>
            <p>
              <button type="submit" className="tool-button tool-button--primary" disabled={phase.kind === 'verifying' || !/^\d{4,8}$/.test(code.trim())}>
                {w.signIn}
              </button>
            </p>
          </fieldset>
        </form>
      )}
      <p className="tool-status" role="status">
        {phase.kind === 'sending' ? w.sending : phase.kind === 'codeSent' ? w.codeSent : phase.kind === 'verifying' ? w.verifying : ''}
      </p>
      {phase.kind === 'failed' && <ProblemView problem={phase.problem} />}
      {phase.kind === 'done' && (
        <section className="tool-result">
          <CopyField label={w.refreshToken} value={phase.refreshToken} name="option-refresh_token" />
        </section>
      )}
    </div>
  );
}

/** Shows the service sign-in when this site has a token service, and says why not otherwise. */
function ServiceSignInOrNote() {
  const { t } = useToolText();
  const service = useTokenService();
  if (service === undefined) return <p className="tool-note">{t.route.checking}</p>;
  if (service === null)
    return (
      <p className="tool-note" data-testid="wopan-no-service">
        {t.wopan.noService}
      </p>
    );
  return <ServiceSignIn service={service} />;
}

/**
 * WoPan page app. `part="service"`: sign-in through the token service; `part="paste"` (default): reads the
 * sign-in answer the reader copied from pan.wo.cn, entirely in the browser.
 */
export function WopanToken({ part = 'paste' }: { part?: 'service' | 'paste' }) {
  return part === 'service' ? <ServiceSignInOrNote /> : <WopanApp />;
}
