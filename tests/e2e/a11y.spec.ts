/**
 * Accessibility of the built site: axe-core finds no violation on every page type (home, guide, 404, driver
 * index and page, configuration, API, tool form, open search dialog, charts/demos/player) in both
 * colour modes and both locales, and the navbar can be used with the keyboard alone.
 */
import type { Page } from '@playwright/test';
import { BREAKPOINT_DESKTOP, BREAKPOINT_MOBILE } from '../../site/constants';
import { ui, type LocaleCode } from '../../site/locales';
import { COLOR_MODE_KEY } from '../../theme/colorMode';
import { axeBuilder } from './axe';
import { expect, test } from './fixtures';

/** Width of a desktop reader (the engine's widest navbar breakpoint). */
const WIDE = 1280;
const LANGS: LocaleCode[] = ['en', 'zh'];
const prefix = (lang: LocaleCode) => (lang === 'zh' ? '/zh' : '');

/** React has hydrated the whole tree: the last element the layout renders carries its fiber. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('.link-copied');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

interface Screen {
  name: string;
  path: string;
  /** Brings the screen into the state to check (a dialog open, a drawing loaded). */
  ready?: (page: Page) => Promise<void>;
  /** Thousands of elements, or frames: axe alone takes 20-35 s on a busy 2-core runner, so the test gets 3x the time. */
  large?: boolean;
}

