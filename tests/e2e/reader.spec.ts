/**
 * Reader features of SPEC.md §2 "Other screen features", §4 and §9, against the built site.
 * Every number comes from site/constants.ts and every interface string from site/locales.ts.
 */
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import {
  BACK_TO_TOP_THRESHOLD,
  BREAKPOINT_DESKTOP,
  BREAKPOINT_MOBILE,
  CODE_COPY_CONFIRM_MS,
  CODE_COPY_HIDDEN_BELOW,
  COPY_CONFIRM_MS,
  FOCUS_MODE_DELAY_MS,
  NAVBAR_HIDE_AFTER,
  NAVBAR_HIDE_DELTA,
  PROGRESS_MINIMUM,
  SCROLL_SPY_DELAY_MS,
  SCROLL_SPY_OFFSET,
  SWIPE_EDGE_ZONE,
  SWIPE_THRESHOLD,
} from '../../site/constants';
import { links } from '../../site/links';
import { locales, ui, type LocaleCode } from '../../site/locales';
import { sidebarFor } from '../../site/sidebar';
import { listFiles, outDir, urlOfHtml } from '../../scripts/builtFiles';
import { COLOR_MODE_KEY, type ColorMode } from '../../theme/colorMode';
import { expect, pauseClock, test } from './fixtures';

/**
 * Width of a desktop reader: sidebar and outline are shown. (Up to and including this width the engine keeps
 * the colour switch in the navbar's hamburger menu; from BREAKPOINT_DESKTOP on it sits in the navbar itself.)
 */
const WIDE = 1280;
const LANGS: LocaleCode[] = ['en', 'zh'];
const prefix = (lang: LocaleCode) => (lang === 'zh' ? '/zh' : '');
const GUIDE_PAGE = '/guide/install/docker.html';
const LONG_PAGE = '/faq/error.html';

/** The theme's effects have run: the sidebar landmark is named only by a client-side effect. */
async function ready(page: Page) {
  await expect(page.locator('.rp-doc-layout__sidebar')).toHaveAttribute('aria-label', /\S/);
}

async function open(page: Page, path: string, width = WIDE, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await ready(page);
}

/** Scrolls instantly and resolves once the page has dispatched the scroll event (theme listeners run first). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const max = document.documentElement.scrollHeight - window.innerHeight;
        if (Math.abs(window.scrollY - Math.min(top, max)) < 1) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Two animation frames: enough for React to commit the result of a discrete event. Not for use under a paused page.clock. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The reading-time sentence of a locale with any number of minutes. */
const readingTimeRe = (lang: LocaleCode) => new RegExp(escapeRe(ui[lang].readingTime(12345)).replace('12345', '\\d+'));

// ---------------------------------------------------------------------------------------------
// Navbar
// ---------------------------------------------------------------------------------------------

