import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
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

type Shifts = { total: number; moved: string[] };
/** Sums the page's layout shifts from its first paint, naming what moved, so a failure says where to look. */
function recordShifts() {
  const w = window as unknown as { __shifts: Shifts };
  w.__shifts = { total: 0, moved: [] };
  type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
      w.__shifts.total += e.value;
      for (const { node, previousRect: a, currentRect: b } of e.sources) {
        const name = node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : (node?.nodeName ?? '?');
        w.__shifts.moved.push(`${Math.round(e.startTime)} ms, ${e.value}: ${name} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function expectNoShift(page: Page) {
  const { total, moved } = await page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);
  expect(total, `layout shifts:\n${moved.join('\n')}`).toBe(0);
}

test('opening a notice neither widens nor moves the page under it', async ({ page }) => {
  await page.addInitScript(recordShifts);
  await page.addInitScript(() => {
    const w = window as unknown as { __before: { scrollbar: number; doc: number } };
    document.addEventListener('DOMContentLoaded', () => {
      w.__before = { scrollbar: window.innerWidth - document.documentElement.clientWidth, doc: document.querySelector('.rp-doc-layout__doc')!.getBoundingClientRect().width };
    });
  });
  await page.goto('/guide/install/docker.html');
  await expect(page.getByRole('dialog')).toBeVisible();
  const before = await page.evaluate(() => (window as unknown as { __before: { scrollbar: number; doc: number } }).__before);
  expect(before.scrollbar).toBeGreaterThan(0);
  expect(await page.locator('.rp-doc-layout__doc').evaluate((el) => el.getBoundingClientRect().width)).toBe(before.doc);
  await expectNoShift(page);
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
    await page.addInitScript(recordShifts);
    await page.addInitScript(() => {
      const w = window as unknown as { __firstFrame: boolean | undefined };
      // The first animation frame runs just before the first paint; the language switch is the navbar's last item.
      requestAnimationFrame(() => (w.__firstFrame = document.querySelector('header .language-switch')?.textContent === '简体中文'));
    });
    await page.goto(`http://127.0.0.1:${(stalling.address() as AddressInfo).port}/guide/install/docker.html`);
    expect(await page.evaluate(() => (window as unknown as { __firstFrame: boolean | undefined }).__firstFrame)).toBe(true);
    await expectNoShift(page);
  } finally {
    stalling.close();
  }
});
