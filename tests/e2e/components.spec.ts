import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { expect, pauseClock, test } from './fixtures';
import { encodeContent } from '../../plugins/content/encodeContent';
import { outDir } from '../../scripts/builtFiles';
import { checkHeavyLibraries, heavyLibraries } from '../../scripts/heavyChunks';
import { componentText } from '../../site/componentText';
import {
  CHARTJS_HEIGHT,
  CHART_LOADING_HEIGHT,
  ECHARTS_LOADING_HEIGHT,
  FLOWCHART_SCALE,
  LOADING_BAR_HEIGHT,
  MESSAGE_DURATION_MS,
  MESSAGE_MAX_WIDTH,
  MESSAGE_MIN_WIDTH,
  NOTIFICATION_WIDTH,
} from '../../site/constants';

const root = path.join(import.meta.dirname, '..', '..');
const langs = [
  { code: 'en', prefix: '', other: '/zh' },
  { code: 'zh', prefix: '/zh', other: '' },
] as const;
const signature = (name: string) => heavyLibraries.find((l) => l.name === name)?.librarySignature ?? name;

/** The text of the first ```lang fence of a page, as the remark plugin sees it. */
function fence(page: string, lang: string): string {
  const source = readFileSync(path.join(root, 'docs', page), 'utf8');
  const m = source.match(new RegExp('```' + lang + '[^\\n]*\\n([\\s\\S]*?)\\n```'));
  if (!m) throw new Error(`no ${lang} fence in ${page}`);
  return m[1];
}

/** Waits until React has hydrated the element (its fiber is attached). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

/** Rewrites a string in the site's scripts, to try inputs that no real page carries. */
async function rewriteScripts(page: Page, from: string, to: string) {
  await page.route('**/static/js/**/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: body.split(from).join(to) });
    } catch {
      // The page went away while the script was on its way.
      await route.abort().catch(() => {});
    }
  });
}

/** Holds back the chunks holding any of these strings until the returned function is called. */
async function holdChunks(page: Page, signatures: string[]): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/async/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (signatures.some((s) => body.includes(s))) await gate;
    await route.fulfill({ response, body });
  });
  return release;
}

/** Records the scripts a page downloads, with their text. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

/** Flips the colour mode with the theme's quick toggle (Alt+Shift+D) once it is hydrated, and waits for data-theme. */
async function toggleColourMode(page: Page) {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await hydrated(page, '.color-mode-switch');
  await page.keyboard.press('Alt+Shift+KeyD');
  await expect(html).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
}

async function startDark(page: Page) {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('rspress-theme-appearance', 'dark');
    } catch {
      // sandboxed demo frames have no storage
    }
  });
}

test('heavy libraries are only in the JS of pages that use them (built files)', () => {
  const { problems, usedOn, pages } = checkHeavyLibraries(outDir, path.join(root, 'docs'));
  expect(problems).toEqual([]);
  expect(pages).toBeGreaterThan(100);
  expect(usedOn['chart.js']).toEqual(expect.arrayContaining(['/guide/changelog', '/zh/guide/changelog']));
  expect(usedOn.echarts).toEqual(expect.arrayContaining(['/guide/changelog', '/zh/guide/changelog']));
  expect(usedOn['flowchart.js']).toEqual(expect.arrayContaining(['/faq/why', '/zh/faq/why']));
  expect(usedOn.mermaid).toEqual(expect.arrayContaining(['/guide/ecosystem', '/zh/guide/ecosystem', '/guide/advanced/system_arch', '/zh/guide/advanced/system_arch']));
  expect(usedOn.artplayer).toEqual(expect.arrayContaining(['/guide/ecosystem', '/zh/guide/ecosystem']));
});

test('a page without rich components downloads none of the heavy libraries', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/guide/webdav.html');
  await hydrated(page, '.color-mode-switch');
  await page.waitForLoadState('networkidle');
  for (const lib of heavyLibraries) expect(scripts.some((s) => s.includes(lib.librarySignature)), lib.name).toBe(false);
});

