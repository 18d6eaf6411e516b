import { CopyField } from './CopyField';
import type { ClientValues, Tokens } from './oauth';
import { providers, type OptionTarget, type ProviderId } from './providers';
import { useToolText } from './useToolText';

interface Props {
  provider: ProviderId;
  tokens: Tokens;
  values: ClientValues;
  /** Tokens issued to the token service operator's app: AList refreshes them through this relay. */
  relayUrl?: string;
}

/** The tokens, and every value the storage form needs, each with a copy button, under the option name it goes into. */
export function TokenResult({ provider, tokens, values, relayUrl }: Props) {
  const { t, localPath } = useToolText();
  const def = providers[provider];
  const valueOf: Record<OptionTarget, string | undefined> = {
    region: values.region,
    client_id: values.clientId,
    client_secret: values.clientSecret,
    redirect_uri: values.redirectUri,
    refresh_token: tokens.refreshToken,
    is_sharepoint: undefined,
    oauth_token_url: relayUrl,
  };
  // With the operator's app, AList must not send an app of its own: client_id and client_secret stay empty.
  const targets: OptionTarget[] = relayUrl ? ['oauth_token_url'] : def.targets;

  return (
    <section className="tool-result" aria-label={t.result.title}>
      <p className="tool-success" role="status">
        <strong>{t.result.title}</strong>
      </p>
      <CopyField label={t.result.refreshToken} value={tokens.refreshToken} multiline name="refresh-token" />
      <p className="tool-note">{t.result.keepSecret}</p>
      <fieldset>
        <legend>{t.result.optionsTitle}</legend>
        {targets.map((target) => {
          const value = valueOf[target];
          // The refresh token is shown above, on its own.
          if (target === 'refresh_token' || value === undefined || value === '') return null;
          return <CopyField key={target} label={target} value={value} masked={target === 'client_secret'} name={`option-${target}`} />;
        })}
        {relayUrl && <p className="tool-note" data-testid="relay-note">{t.result.relayNote}</p>}
        <p className="tool-note">
          {t.result.drivers}{' '}
          {def.drivers.map((driver, i) => (
            <span key={driver}>
              {i > 0 && ', '}
              <a href={localPath(def.driverPages[i] ?? def.driverPages[0])}>
                <code>{driver}</code>
              </a>
            </span>
          ))}
        </p>
      </fieldset>
      {tokens.accessToken && (
        <details className="tool-details">
          <summary>{t.result.accessToken}</summary>
          <CopyField label={t.result.accessToken} value={tokens.accessToken} multiline name="access-token" />
          {tokens.expiresIn !== undefined && <p className="tool-note">{t.result.expires(Math.round(tokens.expiresIn / 60))}</p>}
          {tokens.scope && (
            <p className="tool-note">
              {t.result.scope} <code>{tokens.scope}</code>
            </p>
          )}
        </details>
      )}
    </section>
  );
}
