import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { outDir } from '../../scripts/builtFiles';
import { SEARCH_DEBOUNCE_MS } from '../../site/constants';
import { searchText } from '../../site/search';
import { SEARCH_QUERY_EVENT } from '../../theme/search/config';
import { expect, pauseClock, test } from './fixtures';

/** Every file of the sharded index: meta.json, term shards t<n>.json, text shards x<n>.json. */
const INDEX = /\/static\/search\/(en|zh)\.[^/]+\/[^/]+\.json$/;
const TERM_SHARD = /\/static\/search\/(en|zh)\.[^/]+\/t\d+\.json$/;

/** Which search the tested build has: DocSearch when it was built with DOCSEARCH_APP_ID and _API_KEY. */
const hostedBuild = (() => {
  try {
    return readFileSync(path.join(outDir, 'index.html'), 'utf8').includes('data-engine="docsearch"');
  } catch {
    return false;
  }
})();

/** Counts the queries the search box runs (one event per query, see theme/search/config.ts). */
async function countQueries(page: Page) {
  await page.evaluate((name) => {
    const w = window as unknown as { __queries: string[] };
    w.__queries = [];
    document.addEventListener(name, (e) => w.__queries.push(String((e as CustomEvent).detail?.query)));
  }, SEARCH_QUERY_EVENT);
  return () => page.evaluate(() => (window as unknown as { __queries: string[] }).__queries);
}

