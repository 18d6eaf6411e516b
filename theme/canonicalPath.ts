/**
 * The one URL rule of the site (DESIGN.md "URLs and routing"): an index page ends in "/",
 * any other page ends in ".html". Lookup is case-insensitive, with or without trailing
 * slash or ".html".
 */

/** Turns an engine route path ("/guide/install/", "/guide/install/docker") into its canonical URL path. */
export function canonicalOfRoute(routePath: string): string {
  if (routePath === '' || routePath === '/') return '/';
  if (routePath.endsWith('/')) return routePath;
  if (routePath.endsWith('/index')) return routePath.slice(0, -'index'.length);
  return routePath.endsWith('.html') ? routePath : `${routePath}.html`;
}

/** Whether an href is a path on this site ("/guide/"; not "//host/", not another scheme). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Rewrites an internal href the engine produced ("/x/index.html") to the canonical form ("/x/"), keeping query and hash. */
export function canonicalHref(href: string): string {
  if (!href.startsWith('/')) return href;
  return href.replace(/(^|\/)index\.html(?=$|[?#])/, '$1');
}

/** Key used to compare paths: lower case, no trailing slash, no ".html", no "/index". */
export function lookupKey(pathname: string): string {
  let key: string;
  try {
    key = decodeURIComponent(pathname);
  } catch {
    key = pathname;
  }
  // Trailing slashes go first, so "/faq/error.html/" finds "/faq/error.html" like the other spellings.
  key = key.toLowerCase().replace(/\/+$/, '').replace(/\.html$/, '').replace(/\/index$/, '');
  return key === '' ? '/' : key;
}

export type Resolution = { kind: 'exact' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/**
 * Resolves a requested pathname against the site's route paths.
 * Exact canonical match: stay. Other match: redirect to the canonical path. No match: 404.
 */
export function resolvePath(pathname: string, routePaths: Iterable<string>): Resolution {
  const wanted = lookupKey(pathname);
  for (const route of routePaths) {
    if (lookupKey(route) !== wanted) continue;
    const canonical = canonicalOfRoute(route);
    return canonical === pathname ? { kind: 'exact' } : { kind: 'redirect', to: canonical };
  }
  return { kind: 'notFound' };
}
