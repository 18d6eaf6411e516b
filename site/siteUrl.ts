/** Where the site is served; absolute alternates, canonical links, the sitemap and social tags use it. */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173';

/** SITE_URL as an origin without a trailing slash; a value that is not an http(s) origin fails the build, naming the variable. */
export function siteUrlFrom(env: Record<string, string | undefined>): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://docs.example.com (got "${raw}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must use http or https (got "${raw}")`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL must be an origin only; the site is built for the root path (got "${raw}")`);
  }
  return url.origin;
}

export const siteUrl = siteUrlFrom(process.env);