const screens = (lang: LocaleCode): Screen[] => [
  { name: 'home page', path: `${prefix(lang)}/` },
  { name: 'guide page', path: `${prefix(lang)}/guide/install/docker.html` },
  { name: '404 page', path: `${prefix(lang)}/no-such-page-for-a11y.html` },
  {
    name: 'driver index with its matrix',
    path: `${prefix(lang)}/guide/drivers/`,
    large: true,
    ready: async (page) => {
      await expect(page.locator('table').first()).toBeVisible();
    },
  },
  { name: 'driver page with its option table', path: `${prefix(lang)}/guide/drivers/115.html` },
  { name: 'configuration page', path: `${prefix(lang)}/config/configuration.html`, large: true },
  { name: 'API page', path: `${prefix(lang)}/guide/api/fs.html`, large: true },
  {
    name: 'tool page with its form',
    path: `${prefix(lang)}/tool/onedrive/request.html`,
    ready: async (page) => {
      await expect(page.locator('form, input').first()).toBeVisible();
    },
  },
  {
    name: 'search dialog',
    path: `${prefix(lang)}/guide/`,
    ready: async (page) => {
      await expect(page.getByTestId('search-button').first()).toHaveAttribute('data-ready', '');
      await page.getByTestId('search-button').first().click();
      await page.getByTestId('search-input').fill('docker');
      // The first search downloads the language's index (several MB for zh): on a busy runner that outlasts 5 s.
      await expect(page.getByTestId('search-results')).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'page with charts, demos and a player',
    path: `${prefix(lang)}/guide/ecosystem.html`,
    // Its sandboxed demo frame keeps axe's runPartial and finishRun (tests/e2e/axe.ts): 18-20 s on a busy runner.
    large: true,
    ready: async (page) => {
      for (const figure of await page.locator('.rich-figure[data-state]').all()) await expect(figure).toHaveAttribute('data-state', 'ready');
    },
  },
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    test.use({ colorScheme: mode, viewport: { width: WIDE, height: 800 } });
    for (const lang of LANGS) {
      for (const screen of screens(lang)) {
        test(`${screen.name} has no axe violation (${lang}, ${mode})`, async ({ page }) => {
          if (screen.large) test.slow();
          await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: COLOR_MODE_KEY, value: mode });
          await page.goto(screen.path);
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en-US');
          if (screen.name === '404 page') await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui[lang].notFoundTitle);
          else await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
          await screen.ready?.(page);
          const results = await axeBuilder(page).analyze();
          expect(results.passes.length, 'axe checked the page').toBeGreaterThan(10);
          const found = results.violations.map((v) => ({
            rule: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 3).join(' ')}`),
          }));
          expect(found, JSON.stringify(found, null, 2)).toEqual([]);
        });
      }
    }
  });
}

/** Interactive elements in the navbar that are shown at this width. */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"]';

/** Tabs from the top of the page through the navbar; returns the marks of the elements that got focus. */
async function tabThroughNavbar(page: Page, limit: number): Promise<string[]> {
  const reached: string[] = [];
  let leftNav = false;
  for (let i = 0; i < limit && !leftNav; i++) {
    await page.keyboard.press('Tab');
    const mark = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || !el.closest('.rp-nav')) return null;
      return el.getAttribute('data-a11y-mark') ?? '(unmarked)';
    });
    if (mark) reached.push(mark);
    else if (reached.length > 0) leftNav = true;
  }
  return reached;
}

for (const width of [BREAKPOINT_DESKTOP, WIDE, BREAKPOINT_MOBILE]) {
  for (const lang of LANGS) {
    test(`every navbar control is reachable by Tab and has an accessible name at ${width}px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix(lang)}/guide/install/docker.html`);
      await hydrated(page);
      const controls = page.locator('.rp-nav').locator(CONTROLS).filter({ visible: true });
      const count = await controls.count();
      expect(count).toBeGreaterThan(2);
      const marks = await controls.evaluateAll((els) =>
        els.map((el, i) => {
          el.setAttribute('data-a11y-mark', String(i));
          return `${i}: <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 30)}`;
        }),
      );
      for (let i = 0; i < count; i++) await expect(controls.nth(i), marks[i]).toHaveAccessibleName(/\S/);

      await page.locator('body').focus();
      const reached = await tabThroughNavbar(page, count + 20);
      const missed = marks.filter((_, i) => !reached.includes(String(i)));
      expect(missed, 'navbar controls Tab never reaches').toEqual([]);
    });
  }
}

test(`every link of the navbar menus can be reached with the keyboard at ${WIDE}px`, async ({ page }) => {
  await page.setViewportSize({ width: WIDE, height: 800 });
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  const menuLinks = page.locator('.rp-nav .rp-nav-menu a[href]');
  const hrefs = await menuLinks.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(6);
  const reached = new Set<string>();
  await page.locator('body').focus();
  let inNav = false;
  for (let i = 0; i < hrefs.length * 3 + 20; i++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const el = document.activeElement;
      return { nav: !!el?.closest('.rp-nav'), href: el?.getAttribute('href') ?? null, popup: el?.getAttribute('aria-haspopup') ?? null, expanded: el?.getAttribute('aria-expanded') ?? null };
    });
    if (!state.nav) {
      if (inNav) break;
      continue;
    }
    inNav = true;
    if (state.href) {
      reached.add(state.href);
      // The menu holding the focused link is open, so the reader sees where the focus is.
      await expect
        .poll(() => page.evaluate(() => {
          const group = document.activeElement?.closest('.rp-hover-group');
          return !group || getComputedStyle(group).opacity === '1';
        }), { message: `menu of ${state.href} opens on focus` })
        .toBe(true);
    }
    // A menu button the keyboard can open (a button that opens a dialog, like search, is not a menu).
    if (state.popup && state.popup !== 'dialog' && state.expanded !== 'true') await page.keyboard.press('Enter');
  }
  expect(hrefs.filter((h) => !reached.has(h))).toEqual([]);
});

test(`the closed phone sidebar holds no focus stop and opens to the keyboard at ${BREAKPOINT_MOBILE}px`, async ({ page }) => {
  await page.setViewportSize({ width: BREAKPOINT_MOBILE, height: 800 });
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  const sidebarLinks = sidebar.locator('a[href]');
  expect(await sidebarLinks.count()).toBeGreaterThan(20);

  /** Where each of the next Tab presses lands: "sidebar", "doc" or "other". */
  const tabStops = async (presses: number) => {
    const stops: string[] = [];
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('.rp-doc-layout__sidebar') ? 'sidebar' : el?.closest('.rp-doc') ? 'doc' : 'other';
      }));
    }
    return stops;
  };

  // Closed, it is off screen and invisible: the keyboard goes from the navbar and menu bar to the article.
  await page.locator('body').focus();
  const closed = await tabStops(20);
  expect(closed, 'Tab stops with the sidebar closed').not.toContain('sidebar');
  expect(closed).toContain('doc');

  // Opened with the menu button, its links are shown and reached by Tab.
  await page.locator('.rp-sidebar-menu__left').click();
  await expect(sidebar).toHaveClass(/rp-doc-layout__sidebar--open/);
  await expect(sidebarLinks.first()).toBeVisible();
  await sidebarLinks.first().focus();
  await expect(sidebarLinks.first()).toBeFocused();
  expect(await tabStops(3)).toEqual(['sidebar', 'sidebar', 'sidebar']);

  // Closed again (Escape), its links leave the tab order once it has slid out.
  await page.keyboard.press('Escape');
  await expect(sidebar).not.toHaveClass(/rp-doc-layout__sidebar--open/);
  await expect(sidebarLinks.first()).toBeHidden();
  await page.locator('body').focus();
  expect(await tabStops(20)).not.toContain('sidebar');
});
