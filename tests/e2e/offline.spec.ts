import { expect, test } from './fixtures';
import { ui } from '../../site/locales';
import { offlineText } from '../../site/text/offline';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (the first visit installs it; a reload is then controlled). */
async function controlled(page: import('@playwright/test').Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('a page opened before still opens offline, with its styles and scripts', async ({ page, context }) => {
  await page.goto('/guide/install/docker.html');
  await controlled(page);
  await page.goto('/faq/');
  await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  await context.setOffline(true);
  await page.goto('/guide/install/docker.html');
  await expect(page.locator('.rp-doc h1').first()).toHaveText(/Docker/);
  // Hydrated: the theme's own controls work without the network.
  await expect(page.getByTestId('language-switch')).toBeVisible();
  await page.goto('/faq/');
  await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  await context.setOffline(false);
});

test('a page opened before also opens offline by a click inside the app, text and all', async ({ page, context }) => {
  // Its first loads read the static text from the HTML (theme/staticHtml.ts); a client navigation needs the
  // text's own file, which a controlled page fetches once when idle, for the service worker to keep.
  await page.goto('/guide/install/docker.html');
  await controlled(page);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).map((r) => r.url)))).flat().some((u) => /\/static\/assets\/[g-v]{16}\.[0-9a-f]+\.json$/.test(u))))
    .toBe(true);
  await page.goto('/guide/');
  await context.setOffline(true);
  await page.goto('/guide/');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/install/docker.html"]').first().evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(/docker\.html$/);
  await expect(page.locator('.rp-doc h1').first()).toHaveText(/Docker/);
  await expect(page.locator('.rp-doc [data-s="0"]')).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await context.setOffline(false);
});

test('a page never opened shows the offline notice in its language', async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  await context.setOffline(true);
  const response = await page.goto('/zh/guide/advanced/backup.html');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: offlineText.zh.title })).toBeVisible();
  await expect(page.getByRole('link', { name: ui.zh.takeMeHome })).toHaveAttribute('href', '/zh/');
  await context.setOffline(false);
});

test('a callback URL with a one-time code or state is never stored', async ({ page }) => {
  await page.goto('/tool/onedrive/');
  await controlled(page);
  await page.goto('/tool/onedrive/callback.html?code=secret-one-time-code&state=abc123');
  await page.goto('/tool/yandex/callback.html?state=only-state');
  await page.goto('/faq/');
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
    return urls;
  });
  expect(stored.some((u) => u.includes('/faq/'))).toBe(true);
  expect(stored.filter((u) => /[?&](code|state)=/.test(u))).toEqual([]);
});
