import { expect, test } from './fixtures';
import { locales } from '../../site/locales';
import { siteUrl } from '../../site/siteUrl';

test('English and Chinese pages carry their language tags, titles and alternates', async ({ page }) => {
  await page.goto('/guide/install/docker.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle(new RegExp(`${locales.en.title}$`));
  await expect(page.locator('link[hreflang="zh-CN"]')).toHaveAttribute('href', `${siteUrl}/zh/guide/install/docker.html`);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${siteUrl}/guide/install/docker.html`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/guide/install/docker.html`);
  await page.goto('/zh/guide/install/docker.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(new RegExp(`${locales.zh.title}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('the description meta is the page description, else the site description of the locale', async ({ page }) => {
  await page.goto('/guide/install/docker.html');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Docker/);
  await page.goto('/404.html');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', locales.en.description);
  await page.goto('/zh/no-such-page');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('no automatic locale redirect for a Chinese browser on an English page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/guide/');
  await expect(page).toHaveURL('/guide/');
  await context.close();
});

for (const width of [1280, 719]) {
  test(`switching language keeps the page at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/guide/install/docker.html');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL('/zh/guide/install/docker.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL('/guide/install/docker.html');
  });
}

test('a client-side navigation updates the title, description and language of the document', async ({ page }) => {
  await page.goto('/guide/install/docker.html');
  const before = await page.locator('meta[name="description"]').getAttribute('content');
  // A same-tab navigation through the router (no new document): the marker survives it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('a.rp-prev-next-page__next').click();
  await expect(page).not.toHaveURL('/guide/install/docker.html');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // The same head as the static HTML of the new page.
  const html = await (await page.request.get(page.url())).text();
  const staticTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const staticDescription = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  expect(staticTitle).toBeTruthy();
  await expect(page).toHaveTitle(staticTitle ?? '');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', staticDescription ?? '');
  expect(staticDescription).not.toBe(before);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', staticDescription ?? '');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(new RegExp(`${locales.zh.title}$`));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('hydration keeps the head of the static HTML: <html lang> never changes, og:type stays', async ({ page }) => {
  // Records every change of <html> attributes from the first parsed byte (each lang change restyles and
  // lays out the whole page, and a reader's screen reader may switch voices).
  await page.addInitScript(() => {
    const changes: string[] = ((window as unknown as { __htmlChanges: string[] }).__htmlChanges = []);
    new MutationObserver((records) => {
      for (const r of records) changes.push(`${r.attributeName}: ${r.oldValue} -> ${(r.target as Element).getAttribute(r.attributeName!)}`);
    }).observe(document.documentElement, { attributes: true, attributeOldValue: true, attributeFilter: ['lang'] });
  });
  for (const [url, type] of [['/guide/api/fs.html', 'article'], ['/zh/', 'website']] as const) {
    await page.goto(url);
    const html = await (await page.request.get(url)).text();
    expect(/<meta property="og:type" content="([^"]*)"/.exec(html)?.[1]).toBe(type);
    // The head is written after the effects of a commit; give it a task.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', type);
    expect(await page.evaluate(() => (window as unknown as { __htmlChanges: string[] }).__htmlChanges)).toEqual([]);
  }
});
