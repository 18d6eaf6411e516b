/**
 * Lighthouse scores of the built site, for `npm run bench -- --lighthouse`: the site is served on 127.0.0.1
 * (on SITE_URL's port when SITE_URL is a loopback address, so canonical links point at the served pages) and
 * measured in Debian's Chromium, mobile (simulated slow 4G, median of `runs`) and desktop.
 */
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { siteUrl } from '../site/siteUrl';
import { outDir } from './builtFiles';
import { createStaticServer } from './staticServer';

export interface LighthouseScore {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runLighthouse(pages: string[], runs: number): Promise<LighthouseScore[]> {
  const site = new URL(siteUrl);
  const port = site.hostname === '127.0.0.1' || site.hostname === 'localhost' ? Number(site.port || 80) : 0;
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const out: LighthouseScore[] = [];
  try {
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const samples: LighthouseScore[] = [];
        for (let i = 0; i < (formFactor === 'mobile' ? runs : 1); i++) {
          const result = await lighthouse(
            `${origin}${page}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
            formFactor === 'desktop'
              ? { extends: 'lighthouse:default', settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'simulate', throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } } }
              : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned no result for ${page}`);
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          samples.push({
            page,
            formFactor,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
          });
        }
        const pick = (k: keyof LighthouseScore) => median(samples.map((s) => Number(s[k])));
        out.push({ page, formFactor, performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcpMs: pick('lcpMs') });
      }
    }
  } finally {
    await chrome.kill();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return out;
}
