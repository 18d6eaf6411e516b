/**
 * The browser side of `react-router-dom` as the engine and the theme use it — a BrowserRouter over the
 * History API, useLocation, useNavigate and useSearchParams — in about 1 KiB instead of the router's
 * ~12 KiB gzip. The site has no nested routes, loaders or route elements for the router to match (the
 * engine matches pages itself, runtime/route.js), so what is left is the current location and a way to
 * change it. Aliased for the web build only (plugins/lightRuntime.ts); SSG keeps the real router.
 *
 * Kept from react-router 7: locations are { pathname, search, hash, state, key }, a new object for
 * every history entry; history.state is { usr, key, idx } as its history writes it; updates from
 * navigation and from back/forward go through startTransition unless `useTransitions` is false, so a
 * page whose chunk is still loading keeps the old page on screen instead of a blank fallback.
 */
import { createContext, createElement, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { isToolPath } from '../../site/head';
import { allRoutes, routesComplete } from '../routeTable';

/**
 * Whether this document was served as a /tool/ page (the 404 page at a /tool/ address is not one). Tool pages hold
 * client secrets, PKCE verifiers, passwords and tokens, and are served without the opted-in third-party scripts and
 * with a Content-Security-Policy of their own (plugins/hostingFiles.ts), which hold only while the page is its own
 * document: so a move across the /tool/ boundary loads the page from the server instead of rendering it here.
 */
let servedAsTool: boolean | undefined;

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

interface HistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

const historyState = () => window.history.state as Partial<HistoryState> | null;
const newKey = () => Math.random().toString(36).slice(2, 10);

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = historyState();
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

/** An absolute path + search + hash for `to`, read against the current location (a bare "#x" or "?q" keeps the path). */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>): string {
  const base = new URL(`${from.pathname}${from.search}`, 'http://site.invalid');
  if (typeof to === 'string') {
    const url = new URL(to, base);
    return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  }
  const pathname = to.pathname ? new URL(to.pathname, base).pathname : from.pathname;
  return `${pathname}${to.search ?? (to.pathname ? '' : from.search)}${to.hash ?? ''}`;
}

export function BrowserRouter({ basename, children, useTransitions }: { basename?: string; children?: ReactNode; useTransitions?: boolean }) {
  // The site is served from the root (rspress.config.ts `base: '/'`); paths are not rewritten for another base.
  if (basename && basename !== '/') throw new Error(`theme/shims/router.tsx serves a site at "/" only, not under the base "${basename}"`);
  const [location, setLocation] = useState(currentLocation);
  const update = useCallback(() => {
    const next = currentLocation();
    if (useTransitions === false) setLocation(next);
    else startTransition(() => setLocation(next));
  }, [useTransitions]);

  useLayoutEffect(() => {
    // As the router's history does: number the first entry, so later ones count from it.
    const state = historyState();
    if (state?.idx == null) window.history.replaceState({ ...state, usr: state?.usr ?? null, key: state?.key ?? 'default', idx: 0 }, '');
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, [update]);

  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') return window.history.go(to);
      const href = resolveTo(to, currentLocation());
      // Another origin is not a route of this site: leave the page.
      if (/^[a-z][a-z\d+.-]*:/i.test(href)) return window.location.assign(href);
      servedAsTool ??= isToolPath(window.location.pathname) && !document.querySelector('.not-found');
      if (isToolPath(new URL(href, window.location.href).pathname) !== servedAsTool) return window.location.assign(href);
      const commit = () => {
        const idx = historyState()?.idx ?? 0;
        const state: HistoryState = { usr: options.state ?? null, key: newKey(), idx: options.replace ? idx : idx + 1 };
        if (options.replace) window.history.replaceState(state, '', href);
        else window.history.pushState(state, '', href);
        update();
      };
      // Another page needs its route: until the whole table has arrived (theme/routeTable.ts) only this page's is known.
      // Without the table (offline before it was ever fetched) the browser loads the page itself.
      if (!routesComplete() && new URL(href, window.location.href).pathname !== window.location.pathname) {
        allRoutes().then(commit, () => window.location.assign(href));
        return;
      }
      commit();
    },
    [update],
  );

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return createElement(RouterContext.Provider, { value }, children);
}

function useRouter(hook: string): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only inside <BrowserRouter> (theme/shims/router.tsx)`);
  return router;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate').navigate;
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
  return [params, set];
}
