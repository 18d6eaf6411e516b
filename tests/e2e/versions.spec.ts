import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { componentText } from '../../site/componentText';
import { upgradeText } from '../../site/text/upgrade';
import { myVersionText } from '../../site/text/myVersion';
import { ui as componentUi } from '../../site/locales';
import { searchText } from '../../site/search';
import { diff, KINDS, type History } from '../../components/versions/history';

const history = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'data', 'history', 'history.json'), 'utf8')) as History;

for (const lang of ['en', 'zh'] as const) {
  const p = lang === 'zh' ? '/zh' : '';
  const t = componentText[lang].tools.checker;
  const u = upgradeText[lang];

  test(`upgrade notes: the default view is in the HTML, and a shared address shows its pair (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    // Without JavaScript: the last ten releases to the newest, counted as history.json gives them.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${p}/guide/upgrade.html`);
    const last = history.tags.at(-1)!;
    const first = history.tags.at(-11)!;
    await expect(bare.locator('.upgrade-notes')).toHaveAttribute('data-from', first);
    const want = diff(history, first, last);
    for (const kind of KINDS) await expect(bare.locator(`.upgrade-notes__counts tr[data-kind="${kind}"] td[data-count="added"]`)).toHaveText(String(want[kind].added.length));
    await context.close();

    await page.goto(`${p}/guide/upgrade.html?from=v3.38.0&to=v3.63.0`);
    await expect(page.locator('.upgrade-notes')).toHaveAttribute('data-from', 'v3.38.0');
    const d = diff(history, 'v3.38.0', 'v3.63.0');
    for (const kind of KINDS) {
      const row = page.locator(`.upgrade-notes__counts tr[data-kind="${kind}"]`);
      await expect(row.locator('td[data-count="added"]')).toHaveText(String(d[kind].added.length));
      await expect(row.locator('td[data-count="removed"]')).toHaveText(String(d[kind].removed.length));
      await expect(row.locator('td[data-count="changed"]')).toHaveText(String(d[kind].changed.length));
    }
    await expect(page.locator('[data-note="task-persistence"]')).toBeVisible();
    // A removed option is listed and links into its driver page when documented; a changed config key links to its section.
    await expect(page.locator('#upgrade-driver_options [data-list="removed"]')).toContainText('tls_insecure_skip_verify');
    await expect(page.locator('#upgrade-config [data-list="changed"] a', { hasText: 'tls_insecure_skip_verify' })).toHaveAttribute('href', `${p}/config/configuration.html#runtime`);

    // Choosing another pair updates the list and the address.
    await page.getByLabel(u.from).selectOption('v3.62.0');
    await expect(page.locator('.upgrade-notes')).toHaveAttribute('data-from', 'v3.62.0');
    expect(new URL(page.url()).searchParams.get('from')).toBe('v3.62.0');
    await page.getByLabel(u.from).selectOption('v3.63.0');
    await page.getByLabel(u.to).selectOption('v3.50.0');
    await expect(page.getByRole('alert')).toHaveText(u.reversed('v3.63.0', 'v3.50.0'));
  });

  test(`config checker flags a typo, a key newer than the release and a wrong type (${lang})`, async ({ page }) => {
    await page.goto(`${p}/tool/config-check.html`);
    await page.getByLabel(t.release).selectOption('v3.30.0');
    await page.getByLabel(t.configInput).fill(JSON.stringify({ jwt_secert: 'x', token_expires_in: '48', ftp: { enable: true } }));
    await page.getByRole('button', { name: t.check }).click();
    const results = page.locator('.version-check__results');
    await expect(results.locator('li[data-kind="unknown"][data-key="jwt_secert"]')).toContainText('jwt_secret');
    await expect(results.locator('li[data-kind="unknown"][data-key="jwt_secert"] a')).toHaveAttribute('href', new RegExp(`^${p}/config/configuration\\.html#`));
    await expect(results.locator('li[data-kind="type"][data-key="token_expires_in"]')).toHaveText(t.type('token_expires_in', t.types.integer, t.types.string));
    await expect(results.locator('li[data-kind="not-yet"][data-key="ftp.enable"]')).toBeVisible();
    // Nothing was sent: the page made no request with the file's content.
  });

  test(`storage checker flags an unknown option and a missing required one (${lang})`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.postData() ?? ''));
    await page.goto(`${p}/tool/storage-check.html`);
    const answer = { code: 200, message: 'success', data: { content: [{ id: 1, mount_path: '/local', driver: 'Local', addition: JSON.stringify({ root_folder_pth: '/srv', thumbnail: false, use_ffmpeg: false }) }], total: 1 } };
    await page.getByLabel(t.storageInput).fill(JSON.stringify(answer));
    await page.getByRole('button', { name: t.check }).click();
    const storage = page.locator('[data-storage="/local"]');
    await expect(storage.locator('li[data-kind="unknown"][data-key="root_folder_pth"]')).toContainText('root_folder_path');
    await expect(storage.locator('li[data-kind="missing"][data-key="root_folder_path"] a')).toHaveAttribute('href', `${p}/guide/drivers/local.html#option-root_folder_path`);
    expect(requests.some((body) => body.includes('root_folder_pth'))).toBe(false);
  });
}

