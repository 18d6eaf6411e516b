import { routes } from 'virtual-routes';
import { resolvePath } from './canonicalPath';
import { allRoutes, routesComplete } from './routeTable';
import { whenIdle } from './whenIdle';

/**
 * Replaces a non-canonical browser URL with the canonical one, keeping query and hash.
 * Runs when the theme module loads (before hydration) and after every client navigation,
 * so it also works when a static host answers an unknown file with 404.html.
 */
export function redirectToCanonical(): string | null {
  const { pathname, search, hash } = window.location;
  const result = resolvePath(pathname, routes.map((r: { path: string }) => r.path));
  if (result.kind !== 'redirect') return null;
  window.history.replaceState(window.history.state, '', `${result.to}${search}${hash}`);
  return result.to;
}

/**
 * After hydration, the rest of the route table (theme/routeTable.ts): when the browser is idle on a page
 * that knows its own route, at once on the 404 page. The 404 page cannot tell a mistyped URL of a page
 * (/GUIDE/Install/Docker) from a missing page before the table is there; once it is, a URL that resolves
 * is replaced and the app renders that page, as after back or forward.
 */
export function completeRoutesAfterHydration(): void {
  if (routesComplete()) return;
  const known = resolvePath(window.location.pathname, routes.map((r: { path: string }) => r.path)).kind !== 'notFound';
  const load = () =>
    allRoutes().then(
      () => {
        if (!known && redirectToCanonical()) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      () => undefined,
    );
  if (known) whenIdle(load);
  else void load();
}
