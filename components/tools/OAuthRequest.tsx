import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ClientFields } from './ClientFields';
import {
  buildAuthorizeUrl,
  defaultRedirectUri,
  loadPending,
  pkceChallenge,
  randomState,
  randomVerifier,
  savePending,
  validateValues,
  type ClientValues,
  type PendingRequest,
  type Problem,
} from './oauth';
import { ProblemView } from './ProblemView';
import { providers, type ProviderId } from './providers';
import { RouteNote, useTokenService } from './useTokenService';
import { useToolText } from './useToolText';
import './tools.css';

interface Props {
  provider: ProviderId;
}

/** First values of a form: what this tab kept from the last attempt, else the driver's defaults and this site's callback. */
export function initialValues(provider: ProviderId, origin: string, pending: PendingRequest | null): ClientValues {
  const def = providers[provider];
  if (pending && pending.app !== 'operator') {
    const { clientId, clientSecret, redirectUri, region, scope } = pending;
    return { clientId, clientSecret, redirectUri, region, scope };
  }
  if (pending) return { ...initialValues(provider, origin, null), redirectUri: pending.redirectUri, region: pending.region, scope: pending.scope };
  return {
    clientId: def.defaultClientId ?? '',
    clientSecret: def.defaultClientSecret ?? '',
    redirectUri: defaultRedirectUri(provider, origin),
    region: def.hasRegion ? 'global' : undefined,
    scope: def.scopeChoices[0],
  };
}

/** The request form: builds the provider's authorization address, keeps the values in sessionStorage and goes there. */
export function RequestForm({ provider }: Props) {
  const { t, lang } = useToolText();
  const origin = window.location.origin;
  const restored = useMemo(() => loadPending(window.sessionStorage, provider, Date.now()), [provider]);
  const [values, setValues] = useState<ClientValues>(() => initialValues(provider, origin, restored));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const name = t.providerNames[provider];
  const service = useTokenService();
  const operatorApp = service && (provider === 'aliyundrive' || provider === 'dropbox') ? service.operator[provider] : undefined;
  const [app, setApp] = useState<'own' | 'operator'>(restored?.app === 'operator' ? 'operator' : 'own');
  const useOperator = app === 'operator' && operatorApp !== undefined;
  const isLoopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin);

  // With the service's app the reader brings no client ID or secret of their own.
  const effective: ClientValues = useOperator ? { ...values, clientId: operatorApp.clientId, clientSecret: '' } : values;

  const preview = useMemo(() => {
    if (validateValues(provider, effective, useOperator)) return null;
    return buildAuthorizeUrl(provider, effective, '…');
  }, [provider, effective, useOperator]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateValues(provider, effective, useOperator);
    setProblem(invalid);
    if (invalid) {
      if (invalid.kind === 'invalidInput') formRef.current?.querySelector<HTMLElement>(`[name="${fieldName(invalid.field)}"]`)?.focus();
      return;
    }
    const state = randomState(window.crypto);
    const clean: ClientValues = { ...effective, clientId: effective.clientId.trim(), clientSecret: effective.clientSecret.trim(), redirectUri: effective.redirectUri.trim() };
    // PKCE binds the code to this tab: a code read from the address bar or a log is useless without the verifier.
    const codeVerifier = providers[provider].pkce ? randomVerifier(window.crypto) : undefined;
    const challenge = codeVerifier ? await pkceChallenge(codeVerifier, window.crypto.subtle) : undefined;
    savePending(window.sessionStorage, { ...clean, provider, state, lang, createdAt: Date.now(), codeVerifier, app: useOperator ? 'operator' : 'own' });
    setLeaving(true);
    window.location.assign(buildAuthorizeUrl(provider, clean, state, challenge));
  }

  return (
    <form ref={formRef} className="tool-form" onSubmit={(e) => void onSubmit(e)} noValidate data-provider={provider}>
      <fieldset>
        <legend>{t.request.legend}</legend>
        {restored && <p className="tool-note">{t.request.restored}</p>}
        {operatorApp && (
          <fieldset className="tool-choice" data-testid="app-choice">
            <legend>{t.appChoice.legend}</legend>
            <label>
              <input type="radio" name="app" value="own" checked={!useOperator} onChange={() => setApp('own')} /> {t.appChoice.own}
            </label>
            <label>
              <input type="radio" name="app" value="operator" checked={useOperator} onChange={() => setApp('operator')} /> {t.appChoice.operator(service!.url)}
            </label>
          </fieldset>
        )}
        <ClientFields
          provider={provider}
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          invalid={problem?.kind === 'invalidInput' ? problem.field : null}
          origin={origin}
          hideClient={useOperator}
        />
        {provider === 'google' && isLoopback && <p className="tool-note" data-testid="desktop-hint">{t.request.desktopHint}</p>}
      </fieldset>
      <RouteNote provider={provider} service={service} />
      {problem && <ProblemView problem={problem} provider={provider} />}
      <p className="tool-note">{t.request.kept}</p>
      {preview && (
        <details className="tool-details">
          <summary>{t.request.preview}</summary>
          <code className="tool-url">{preview}</code>
        </details>
      )}
      <p>
        <button type="submit" className="tool-button tool-button--primary" disabled={leaving}>
          {t.request.submit(name)}
        </button>
      </p>
      <p role="status" className="tool-status">
        {leaving ? t.request.leaving(name) : ''}
      </p>
    </form>
  );
}

function fieldName(field: string): string {
  return ({ clientId: 'client_id', clientSecret: 'client_secret', redirectUri: 'redirect_uri' } as Record<string, string>)[field] ?? field;
}

/** Request page app: rendered only in the browser. */
export function OAuthRequest({ provider }: Props) {
  return <RequestForm provider={provider} />;
}
