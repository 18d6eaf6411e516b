/**
 * The local search dialog (loaded on first use). A native modal <dialog> (focus stays inside, the
 * page behind is inert, Escape closes) with a combobox input and a listbox of results grouped by
 * page. Screens: start hint, loading, results, no results (with the query), error (with retry).
 * Queries run SEARCH_DEBOUNCE_MS after the last keystroke. The index's meta file loads when the
 * dialog opens; each query may still fetch index shards, so a query can fail too (error screen), and
 * an answer that arrives after the query changed is dropped.
 */
import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../site/constants';
import type { LocaleCode } from '../../site/locales';
import { formatCount, searchText } from '../../site/search';
import { Link } from '../components/Link';
import { SEARCH_QUERY_EVENT } from './config';
import type { LocalSearcher, SearchHit, Segment } from './engine';
import { loadSearcher } from './fetchIndex';
import { useNewerThanMine, type NewerThanMine } from './newerThanMine';
import { SearchIcon } from './Search';
import '../styles/searchDialog.css';

type IndexState = { status: 'loading' } | { status: 'ready'; searcher: LocalSearcher } | { status: 'error' };

function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}
    </>
  );
}

/** "added in v3.y — newer than your v3.x" on a result whose subject the reader's release lacks. */
function NewerMark({ newer, href, template }: { newer: NewerThanMine; href: string; template: string }) {
  const added = newer.addedAfter(href);
  if (!added) return null;
  return (
    <span className="site-search__newer" data-newer-than-mine={added}>
      {template.replace('{added}', added).replace('{mine}', newer.mine)}
    </span>
  );
}

interface Group {
  path: string;
  title: string;
  /** Hits with their position in display order (the order the arrow keys follow). */
  hits: { hit: SearchHit; index: number }[];
}

/** Hits grouped by page, in the order of each page's best hit. */
function groupByPage(hits: SearchHit[]): Group[] {
  const groups = new Map<string, Group>();
  for (const hit of hits) {
    let g = groups.get(hit.path);
    if (!g) groups.set(hit.path, (g = { path: hit.path, title: hit.pageTitle, hits: [] }));
    g.hits.push({ hit, index: 0 });
  }
  let index = 0;
  for (const g of groups.values()) for (const h of g.hits) h.index = index++;
  return [...groups.values()];
}

