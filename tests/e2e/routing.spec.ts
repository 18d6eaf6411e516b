import { expect, test } from './fixtures';
import { ui } from '../../site/locales';

test.describe('path resolution', () => {
  const cases: [string, string][] = [
    ['/pricing', '/pricing.html'],
    ['/GUIDE/Install/Docker', '/guide/install/docker.html'],
    ['/guide/install', '/guide/install/'],
    ['/guide/install/docker/', '/guide/install/docker.html'],
    ['/zh/GUIDE/install/DOCKER.html', '/zh/guide/install/docker.html'],
    ['/zh/pricing', '/zh/pricing.html'],
    ['/guide/drivers/crypt', '/guide/drivers/Crypt.html'],
    ['/faq/error.html/', '/faq/error.html'],
    ['/zh/faq/Error.HTML/', '/zh/faq/error.html'],
  ];
  for (const [from, to] of cases) {
    test(`${from} reaches ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.locator('.rp-doc h1').first()).toBeVisible();
      await expect(page.locator('.not-found')).toHaveCount(0);
    });
  }

  test('redirect keeps the hash', async ({ page }) => {
    await page.goto('/PRICING#top');
    await expect(page).toHaveURL('/pricing.html#top');
  });
});

test.describe('404 page', () => {
  test('shows code, title, one of the messages and both buttons', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('.not-found__code')).toHaveText('404');
    await expect(page.getByRole('heading', { name: ui.en.notFoundTitle })).toBeVisible();
    const message = await page.getByTestId('not-found-message').textContent();
    expect(ui.en.notFoundMessages).toContain(message);
    await expect(page.getByRole('button', { name: ui.en.goBack })).toBeVisible();
    await expect(page.getByRole('link', { name: ui.en.takeMeHome })).toHaveAttribute('href', '/');
  });

  test('speaks Chinese under /zh/ and goes home to /zh/', async ({ page }) => {
    await page.goto('/zh/no/such/page');
    await expect(page.getByRole('heading', { name: ui.zh.notFoundTitle })).toBeVisible();
    expect(ui.zh.notFoundMessages).toContain(await page.getByTestId('not-found-message').textContent());
    await page.getByRole('link', { name: ui.zh.takeMeHome }).click();
    await expect(page).toHaveURL('/zh/');
  });

  test('"Go back" returns to the previous page', async ({ page }) => {
    await page.goto('/guide/');
    await page.goto('/guide/nothing-here.html');
    await page.getByRole('button', { name: ui.en.goBack }).click();
    await expect(page).toHaveURL('/guide/');
  });

  test('/404.html itself is the 404 page', async ({ page }) => {
    await page.goto('/404.html');
    await expect(page.getByRole('heading', { name: ui.en.notFoundTitle })).toBeVisible();
  });
});
