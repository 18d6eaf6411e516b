import { lookupKey } from './canonicalPath';

/** Set on <html> once the app has hydrated (theme/layout/Layout.tsx); tests and scripts wait for it too. */
export const HYDRATED_ATTR = 'data-hydrated';

/**
 * Whether the document is still the served HTML of the page at `route`: before hydration, on that page. Only then
 * can a page's module read parts of itself back from the document (the sidebar, the home parts).
 */
export function isFirstLoadOf(route: string): boolean {
  return typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTR) && lookupKey(window.location.pathname) === lookupKey(route);
}
