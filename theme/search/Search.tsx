/**
 * The navbar search box. This file is all the search code in a page's initial JavaScript: the
 * dialog, the engine and the index load on first use (click, Ctrl/⌘+K or "/"), and the index of the
 * page's language is fetched only then. Hovering or focusing the button fetches the dialog code
 * ahead, so it opens at once.
 *
 * Local search (theme/search/SearchDialog.tsx) by default; DocSearch (DocSearchDialog.tsx) when
 * the build was configured for it (site/search.ts).
 */
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { searchBoxText } from '../../site/searchBox';
import { useLocale } from '../hooks/useLocale';
import { searchConfig } from './config';
import '../styles/search.css';

const loadLocal = () => import('./SearchDialog');
const loadHosted = () => import('./DocSearchDialog');
const LocalDialog = lazy(loadLocal);
const HostedDialog = lazy(loadHosted);

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </svg>
  );
}

/** Shown when the dialog's own code cannot be loaded (offline before first use). */
class LoadFailure extends Component<{ fallback: (reset: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

export function Search() {
  const { locale } = useLocale();
  const t = searchBoxText[locale.code];
  const hosted = searchConfig.docsearch;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [modKey, setModKey] = useState('Ctrl');
  const [ready, setReady] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const preload = useCallback(() => {
    (hosted ? loadHosted : loadLocal)().catch(() => {});
  }, [hosted]);

  useEffect(() => {
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) setModKey('⌘');
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        setUsed(true);
        setOpen((o) => !o);
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.target)) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    setReady(true);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const failure = (reset: () => void) => (
    <div className="site-search-load-error" role="alert">
      <p className="site-search__title">{t.errorTitle}</p>
      <p>{t.errorHelp}</p>
      <button type="button" onClick={() => { reset(); close(); }}>{t.cancel}</button>
    </div>
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="site-search-button"
        aria-label={t.buttonLabel}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        data-testid="search-button"
        data-engine={hosted ? 'docsearch' : 'local'}
        data-ready={ready ? '' : undefined}
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcon />
        <span className="site-search-button__placeholder">{t.placeholder}</span>
        <kbd className="site-search-button__keys">{modKey} K</kbd>
      </button>
      {used && (
        <LoadFailure fallback={failure}>
          <Suspense fallback={null}>
            {hosted ? (
              open && <HostedDialog config={hosted} lang={locale.code} tag={locale.tag} onClose={close} />
            ) : (
              <LocalDialog open={open} lang={locale.code} onClose={close} returnFocus={buttonRef} />
            )}
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}
