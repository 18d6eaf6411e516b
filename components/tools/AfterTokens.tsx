import type { ClientValues, Tokens } from './oauth';
import type { ProviderId } from './providers';
import { GOOGLE_ACCESS_KEY } from './googlePhotos';
import { SharePointSiteId } from './SharePointSiteId';
import { TokenResult } from './TokenResult';
import { useToolText } from './useToolText';

interface Props {
  provider: ProviderId;
  tokens: Tokens;
  values: ClientValues;
  relayUrl?: string;
}

/** The tokens with the storage values, then the helpers that need the access token (SharePoint site ID, Google Photos albums). */
export function AfterTokens({ provider, tokens, values, relayUrl }: Props) {
  const { t, localPath } = useToolText();
  return (
    <>
      <TokenResult provider={provider} tokens={tokens} values={values} relayUrl={relayUrl} />
      {provider === 'onedrive' && tokens.accessToken && <SharePointSiteId region={values.region ?? 'global'} accessToken={tokens.accessToken} />}
      {provider === 'google' && values.scope === 'photos' && tokens.accessToken && (
        <p>
          <a href={localPath('/tool/google/album.html')} onClick={() => window.sessionStorage.setItem(GOOGLE_ACCESS_KEY, tokens.accessToken ?? '')}>
            {t.result.albumLink}
          </a>
        </p>
      )}
    </>
  );
}