test('navbar hides after scrolling down beyond the threshold and delta, and shows on the way up', async ({ page }) => {
  await open(page, LONG_PAGE);
  const html = page.locator('html');
  const nav = page.locator('.rp-nav');
  await expect(nav).toBeInViewport();

  await scrollTo(page, NAVBAR_HIDE_AFTER + 1);
  await expect(html).not.toHaveClass(/\bnav-hidden\b/);
  await scrollTo(page, NAVBAR_HIDE_DELTA - 1);
  await expect(html).not.toHaveClass(/\bnav-hidden\b/);
  await scrollTo(page, NAVBAR_HIDE_DELTA + 1);
  await expect(html).toHaveClass(/\bnav-hidden\b/);
  // Translated out of view, not just flagged.
  await expect.poll(() => nav.evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0.5);
  await expect(nav).not.toBeInViewport();

  // Any upward scroll brings it back.
  const up = NAVBAR_HIDE_DELTA * 3;
  await scrollTo(page, up + 10);
  await scrollTo(page, up);
  await expect(html).not.toHaveClass(/\bnav-hidden\b/);
  await expect.poll(() => nav.evaluate((e) => e.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  await expect(nav).toBeInViewport();

  // The delta counts from where the reader last scrolled up.
  await scrollTo(page, up + NAVBAR_HIDE_DELTA - 1);
  await expect(html).not.toHaveClass(/\bnav-hidden\b/);
  await scrollTo(page, up + NAVBAR_HIDE_DELTA + 1);
  await expect(html).toHaveClass(/\bnav-hidden\b/);

  // Back near the top it is always shown.
  await scrollTo(page, NAVBAR_HIDE_AFTER);
  await expect(html).not.toHaveClass(/\bnav-hidden\b/);
});

// ---------------------------------------------------------------------------------------------
// Mobile sidebar gestures
// ---------------------------------------------------------------------------------------------

test.describe('mobile sidebar gestures', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: BREAKPOINT_MOBILE, height: 900 } });
  let page: Page;
  let cdp: CDPSession;
  const sidebar = () => page.locator('.rp-doc-layout__sidebar');
  const OPEN = /rp-doc-layout__sidebar--open/;
  const y = 400;

  /** A touch swipe made of real touch events (touchstart, touchmoves, touchend). */
  async function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y, id: 1 }] });
    const steps = 6;
    for (let i = 1; i <= steps; i++) {
      const x = from.x + ((to.x - from.x) * i) / steps;
      const yy = from.y + ((to.y - from.y) * i) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: yy, id: 1 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page);
  }

  async function openWithButton() {
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(sidebar()).toHaveClass(OPEN);
    // It slides in; a swipe aimed at its edge while it is still moving can land on the mask and close it.
    await expect(sidebar()).toBeInViewport({ ratio: 1 });
  }

  test.beforeEach(async ({ page: p }) => {
    page = p;
    cdp = await page.context().newCDPSession(page);
    await page.goto(GUIDE_PAGE);
    await ready(page);
    await expect(sidebar()).not.toHaveClass(OPEN);
    await expect(sidebar()).not.toBeInViewport();
  });

  test('a swipe right from the left edge zone opens the sidebar', async () => {
    const x = SWIPE_EDGE_ZONE - 10;
    await swipe({ x, y }, { x: x + SWIPE_THRESHOLD + 20, y: y + 5 });
    await expect(sidebar()).toHaveClass(OPEN);
    await expect(sidebar()).toBeInViewport();
  });

  test('swipes that must not open it: outside the edge zone, too short, mostly vertical', async () => {
    const outside = SWIPE_EDGE_ZONE + 20;
    await swipe({ x: outside, y }, { x: outside + SWIPE_THRESHOLD + 40, y });
    await expect(sidebar()).not.toHaveClass(OPEN);
    await swipe({ x: 10, y }, { x: 10 + SWIPE_THRESHOLD - 10, y });
    await expect(sidebar()).not.toHaveClass(OPEN);
    const dx = SWIPE_THRESHOLD + 20;
    await swipe({ x: 10, y }, { x: 10 + dx, y: y + dx * 2 });
    await expect(sidebar()).not.toHaveClass(OPEN);
    // The same gesture done properly still works afterwards (the negatives above were really handled).
    await swipe({ x: 10, y }, { x: 10 + dx, y });
    await expect(sidebar()).toHaveClass(OPEN);
  });

  test('a horizontal swipe over the threshold closes it, left or right', async () => {
    await openWithButton();
    // Start on the open sidebar itself, so that no tap on the mask can be what closes it.
    const box = (await sidebar().boundingBox())!;
    const x = box.x + box.width - 20;
    await swipe({ x, y }, { x: x - SWIPE_THRESHOLD - 20, y: y + 5 });
    await expect(sidebar()).not.toHaveClass(OPEN);
    await expect(sidebar()).not.toBeInViewport();

    await openWithButton();
    const right = SWIPE_EDGE_ZONE + 20;
    await swipe({ x: right, y }, { x: right + SWIPE_THRESHOLD + 20, y });
    await expect(sidebar()).not.toHaveClass(OPEN);
  });

  test('a short or mostly vertical swipe leaves the open sidebar open', async () => {
    await openWithButton();
    const box = (await sidebar().boundingBox())!;
    const x = box.x + box.width - 20;
    await swipe({ x, y }, { x: x - (SWIPE_THRESHOLD - 10), y });
    await expect(sidebar()).toHaveClass(OPEN);
    const dx = SWIPE_THRESHOLD + 10;
    await swipe({ x, y }, { x: x - dx, y: y - dx * 2 });
    await expect(sidebar()).toHaveClass(OPEN);
  });

  test('Escape closes it', async () => {
    await openWithButton();
    await page.keyboard.press('Escape');
    await expect(sidebar()).not.toHaveClass(OPEN);
    await expect(sidebar()).not.toBeInViewport();
  });
});

