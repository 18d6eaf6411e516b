import { isToolPath } from '../site/head';
import { lookupKey } from './canonicalPath';

/**
 * The /tool/ pages hold client secrets, PKCE verifiers, passwords and tokens. They are served without the
 * opted-in third-party scripts and with a Content-Security-Policy of their own (plugins/hostingFiles.ts), which
 * only holds when the page is its own document: a client-side navigation would keep the previous document's
 * scripts and policy. So a move between a tool page and any other page loads the new page from the server.
 */
let served: { key: string; tool: boolean } | null = null;

/** Records what this document was served as, before any client-side navigation (the 404 page is not a tool page). */
export function rememberDocumentKind(): void {
  const { pathname } = window.location;
  served = { key: lookupKey(pathname), tool: isToolPath(pathname) && document.querySelector('.not-found') === null };
}

/** Reloads from the server when the client router has crossed the tool-page boundary; true when it did. */
export function reloadAcrossToolBoundary(pathname: string): boolean {
  // The served page itself (also the 404 page at a /tool/ address) stays as it is.
  if (served === null || lookupKey(pathname) === served.key || isToolPath(pathname) === served.tool) return false;
  // replace(): the history entry the router pushed for this page stays the only one.
  window.location.replace(window.location.href);
  return true;
}
