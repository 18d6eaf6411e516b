import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ClientFields } from './ClientFields';
import {
  buildAuthorizeUrl,
  defaultRedirectUri,
  loadPending,
  randomState,
  savePending,
  validateValues,
  type ClientValues,
  type PendingRequest,
  type Problem,
} from './oauth';
import { ProblemView } from './ProblemView';
import { providers, type ProviderId } from './providers';
import { AfterMount } from './AfterMount';
import { useToolText } from './useToolText';
import './tools.css';

interface Props {
  provider: ProviderId;
}

/** First values of a form: what this tab kept from the last attempt, else the driver's defaults and this site's callback. */
export function initialValues(provider: ProviderId, origin: string, pending: PendingRequest | null): ClientValues {
  const def = providers[provider];
  if (pending) {
    const { clientId, clientSecret, redirectUri, region, scope } = pending;
    return { clientId, clientSecret, redirectUri, region, scope };
  }
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

  const preview = useMemo(() => {
    if (validateValues(provider, values)) return null;
    return buildAuthorizeUrl(provider, values, '…');
  }, [provider, values]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateValues(provider, values);
    setProblem(invalid);
    if (invalid) {
      if (invalid.kind === 'invalidInput') formRef.current?.querySelector<HTMLElement>(`[name="${fieldName(invalid.field)}"]`)?.focus();
      return;
    }
    const state = randomState(window.crypto);
    const clean: ClientValues = { ...values, clientId: values.clientId.trim(), clientSecret: values.clientSecret.trim(), redirectUri: values.redirectUri.trim() };
    savePending(window.sessionStorage, { ...clean, provider, state, lang, createdAt: Date.now() });
    setLeaving(true);
    window.location.assign(buildAuthorizeUrl(provider, clean, state));
  }

  return (
    <form ref={formRef} className="tool-form" onSubmit={onSubmit} noValidate data-provider={provider}>
      <fieldset>
        <legend>{t.request.legend}</legend>
        {restored && <p className="tool-note">{t.request.restored}</p>}
        <ClientFields
          provider={provider}
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          invalid={problem?.kind === 'invalidInput' ? problem.field : null}
          origin={origin}
        />
      </fieldset>
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
  return <AfterMount><RequestForm provider={provider} /></AfterMount>;
}
