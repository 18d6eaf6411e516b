/**
 * Hosted search (Algolia DocSearch), used instead of the local index when the build was configured
 * for it (site/search.ts). Loaded on first use only, so pages without it request nothing from
 * Algolia. Results are filtered by the page's language (the crawler's `lang` facet, taken from
 * <html lang>), requests are debounced by SEARCH_DEBOUNCE_MS, and the UI strings (including the
 * error and no-results screens) come from site/search.ts.
 */
import { DocSearchModal } from '@docsearch/react/modal';
import '@docsearch/react/style';
import { useNavigate } from '@rspress/core/runtime';
import { createPortal } from 'react-dom';
import { SEARCH_DEBOUNCE_MS } from '../../site/constants';
import type { LocaleCode } from '../../site/locales';
import { docSearchTranslations, searchText, type DocSearchConfig } from '../../site/search';
import { canonicalHref } from '../canonicalPath';
import { Link } from '../components/Link';
import { SEARCH_QUERY_EVENT } from './config';

/**
 * Debounces a promise-returning function: only the last call of a burst runs; the earlier calls'
 * promises never settle, which the DocSearch autocomplete treats as superseded requests.
 */
export function debouncePromise<A extends unknown[], R>(fn: (...args: A) => Promise<R>, ms: number): (...args: A) => Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      clearTimeout(timer);
      timer = setTimeout(() => fn(...args).then(resolve, reject), ms);
    });
}

/** The site-relative address of a hit ("https://host/zh/guide/#x" -> "/zh/guide/#x"). */
function localHref(url: string): string {
  try {
    const u = new URL(url, window.location.origin);
    return canonicalHref(`${u.pathname}${u.hash}`);
  } catch {
    return url;
  }
}

export default function DocSearchDialog({ config, lang, tag, onClose }: { config: DocSearchConfig; lang: LocaleCode; tag: string; onClose: () => void }) {
  const navigate = useNavigate();
  const t = searchText[lang];
  return createPortal(
    <DocSearchModal
      appId={config.appId}
      apiKey={config.apiKey}
      indices={[{ name: config.indexName, searchParameters: { facetFilters: [`lang:${tag}`] } }]}
      placeholder={t.placeholder}
      translations={docSearchTranslations(lang).modal}
      initialScrollY={window.scrollY}
      onClose={onClose}
      onAskAiToggle={() => {}}
      transformSearchClient={(client) => ({
        ...client,
        search: debouncePromise((...args: Parameters<typeof client.search>) => {
          document.dispatchEvent(new CustomEvent(SEARCH_QUERY_EVENT, { detail: { engine: 'docsearch' } }));
          return client.search(...args);
        }, SEARCH_DEBOUNCE_MS),
      })}
      transformItems={(items) => items.map((item) => ({ ...item, url: localHref(item.url) }))}
      navigator={{
        navigate({ itemUrl }) {
          navigate(itemUrl);
        },
        navigateNewTab({ itemUrl }) {
          window.open(itemUrl, '_blank', 'noopener');
        },
        navigateNewWindow({ itemUrl }) {
          window.open(itemUrl, '_blank', 'noopener');
        },
      }}
      hitComponent={({ hit, children }) => (
        <Link href={hit.url} onClick={onClose}>
          {children}
        </Link>
      )}
    />,
    document.body,
  );
}
