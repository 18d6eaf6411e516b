import { lazy, Suspense } from 'react';
import type { ClientValues, Tokens } from './oauth';
import type { ProviderId } from './providers';
import { GOOGLE_ACCESS_KEY } from './googleAccessKey';
import { TokenResult } from './TokenResult';
import { useToolText } from './useToolText';

// Only a OneDrive callback with tokens shows it: its code (and the SharePoint lookup) loads then, not with every
// callback page. A failed download (offline) says so below the tokens instead of breaking the page.
const SharePointSiteId = lazy(() =>
  import('./SharePointSiteId').then(
    (m) => ({ default: m.SharePointSiteId }),
    () => ({ default: SiteIdLoadFailed }),
  ),
);

function SiteIdLoadFailed() {
  const { t } = useToolText();
  return (
    <p className="tool-problem" role="alert">
      {t.siteId.loadFailed}
    </p>
  );
}

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
      {provider === 'onedrive' && tokens.accessToken && (
        <Suspense fallback={<p className="tool-loading">{t.loading}</p>}>
          <SharePointSiteId region={values.region ?? 'global'} accessToken={tokens.accessToken} />
        </Suspense>
      )}
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
