import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures';
import { outDir } from '../../scripts/builtFiles';
import { createStaticServer } from '../../scripts/staticServer';
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

test('a page whose HTML stalls inside the navbar paints only once the navbar is whole', async ({ page }) => {
  // A host on another origin that sends the Docker page's HTML up to the middle of the navbar, then
  // stalls (a slow network, or a busy phone's parser) before sending the rest; every other file as is.
  const files = createStaticServer(outDir);
  const html = readFileSync(path.join(outDir, 'guide/install/docker.html'));
  const cut = html.indexOf('rp-nav-menu--right');
  expect(cut).toBeGreaterThan(0);
  const stalling = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/guide/install/docker.html') return void files.emit('request', req, res);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.write(html.subarray(0, cut));
    setTimeout(() => res.end(html.subarray(cut)), 800);
  });
  await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __firstFrame: boolean | undefined };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The first animation frame runs just before the first paint; the language switch is the navbar's last item.
      requestAnimationFrame(() => (w.__firstFrame = document.querySelector('header .language-switch')?.textContent === '简体中文'));
    });
    await page.goto(`http://127.0.0.1:${(stalling.address() as AddressInfo).port}/guide/install/docker.html`);
    expect(await page.evaluate(() => (window as unknown as { __firstFrame: boolean | undefined }).__firstFrame)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  } finally {
    stalling.close();
  }
});
