import { useId } from 'react';
import type { ClientValues } from './oauth';
import { defaultRedirectUri } from './oauth';
import { oneDriveRegions, providers, type OneDriveRegion, type ProviderId } from './providers';
import { fieldLabel, useToolText } from './useToolText';

interface Props {
  provider: ProviderId;
  values: ClientValues;
  onChange: (patch: Partial<ClientValues>) => void;
  /** Shown on callback pages: the authorization code field. */
  code?: { value: string; onChange: (value: string) => void };
  /** Field to mark as invalid (from validateValues). */
  invalid?: string | null;
  /** Origin of this site, for the "use this site's callback" button. */
  origin: string;
  /** The token service's own app signs the reader in: no client ID or secret to enter. */
  hideClient?: boolean;
}

/** The client fields a provider needs (client ID, secret, redirect URI, region or scope), optionally with a code field. */
export function ClientFields({ provider, values, onChange, code, invalid, origin, hideClient = false }: Props) {
  const { t } = useToolText();
  const def = providers[provider];
  const base = useId();
  const ids = {
    region: `${base}-region`,
    clientId: `${base}-client-id`,
    clientSecret: `${base}-client-secret`,
    redirectUri: `${base}-redirect-uri`,
    scope: `${base}-scope`,
    code: `${base}-code`,
  };
  const option = (name: string) => t.fieldHelp.option(name);
  const defaultRedirect = defaultRedirectUri(provider, origin);

  return (
    <div className="tool-fields">
      {def.hasRegion && (
        <div className="tool-field">
          <label htmlFor={ids.region}>{t.fields.region}</label>
          <select id={ids.region} name="region" value={values.region ?? 'global'} onChange={(e) => onChange({ region: e.target.value as OneDriveRegion })}>
            {oneDriveRegions.map((r) => (
              <option key={r} value={r}>
                {t.regions[r]}
              </option>
            ))}
          </select>
          <p className="tool-help">{option('region')}</p>
        </div>
      )}
      {!hideClient && (
        <>
      <div className="tool-field">
        <label htmlFor={ids.clientId}>{fieldLabel(t, provider, 'clientId')}</label>
        <input
          id={ids.clientId}
          name="client_id"
          value={values.clientId}
          onChange={(e) => onChange({ clientId: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid === 'clientId' || undefined}
        />
        <p className="tool-help">
          {option('client_id')}
          {def.defaultClientId ? ` ${t.fieldHelp.defaults}` : ''}
        </p>
      </div>
      <div className="tool-field">
        <label htmlFor={ids.clientSecret}>{fieldLabel(t, provider, 'clientSecret')}</label>
        <input
          id={ids.clientSecret}
          name="client_secret"
          type="password"
          value={values.clientSecret}
          onChange={(e) => onChange({ clientSecret: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid === 'clientSecret' || undefined}
        />
        <p className="tool-help">{option('client_secret')}</p>
      </div>
        </>
      )}
      <div className="tool-field">
        <label htmlFor={ids.redirectUri}>{t.fields.redirectUri}</label>
        <div className="tool-field__row">
          <input
            id={ids.redirectUri}
            name="redirect_uri"
            value={values.redirectUri}
            onChange={(e) => onChange({ redirectUri: e.target.value })}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid === 'redirectUri' || undefined}
          />
          {values.redirectUri !== defaultRedirect && (
            <button type="button" className="tool-button tool-button--plain" onClick={() => onChange({ redirectUri: defaultRedirect })}>
              {t.request.resetRedirect}
            </button>
          )}
        </div>
        <p className="tool-help">
          {t.fieldHelp.redirectUri}
          {def.targets.includes('redirect_uri') ? ` ${option('redirect_uri')}` : ''}
          {def.allowsOob ? ` ${t.fieldHelp.redirectOob}` : ''}
        </p>
      </div>
      {provider === 'onedrive' && (
        <div className="tool-field tool-field--check">
          <input
            id={ids.scope}
            type="checkbox"
            name="sharepoint"
            checked={values.scope === 'sharepoint'}
            onChange={(e) => onChange({ scope: e.target.checked ? 'sharepoint' : 'files' })}
          />
          <label htmlFor={ids.scope}>{t.fields.sharepoint}</label>
        </div>
      )}
      {provider === 'google' && (
        <div className="tool-field">
          <label htmlFor={ids.scope}>{t.fields.scope}</label>
          <select id={ids.scope} name="scope" value={values.scope ?? 'drive'} onChange={(e) => onChange({ scope: e.target.value })}>
            {def.scopeChoices.map((s) => (
              <option key={s} value={s}>
                {t.scopes[s as keyof typeof t.scopes]}
              </option>
            ))}
          </select>
        </div>
      )}
      {code && (
        <div className="tool-field">
          <label htmlFor={ids.code}>{t.fields.code}</label>
          <input id={ids.code} name="code" value={code.value} onChange={(e) => code.onChange(e.target.value)} autoComplete="off" spellCheck={false} />
          <p className="tool-help">{t.fieldHelp.codeSingleUse}</p>
        </div>
      )}
    </div>
  );
}
