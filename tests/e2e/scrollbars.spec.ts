import { expect, test } from './fixtures';
import { launchOptions } from '../../playwright.config';

test.use({ quietDialogs: false });
// Playwright hides scrollbars by default; desktop browsers on Windows and Linux show them. Launch options
// force a worker of their own, so these tests have their own file.
test.use({
  viewport: { width: 1350, height: 940 },
  launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test('opening a notice neither widens nor moves the page under it', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __before: { scrollbar: number; doc: number } };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__before = { scrollbar: window.innerWidth - document.documentElement.clientWidth, doc: document.querySelector('.rp-doc-layout__doc')!.getBoundingClientRect().width };
    });
  });
  await page.goto('/guide/install/docker.html');
  await expect(page.getByRole('dialog')).toBeVisible();
  const before = await page.evaluate(() => (window as unknown as { __before: { scrollbar: number; doc: number } }).__before);
  expect(before.scrollbar).toBeGreaterThan(0);
  expect(await page.locator('.rp-doc-layout__doc').evaluate((el) => el.getBoundingClientRect().width)).toBe(before.doc);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});
