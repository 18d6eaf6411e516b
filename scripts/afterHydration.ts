/**
 * What a tool page downloads once it has hydrated, for `npm run bench`: its tool (code, strings, stylesheet), which
 * the page module requests as it runs and the page shows when it arrives (components/tools/ToolIsland.tsx). The
 * initial figures leave it out, since the page is interactive without it; this says what it costs. Measured in
 * Chromium on the built site served on 127.0.0.1: the scripts and stylesheets requested until the tool shows, less
 * the page's first download and what a page of the same section and language without a tool (`baseline`) requests
 * after hydration too (the route table, the notices' data, the language dialog for a reader of the other language).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { outDir } from './builtFiles';
import { routeTableScript } from './routeChunks';
import { createStaticServer } from './staticServer';

export interface AfterHydration {
  page: string;
  gzip: number;
  files: string[];
}

/** `initial`: the site paths each page loads before it is interactive (bench's pageWeight); `baseline`: a page without a tool. */
export async function toolAfterHydration(pages: { page: string; initial: string[]; baseline: string }[], site = outDir): Promise<AfterHydration[]> {
  const server = createStaticServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const table = routeTableScript(site);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results: AfterHydration[] = [];
    /** The scripts and stylesheets a page requests from its load until `ready` resolves. */
    const requestsOf = async (url: string, ready: (page: Page) => Promise<unknown>) => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const requested = new Set<string>();
      page.on('request', (r) => {
        const at = new URL(r.url()).pathname;
        if (/\.(js|css)$/.test(at)) requested.add(at);
      });
      await page.goto(`${origin}${url}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await ready(page);
      await page.close();
      return requested;
    };
    for (const { page: url, initial, baseline } of pages) {
      const elsewhere = await requestsOf(baseline, (page) => page.waitForLoadState('networkidle'));
      const requested = await requestsOf(url, async (page) => {
        // The island's loading line gives way to the tool (or to its failure notice, which would be a broken build).
        await page.locator('.tool-loading').first().waitFor({ state: 'detached' });
        if (await page.locator('.rp-doc [role="alert"]').count()) throw new Error(`bench: the tool of ${url} did not load`);
      });
      const later = [...requested].filter((at) => !initial.includes(at) && !elsewhere.has(at) && readFileSync(path.join(site, at), 'utf8') !== table);
      // Compressed as bench.ts compresses every figure.
      const gzip = later.reduce((n, at) => n + gzipSync(readFileSync(path.join(site, at))).length, 0);
      results.push({ page: url, gzip, files: later });
    }
    return results;
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
