import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ClientFields } from './ClientFields';
import { ManualExchange } from './ManualExchange';
import { initialValues, RequestForm } from './OAuthRequest';
import {
  authorizeProblem,
  buildTokenRequest,
  clearPending,
  exchange,
  loadPending,
  readCallbackParams,
  validateValues,
  type ClientValues,
  type Problem,
  type Tokens,
} from './oauth';
import { ProblemView } from './ProblemView';
import { providers, type ProviderId } from './providers';
import { SharePointSiteId } from './SharePointSiteId';
import { TokenResult } from './TokenResult';
import { AfterMount } from './AfterMount';
import { useToolText } from './useToolText';
import { GOOGLE_ACCESS_KEY } from './googlePhotos';
import './tools.css';

interface Props {
  provider: ProviderId;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'authorizeError'; problem: Problem }
  | { kind: 'needValues'; stateMismatch: boolean }
  | { kind: 'exchanging' }
  | { kind: 'done'; tokens: Tokens; values: ClientValues }
  | { kind: 'failed'; problem: Problem }
  /** The provider's answer cannot be read in a browser: the code stays unused for the terminal command. */
  | { kind: 'terminal' };

function CallbackApp({ provider }: Props) {
  const { t, lang, localPath } = useToolText();
  const def = providers[provider];
  const name = t.providerNames[provider];
  const origin = window.location.origin;
  const [values, setValues] = useState<ClientValues>(() => initialValues(provider, origin, null));
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const started = useRef(false);

  async function run(v: ClientValues, c: string) {
    setPhase({ kind: 'exchanging' });
    const result = await exchange(buildTokenRequest(provider, v, c), window.fetch.bind(window));
    if (result.ok) {
      // The secret is no longer needed in this tab.
      clearPending(window.sessionStorage, provider);
      setPhase({ kind: 'done', tokens: result.tokens, values: v });
    } else {
      setPhase({ kind: 'failed', problem: result.problem });
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { location, history, sessionStorage } = window;
    const params = readCallbackParams(location.search, location.hash);
    const pending = loadPending(sessionStorage, provider, Date.now());
    const hasAnswer = params.code !== null || params.error !== null;
    // The redirect URI has no language prefix; answer in the language the reader started in.
    if (hasAnswer && pending?.lang === 'zh' && lang === 'en') {
      location.replace(`/zh${location.pathname}${location.search}${location.hash}`);
      return;
    }
    // Keep the code out of the address bar, the history and any link the reader copies.
    if (hasAnswer) history.replaceState(history.state, '', location.pathname);
    const v = initialValues(provider, origin, pending);
    setValues(v);
    const authError = authorizeProblem(params);
    if (authError) {
      setPhase({ kind: 'authorizeError', problem: authError });
    } else if (params.code) {
      setCode(params.code);
      if (!def.browserReadsToken) setPhase(pending && params.state === pending.state ? { kind: 'terminal' } : { kind: 'needValues', stateMismatch: pending !== null });
      else if (pending && params.state === pending.state) void run(v, params.code);
      else setPhase({ kind: 'needValues', stateMismatch: pending !== null });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onExchange(event: FormEvent) {
    event.preventDefault();
    const invalid = validateValues(provider, values);
    setFormProblem(invalid);
    if (invalid) return;
    if (code.trim() === '') {
      setFormProblem({ kind: 'invalidInput', field: 'code', reason: 'required' });
      return;
    }
    if (def.browserReadsToken) void run(values, code);
    else setPhase({ kind: 'terminal' });
  }

  const requestLink = def.requestPath ? localPath(def.requestPath) : null;
  const showForm = phase.kind !== 'done' && phase.kind !== 'exchanging';
  const formOpen = phase.kind === 'needValues' || phase.kind === 'failed';
  const manualOpen =
    phase.kind === 'terminal' || (phase.kind === 'failed' && (phase.problem.kind === 'network' || (phase.problem.kind === 'providerError' && phase.problem.hint === 'crossOrigin')));

  const exchangeForm = (
    <form className="tool-form" onSubmit={onExchange} noValidate>
      <fieldset>
        <legend>{t.callback.exchangeLegend}</legend>
        <ClientFields
          provider={provider}
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          code={{ value: code, onChange: setCode }}
          invalid={formProblem?.kind === 'invalidInput' ? formProblem.field : null}
          origin={origin}
        />
      </fieldset>
      {formProblem && <ProblemView problem={formProblem} provider={provider} />}
      <p>
        <button type="submit" className="tool-button tool-button--primary">
          {def.browserReadsToken ? t.callback.exchange : t.callback.buildCommand}
        </button>
      </p>
    </form>
  );

  return (
    <div className="tool-app" data-provider={provider} data-phase={phase.kind}>
      <p className="tool-status" role="status">
        {phase.kind === 'exchanging' ? t.callback.exchanging(name) : ''}
      </p>

      {phase.kind === 'idle' && !requestLink && (
        <>
          <p>{t.callback.idleStart}</p>
          <RequestForm provider={provider} />
        </>
      )}
      {phase.kind === 'idle' && requestLink && (
        <p className="tool-note">
          {t.callback.idle(name)} <a href={requestLink}>{t.callback.startLink}</a>
        </p>
      )}
      {phase.kind === 'authorizeError' && <ProblemView problem={phase.problem} provider={provider} />}
      {phase.kind === 'needValues' && (
        <>
          <p className="tool-note">{t.callback.codeReceived}</p>
          {phase.stateMismatch ? <ProblemView problem={{ kind: 'stateMismatch' }} /> : <p className="tool-note">{t.callback.noPending}</p>}
        </>
      )}
      {phase.kind === 'terminal' && (
        <p className="tool-note" data-testid="terminal-only">
          {t.callback.terminalOnly(name)}
        </p>
      )}
      {phase.kind === 'failed' && (
        <>
          <ProblemView problem={phase.problem} provider={provider} />
          <p className="tool-note">{t.callback.codeSingleUse}</p>
        </>
      )}
      {(phase.kind === 'authorizeError' || phase.kind === 'failed') && (
        <p>
          {requestLink ? (
            <a href={requestLink}>{t.callback.startOver}</a>
          ) : (
            <a href={localPath(def.callbackPath + '.html')}>{t.callback.startOverHere}</a>
          )}
        </p>
      )}

      {phase.kind === 'done' && (
        <>
          <TokenResult provider={provider} tokens={phase.tokens} values={phase.values} />
          {provider === 'onedrive' && phase.tokens.accessToken && (
            <SharePointSiteId region={phase.values.region ?? 'global'} accessToken={phase.tokens.accessToken} />
          )}
          {provider === 'google' && phase.values.scope === 'photos' && phase.tokens.accessToken && (
            <p>
              <a
                href={localPath('/tool/google/album.html')}
                onClick={() => window.sessionStorage.setItem(GOOGLE_ACCESS_KEY, phase.tokens.accessToken ?? '')}
              >
                {t.result.albumLink}
              </a>
            </p>
          )}
        </>
      )}

      {showForm &&
        (formOpen ? (
          exchangeForm
        ) : (
          <details className="tool-details">
            <summary>{t.callback.exchangeLegend}</summary>
            {exchangeForm}
          </details>
        ))}
      {showForm && <ManualExchange provider={provider} values={values} code={code} open={manualOpen} />}
    </div>
  );
}

/** Callback page app: reads the provider's answer from the address, exchanges the code, shows the tokens or what went wrong. */
export function OAuthCallback({ provider }: Props) {
  return <AfterMount><CallbackApp provider={provider} /></AfterMount>;
}
