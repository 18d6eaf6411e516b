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
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_DEBOUNCE_MS } from '../../site/constants';
import type { LocaleCode } from '../../site/locales';
import { docSearchTranslations, searchText, type DocSearchConfig } from '../../site/search';
import { canonicalHref } from '../canonicalPath';
import { Link } from '../components/Link';
import { SEARCH_QUERY_EVENT } from './config';
import '../styles/searchDialog.css';

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
  // DocSearch 4 does not always reach its error screen when Algolia is unreachable (the rejected
  // request leaves it on "no results"), so the dialog tracks failures itself and shows the same
  // screen with the site's strings inside DocSearch's dropdown.
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    if (failed) setDropdown(document.querySelector('.DocSearch-Dropdown'));
  }, [failed]);
  // The modal alone leaves Escape to DocSearch's own button component, which the site does not use.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return createPortal(
    <>
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
          return client.search(...args).then(
            (res) => {
              setFailed(false);
              return res;
            },
            (error: unknown) => {
              setFailed(true);
              throw error;
            },
          );
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
    />
    {failed &&
      dropdown &&
      createPortal(
        <div className="DocSearch-ErrorScreen site-search-hosted-error" role="alert" data-testid="search-error">
          <p className="DocSearch-Title">{t.errorTitle}</p>
          <p className="DocSearch-Help">{t.errorHelp}</p>
        </div>,
        dropdown,
      )}
    </>,
    document.body,
  );
}