async function openSearch(page: Page) {
  const button = page.getByTestId('search-button').first();
  await expect(button).toHaveAttribute('data-ready', '');
  await button.click();
  const dialog = page.getByTestId('search-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('local search', () => {
  test.skip(hostedBuild, 'this build uses DocSearch');

  test('the index loads on first use of the search box, only for the page language, from this host only', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/guide/install/docker.html');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => INDEX.test(u) || u.includes('search_index'))).toEqual([]);

    const dialog = await openSearch(page);
    await dialog.getByTestId('search-input').fill('docker');
    await expect(dialog.getByTestId('search-results')).toBeVisible();
    const indexRequests = requests.filter((u) => INDEX.test(u));
    // meta.json first, then the shards the query needs, all of the page's language.
    expect(indexRequests[0]).toMatch(/\/static\/search\/en\.[^/]+\/meta\.json$/);
    expect(indexRequests.some((u) => TERM_SHARD.test(u))).toBe(true);
    expect(indexRequests.every((u) => /\/static\/search\/en\./.test(u))).toBe(true);
    expect(new Set(indexRequests).size).toBe(indexRequests.length);
    const origin = new URL(page.url()).origin;
    expect(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([]);
  });

  test('an English query finds the page and shows title, heading and highlighted text', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByTestId('search-input').fill('Reverse Proxies');
    const results = dialog.getByTestId('search-results');
    await expect(results).toBeVisible();
    const link = results.locator('a[href^="/guide/install/reverse-proxy.html"]').first();
    await expect(link).toBeVisible();
    // Stemming and case: "Proxies" finds "proxy".
    await expect(results.locator('mark', { hasText: /prox/i }).first()).toBeVisible();
    await expect(results.getByRole('group').first()).toHaveAttribute('aria-label', /.+/);
  });

  test('a pasted error message finds the page that answers it', async ({ page }) => {
    await page.goto('/faq/');
    const dialog = await openSearch(page);
    await dialog.getByTestId('search-input').fill('storage not found; please add a storage first');
    const results = dialog.getByTestId('search-results');
    await expect(results.locator('a[href^="/faq/error.html#"]').first()).toBeVisible();
  });

  test('a Chinese query finds Chinese pages by words inside sentences', async ({ page }) => {
    await page.goto('/zh/guide/');
    const dialog = await openSearch(page);
    const input = dialog.getByTestId('search-input');
    await expect(input).toHaveAttribute('placeholder', searchText.zh.placeholder);
    await input.fill('反向代理');
    const results = dialog.getByTestId('search-results');
    await expect(results.locator('a[href^="/zh/guide/install/reverse-proxy.html"]').first()).toBeVisible();
    await expect(results.locator('a[href^="/guide/"]')).toHaveCount(0);

    await input.fill('密码');
    await expect(results.locator('mark', { hasText: '密码' }).first()).toBeVisible();
    await input.fill('挂载');
    await expect(results.locator('mark', { hasText: '挂载' }).first()).toBeVisible();
  });

  test('sentences and pasted messages as readers type them, in the browser (its own word segmenter)', async ({ page }) => {
    await page.goto('/zh/guide/');
    const dialog = await openSearch(page);
    const input = dialog.getByTestId('search-input');
    const results = dialog.getByTestId('search-results');
    // A question glued into one run of characters, with a Latin word inside: cut into words, question words weigh little.
    await input.fill('怎么修改alist的端口');
    await expect(results.locator('a[href*="port"]').first()).toBeVisible();
    // The browser cuts the run as Node does for the same query (the unit tests plan it there).
    const segments = await page.evaluate(() => Array.from(new Intl.Segmenter('zh', { granularity: 'word' }).segment('添加存储以后列表是空的'), (s) => s.segment));
    expect(segments).toEqual(Array.from(new Intl.Segmenter('zh', { granularity: 'word' }).segment('添加存储以后列表是空的'), (s) => s.segment));
    // A log line with a time stamp, a level and an address of the reader's own.
    await page.goto('/');
    const en = await openSearch(page);
    await en.getByTestId('search-input').fill('ERRO[0042] failed to connect database: dial tcp 10.1.2.3:3306: connect: connection refused');
    await expect(en.getByTestId('search-results').locator('a[href="/faq/error.html#failed-to-connect-database"]')).toBeVisible();
  });

  test('a query with no word of the site offers the pages with the closest titles', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByTestId('search-input').fill('Dockr');
    // One edit away from a word of the site: results, not the empty screen.
    await expect(dialog.getByTestId('search-results').locator('a[href^="/guide/install/docker.html"]').first()).toBeVisible();
    await dialog.getByTestId('search-input').fill('instalaciónes');
    const empty = dialog.getByTestId('search-empty');
    await expect(empty).toBeVisible();
    await expect(empty.getByTestId('search-closest').getByRole('link').first()).toBeVisible();
    await empty.getByTestId('search-closest').getByRole('link').first().click();
    await expect(dialog).toBeHidden();
  });

  test('no-results screen shows the query, in both languages', async ({ page }) => {
    for (const [url, lang] of [['/', 'en'], ['/zh/', 'zh']] as const) {
      await page.goto(url);
      const dialog = await openSearch(page);
      await dialog.getByTestId('search-input').fill('qqzzxxyy');
      const empty = dialog.getByTestId('search-empty');
      await expect(empty).toBeVisible();
      await expect(empty).toContainText(searchText[lang].noResultsText);
      await expect(empty).toContainText('qqzzxxyy');
      await expect(empty).toContainText(searchText[lang].noResultsHint);
    }
  });

  test('error screen when the index cannot be fetched, and retry', async ({ page }) => {
    await page.route(INDEX, (route) => route.abort('internetdisconnected'));
    await page.goto('/guide/');
    const dialog = await openSearch(page);
    await dialog.getByTestId('search-input').fill('docker');
    const error = dialog.getByTestId('search-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText(searchText.en.errorTitle);
    await expect(error).toContainText(searchText.en.errorHelp);

    await page.unroute(INDEX);
    await error.getByRole('button', { name: searchText.en.retry }).click();
    await expect(dialog.getByTestId('search-results')).toBeVisible();
  });

  test('error screen when a shard a query needs cannot be fetched, and retry', async ({ page }) => {
    await page.goto('/guide/');
    const dialog = await openSearch(page);
    const input = dialog.getByTestId('search-input');
    await input.fill('docker');
    await expect(dialog.getByTestId('search-results')).toBeVisible();
    // meta.json and the shards of "docker" are in; a new word needs a shard that now fails.
    await page.route(TERM_SHARD, (route) => route.abort('internetdisconnected'));
    await input.fill('qbittorrent aria2 webdav');
    const error = dialog.getByTestId('search-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText(searchText.en.errorTitle);
    await page.unroute(TERM_SHARD);
    await error.getByRole('button', { name: searchText.en.retry }).click();
    await expect(dialog.getByTestId('search-results')).toBeVisible();
  });

  test('error screen in Chinese', async ({ page }) => {
    await page.route(INDEX, (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.goto('/zh/');
    const dialog = await openSearch(page);
    await expect(dialog.getByTestId('search-error')).toContainText(searchText.zh.errorTitle);
    await expect(dialog.getByTestId('search-error')).toContainText(searchText.zh.errorHelp);
  });

  test('typing fast runs one query, after the debounce delay', async ({ page }) => {
    // A controlled clock: the test decides when time passes, so machine load cannot trigger the debounce.
    await page.clock.install();
    await page.goto('/');
    const dialog = await openSearch(page);
    const input = dialog.getByTestId('search-input');
    // Let the index load first, so only the debounce decides when the query runs.
    await input.fill('x');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await expect(dialog).toHaveAttribute('data-screen', /empty|results/);
    await input.fill('');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    const queries = await countQueries(page);
    await pauseClock(page);
    const typed = 'docker compose';
    for (const [i, ch] of [...typed].entries()) {
      if (i > 0) await page.clock.runFor(40); // faster than the debounce between keystrokes
      await input.press(ch === ' ' ? 'Space' : ch);
    }
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
    expect(await queries()).toEqual([]);
    await page.clock.runFor(1);
    await expect(dialog.getByTestId('search-results')).toBeVisible();
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
    expect(await queries()).toEqual(['docker compose']);
  });

  test('keyboard: shortcuts open, arrows move, Enter opens the heading, Escape closes', async ({ page }) => {
    await page.goto('/guide/');
    // The shortcuts work once the page is interactive.
    await expect(page.getByTestId('search-button').first()).toHaveAttribute('data-ready', '');
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    const input = dialog.getByTestId('search-input');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // With a query typed, one Escape still closes the dialog (a search input would only clear itself).
    await page.keyboard.press('ControlOrMeta+k');
    await expect(input).toBeFocused();
    await input.fill('docker');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(dialog).toBeVisible();
    await expect(input).toBeFocused();
    await input.fill('docker');
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const href = await options.nth(1).getAttribute('href');
    expect(href).toMatch(/#.+/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(href ?? '');
  });
});

/** Algolia's hosts, answered by the test instead of the network. */
const ALGOLIA = /^https:\/\/[^/]*algolia(net)?\.(net|com)\//;

function docsearchHit(lang: 'en' | 'zh') {
  const url = `https://alist.example/${lang === 'zh' ? 'zh/' : ''}guide/install/reverse-proxy.html#nginx`;
  const hl = (value: string) => ({ value, matchLevel: 'full', matchedWords: ['nginx'] });
  return {
    objectID: '1',
    url,
    url_without_anchor: url.split('#')[0],
    anchor: 'nginx',
    type: 'lvl2',
    content: null,
    hierarchy: { lvl0: 'Install', lvl1: 'Reverse proxy', lvl2: 'Nginx', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl0: hl('Install'), lvl1: hl('Reverse proxy'), lvl2: hl('<mark>Nginx</mark>') } },
    _snippetResult: { hierarchy: { lvl2: { value: 'Nginx', matchLevel: 'full' } } },
  };
}

test.describe('hosted search (DocSearch)', () => {
  test.skip(!hostedBuild, 'built without DOCSEARCH_APP_ID and DOCSEARCH_API_KEY');

  async function answer(page: Page, bodies: unknown[], lang: 'en' | 'zh', fail = false) {
    await page.route(ALGOLIA, async (route: Route) => {
      bodies.push(route.request().postDataJSON());
      if (fail) return route.abort('internetdisconnected');
      const hits = JSON.stringify(route.request().postData()).includes('nginx') ? [docsearchHit(lang)] : [];
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: '', params: '', exhaustiveNbHits: true }] }) });
    });
  }

  test('nothing goes to Algolia before the search box is used; queries are filtered by language and debounced', async ({ page }) => {
    const bodies: unknown[] = [];
    const external: string[] = [];
    page.on('request', (r) => ALGOLIA.test(r.url()) && external.push(r.url()));
    await answer(page, bodies, 'zh');
    await page.goto('/zh/guide/');
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);
    const button = page.getByTestId('search-button').first();
    await expect(button).toHaveAttribute('data-ready', '');
    await button.click();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toHaveAttribute('placeholder', searchText.zh.placeholder);
    await input.pressSequentially('nginx', { delay: 40 });
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/zh/guide/install/reverse-proxy.html#nginx');
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 200);
    expect(bodies).toHaveLength(1);
    expect(JSON.stringify(bodies[0])).toContain('lang:zh-CN');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/zh/guide/install/reverse-proxy.html#nginx');
  });

  test('no-results and error screens carry the site strings', async ({ page }) => {
    const bodies: unknown[] = [];
    await answer(page, bodies, 'en');
    await page.goto('/');
    const button = page.getByTestId('search-button').first();
    await expect(button).toHaveAttribute('data-ready', '');
    await page.keyboard.press('ControlOrMeta+k');
    await page.locator('.DocSearch-Input').fill('qqzzxxyy');
    await expect(page.locator('.DocSearch-NoResults')).toContainText(searchText.en.noResultsText);
    await expect(page.locator('.DocSearch-NoResults')).toContainText('qqzzxxyy');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();

    await page.unroute(ALGOLIA);
    await answer(page, bodies, 'en', true);
    await button.click();
    await page.locator('.DocSearch-Input').fill('nginx');
    await expect(page.getByTestId('search-error')).toContainText(searchText.en.errorTitle);
    await expect(page.getByTestId('search-error')).toContainText(searchText.en.errorHelp);
  });
});
