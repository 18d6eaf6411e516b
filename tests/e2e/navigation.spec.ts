import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BREAKPOINT_MOBILE } from '../../site/constants';

// Expected structure, written from SPEC.md §2 ("Top navbar", "Sidebars per section").
const navbar = {
  en: ['Guide', 'Config', 'FAQ', 'Pricing', 'Community', 'More', 'Source code'],
  zh: ['指南', '配置', '常见问题', '价格', '社区', '更多', '源代码'],
};
const guideLeading = [
  'install/script', 'install/manual', 'install/docker', 'install/desktop', 'install/paas', 'install/source', 'install/reverse-proxy', 'install/download',
  'drivers/local', 'drivers/aliyundrive_open', 'drivers/115', 'drivers/onedrive', 'drivers/189', 'drivers/139', 'drivers/123', 'drivers/baidu',
  'drivers/s3', 'drivers/googledrive', 'drivers/webdav', 'drivers/alias', 'drivers/Crypt', 'drivers/ftp', 'drivers/sftp', 'drivers/SMB', 'drivers/mega', 'drivers/dropbox',
];
const guideAdvanced = ['user', 'rapid_upload', 'alias', '2fa', 'search', 'balance', 'meta', 'ipa', 'sso', 'offline-download', 's3', 'ftp', 'system_arch', 'backup'];
const guideApi = ['apifox', 'auth', 'fs', 'public', 'task', 'admin/user', 'admin/meta', 'admin/driver', 'admin/storage', 'admin/setting', 'admin/task'];
const guideTail = ['webdav', 'ecosystem', 'community', 'changelog'];
const configItems = ['configuration', 'site', 'style', 'preview', 'global', 'other', 'side'];
const faqItems = ['howto', 'seealso', 'why', 'error'];