// A page far down the sidebar, and a section far down a long outline: below the first screen of the panel.
for (const [width, panel, button, active] of [
  [BREAKPOINT_MOBILE, '.rp-doc-layout__sidebar', '.rp-sidebar-menu__left', '.rp-sidebar-item--active'],
  // Below 1280px the outline is a panel opened from the menu bar.
  [1024, '.rp-doc-layout__outline', '.rp-sidebar-menu__right', '.rp-toc-item--active'],
] as const) {
  test(`opening the ${panel.includes('sidebar') ? 'sidebar' : 'outline'} at ${width}px shows the active entry`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(panel.includes('sidebar') ? '/guide/drivers/webdav.html' : '/guide/api/fs.html#labels');
    await ready(page);
    await page.locator(button).click();
    await expect(page.locator(panel)).toHaveClass(/--open/);
    const entry = page.locator(panel).locator(active).first();
    await expect(entry).toBeVisible();
    await expect(entry).toBeInViewport({ ratio: 1 });
  });
}

// ---------------------------------------------------------------------------------------------
// Breadcrumbs, previous / next page keys, table of contents
// ---------------------------------------------------------------------------------------------

interface SideItem {
  text?: string;
  link?: string;
  items?: SideItem[];
}

/** The sidebar group holding a page, and the page's own item, from the site's sidebar data. */
function sidebarTrail(lang: LocaleCode, path: string): { group: SideItem; item: SideItem } {
  const groups = Object.values(sidebarFor(lang) as Record<string, SideItem[]>).flat();
  for (const group of groups) {
    const item = group.items?.find((i) => i.link === path);
    if (item) return { group, item };
  }
  throw new Error(`${path} is in no sidebar group`);
}

for (const lang of LANGS) {
  test(`breadcrumbs lead Home › Install › Docker on a guide page (${lang})`, async ({ page }) => {
    const p = prefix(lang);
    const t = ui[lang];
    const { group, item } = sidebarTrail(lang, `${p}${GUIDE_PAGE}`);
    await open(page, `${p}${GUIDE_PAGE}`);
    const crumbs = page.getByRole('navigation', { name: t.breadcrumbs });
    await expect(crumbs.getByRole('listitem')).toHaveText([t.home, String(group.text), String(item.text)]);
    await expect(crumbs.getByRole('link', { name: t.home, exact: true })).toHaveAttribute('href', locales[lang].prefix);
    await expect(crumbs.getByRole('link', { name: String(group.text), exact: true })).toHaveAttribute('href', `${p}/guide/install/`);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(String(item.text));
    await crumbs.getByRole('link', { name: String(group.text), exact: true }).click();
    await expect(page).toHaveURL(`${p}/guide/install/`);
  });
}

test('Alt+ArrowLeft and Alt+ArrowRight open the previous and next page like the footer links', async ({ page }) => {
  await open(page, GUIDE_PAGE);
  const prevHref = await page.locator('a.rp-prev-next-page__prev').getAttribute('href');
  const nextHref = await page.locator('a.rp-prev-next-page__next').getAttribute('href');
  expect(prevHref).toBeTruthy();
  expect(nextHref).toBeTruthy();

  /** The page's own prev/next links are rendered and the key handler of that render is attached. */
  const settled = async (next: string) => {
    await expect(page.locator('a.rp-prev-next-page__next')).toHaveAttribute('href', next);
    await settle(page);
  };
  // Left first: a browser "back" could not explain arriving on the previous page of a fresh tab.
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page).toHaveURL(prevHref!);
  await settled(GUIDE_PAGE);
  // Nothing to go "forward" to in the history here either.
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(GUIDE_PAGE);
  await settled(nextHref!);
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(nextHref!);
  await expect(page.locator('a.rp-prev-next-page__prev')).toHaveAttribute('href', GUIDE_PAGE);
  await settle(page);
  // Other modifiers do nothing.
  const here = page.url();
  await page.keyboard.press('Alt+Shift+ArrowLeft');
  await page.keyboard.press('Control+Alt+ArrowRight');
  await settle(page);
  expect(page.url()).toBe(here);
});