for (const { code, prefix, other } of langs) {
  const t = componentText[code];

  test.describe(`${code}`, () => {
    test('tabs switch by click and arrow keys, and remember the choice', async ({ page }) => {
      await page.goto(`${prefix}/faq/howto.html`);
      const group = page.locator('.rich-tabs[data-tab-id="port-method"]');
      const tabs = group.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(group.getByRole('tabpanel')).toContainText('scheme.http_port');
      await hydrated(page, '.rich-tabs[data-tab-id="port-method"] [role="tab"]');
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(group.getByRole('tabpanel')).toContainText('ALIST_HTTP_PORT');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(2)).toBeFocused();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(group.getByRole('tabpanel')).toContainText('-p 8080:5244');
      expect(await page.evaluate(() => window.localStorage.getItem('alist.tabs.port-method'))).toBe('docker');
      await page.reload();
      await expect(page.locator('.rich-tabs[data-tab-id="port-method"]').getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
      // Arrow keys wrap, Home and End jump; the selected tab is the group's one tab stop.
      await hydrated(page, '.rich-tabs[data-tab-id="port-method"] [role="tab"]');
      await tabs.nth(2).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toBeFocused();
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tabs.nth(2)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      // From the first tab, Tab skips the other two tabs and lands on the panel.
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(group.getByRole('tabpanel')).toBeFocused();
    });

    test('code tab groups with the same tabId follow each other, on this page and the other language', async ({ page }) => {
      await page.goto(`${prefix}/faq/howto.html`);
      const groups = page.locator('.rich-tabs--code[data-tab-id="run"]');
      await expect(groups).toHaveCount(2);
      await expect(groups.nth(1).getByRole('tabpanel')).toContainText('./alist admin set NEW_PASSWORD');
      await hydrated(page, '.rich-tabs--code [role="tab"]');
      await groups.nth(0).getByRole('tab', { name: 'Docker' }).click();
      for (const i of [0, 1]) {
        await expect(groups.nth(i).getByRole('tab', { name: 'Docker' })).toHaveAttribute('aria-selected', 'true');
        await expect(groups.nth(i).getByRole('tabpanel')).toContainText('docker exec -it alist');
      }
      await page.goto(`${other}/faq/howto.html`);
      const there = page.locator('.rich-tabs--code[data-tab-id="run"]');
      for (const i of [0, 1]) await expect(there.nth(i).getByRole('tab', { name: 'Docker' })).toHaveAttribute('aria-selected', 'true');
    });

    test('Chart.js and ECharts show loading indicators of the spec heights, then the release history', async ({ page }) => {
      const release = await holdChunks(page, [signature('chart.js'), signature('echarts')]);
      await page.goto(`${prefix}/guide/changelog.html`);
      const chartjs = page.locator('.rich-figure--chartjs');
      const echarts = page.locator('.rich-figure--echarts');
      await hydrated(page, '.rich-figure--chartjs');
      await expect(chartjs).toHaveAttribute('data-state', 'loading');
      await expect(chartjs.locator('.rich-loading')).toHaveCSS('height', `${CHART_LOADING_HEIGHT}px`);
      await expect(echarts.locator('.rich-loading')).toHaveCSS('height', `${ECHARTS_LOADING_HEIGHT}px`);
      await expect(chartjs.getByRole('status')).toContainText(t.rich.loadingChart);
      const bar = page.locator('.alist-loading-bar');
      await expect(bar).toHaveAttribute('data-state', 'loading');
      await expect(bar).toHaveCSS('height', `${LOADING_BAR_HEIGHT}px`);
      release();
      await expect(chartjs).toHaveAttribute('data-state', 'ready');
      await expect(echarts).toHaveAttribute('data-state', 'ready');
      await expect(chartjs.locator('figcaption')).toHaveText(code === 'en' ? 'New storage drivers per release' : '各版本新增的存储驱动数');
      await expect(chartjs.locator('canvas')).toBeVisible();
      expect((await chartjs.locator('.rich-figure__canvas').boundingBox())?.height).toBe(CHARTJS_HEIGHT);
      await expect(echarts.locator('svg')).toContainText('v3.30');
      expect((await echarts.locator('.rich-figure__canvas').boundingBox())?.height).toBe(ECHARTS_LOADING_HEIGHT);
    });

    test('charts redraw when the colour mode changes', async ({ page }) => {
      await page.goto(`${prefix}/guide/changelog.html`);
      const echartsSvg = page.locator('.rich-figure--echarts svg');
      await expect(echartsSvg).toBeVisible();
      await expect(page.locator('.rich-figure--chartjs canvas')).toBeVisible();
      await hydrated(page, '.rich-figure--chartjs');
      const pixels = () => page.locator('.rich-figure--chartjs canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
      // Let Chart.js finish its entry animation before taking the picture.
      await expect.poll(async () => (await pixels()) === (await pixels()), { intervals: [500] }).toBe(true);
      const chartBefore = await pixels();
      const echartsBefore = await echartsSvg.evaluate((s) => s.outerHTML);
      await toggleColourMode(page);
      await expect.poll(() => echartsSvg.evaluate((s) => s.outerHTML)).not.toBe(echartsBefore);
      await expect.poll(pixels).not.toBe(chartBefore);
    });

    test('a bad chart config shows a readable error box and a console error; the page still renders', async ({ page }) => {
      const good = encodeContent(fence(`${code}/guide/changelog.mdx`, 'chartjs'));
      await rewriteScripts(page, good, encodeContent('{"type": "bar", "data": '));
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${prefix}/guide/changelog.html`);
      const alert = page.locator('.rich-figure--chartjs .rich-error[role="alert"]');
      await expect(alert).toContainText(t.rich.chartError);
      await expect(alert).toContainText(code === 'en' ? 'not valid JSON' : '不是有效的 JSON');
      expect(errors.some((e) => e.includes('[ChartJS] cannot draw chart'))).toBe(true);
      await expect(page.locator('.rich-figure--echarts')).toHaveAttribute('data-state', 'ready');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('#new-drivers')).toBeVisible();
    });

    test('mermaid diagrams render on the ecosystem and system architecture pages and redraw in the other colour mode', async ({ page }) => {
      await page.goto(`${prefix}/guide/ecosystem.html`);
      const figure = page.locator('.rich-figure--mermaid');
      await expect(figure).toHaveAttribute('data-state', 'ready');
      const svg = figure.locator('svg');
      await expect(svg).toHaveAttribute('role', 'img');
      await expect(svg).toContainText('/dav/');
      await hydrated(page, '.rich-figure--mermaid');
      const before = await svg.evaluate((s) => s.outerHTML);
      await toggleColourMode(page);
      await expect.poll(() => figure.locator('svg').evaluate((s) => s.outerHTML)).not.toBe(before);
      await page.goto(`${prefix}/guide/advanced/system_arch.html`);
      await expect(page.locator('.rich-figure--mermaid').first()).toHaveAttribute('data-state', 'ready');
      await expect(page.locator('.rich-figure--mermaid svg').first()).toContainText('gin');
    });

    test('the flowchart redraws in the other colour mode, uses the spec scale per window width and Yes/No texts in the page language', async ({ page }) => {
      await page.setViewportSize({ width: FLOWCHART_SCALE.largeAbove + 100, height: 900 });
      await page.goto(`${prefix}/faq/why.html`);
      const figure = page.locator('.rich-figure--flowchart');
      await expect(figure).toHaveAttribute('data-state', 'ready');
      const svg = figure.locator('svg');
      await expect(svg).toHaveAttribute('role', 'img');
      await expect(svg).toContainText(t.rich.flowYes);
      await expect(svg).toContainText(t.rich.flowNo);
      const width = async () => Number(await figure.locator('svg').getAttribute('width'));
      await expect.poll(width).toBeGreaterThan(0);
      const full = await width();
      await hydrated(page, '.rich-figure--flowchart');
      const before = await figure.locator('svg').evaluate((s) => s.outerHTML);
      await toggleColourMode(page);
      await expect.poll(() => figure.locator('svg').evaluate((s) => s.outerHTML)).not.toBe(before);
      expect(await width()).toBe(full);
      await page.setViewportSize({ width: 1000, height: 900 });
      await expect.poll(async () => (await width()) / full).toBeCloseTo(FLOWCHART_SCALE.medium, 2);
      await page.setViewportSize({ width: FLOWCHART_SCALE.smallBelow - 19, height: 900 });
      await expect.poll(async () => (await width()) / full).toBeCloseTo(FLOWCHART_SCALE.small, 2);
    });

    test('the media player plays the shipped sample in the page language, without streaming libraries', async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(`${prefix}/guide/ecosystem.html`);
      const player = page.locator('.rich-player');
      await expect(player).toHaveAttribute('data-state', 'ready');
      const video = player.locator('video');
      await expect(video).toHaveAttribute('src', '/media/sample-pattern.webm');
      await expect(player.locator('.art-icon-play')).toHaveAttribute('aria-label', code === 'zh' ? '播放' : 'Play');
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
      expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(4);
      for (const name of ['hls.js', 'dash.js', 'mpegts.js']) expect(scripts.some((s) => s.includes(signature(name))), name).toBe(false);
      expect(scripts.some((s) => s.includes(signature('artplayer')))).toBe(true);
    });

    test('an unsupported media type gives a console warning and a plain link', async ({ page }) => {
      await rewriteScripts(page, '/media/sample-pattern.webm', '/media/sample-pattern.avi');
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.goto(`${prefix}/guide/ecosystem.html`);
      const fallback = page.locator('.rich-player--unsupported');
      await expect(fallback).toContainText(t.player.unsupported('avi'));
      await expect(fallback.getByRole('link')).toHaveAttribute('href', '/media/sample-pattern.avi');
      await expect(page.locator('.rich-player video')).toHaveCount(0);
      expect(warnings.some((w) => /unsupported media type "avi"/.test(w))).toBe(true);
    });

    test('the HTML demo runs live, shows or hides its code, and posts it to CodePen and JSFiddle', async ({ page, context }) => {
      await page.goto(`${prefix}/guide/ecosystem.html`);
      const demo = page.locator('.rich-demo[data-kind="html"]');
      const frame = page.frameLocator('.rich-demo[data-kind="html"] iframe');
      const file = code === 'en' ? '/local/Movies/Holiday 2024 (cut).mp4' : '/local/电影/假期 2024（剪辑版）.mp4';
      const link = `https://alist.example.com/d/${file.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
      await expect(frame.locator('#out')).toHaveText(link);
      await frame.locator('#sign').fill('abc=');
      await expect(frame.locator('#out')).toHaveText(`${link}?sign=abc%3D`);
      // The frame grows to its content.
      await expect
        .poll(async () => {
          const inner = await frame.locator('html').evaluate((h) => h.scrollHeight);
          const outer = await demo.locator('iframe').evaluate((f) => f.clientHeight);
          return Math.abs(inner - outer);
        })
        .toBeLessThanOrEqual(1);

      await hydrated(page, '.rich-demo[data-kind="html"] .rich-demo__toolbar button');
      const code_ = demo.locator('.rich-demo__code');
      const toggle = demo.locator('.rich-demo__toolbar button').first();
      await expect(code_).toBeHidden();
      await expect(toggle).toHaveText(t.demo.showCode);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(code_).toBeVisible();
      await expect(code_).toContainText('encodeURIComponent');
      await expect(toggle).toHaveText(t.demo.hideCode);
      await toggle.click();
      await expect(code_).toBeHidden();

      const posts: { url: string; body: string }[] = [];
      for (const host of ['https://codepen.io/**', 'https://jsfiddle.net/**']) {
        await context.route(host, async (route) => {
          posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
          await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>playground</p>' });
        });
      }
      for (const name of [t.demo.codepen, t.demo.jsfiddle]) {
        const [popup] = await Promise.all([page.waitForEvent('popup'), demo.getByRole('button', { name }).click()]);
        await popup.waitForLoadState();
        await popup.close();
      }
      expect(posts.map((p) => p.url)).toEqual(['https://codepen.io/pen/define', 'https://jsfiddle.net/api/post/library/pure/']);
      const pen = JSON.parse(new URLSearchParams(posts[0].body).get('data') ?? '{}') as Record<string, string>;
      expect(pen.html).toContain('id="base"');
      expect(pen.css).toContain('word-break');
      expect(pen.js).toContain('encodeURIComponent');
      const fiddle = new URLSearchParams(posts[1].body);
      expect(fiddle.get('html')).toContain('id="base"');
      expect(fiddle.get('js')).toContain('encodeURIComponent');
    });

    test('the React demo renders in the page and reacts to input', async ({ page }) => {
      await page.goto(`${prefix}/guide/ecosystem.html`);
      const demo = page.locator('.rich-demo[data-kind="react"]');
      const json = demo.getByTestId('s3-buckets-json');
      await expect(json).toHaveText('[{"name":"media","path":"/local/media"}]');
      await hydrated(page, '.rich-demo[data-kind="react"] input');
      await demo.getByRole('textbox').first().fill('Bad_Name');
      await expect(demo.getByRole('alert')).toBeVisible();
      await demo.getByRole('button', { name: code === 'en' ? 'Add a bucket' : '添加存储桶' }).click();
      await demo.getByRole('textbox').nth(0).fill('media');
      await demo.getByRole('textbox').nth(2).fill('books');
      await demo.getByRole('textbox').nth(3).fill('/local/books');
      await expect(json).toHaveText('[{"name":"media","path":"/local/media"},{"name":"books","path":"/local/books"}]');
      await expect(demo.getByRole('alert')).toHaveCount(0);
    });

    test('copying demo code shows a message pop-up of the spec width that closes after the spec duration', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.clock.install();
      await page.goto(`${prefix}/guide/ecosystem.html`);
      const demo = page.locator('.rich-demo[data-kind="html"]');
      await hydrated(page, '.rich-demo[data-kind="html"] .rich-demo__toolbar button');
      // Stop the page's clock, so only runFor() below moves it.
      await pauseClock(page);
      await demo.getByRole('button', { name: t.demo.copy }).click();
      const message = page.locator('.alist-message');
      await expect(message).toHaveText(t.demo.copied);
      const width = (await message.boundingBox())?.width ?? 0;
      expect(width).toBeGreaterThanOrEqual(MESSAGE_MIN_WIDTH);
      expect(width).toBeLessThanOrEqual(MESSAGE_MAX_WIDTH);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('encodeURIComponent');
      await page.clock.runFor(MESSAGE_DURATION_MS - 100);
      await expect(message).toBeVisible();
      await page.clock.runFor(200);
      await expect(message).toHaveCount(0);
    });

    test('every component renders in dark mode', async ({ page }) => {
      await startDark(page);
      for (const url of ['/guide/changelog.html', '/faq/why.html', '/guide/ecosystem.html', '/faq/howto.html']) {
        await page.goto(`${prefix}${url}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        for (const figure of await page.locator('.rich-figure').all()) await expect(figure).toHaveAttribute('data-state', 'ready');
        await expect(page.locator('.rich-error')).toHaveCount(0);
      }
      await expect(page.locator('.rich-tabs').first()).toBeVisible();
    });
  });
}

test('streaming types load their own library only: hls.js, dash.js, mpegts.js', async ({ page }) => {
  for (const [ext, lib] of [
    ['m3u8', 'hls.js'],
    ['mpd', 'dash.js'],
    ['flv', 'mpegts.js'],
  ] as const) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await rewriteScripts(page, '/media/sample-pattern.webm', `/media/stream.${ext}`);
    await page.route(`**/media/stream.${ext}`, (route) => route.fulfill({ status: 404, body: '' }));
    const scripts = recordScripts(page);
    await page.goto('/guide/ecosystem.html');
    // (The server-rendered figure still says webm: React keeps server attributes when hydrating.)
    await expect(page.locator('.rich-player')).toHaveAttribute('data-state', 'ready');
    const native = ext === 'm3u8' && (await page.evaluate(() => document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== ''));
    if (native) await expect(page.locator('.rich-player video')).toHaveAttribute('src', /stream\.m3u8$/);
    else await expect.poll(() => scripts.some((s) => s.includes(signature(lib))), { message: lib }).toBe(true);
    for (const otherLib of ['hls.js', 'dash.js', 'mpegts.js'].filter((l) => l !== lib)) {
      expect(scripts.some((s) => s.includes(signature(otherLib))), `${otherLib} loaded for ${ext}`).toBe(false);
    }
  }
});

test('a file that cannot be played raises a notification of the spec width that can be closed', async ({ page }) => {
  test.setTimeout(60_000);
  await rewriteScripts(page, '/media/sample-pattern.webm', '/media/missing.webm');
  await page.goto('/guide/ecosystem.html');
  const card = page.locator('.alist-notification');
  // The player retries a few times before it gives up.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveAttribute('role', 'alert');
  await expect(card).toContainText(componentText.en.player.failed);
  expect((await card.boundingBox())?.width).toBe(NOTIFICATION_WIDTH);
  // The player keeps retrying after the first error (ArtPlayer: five reconnects, a second apart) and marks itself
  // "art-error" when it gives up; after all the retries the reader still has one card.
  await expect(page.locator('.rich-player .art-error')).toBeAttached({ timeout: 20_000 });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: componentText.en.feedback.close }).click();
  await expect(card).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe on the components in ${mode} mode`, () => {
    test.use({ colorScheme: mode, viewport: { width: 1280, height: 800 } });
    for (const url of ['/guide/changelog.html', '/zh/faq/why.html', '/guide/ecosystem.html', '/zh/faq/howto.html']) {
      test(`${url} has no axe violation inside its components`, async ({ page }) => {
        await page.addInitScript((m) => {
          try {
            window.localStorage.setItem('rspress-theme-appearance', m);
          } catch {
            // sandboxed demo frames have no storage
          }
        }, mode);
        await page.goto(url);
        await hydrated(page, '.color-mode-switch');
        for (const figure of await page.locator('.rich-figure, .rich-player').all()) await expect(figure).toHaveAttribute('data-state', 'ready');
        // Highlighted code inside tabs and demos is the engine's code block, checked with the theme.
        const results = await axeBuilder(page).include('.rich-figure, .rich-tabs, .rich-demo, .rich-player').exclude('.rp-codeblock').analyze();
        const found = results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) }));
        expect(found, JSON.stringify(found, null, 2)).toEqual([]);
      });
    }
  });
}