async function sidebarPages(page: Page, prefix: string): Promise<string[]> {
  const hrefs = await page.locator('.rp-doc-layout__sidebar a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => h.startsWith(prefix) && h.endsWith('.html')).map((h) => h.slice(prefix.length, -'.html'.length));
}

function indexOfAll(list: string[], wanted: string[]): number[] {
  return wanted.map((w) => list.indexOf(w));
}

function expectInOrder(list: string[], wanted: string[]) {
  const positions = indexOfAll(list, wanted);
  expect(positions, `missing: ${wanted.filter((_, i) => positions[i] < 0).join(', ')}`).not.toContain(-1);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

for (const lang of ['en', 'zh'] as const) {
  const p = lang === 'zh' ? '/zh' : '';

  test(`navbar at 1280px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${p}/guide/`);
    const items = page.locator('.rp-nav-menu').first().locator(':scope > li, :scope > a, :scope > .rp-nav-menu__item');
    const texts = (await items.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    for (const text of navbar[lang]) expect(texts.join('|')).toContain(text);
    await expect(page.locator('.rp-nav a', { hasText: navbar[lang][3] }).first()).toHaveAttribute('href', `${p}/pricing.html`);
    await page.locator('.rp-nav-menu__item__container', { hasText: navbar[lang][4] }).hover();
    await expect(page.locator(`.rp-nav a[href="${p}/community/"]`)).toBeVisible();
    await expect(page.locator('.rp-nav a[href="https://github.com/alist-org/alist/discussions"]')).toBeVisible();
    await page.locator('.rp-nav-menu__item__container', { hasText: navbar[lang][5] }).hover();
    await expect(page.locator('.rp-nav a[href="https://al.nn.ci"]')).toBeVisible();
  });

  test(`navbar fits tablets and small laptops, every entry reachable (${lang})`, async ({ page }) => {
    await page.goto(`${p}/guide/`);
    for (const width of [769, 820, 1024, 1099, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => ({
        page: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        navbar: Math.max(0, ...[...document.querySelectorAll('.rp-nav__right > *')].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => r.right - document.documentElement.clientWidth)),
      }));
      expect(overflow, `at ${width}px`).toEqual({ page: 0, navbar: 0 });
      const menu = page.locator('.rp-nav-menu').first();
      if (!(await menu.isVisible())) {
        // The navbar's entries are then in the full-screen menu behind the menu button.
        await page.locator('.rp-nav-hamburger:visible').first().click();
        for (const text of navbar[lang]) await expect(page.locator('.rp-nav-screen').getByText(text, { exact: true }).first(), `${text} at ${width}px`).toBeVisible();
        await page.locator('.rp-nav-hamburger:visible').first().click();
      }
    }
  });

  test(`guide sidebar follows the spec order (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${p}/guide/`);
    const items = await sidebarPages(page, `${p}/guide/`);
    expectInOrder(items, guideLeading);
    expectInOrder(items, guideAdvanced.map((a) => `advanced/${a}`));
    expectInOrder(items, guideApi.map((a) => `api/${a}`));
    expectInOrder(items, guideTail);
    // Storage: develop closes the group; the tail follows the API group.
    expect(items.indexOf('drivers/develop')).toBeLessThan(items.indexOf('advanced/user'));
    expect(items.indexOf('drivers/develop')).toBe(Math.max(...items.filter((i) => i.startsWith('drivers/')).map((i) => items.indexOf(i))));
    expect(items.indexOf('api/admin/task')).toBeLessThan(items.indexOf('webdav'));
    // Groups are collapsible and carry icons.
    const install = page.locator('.rp-doc-layout__sidebar').getByText(lang === 'zh' ? '安装' : 'Install', { exact: true }).first();
    await expect(install).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar .rp-sidebar-item__icon').first()).toBeVisible();
  });

  test(`config and FAQ sidebars (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${p}/config/`);
    expect(await sidebarPages(page, `${p}/config/`)).toEqual(configItems);
    await page.goto(`${p}/faq/`);
    expect(await sidebarPages(page, `${p}/faq/`)).toEqual(faqItems);
  });

  test(`navbar and sidebar at ${BREAKPOINT_MOBILE}px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: BREAKPOINT_MOBILE, height: 900 });
    await page.goto(`${p}/config/site.html`);
    await expect(page.locator('.rp-doc-layout__sidebar')).not.toBeInViewport();
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(page.locator(`.rp-doc-layout__sidebar a[href="${p}/config/style.html"]`)).toBeInViewport();
    await page.keyboard.press('Escape');
    await page.goto(`${p}/config/site.html`);
    await page.locator('.rp-nav-hamburger:visible').first().click();
    for (const href of [`${p}/guide/`, `${p}/config/`, `${p}/faq/`, `${p}/pricing.html`]) {
      await expect(page.locator(`.rp-nav-screen a[href="${href}"]`).first()).toBeAttached();
    }
  });
}

test('a page outside every sidebar still renders and warns in the console', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/tool/');
  await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes('[sidebar] no sidebar configuration matches /tool/'))).toBe(true);
});

/**
 * Hands the text of every script the page downloads to `read`; the function returned waits until the
 * network is idle and every script has been read.
 */
function readScripts(page: Page, read: (code: string, url: string) => void): () => Promise<void> {
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    reads.push(response.text().then((code) => read(code, response.url()), () => undefined));
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(reads);
  };
}

test("each section of each language's sidebar arrives with the pages that show it, on a first load and by client navigation", async ({ page }) => {
  // Sidebars are not in the main script (plugins/engine/localeSidebars.ts): a page's module brings the section it shows.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Which sidebar chunks a script brings: the module of plugins/engine/localeSidebars.ts sets one section of one language's sidebar.
  const sidebarsLoaded: string[] = [];
  const settled = readScripts(page, (code, url) => {
    const set = url.includes('/static/js/async/') ? /locales\.find\(\w+=>"(\w+)"===\w+\.lang\)\.sidebar\["([^"]+)"\]=/.exec(code) : null;
    if (set) sidebarsLoaded.push(`${set[1]} ${set[2]}`);
  });
  /** The sidebar languages loaded so far, once the network is idle and every script read. */
  const loadedSidebars = async () => {
    await settled();
    return sidebarsLoaded;
  };
  const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  // The home page loads no sidebar; the guide link brings the English one, without a new document.
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  expect(await loadedSidebars()).toEqual([]);
  await page.locator('.rp-nav-menu a[href="/guide/"]').first().click();
  await expect(page).toHaveURL(/\/guide\/$/);
  // The URL changes before the page's module (and the sidebar section it brings) has rendered.
  await expect(page.locator('.rp-doc-layout__sidebar a[href="/guide/webdav.html"]')).toBeAttached();
  expectInOrder(await sidebarPages(page, '/guide/'), guideTail);
  expect(await sameDocument()).toBe(true);
  expect(await loadedSidebars()).toEqual(['en /guide/']);
  // The language switch is a client navigation to the Chinese twin: the Chinese sidebar comes with it.
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/zh\/guide\/$/);
  await expect(page.locator('.rp-doc-layout__sidebar a[href="/zh/guide/webdav.html"]')).toBeAttached();
  expectInOrder(await sidebarPages(page, '/zh/guide/'), guideTail);
  expect(await page.locator('.rp-doc-layout__sidebar a[href="/guide/webdav.html"]').count()).toBe(0);
  expect(await sameDocument()).toBe(true);
  expect(await loadedSidebars()).toEqual(['en /guide/', 'zh /zh/guide/']);
  // A first load of a Chinese page hydrates with the sidebar its HTML shows (no mismatch, nothing replaced).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __marker: Element | null }).__marker = document.querySelector('.rp-doc-layout__sidebar a[href="/zh/config/style.html"]');
    }),
  );
  await page.goto('/zh/config/site.html');
  expect(await sidebarPages(page, '/zh/config/')).toEqual(configItems);
  expect(await page.evaluate(() => (window as unknown as { __marker: Element | null }).__marker?.isConnected)).toBe(true);
  // Only the configuration's section: not the guide's, which is most of the sidebar.
  expect((await loadedSidebars()).slice(2)).toEqual(['zh /zh/config/']);
  // A tool page is outside every section and loads none.
  await page.goto('/tool/onedrive/request.html');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect((await loadedSidebars()).slice(3)).toEqual([]);
  // The guide's section is large: a first load reads it back from the page's HTML (theme/sidebarFromPage.ts) and
  // loads no chunk; the sidebar hydrates as served, and prev/next and a click inside the section work from it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __guideMarker: Element | null }).__guideMarker = document.querySelector('.rp-doc-layout__sidebar a[href="/guide/install/paas.html"]');
    }),
  );
  await page.goto('/guide/install/docker.html');
  expectInOrder(await sidebarPages(page, '/guide/'), guideLeading);
  expect(await page.evaluate(() => (window as unknown as { __guideMarker: Element | null }).__guideMarker?.isConnected)).toBe(true);
  await expect(page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active')).toHaveAttribute('href', '/guide/install/docker.html');
  await expect(page.locator('a.rp-prev-next-page__next')).toHaveAttribute('href', '/guide/install/desktop.html');
  await expect(page.locator('a.rp-prev-next-page__prev')).toHaveAttribute('href', '/guide/install/manual.html');
  expect((await loadedSidebars()).slice(3)).toEqual([]);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/drivers/s3.html"]').click();
  await expect(page).toHaveURL(/\/guide\/drivers\/s3\.html$/);
  await expect(page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active')).toHaveAttribute('href', '/guide/drivers/s3.html');
  expect(await sameDocument()).toBe(true);
  expect((await loadedSidebars()).slice(3)).toEqual([]);
  // Into another section by a click: that section's chunk comes with the page.
  await page.locator('.rp-nav-menu a[href="/config/"]').first().click();
  await expect(page).toHaveURL(/\/config\/$/);
  await expect.poll(() => sidebarPages(page, '/config/')).toEqual(configItems);
  expect((await loadedSidebars()).slice(3)).toEqual(['en /config/']);
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
});

test("the navbar's menus load on first use: offline before that, a press changes nothing; back online, the next press opens them", async ({ page }) => {
  // theme/components/NavHamburger.tsx: the menus' code is in no page's first download (scripts/heavyChunks.ts checks
  // the HTML); a phone loads it when idle. Here that load fails, as it would offline, until `online` is set.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let online = false;
  const menuRequests: string[] = [];
  await page.route('**/static/js/async/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('rp-nav-screen__container')) return route.fulfill({ response, body });
    menuRequests.push(online ? 'served' : 'failed');
    return online ? route.fulfill({ response, body }) : route.abort('internetdisconnected');
  });
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/guide/install/docker.html');
  await expect.poll(() => menuRequests).toEqual(['failed']); // the idle preload
  const button = page.locator('.rp-nav-hamburger__sm');
  await button.click();
  // The press tried again (the pointer's arrival may have tried too, so at least once more).
  await expect.poll(() => menuRequests.length).toBeGreaterThan(1);
  expect(menuRequests.every((r) => r === 'failed')).toBe(true);
  await expect(button).not.toHaveClass(/rp-nav-hamburger--active/);
  await expect(page.locator('.rp-nav-screen')).toHaveCount(0);
  await expect(page.locator('.rp-doc h1').first()).toBeVisible();
  online = true;
  await button.click();
  await expect(page.locator('.rp-nav-screen')).toBeVisible();
  await expect(page.locator('.rp-nav-screen a[href="/config/"]').first()).toBeVisible();
  await expect(button).toHaveClass(/rp-nav-hamburger--active/);
  await button.click();
  await expect(page.locator('.rp-nav-screen')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the home layout arrives with the home pages only, on a first load and by client navigation', async ({ page }) => {
  // The home layout comes with the home page modules (theme/home/homeParts.ts).
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  const homeCodeIn: string[] = [];
  const settled = readScripts(page, (code, url) => void (code.includes('rp-home-feature') && homeCodeIn.push(new URL(url).pathname)));
  await page.goto('/guide/install/docker.html');
  await settled();
  expect(homeCodeIn).toEqual([]);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  // The navbar's title goes home inside the app: hero, actions and the six features render.
  await page.locator('a.rp-nav__title__link').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('.rp-home-hero')).toContainText('AList');
  await expect(page.locator('.rp-home-hero a[href="/guide/"]')).toBeVisible();
  await expect(page.locator('.rp-home-feature__card')).toHaveCount(6);
  await expect(page.locator('.home-content h2').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await settled();
  expect(homeCodeIn.length).toBeGreaterThan(0);
  // A first load of the Chinese home page hydrates the hero its HTML shows, without replacing it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __hero: Element | null }).__hero = document.querySelector('.rp-home-hero');
    }),
  );
  const engineHomeIn: string[] = [];
  const engineSettled = readScripts(page, (code, url) => void (code.includes('rp-home-feature__item--span-2') && engineHomeIn.push(new URL(url).pathname)));
  await page.goto('/zh/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('.rp-home-feature__card')).toHaveCount(6);
  expect(await page.evaluate(() => (window as unknown as { __hero: Element | null }).__hero?.isConnected)).toBe(true);
  // That first load keeps the served hero and features (theme/home/staticHomeParts.tsx): the engine's components
  // are not loaded, and what they do is still done. A card tilts under the pointer and goes to its link on a click;
  // the navbar turns opaque once the page is scrolled.
  await engineSettled();
  expect(engineHomeIn).toEqual([]);
  const card = page.locator('.rp-home-feature__item').nth(2);
  await card.hover();
  await page.mouse.move(...(await card.boundingBox().then((b) => [b!.x + 20, b!.y + 20] as const)));
  await expect(card).toHaveAttribute('style', /perspective\(\d+px\)/);
  await expect(card.locator('.rp-home-feature__item-wrapper')).toHaveAttribute('style', /rotateX\(/);
  await page.mouse.move(0, 0);
  await expect(card).not.toHaveAttribute('style', /perspective/);
  await page.mouse.wheel(0, 600);
  await expect(page.locator('body')).toHaveClass(/\bnotTopArrived\b/);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('.rp-home-feature__card').nth(2).click();
  await expect(page).toHaveURL(/\/zh\/guide\/webdav\.html$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors.filter((e) => /hydrat|Minified React error|home layout/i.test(e))).toEqual([]);
});

test("a page's static text comes from its HTML on a first load, and from its own file by client navigation", async ({ page }) => {
  // plugins/content/staticHtml.ts: static parts are numbered strings in a JSON file that a page's module fetches
  // only when the document does not already hold them (theme/staticHtml.ts).
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const textFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/static/') && pathname.endsWith('.json')) textFiles.push(pathname);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // `__unmeasured(el)`, in every document of the test: an element's HTML as compared here. A table's scroll box is a
  // named region until measured, and measured only once near the screen (ScrollableTable): those three attributes
  // depend on where the reader has been, so they are left out. Parsed again in a template (which keeps table rows,
  // where a <div> would drop their tags), so that both sides are spelled as this document spells HTML, and compared
  // as DOM: without the server's markers between adjacent texts (<!-- -->), which a browser render does not write.
  type Unmeasured = { __unmeasured: (el: Element) => string };
  await page.addInitScript(() => {
    (window as unknown as Unmeasured).__unmeasured = (el) => {
      const copy = document.createElement('template');
      copy.innerHTML = el.innerHTML;
      for (const box of copy.content.querySelectorAll('.rp-table-scroll-container')) for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
      const comments = document.createTreeWalker(copy.content, NodeFilter.SHOW_COMMENT);
      const found: Node[] = [];
      while (comments.nextNode()) found.push(comments.currentNode);
      for (const comment of found) comment.parentNode!.removeChild(comment);
      copy.content.normalize();
      return copy.innerHTML;
    };
  });
  /** Each numbered element's HTML, by number, as the page shows it now. */
  const staticParts = () =>
    page.evaluate(() => {
      const { __unmeasured } = window as unknown as Unmeasured;
      return Object.fromEntries([...document.querySelectorAll('.rp-doc [data-s]')].map((el) => [el.getAttribute('data-s'), __unmeasured(el)]));
    });
  /** The same, from the page's HTML as the server sends it. */
  const builtParts = (path: string) =>
    page.evaluate(async (path) => {
      const { __unmeasured } = window as unknown as Unmeasured;
      const html = new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html');
      return Object.fromEntries([...html.querySelectorAll('.rp-doc [data-s]')].map((el) => [el.getAttribute('data-s'), __unmeasured(el)]));
    }, path);

  /** The outline's entries (address, title, depth, text) in a document. */
  type Entries = (doc: Document) => string[][];
  await page.addInitScript(() => {
    (window as unknown as { __outline: Entries }).__outline = (doc) =>
      [...doc.querySelectorAll('.rp-outline__toc a.rp-toc-item')].map((a) => ['href', 'title', 'data-depth'].map((n) => a.getAttribute(n) ?? '').concat(a.querySelector('.rp-toc-item__text')?.innerHTML ?? ''));
  });
  const outline = () => page.evaluate(() => (window as unknown as { __outline: Entries }).__outline(document));
  const builtOutline = (path: string) =>
    page.evaluate(async (path) => (window as unknown as { __outline: Entries }).__outline(new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html')), path);

  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __first: Element | null }).__first = document.querySelector('.rp-doc [data-s="0"]');
    }),
  );
  await page.goto('/guide/install/docker.html');
  await page.waitForLoadState('networkidle');
  expect(textFiles).toEqual([]);
  const docker = await staticParts();
  expect(Object.keys(docker).length).toBeGreaterThan(20);
  expect(docker).toEqual(await builtParts('/guide/install/docker.html'));
  // Hydrated in place: the element the HTML brought is still the one shown.
  expect(await page.evaluate(() => (window as unknown as { __first: Element | null }).__first?.isConnected)).toBe(true);

  // Client navigation to an API page: its operations render from their data (plugins/content/apiOperations.ts) into the
  // HTML the build wrote, and "try it" opens.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/api/fs.html"]').first().evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(/\/guide\/api\/fs\.html$/);
  await expect(page.locator('.rp-doc h1').first()).not.toHaveText(/Docker/);
  expect(textFiles).toHaveLength(1);
  const api = await staticParts();
  expect(Object.keys(api).length).toBeGreaterThan(30);
  expect(api).toEqual(await builtParts('/guide/api/fs.html'));
  // Its long outline is not in its module but in the same file (plugins/content/staticHtml.ts, outlineReadsBack).
  const apiOutline = await builtOutline('/guide/api/fs.html');
  expect(apiOutline.length).toBeGreaterThan(30);
  expect(await outline()).toEqual(apiOutline);
  const mkdir = page.locator('section#postFsMkdir + *');
  await mkdir.locator('summary').first().click();
  await expect(mkdir.getByRole('button').first()).toBeVisible();
  await page.goBack();
  await expect(page.locator('.rp-doc h1').first()).toHaveText(/Docker/);

  // Client navigation to the configuration page: its module fetches its text file, and the article is the built one.
  await page.locator('.rp-nav-menu a[href="/config/configuration.html"], .rp-nav-menu a[href^="/config/"]').first().click();
  await expect(page).toHaveURL(/\/config\//);
  await expect(page.locator('.rp-doc h1').first()).not.toHaveText(/Docker/);
  const path = new URL(page.url()).pathname;
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(textFiles).toHaveLength(2);
  const config = await staticParts();
  expect(Object.keys(config).length).toBeGreaterThan(5);
  expect(config).toEqual(await builtParts(path));

  // Back to the first page inside the app: its module kept the text it read from the first document.
  await page.goBack();
  await expect(page).toHaveURL(/docker\.html$/);
  await expect(page.locator('.rp-doc [data-s="0"]')).toBeAttached();
  expect(await staticParts()).toEqual(docker);
  expect(textFiles).toHaveLength(2);

  // A first load of the API page reads its outline back from the HTML: no file, the same entries once hydrated.
  await page.goto('/guide/api/fs.html');
  await page.waitForLoadState('networkidle');
  expect(textFiles).toHaveLength(2);
  expect(await outline()).toEqual(apiOutline);
  expect(errors.filter((e) => /hydrat|Minified React error|could not be loaded/i.test(e))).toEqual([]);
});

test("a link to another page inside a page's static text navigates in the app, loaded as the pointer comes near; a modified click is the browser's", async ({ page, context }) => {
  // plugins/content/staticHtml.ts writes such links as plain HTML; theme/hooks/useStaticLinks.ts gives them the Link's behaviour.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/config/configuration.html');
  await page.waitForLoadState('networkidle');
  const link = page.locator('.rp-doc [data-s] a[href="/config/"]').first();
  await expect(link).toHaveText('configuration overview');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // Ctrl+click: a new tab, and this page stays where it is.
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['Control'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/config/');
  await tab.close();
  await expect(page).toHaveURL(/\/config\/configuration\.html$/);

  // The pointer over the link loads the page's chunks; the click then shows it without leaving the document.
  await link.hover();
  await expect.poll(() => scripts.filter((s) => s.startsWith('/static/js/async/')).length).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(/\/config\/$/);
  await expect(page.locator('.rp-doc h1').first()).not.toHaveText(/config\.json/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
});

test("a route's stylesheets are in its HTML on a first load and come with its chunks by client navigation, each once", async ({ page }) => {
  // plugins/engine/routeStyles.ts: the CSS of the tools, tabs, home, API boxes and search dialog is not in the main stylesheet.
  const sheets: string[] = [];
  page.on('request', (r) => {
    const at = new URL(r.url()).pathname;
    if (at.startsWith('/static/css/')) sheets.push(at.replace(/\.[0-9a-f]+\.css$/, '.css'));
  });
  // The style a tool form has when client navigation puts it into the document: a stylesheet that came late
  // would show it unstyled. (Only read after client navigation: a first load's stylesheets block the paint, not the parser.)
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const form = document.querySelector('.tool-form');
      if (!form) return;
      (window as unknown as { __formMargin?: string }).__formMargin = getComputedStyle(form).marginTop;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // Wide enough for a navbar without a menu button, whose menus' stylesheet loads when the browser is idle.
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/guide/api/fs.html');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(sheets.sort()).toEqual(['/static/css/async/api.css', '/static/css/styles.css']);
  // Linked by the served HTML itself (the bundler's runtime would add the same link later, after the first paint).
  const served = await (await page.request.get('/guide/api/fs.html')).text();
  expect(served).toMatch(/<link href="\/static\/css\/styles\.[0-9a-f]+\.css" rel="stylesheet"><link href="\/static\/css\/async\/api\.[0-9a-f]+\.css" rel="stylesheet">/);
  expect(await page.locator('head link[rel="stylesheet"][href^="/static/css/async/api."]').count()).toBe(1);
  expect(await page.locator('section.api-op').first().evaluate((section) => getComputedStyle(section).borderTopLeftRadius)).toBe('8px');

  // A tool page's first load: its tool, and with it the tools' stylesheet, come after hydration
  // (components/tools/ToolIsland.tsx); the form is styled when it enters the document.
  sheets.length = 0;
  await page.goto('/tool/onedrive/request.html');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('.tool-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sheets).toEqual(['/static/css/styles.css', '/static/css/async/tools.css']);
  expect(await (await page.request.get('/tool/onedrive/request.html')).text()).not.toContain('/static/css/async/');
  expect(await page.locator('head link[rel="stylesheet"][href^="/static/css/async/tools."]').count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __formMargin?: string }).__formMargin)).toBe('16px');

  // A driver page has none. Its link to the tool loads the tool page as a document of its own (a tool page's policy and
  // its leaving out third-party scripts hold only so, theme/shims/router.tsx), and the tools' stylesheet comes with the tool.
  sheets.length = 0;
  await page.goto('/guide/drivers/onedrive.html');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(sheets).toEqual(['/static/css/styles.css']);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  sheets.length = 0;
  await page.locator('.rp-doc a[href="/tool/onedrive/request.html"]').first().click();
  await expect(page).toHaveURL(/\/tool\/onedrive\/request\.html$/);
  await expect(page.locator('.tool-form')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __formMargin?: string }).__formMargin)).toBe('16px');
  // (The driver page's hover prefetch of the link's route may already have asked for the tools' stylesheet before the
  // new document asked again, so only its arrival is checked: the form was styled when it entered the document.)
  expect(sheets).toContain('/static/css/async/tools.css');

  // The search dialog's stylesheet comes with its code, on first use.
  await page.waitForLoadState('networkidle');
  sheets.length = 0;
  await page.keyboard.press('/');
  const dialog = page.locator('dialog.site-search[open]');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => getComputedStyle(d).borderRadius)).toBe('8px');
  expect(sheets).toEqual(['/static/css/async/search.css']);
});

test('the route table arrives after hydration; a click or a key that comes before it still navigates inside the app', async ({ page }) => {
  // Three page loads and a wait for the browser's idle time (up to 10 s after hydration).
  test.slow();
  // plugins/engine/compactRoutes.ts: the main script knows only the page's own route (its row is in the HTML).
  const isTable = (code: string) => /\["\/zh\/guide\/install\/docker",1,\(\)=>/.test(code);
  // Waited for by its own response: the app asks for it when the browser is next idle after hydration (at the
  // latest 10 s later, theme/whenIdle.ts), which can come after the network has been quiet for a while, so
  // "networkidle" does not say that it was fetched.
  const tableResponse = page.waitForResponse(async (response) => new URL(response.url()).pathname.endsWith('.js') && isTable(await response.text().catch(() => '')));
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/guide/install/docker.html');
  const tableUrl = new URL((await tableResponse).url()).pathname;
  expect(tableUrl).toMatch(/^\/static\/js\/async\//);
  const served = await (await page.request.get('/guide/install/docker.html')).text();
  expect(served).toContain('"r":["/guide/install/docker",1,');
  expect(served).not.toContain(tableUrl);
  // Fetched once the page was interactive, not before.
  const timing = await page.evaluate((url) => ({ hydratedAt: (window as unknown as { __hydratedAt: number }).__hydratedAt, tableAt: performance.getEntriesByType('resource').find((e) => e.name.endsWith(url))?.startTime }), tableUrl);
  expect(timing.tableAt).toBeGreaterThan(timing.hydratedAt);

  // Before the table arrives (held back here), a click on a link and the keyboard's next page (Alt+→,
  // theme/hooks/usePrevNextKeys.ts, through the router) wait for it and stay in the app.
  // A link shows the progress bar while it waits, as while a page's chunk loads; the keys never show it.
  const actions = [
    { act: () => page.locator('.rp-doc-layout__sidebar a[href="/guide/install/desktop.html"]').click(), bar: 1 },
    { act: () => page.keyboard.press('Alt+ArrowRight'), bar: 0 },
  ];
  for (const { act, bar } of actions) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.unroute(`**${tableUrl}`);
    await page.route(`**${tableUrl}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/guide/install/docker.html');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await act();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/guide\/install\/docker\.html$/);
    await expect(page.locator('#nprogress .bar')).toHaveCount(bar);
    release();
    await expect(page).toHaveURL(/\/guide\/install\/desktop\.html$/);
    await expect(page.locator('.rp-doc h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  }
});