test('table of contents lists the h2/h3 headings and scroll-spy marks the current one', async ({ page }) => {
  await page.clock.install();
  await open(page, LONG_PAGE);
  await pauseClock(page);
  const outline = page.locator('.rp-doc-layout__outline');
  await expect(outline).toBeVisible();
  const article = page.locator('.rp-doc-layout__doc');
  const headings = await article.locator('h2[id], h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(headings.length).toBeGreaterThan(10);
  const toc = (await outline.locator('a.rp-toc-item').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map((h) => h.slice(1));
  // Every h2/h3 in page order (deeper levels may be listed too), and nothing that is not a heading of the article.
  expect(toc.filter((id) => headings.includes(id))).toEqual(headings);
  const all = await article.locator(':is(h2,h3,h4,h5,h6)[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(toc.filter((id) => !all.includes(id))).toEqual([]);

  const active = () => outline.locator('a.rp-toc-item--active').getAttribute('href');
  await expect.poll(active).toBe(`#${toc[0]}`);

  /** Scrolls so that a heading's top is `dy` px below the top edge of the reading area (scroll-padding-top). */
  const placeAt = async (id: string, dy: number) => {
    const y = await page.evaluate(
      ({ id, dy }) => {
        const edge = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
        return Math.round(window.scrollY + document.getElementById(id)!.getBoundingClientRect().top - edge - dy);
      },
      { id, dy },
    );
    await scrollTo(page, y);
  };
  const target = headings[Math.floor(headings.length / 2)];
  const before = toc[toc.indexOf(target) - 1];
  // A heading at the top edge is the current one, once the scroll-spy delay has passed.
  await placeAt(target, 0);
  await page.clock.runFor(SCROLL_SPY_DELAY_MS - 1);
  await expect.poll(active).toBe(`#${toc[0]}`);
  await page.clock.runFor(1);
  await expect.poll(active).toBe(`#${target}`);
  // Just below the edge, beyond the offset: the reader is still in the section before it.
  await placeAt(target, SCROLL_SPY_OFFSET + 2);
  await page.clock.runFor(SCROLL_SPY_DELAY_MS);
  await expect.poll(active).toBe(`#${before}`);
  // Within the offset it counts as reached.
  await placeAt(target, SCROLL_SPY_OFFSET - 1);
  await page.clock.runFor(SCROLL_SPY_DELAY_MS);
  await expect.poll(active).toBe(`#${target}`);
});

// ---------------------------------------------------------------------------------------------
// Colour mode
// ---------------------------------------------------------------------------------------------

/** The visible colour-mode switch: in the navbar on wide screens, else inside the hamburger menu. */
async function colorSwitch(page: Page) {
  const inNav = page.locator('.rp-nav__others button.color-mode-switch');
  if (await inNav.isVisible()) return inNav;
  const md = page.locator('.rp-nav-hamburger__md');
  if (await md.isVisible()) {
    await md.hover();
    const sw = md.locator('button.color-mode-switch');
    await expect(sw).toBeVisible();
    return sw;
  }
  const screen = page.locator('.rp-nav-screen button.color-mode-switch');
  if (!(await screen.isVisible())) await page.locator('.rp-nav-hamburger__sm').click();
  await expect(screen).toBeVisible();
  return screen;
}

/** What <html> shows: the dark class and data-theme agree with the mode (auto follows the system). */
async function expectShown(page: Page, mode: ColorMode, systemDark: boolean, stored: ColorMode | null = mode) {
  const dark = mode === 'dark' || (mode === 'auto' && systemDark);
  const html = page.locator('html');
  if (dark) await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(html).toHaveAttribute('data-theme', dark ? 'dark' : 'light');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), COLOR_MODE_KEY)).toBe(stored);
}

const modeName = (lang: LocaleCode, mode: ColorMode) => ({ light: ui[lang].colorLight, dark: ui[lang].colorDark, auto: ui[lang].colorAuto })[mode];

