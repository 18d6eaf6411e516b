/**
 * Query time of the search as a phone runs it, for `npm run bench`: the browser's own search code
 * (theme/search/loadIndex.ts, bundled with esbuild) runs in Chromium with the CPU slowed down four
 * times (DevTools' CPU throttling), over the built site's index served on 127.0.0.1. Each query runs
 * once to read its shards, then is timed; the report gives the median and the 95th percentile.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { outDir } from './builtFiles';
import { searchIndexDirs } from './searchBenchmark';
import { createStaticServer } from './staticServer';
import { percentile } from './stats';

export const CPU_SLOWDOWN = 4;

export interface BrowserQueryTimes {
  lang: string;
  queries: number;
  medianMs: number;
  p95Ms: number;
}

/** The search code as one script that sets `window.openSearchIndex`. */
async function searchScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { openSearchIndex } from './theme/search/loadIndex'; (globalThis as any).openSearchIndex = openSearchIndex;",
      resolveDir: path.resolve(import.meta.dirname, '..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    platform: 'browser',
  });
  return result.outputFiles[0].text;
}

/** Times the queries of each language in Chromium at CPU_SLOWDOWN. */
export async function browserQueryTimes(queries: Record<string, string[]>, site = outDir): Promise<BrowserQueryTimes[]> {
  const server = createStaticServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const script = await searchScript();
    const dirs = searchIndexDirs(site);
    const out: BrowserQueryTimes[] = [];
    for (const [lang, list] of Object.entries(queries)) {
      if (!dirs[lang]) continue;
      const page = await browser.newPage();
      await page.goto(`${origin}/404.html`);
      await page.addScriptTag({ content: script });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const base = `/${path.relative(site, dirs[lang]).split(path.sep).join('/')}/`;
      const times = await page.evaluate(
        async ({ base, list }) => {
          type Searcher = { search(q: string): Promise<unknown[]> };
          const open = (globalThis as unknown as { openSearchIndex: (f: (n: string) => Promise<string>) => Promise<Searcher> }).openSearchIndex;
          const searcher = await open(async (name) => (await fetch(base + name)).text());
          for (const q of list) await searcher.search(q);
          const ms: number[] = [];
          for (const q of list) {
            const t = performance.now();
            await searcher.search(q);
            ms.push(performance.now() - t);
          }
          return ms;
        },
        { base, list },
      );
      await page.close();
      out.push({ lang, queries: list.length, medianMs: percentile(times, 50), p95Ms: percentile(times, 95) });
    }
    return out;
  } finally {
    await browser.close();
    server.close();
  }
}