for (const lang of ['en', 'zh'] as const) {
  const p = lang === 'zh' ? '/zh' : '';
  const s = myVersionText[lang];
  const ui = componentUi[lang];

  test(`my version: an older release marks an option that came later, and clearing it restores the page (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const historyRequests: string[] = [];
    page.on('request', (r) => historyRequests.push(r.url()));
    await page.goto(`${p}/guide/drivers/115.html`);
    const article = page.locator('.rp-doc').first();
    const before = await article.innerHTML();
    const button = page.locator('button.my-version');
    await expect(button).toHaveText(ui.myVersion);
    await button.click();
    await page.getByRole('combobox', { name: s.label }).selectOption('v3.30.0');
    // The 115 page has two option tables (115 Cloud first); each row is marked for its own driver.
    const row = page.locator('#option-qrcode_source').first();
    await expect(row.locator('[data-version-mark]')).toHaveText(s.notYet('v3.30.0', 'v3.31.0'));
    // A changed default shows the value of the reader's release (115 Cloud's page_size was 56 before v3.39.1).
    // A changed type shows the reader's: 115 Cloud's limit_rate (since v3.29.0) was a number before it became a float in v3.42.0.
    await expect(page.locator('#option-limit_rate').first().locator('[data-version-mark]')).toContainText('number');
    await page.getByRole('combobox', { name: s.label }).selectOption('v3.38.0');
    await expect(page.locator('#option-page_size').first().locator('[data-version-mark]')).toContainText('56');
    // Remembered across pages and visits.
    await page.goto(`${p}/guide/drivers/115.html`);
    await expect(button).toHaveText(`${ui.myVersion}${s.mine('v3.38.0')}`);
    await expect(page.locator('#option-page_size').first().locator('[data-version-mark]')).toContainText('56');
    // Cleared: no mark is left and the article is as built.
    await button.click();
    await page.getByRole('combobox', { name: s.label }).selectOption('');
    await expect(page.locator('[data-version-mark]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    expect(await article.innerHTML()).toBe(before);
  });

  test(`my version unset: the page loads nothing for it; set, the marks and history load and the matrix filters (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.add(r.url());
    });
    const settle = () => page.waitForTimeout(2000);
    await page.goto(`${p}/guide/drivers/115.html`);
    await settle();
    const unset = new Set(scripts);
    await page.evaluate(() => window.localStorage.setItem('alist.myVersion', 'v3.30.0'));
    scripts.clear();
    await page.reload();
    await expect(page.locator('#option-qrcode_source').first().locator('[data-version-mark]')).toHaveCount(1);
    const extra = [...scripts].filter((u) => !unset.has(u));
    expect(extra.length).toBeGreaterThan(0);
    // Unset again: none of the scripts the marks needed is requested.
    await page.evaluate(() => window.localStorage.removeItem('alist.myVersion'));
    scripts.clear();
    await page.reload();
    await settle();
    expect([...scripts].filter((u) => extra.includes(u))).toEqual([]);
    await expect(page.locator('[data-version-mark]')).toHaveCount(0);

    await page.goto(`${p}/guide/drivers/`);
    const rows = page.locator('.driver-matrix tbody tr');
    const all = await rows.count();
    await page.evaluate(() => window.localStorage.setItem('alist.myVersion', 'v3.30.0'));
    await page.reload();
    await expect(page.locator('.driver-matrix tr[data-driver="115 Open"]')).toHaveCount(0);
    expect(await rows.count()).toBeLessThan(all);
  });
}

for (const lang of ['en', 'zh'] as const) {
  const p = lang === 'zh' ? '/zh' : '';
  const newer = (added: string, mine: string) => searchText[lang].newerThanMine.replace('{added}', added).replace('{mine}', mine);

  test(`my version: a search result whose subject is newer than the reader's release says so (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const open = async () => {
      const button = page.getByTestId('search-button').first();
      await expect(button).toHaveAttribute('data-ready', '');
      await button.click();
      const dialog = page.getByTestId('search-dialog');
      await dialog.getByTestId('search-input').fill('115 Open');
      await expect(dialog.getByTestId('search-results')).toBeVisible({ timeout: 30_000 });
      return dialog;
    };
    await page.goto(`${p}/guide/install/docker.html`);
    await page.evaluate(() => window.localStorage.setItem('alist.myVersion', 'v3.38.0'));
    await page.reload();
    let dialog = await open();
    // 115 Open came in v3.43.0 (history.json); the 115 Cloud page's driver is older than v3.38.0.
    expect(history.items.drivers['115 Open'].first).toBe('v3.43.0');
    const openResult = dialog.locator(`a[href^="${p}/guide/drivers/115_open.html"]`).first();
    await expect(openResult.locator('.site-search__newer')).toHaveText(newer('v3.43.0', 'v3.38.0'));
    const cloudResult = dialog.locator(`a[href^="${p}/guide/drivers/115.html"]`);
    if ((await cloudResult.count()) > 0) await expect(cloudResult.locator('.site-search__newer')).toHaveCount(0);
    // Without a release, no result is marked.
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.localStorage.removeItem('alist.myVersion'));
    await page.reload();
    dialog = await open();
    await expect(dialog.locator(`a[href^="${p}/guide/drivers/115_open.html"]`).first()).toBeVisible();
    await expect(dialog.locator('.site-search__newer')).toHaveCount(0);
  });
}
