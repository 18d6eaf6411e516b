import { routes } from 'virtual-routes';
import { resolvePath } from './canonicalPath';

const routePaths = routes.map((r: { path: string }) => r.path);

/**
 * Replaces a non-canonical browser URL with the canonical one, keeping query and hash.
 * Runs when the theme module loads (before hydration) and after every client navigation,
 * so it also works when a static host answers an unknown file with 404.html.
 */
export function redirectToCanonical(): string | null {
  const { pathname, search, hash } = window.location;
  const result = resolvePath(pathname, routePaths);
  if (result.kind !== 'redirect') return null;
  window.history.replaceState(window.history.state, '', `${result.to}${search}${hash}`);
  return result.to;
}
