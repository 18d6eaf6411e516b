/** Fixed loopback ports of the end-to-end stand-ins, shared by playwright.config.ts, the stand-in runner and the tests. */
import { upstreamOrigins } from '../../providers/table';

export const STANDIN_HTTPS_PORT = Number(process.env.E2E_STANDIN_PORT ?? 4443);
/** Recorded requests, for tests that prove what did (not) reach a provider. */
export const STANDIN_CONTROL_PORT = STANDIN_HTTPS_PORT + 6;
/** First of the plain HTTP listeners the token service is pointed at, one per provider origin. */
export const STANDIN_HTTP_BASE_PORT = STANDIN_HTTPS_PORT + 7;

/** The site with a token service beside it (npm start's layout), and that service. */
export const SERVICE_SITE_PORT = Number(process.env.E2E_SERVICE_SITE_PORT ?? 4176);
export const SERVICE_PORT = SERVICE_SITE_PORT + 1;

/** Playwright workers serving the site with deploy/nginx for the tool flows: one nginx each, from this port up. */
export const NGINX_TOOLS_BASE_PORT = Number(process.env.E2E_NGINX_TOOLS_PORT ?? 4300);
const MAX_WORKERS = 16;

/** Origins whose callback pages the stand-in apps have registered: the static site, `npm start`'s site, the nginx ones. */
export const standInSites: string[] = [Number(process.env.E2E_PORT ?? 4174), SERVICE_SITE_PORT, ...Array.from({ length: MAX_WORKERS }, (_, i) => NGINX_TOOLS_BASE_PORT + i)].map(
  (port) => `http://127.0.0.1:${port}`,
);

const hosts = upstreamOrigins.map((o) => new URL(o).host);

/** TOKEN_SERVICE_UPSTREAMS for the stand-ins started with STANDIN_HTTP_BASE_PORT. */
export const standInUpstreams: Record<string, string> = Object.fromEntries(hosts.map((h, i) => [`https://${h}`, `http://127.0.0.1:${STANDIN_HTTP_BASE_PORT + i}`]));

/** Chromium --host-resolver-rules: every provider host to the HTTPS stand-in. */
export const standInResolverRules = hosts.map((h) => `MAP ${h} 127.0.0.1:${STANDIN_HTTPS_PORT}`).join(', ');