test.describe('colour mode with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });
  for (const width of [BREAKPOINT_DESKTOP, WIDE, BREAKPOINT_MOBILE]) {
    test(`colour-mode switch cycles light → dark → auto → light at ${width}px`, async ({ page }) => {
      await open(page, GUIDE_PAGE, width);
      await expect(page.locator('button.color-mode-switch').first()).toHaveAttribute('data-mode', 'auto');
      await expectShown(page, 'auto', true, null);
      // auto → light, then the full cycle of the spec.
      const sequence: ColorMode[] = ['light', 'dark', 'auto', 'light'];
      for (let i = 0; i < sequence.length; i++) {
        const mode = sequence[i];
        const next = sequence[(i + 1) % 3];
        await (await colorSwitch(page)).click();
        const sw = await colorSwitch(page);
        await expect(sw).toHaveAttribute('data-mode', mode);
        await expect(sw).toHaveAttribute('aria-label', `${ui.en.colorMode}: ${modeName('en', mode)}. ${ui.en.colorSwitchTo} ${modeName('en', next)}`);
        await expectShown(page, mode, true);
      }
    });
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`quick toggle with a ${scheme} system preference`, () => {
    test.use({ colorScheme: scheme });
    test('Alt+Shift+D only alternates light and dark, starting from what is shown', async ({ page }) => {
      await open(page, GUIDE_PAGE);
      // Nothing stored yet: the default "auto" follows the system.
      await expectShown(page, 'auto', scheme === 'dark', null);
      const first: ColorMode = scheme === 'dark' ? 'light' : 'dark';
      const second: ColorMode = first === 'dark' ? 'light' : 'dark';
      await page.keyboard.press('Alt+Shift+KeyD');
      await expectShown(page, first, scheme === 'dark');
      await page.keyboard.press('Alt+Shift+KeyD');
      await expectShown(page, second, scheme === 'dark');
      await page.keyboard.press('Alt+Shift+KeyD');
      await expectShown(page, first, scheme === 'dark');
    });
  });
}

