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
  type CallbackParams,
  type ClientValues,
  type PendingRequest,
  type Problem,
  type TokenResult,
  type Tokens,
} from './oauth';
import { ProblemView } from './ProblemView';
import { providers, type ProviderId } from './providers';
import { AfterTokens } from './AfterTokens';
import { exchangeViaService, routeFor } from './tokenService';
import { RouteNote, useTokenService } from './useTokenService';
import { useToolText } from './useToolText';
import './tools.css';

interface Props {
  provider: ProviderId;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'authorizeError'; problem: Problem }
  | { kind: 'needValues'; stateMismatch: boolean }
  | { kind: 'exchanging' }
  | { kind: 'done'; tokens: Tokens; values: ClientValues; relayUrl?: string }
  | { kind: 'failed'; problem: Problem }
  /** No route can read the provider's answer from this page: the code stays unused for the terminal command. */
  | { kind: 'terminal' };

function CallbackApp({ provider }: Props) {
  const { t, lang, localPath } = useToolText();
  const def = providers[provider];
  const name = t.providerNames[provider];
  const origin = window.location.origin;
  const service = useTokenService();
  const [values, setValues] = useState<ClientValues>(() => initialValues(provider, origin, null));
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<PendingRequest | null>(null);
  const [arrival, setArrival] = useState<CallbackParams | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const started = useRef(false);
  const decided = useRef(false);
  const route = service === undefined ? null : routeFor(provider, service);

  async function run(v: ClientValues, c: string, kept: PendingRequest | null) {
    if (route === null || route === 'terminal') return setPhase({ kind: 'terminal' });
    setPhase({ kind: 'exchanging' });
    const fetchImpl = window.fetch.bind(window);
    const result: TokenResult =
      route === 'service'
        ? await exchangeViaService(service!, provider, v, c, { codeVerifier: kept?.codeVerifier, app: kept?.app }, fetchImpl)
        : await exchange(buildTokenRequest(provider, v, c, kept?.codeVerifier), fetchImpl);
    if (result.ok) {
      // The secret and the verifier are no longer needed in this tab.
      clearPending(window.sessionStorage, provider);
      const relayUrl = kept?.app === 'operator' && (provider === 'aliyundrive' || provider === 'dropbox') ? service?.operator[provider]?.relayUrl : undefined;
      setPhase({ kind: 'done', tokens: result.tokens, values: v, relayUrl });
    } else {
      setPhase({ kind: 'failed', problem: result.problem });
    }
  }

  // On arrival: read the provider's answer from the address, then take it out of the address.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { location, history, sessionStorage } = window;
    const params = readCallbackParams(location.search, location.hash);
    const kept = loadPending(sessionStorage, provider, Date.now());
    const hasAnswer = params.code !== null || params.error !== null;
    // The redirect URI has no language prefix; answer in the language the reader started in.
    if (hasAnswer && kept?.lang === 'zh' && lang === 'en') {
      location.replace(`/zh${location.pathname}${location.search}${location.hash}`);
      return;
    }
    // Keep the code out of the address bar, the history and any link the reader copies.
    if (hasAnswer) history.replaceState(history.state, '', location.pathname);
    setValues(initialValues(provider, origin, kept));
    setPending(kept);
    const authError = authorizeProblem(params);
    if (authError) setPhase({ kind: 'authorizeError', problem: authError });
    else if (params.code) {
      setCode(params.code);
      setArrival(params);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Once the route is known: exchange the code of this tab's own request, or wait for the reader.
  useEffect(() => {
    if (!arrival?.code || route === null || decided.current) return;
    decided.current = true;
    const ours = pending !== null && arrival.state === pending.state;
    if (!ours) setPhase({ kind: 'needValues', stateMismatch: pending !== null });
    else if (route === 'terminal') setPhase({ kind: 'terminal' });
    else void run(operatorValues(values, pending), arrival.code, pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrival, route]);

  function onExchange(event: FormEvent) {
    event.preventDefault();
    const invalid = validateValues(provider, values);
    setFormProblem(invalid);
    if (invalid) return;
    if (code.trim() === '') {
      setFormProblem({ kind: 'invalidInput', field: 'code', reason: 'required' });
      return;
    }
    // The verifier of this tab's request applies only to a code of the same app.
    const kept = pending && pending.clientId === values.clientId.trim() ? pending : null;
    void run(values, code, kept);
  }

  const requestLink = def.requestPath ? localPath(def.requestPath) : null;
  const showForm = phase.kind !== 'done' && phase.kind !== 'exchanging';
  const formOpen = phase.kind === 'needValues' || phase.kind === 'failed';
  const manualOpen =
    phase.kind === 'terminal' || (phase.kind === 'failed' && (phase.problem.kind === 'network' || phase.problem.kind === 'serviceUnreachable' || (phase.problem.kind === 'providerError' && phase.problem.hint === 'crossOrigin')));

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
          {route === 'terminal' ? t.callback.buildCommand : t.callback.exchange}
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
          <p className="tool-note">{t.fieldHelp.codeSingleUse}</p>
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

      {phase.kind === 'done' && <AfterTokens provider={provider} tokens={phase.tokens} values={phase.values} relayUrl={phase.relayUrl} />}

      {showForm &&
        (formOpen ? (
          exchangeForm
        ) : (
          <details className="tool-details">
            <summary>{t.callback.exchangeLegend}</summary>
            {exchangeForm}
          </details>
        ))}
      {phase.kind !== 'done' && <RouteNote provider={provider} service={service} />}
      {showForm && <ManualExchange provider={provider} values={values} code={code} open={manualOpen} codeVerifier={pending?.clientId === values.clientId.trim() ? pending.codeVerifier : undefined} />}
    </div>
  );
}

/** With the service's own app, the values carry its client ID and no secret. */
function operatorValues(values: ClientValues, pending: PendingRequest): ClientValues {
  return pending.app === 'operator' ? { ...values, clientId: pending.clientId, clientSecret: '' } : values;
}

/** Callback page app: reads the provider's answer from the address, exchanges the code, shows the tokens or what went wrong. */
export function OAuthCallback({ provider }: Props) {
  return <CallbackApp provider={provider} />;
}
