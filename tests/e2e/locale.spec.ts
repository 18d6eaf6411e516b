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