test.describe('stored colour mode', () => {
  test.use({ colorScheme: 'light' });
  test('the chosen mode persists across reload and is on <html> before first paint', async ({ page, request }) => {
    await open(page, GUIDE_PAGE, BREAKPOINT_DESKTOP);
    await (await colorSwitch(page)).click(); // auto → light
    await (await colorSwitch(page)).click(); // light → dark
    await expectShown(page, 'dark', false);

    // Record <html> at the earliest points of the next document: when <body> appears, when parsing ends
    // (before any deferred script of the app runs) and at DOMContentLoaded.
    await page.addInitScript(() => {
      const w = window as unknown as { __firstPaint: { at: string; dark: boolean; theme: string | null }[] };
      w.__firstPaint = [];
      const record = (at: string) =>
        w.__firstPaint.push({ at, dark: document.documentElement.classList.contains('dark'), theme: document.documentElement.getAttribute('data-theme') });
      const mo = new MutationObserver(() => {
        if (!document.body) return;
        record('body');
        mo.disconnect();
      });
      mo.observe(document, { childList: true, subtree: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') record('parsed');
      });
      document.addEventListener('DOMContentLoaded', () => record('DOMContentLoaded'));
    });
    await page.reload();
    await ready(page);
    const records = await page.evaluate(() => (window as unknown as { __firstPaint: unknown[] }).__firstPaint);
    expect(records.map((r) => (r as { at: string }).at)).toEqual(['body', 'parsed', 'DOMContentLoaded']);
    for (const r of records) expect(r, JSON.stringify(r)).toMatchObject({ dark: true, theme: 'dark' });
    await expectShown(page, 'dark', false);
    await expect(await colorSwitch(page)).toHaveAttribute('data-mode', 'dark');

    // The server HTML is not dark by itself: an inline script in <head> applies the stored mode.
    const served = await (await request.get(GUIDE_PAGE)).text();
    const head = served.slice(0, served.indexOf('<body'));
    expect(served).not.toMatch(/<html[^>]*class="[^"]*dark/);
    const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.some((s) => s.includes(COLOR_MODE_KEY) && s.includes('dark'))).toBe(true);
    expect(inline.some((s) => s.includes('data-theme'))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Back to top, print
// ---------------------------------------------------------------------------------------------

for (const lang of LANGS) {
  test(`back-to-top appears after ${BACK_TO_TOP_THRESHOLD}px and returns to the top (${lang})`, async ({ page }) => {
    await open(page, `${prefix(lang)}${LONG_PAGE}`);
    const button = page.locator('button.back-to-top');
    await expect(button).toHaveCount(0);
    await scrollTo(page, BACK_TO_TOP_THRESHOLD);
    await settle(page);
    expect(await scrollY(page)).toBe(BACK_TO_TOP_THRESHOLD);
    await expect(button).toHaveCount(0);
    await scrollTo(page, BACK_TO_TOP_THRESHOLD + 1);
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(ui[lang].backToTop);
    await scrollTo(page, BACK_TO_TOP_THRESHOLD * 20);
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toHaveCount(0);
  });
}

test('print button calls window.print and the print stylesheet leaves only the article', async ({ page }) => {
  await open(page, GUIDE_PAGE);
  await page.evaluate(() => {
    const w = window as unknown as { __printCalls: number };
    w.__printCalls = 0;
    window.print = () => {
      w.__printCalls += 1;
    };
  });
  await page.getByRole('button', { name: ui.en.print, exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls)).toBe(1);

  const chrome = ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline'];
  for (const s of chrome) await expect(page.locator(s).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const s of chrome) await expect(page.locator(s).first()).toBeHidden();
  await expect(page.getByRole('button', { name: ui.en.print, exact: true })).toBeHidden();
  await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.rp-nav')).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// Copying: code blocks and heading links
// ---------------------------------------------------------------------------------------------

test.describe('copying', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const lang of LANGS) {
    test(`copy-code button copies the code and confirms for ${CODE_COPY_CONFIRM_MS}ms (${lang})`, async ({ page }) => {
      const t = ui[lang];
      await page.clock.install();
      await open(page, `${prefix(lang)}${GUIDE_PAGE}`);
      await pauseClock(page);
      const button = page.locator('.rp-code-copy-button').first();
      const code = await button.evaluate((b) => {
        let el: Element | null = b;
        while (el && !el.querySelector('pre')) el = el.parentElement;
        return el?.querySelector('pre code')?.textContent ?? null;
      });
      expect(code).toBeTruthy();
      await expect(button).toHaveAttribute('aria-label', t.copyCode);
      await page.evaluate(() => navigator.clipboard.writeText('-'));
      await button.click();
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code!.trim());
      await expect(button).toHaveAttribute('aria-label', t.copied);
      await expect(button.getByRole('status')).toHaveText(t.copied);
      await page.clock.runFor(CODE_COPY_CONFIRM_MS - 1);
      await expect(button).toHaveAttribute('aria-label', t.copied);
      await page.clock.runFor(1);
      await expect(button).toHaveAttribute('aria-label', t.copyCode);
      await expect(button.getByRole('status')).toHaveText('');
    });
  }

  test(`copy-code button is hidden below ${CODE_COPY_HIDDEN_BELOW}px`, async ({ page }) => {
    await open(page, GUIDE_PAGE, CODE_COPY_HIDDEN_BELOW);
    const button = page.locator('.rp-code-copy-button').first();
    await expect(button).toBeVisible();
    await page.setViewportSize({ width: CODE_COPY_HIDDEN_BELOW - 1, height: 800 });
    await expect(button).toBeHidden();
    await expect(page.locator('.rp-code-copy-button:visible')).toHaveCount(0);
  });

  for (const lang of LANGS) {
    test(`a heading's # link copies its address and confirms for ${COPY_CONFIRM_MS}ms (${lang})`, async ({ page }) => {
      const t = ui[lang];
      await page.clock.install();
      await open(page, `${prefix(lang)}${GUIDE_PAGE}`);
      await pauseClock(page);
      const heading = page.locator('.rp-doc-layout__doc h2[id]').nth(1);
      const id = await heading.getAttribute('id');
      const anchor = heading.locator('a.rp-header-anchor');
      await expect(anchor).toHaveAttribute('aria-label', new RegExp(`^${escapeRe(t.copyLink)}`));
      const status = page.locator('.link-copied');
      await expect(status).toHaveText('');
      await heading.hover();
      await anchor.click();
      const expected = new URL(`${prefix(lang)}${GUIDE_PAGE}#${id}`, page.url()).href;
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      await expect(status).toHaveText(t.linkCopied);
      await expect(status).toHaveAttribute('role', 'status');
      await page.clock.runFor(COPY_CONFIRM_MS - 1);
      await expect(status).toHaveText(t.linkCopied);
      await page.clock.runFor(1);
      await expect(status).toHaveText('');
      await expect(status).toHaveAttribute('data-visible', 'false');
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Image lightbox
// ---------------------------------------------------------------------------------------------

/** The first built page whose article holds an image (the lightbox applies to those only). */
function pageWithContentImage(): string | undefined {
  const files = listFiles(outDir, (f) => f.endsWith('.html') && !f.endsWith('404.html'));
  for (const file of files.sort()) {
    const html = readFileSync(file, 'utf8');
    const doc = html.indexOf('rp-doc ');
    if (doc < 0) continue;
    const imgs = html.slice(doc).match(/<img\b[^>]*>/g) ?? [];
    if (imgs.some((img) => !/contributors__avatar|no-zoom/.test(img))) return urlOfHtml(file);
  }
  return undefined;
}

test('image lightbox: Enter on a focused content image opens the zoom, Escape closes it', async ({ page }) => {
  const path = pageWithContentImage();
  test.skip(!path, 'No page of the built site has a content image yet, so there is nothing to zoom.');
  await open(page, path!);
  const img = page.locator('.rp-doc img:not(.no-zoom)').first();
  await expect(img).toHaveAttribute('role', 'button');
  await expect(img).toHaveAttribute('aria-label', new RegExp(`^${escapeRe(ui[path!.startsWith('/zh/') ? 'zh' : 'en'].enlargeImage)}`));
  await img.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expect(img).toBeFocused();
});

// ---------------------------------------------------------------------------------------------
// Focus mode
// ---------------------------------------------------------------------------------------------

async function movePointerInArticle(page: Page) {
  const box = (await page.locator('.rp-doc h1').first().boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
}

test(`focus mode fades the chrome after ${FOCUS_MODE_DELAY_MS}ms of reading and the navbar brings it back`, async ({ page }) => {
  await page.clock.install();
  await open(page, GUIDE_PAGE);
  await pauseClock(page);
  const html = page.locator('html');
  await movePointerInArticle(page);
  await page.clock.runFor(FOCUS_MODE_DELAY_MS - 1);
  await expect(html).not.toHaveClass(/\bfocus-mode\b/);
  await page.clock.runFor(1);
  await expect(html).toHaveClass(/\bfocus-mode\b/);
  await expect.poll(() => page.locator('.rp-nav').evaluate((e) => Number(getComputedStyle(e).opacity))).toBeLessThan(1);

  const nav = (await page.locator('.rp-nav').boundingBox())!;
  await page.mouse.move(nav.x + nav.width / 2, nav.y + nav.height / 2, { steps: 3 });
  await expect(html).not.toHaveClass(/\bfocus-mode\b/);
  await page.clock.runFor(FOCUS_MODE_DELAY_MS * 2);
  await expect(html).not.toHaveClass(/\bfocus-mode\b/);
});

test('focus mode never turns on when the reader prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await open(page, GUIDE_PAGE);
  await pauseClock(page);
  await movePointerInArticle(page);
  await page.clock.runFor(FOCUS_MODE_DELAY_MS * 3);
  await movePointerInArticle(page);
  await page.clock.runFor(FOCUS_MODE_DELAY_MS * 3);
  await expect(page.locator('html')).not.toHaveClass(/\bfocus-mode\b/);
});

// ---------------------------------------------------------------------------------------------
// Progress bar
// ---------------------------------------------------------------------------------------------

test('navigating through a sidebar link shows the progress bar while the page loads', async ({ page }) => {
  await open(page, GUIDE_PAGE);
  await page.evaluate(() => {
    const w = window as unknown as { __np: { added: number; removed: number; transforms: string[] } };
    w.__np = { added: 0, removed: 0, transforms: [] };
    const isBar = (n: Node) => n instanceof HTMLElement && n.id === 'nprogress';
    new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach((n) => isBar(n) && (w.__np.added += 1));
        r.removedNodes.forEach((n) => isBar(n) && (w.__np.removed += 1));
        if (r.type === 'attributes' && r.target instanceof HTMLElement && r.target.matches('#nprogress .bar')) w.__np.transforms.push(r.target.style.transform);
      }
    }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  // Hold the page chunks so that loading lasts long enough for the bar to show.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/static\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const np = () => page.evaluate(() => (window as unknown as { __np: { added: number; removed: number; transforms: string[] } }).__np);
  const target = await page.locator('a.rp-prev-next-page__next').getAttribute('href');
  await page.locator(`.rp-doc-layout__sidebar a[href="${target}"]`).click();
  await expect.poll(async () => (await np()).added).toBe(1);
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  release();
  await expect(page).toHaveURL(target!);
  await expect.poll(async () => (await np()).removed).toBe(1);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // It starts at the minimum of the spec.
  const starts = (await np()).transforms.map((s) => Number(/translate3d\((-?[\d.]+)%/.exec(s)?.[1]));
  expect(starts.some((v) => Math.abs(v - (-1 + PROGRESS_MINIMUM) * 100) < 0.01)).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// Scroll behaviour
// ---------------------------------------------------------------------------------------------

/** Distance of an element's top from the scroll line the browser aims anchors at (scroll-padding-top). */
function anchorOffset(page: Page, id: string) {
  return page.evaluate((id) => {
    const pad = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const el = document.getElementById(id);
    return el ? Math.round(el.getBoundingClientRect().top - pad) : Number.NaN;
  }, id);
}

/** A built page whose article links to a section of another page: [page, href]. */
function pageWithHashLink(): [string, string] | undefined {
  const files = listFiles(outDir, (f) => f.endsWith('.html') && !f.endsWith('404.html') && !f.includes(`${outDir}/zh/`));
  for (const file of files.sort()) {
    const html = readFileSync(file, 'utf8');
    const url = urlOfHtml(file);
    for (const m of html.matchAll(/<a href="(\/[^"#]+\.html)#([^"]+)"/g)) if (m[1] !== url) return [url, `${m[1]}#${m[2]}`];
  }
  return undefined;
}

test('opening a URL with a #hash scrolls to the anchor', async ({ page }) => {
  await open(page, LONG_PAGE);
  const ids = await page.locator('.rp-doc-layout__doc h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  const id = ids[Math.floor(ids.length / 2)];
  await page.goto(`${LONG_PAGE}#${id}`);
  await ready(page);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await expect.poll(() => anchorOffset(page, id)).toBeLessThanOrEqual(1);
  expect(await anchorOffset(page, id)).toBeGreaterThanOrEqual(-1);
});

test('following a link to another page with a #hash scrolls to its anchor', async ({ page }) => {
  const found = pageWithHashLink();
  expect(found, 'no article links to a section of another page').toBeTruthy();
  const [from, href] = found!;
  const id = decodeURIComponent(href.split('#')[1]);
  await open(page, from);
  const link = page.locator(`.rp-doc a[href="${href}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(`[id="${id}"]`)).toBeAttached();
  await expect.poll(() => anchorOffset(page, id)).toBeLessThanOrEqual(1);
  expect(await anchorOffset(page, id)).toBeGreaterThanOrEqual(-1);
});

test('a plain link goes to the top of the new page and Back restores the previous position', async ({ page }) => {
  await open(page, LONG_PAGE);
  await scrollTo(page, 1500);
  const saved = await scrollY(page);
  expect(saved).toBeGreaterThan(BACK_TO_TOP_THRESHOLD);
  const target = await page.locator('a.rp-prev-next-page__prev').getAttribute('href');
  await page.locator(`.rp-doc-layout__sidebar a[href="${target}"]`).click();
  await expect(page).toHaveURL(target!);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(LONG_PAGE);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(saved - 2);
  expect(await scrollY(page)).toBeLessThan(saved + 2);
});

// ---------------------------------------------------------------------------------------------
// Page information
// ---------------------------------------------------------------------------------------------

for (const lang of LANGS) {
  test(`page shows reading time, last update and an edit link (${lang})`, async ({ page }) => {
    const t = ui[lang];
    await open(page, `${prefix(lang)}${GUIDE_PAGE}`);
    const info = page.getByRole('list', { name: t.pageInfo });
    await expect(info).toBeVisible();
    await expect(info).toContainText(readingTimeRe(lang));
    await expect(page.locator('.rp-last-updated')).toBeVisible();
    await expect(page.locator('.rp-last-updated')).toContainText(/\d{4}|\d{1,2}\/\d{1,2}\//);
    const edit = page.locator('.rp-doc-footer a.rp-edit-link');
    await expect(edit).toBeVisible();
    const href = await edit.getAttribute('href');
    expect(href).toContain(`${links.docsRepo.replace(/^https:\/\//, '')}/`);
    expect(href).toContain(`/${links.docsBranch}/docs/${lang}/guide/install/docker.`);
    await expect(page.locator('.contributors')).toContainText(t.contributors);
  });
}

test('the colour switch shows the moon in dark mode and the sun in light mode', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  for (const [scheme, shown, hidden] of [
    ['dark', 'moon', 'sun'],
    ['light', 'sun', 'moon'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/guide/');
    const button = page.locator('.rp-nav button.color-mode-switch').first();
    await expect(button.locator(`.color-mode-switch__icon--${shown}`)).toBeVisible();
    await expect(button.locator(`.color-mode-switch__icon--${hidden}`)).toBeHidden();
  }
});