export default function SearchDialog({ open, lang, onClose, returnFocus }: { open: boolean; lang: LocaleCode; onClose: () => void; returnFocus?: RefObject<HTMLElement | null> }) {
  const t = searchText[lang];
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const newer = useNewerThanMine(open);

  // Show and hide the native dialog with the `open` prop.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus?.current?.focus({ preventScroll: true });
    }
  }, [open, returnFocus]);

  // Load the index of the page's language when the dialog opens (and again on "Try again").
  useEffect(() => {
    if (!open) return;
    let current = true;
    setIndex((s) => (s.status === 'ready' && s.searcher.lang === lang ? s : { status: 'loading' }));
    loadSearcher(lang).then(
      (searcher) => current && setIndex({ status: 'ready', searcher }),
      () => current && setIndex({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [open, lang, attempt]);

  // Debounce: the query runs once typing has paused for SEARCH_DEBOUNCE_MS.
  useEffect(() => {
    if (!query.trim()) {
      setDebounced('');
      return;
    }
    const timer = setTimeout(() => setDebounced(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // Run the query (again on "Try again"); keep the last answer on screen until the new one arrives.
  useEffect(() => {
    setFailedQuery(null);
    if (index.status !== 'ready' || !debounced.trim()) {
      setResult(null);
      return;
    }
    let current = true;
    index.searcher.search(debounced).then(
      (hits) => {
        if (!current) return;
        document.dispatchEvent(new CustomEvent(SEARCH_QUERY_EVENT, { detail: { query: debounced, engine: 'local', hits: hits.length } }));
        setResult({ query: debounced, hits });
        setActive(0);
      },
      () => current && setFailedQuery(debounced),
    );
    return () => {
      current = false;
    };
  }, [index, debounced, attempt]);

  const hits = result?.hits ?? [];
  // No word of the query is on any page: offer the pages whose titles come closest.
  const suggestions = useMemo(() => (index.status === 'ready' && result && result.hits.length === 0 ? index.searcher.suggest(result.query) : []), [index, result]);
  const groups = useMemo(() => groupByPage(hits), [hits]);
  const optionId = (i: number) => `${id}-option-${i}`;

  // Keep the active option visible.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, result]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Escape') {
      // A search input clears itself on the first Escape and swallows the dialog's cancel; close in one press.
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      const link = document.getElementById(optionId(active));
      if (link && hits.length > 0 && query.trim() === result?.query.trim()) {
        e.preventDefault();
        link.click();
      }
    }
  };

  const trimmed = query.trim();
  let screen: 'start' | 'loading' | 'error' | 'empty' | 'results' | 'pending';
  if (index.status === 'error' || (failedQuery !== null && failedQuery === debounced)) screen = 'error';
  else if (!trimmed) screen = 'start';
  else if (index.status === 'loading') screen = 'loading';
  else if (!result) screen = 'pending';
  else if (result.hits.length === 0) screen = result.query === query ? 'empty' : 'pending';
  else screen = 'results';

  return (
    <dialog
      ref={dialogRef}
      className="site-search"
      aria-label={t.dialogLabel}
      data-testid="search-dialog"
      data-screen={screen}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === dialogRef.current) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="site-search__panel">
        <div className="site-search__bar">
          <SearchIcon />
          <input
            ref={inputRef}
            className="site-search__input"
            type="search"
            role="combobox"
            aria-label={t.inputLabel}
            aria-expanded={screen === 'results'}
            aria-controls={`${id}-listbox`}
            aria-autocomplete="list"
            aria-activedescendant={screen === 'results' ? optionId(active) : undefined}
            placeholder={t.placeholder}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="search-input"
          />
          {query && (
            <button type="button" className="site-search__clear" aria-label={t.clear} title={t.clear} onClick={() => { setQuery(''); inputRef.current?.focus(); }}>
              ×
            </button>
          )}
          <button type="button" className="site-search__cancel" onClick={onClose}>
            {t.cancel}
          </button>
        </div>

        <div className="site-search__body" tabIndex={0} aria-label={t.resultsLabel}>
          {screen === 'start' && <p className="site-search__hint">{t.startHint}</p>}
          {(screen === 'loading' || (screen === 'pending' && !result)) && (
            <p className="site-search__hint" aria-busy="true">
              {index.status === 'loading' ? t.loading : '…'}
            </p>
          )}
          {screen === 'error' && (
            <div className="site-search__screen" role="alert" data-testid="search-error">
              <p className="site-search__title">{t.errorTitle}</p>
              <p className="site-search__hint">{t.errorHelp}</p>
              <button type="button" className="site-search__retry" onClick={() => setAttempt((n) => n + 1)}>
                {t.retry}
              </button>
            </div>
          )}
          {screen === 'empty' && (
            <div className="site-search__screen" data-testid="search-empty">
              <p className="site-search__title">
                {t.noResultsText} “<strong>{result?.query}</strong>”
              </p>
              <p className="site-search__hint">{t.noResultsHint}</p>
              {suggestions.length > 0 && (
                <nav aria-label={t.closestPages} className="site-search__closest" data-testid="search-closest">
                  <p className="site-search__hint">{t.closestPages}</p>
                  <ul>
                    {suggestions.map((p) => (
                      <li key={p.path}>
                        <Link href={p.path} onClick={onClose}>
                          {p.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </div>
          )}
          {hits.length > 0 && screen !== 'error' && screen !== 'start' && (
            <div ref={listRef} id={`${id}-listbox`} role="listbox" aria-label={t.resultsLabel} className="site-search__results" data-testid="search-results">
              {groups.map((g) => (
                <div key={g.path} role="group" aria-label={g.title} className="site-search__group">
                  <div className="site-search__page" aria-hidden="true">
                    {g.title}
                  </div>
                  {g.hits.map(({ hit, index: i }) => (
                    <div key={hit.id} role="none" className="site-search__option" data-selected={i === active} onMouseMove={() => i !== active && setActive(i)}>
                      {/* The link itself is the option: an option must not contain another interactive control. */}
                      <Link href={hit.href} id={optionId(i)} role="option" aria-selected={i === active} tabIndex={-1} onClick={onClose} className="site-search__link">
                        <span className="site-search__heading">
                          <Marked segments={hit.heading} />
                        </span>
                        {newer && <NewerMark newer={newer} href={hit.href} template={t.newerThanMine} />}
                        {hit.snippet.length > 0 && (
                          <span className="site-search__snippet">
                            <Marked segments={hit.snippet} />
                          </span>
                        )}
                      </Link>
                    </div>
                  ))}
                </div>
              ))}
            </div>
          )}
          <p className="site-search__sr" aria-live="polite">
            {screen === 'results' ? formatCount(t.resultCount, hits.length) : screen === 'empty' ? `${t.noResultsText} “${result?.query}”` : screen === 'error' ? t.errorTitle : ''}
          </p>
        </div>

        <footer className="site-search__footer" aria-hidden="true">
          <span><kbd>↵</kbd> {t.footerSelect}</span>
          <span><kbd>↑</kbd><kbd>↓</kbd> {t.footerNavigate}</span>
          <span><kbd>Esc</kbd> {t.footerClose}</span>
        </footer>
      </div>
    </dialog>
  );
}
