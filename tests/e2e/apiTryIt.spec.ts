import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { componentText } from '../../site/componentText';
import { ADMIN, startStandInAlist, type StandInAlist } from '../standins/alist';
import { readFileSync } from 'node:fs';
import { localView, operationView } from '../../components/apiOperationView';

/**
 * "Try it" on the API pages against stand-in AList servers on loopback (another origin than the site), with
 * AList's own CORS middleware rules (gin-contrib/cors as configured by cors.*): as AList ships, with
 * Authorization listed, and with an origin list that leaves the site out. Only the network failure is
 * simulated with page.route.
 */

const langs = ['en', 'zh'] as const;
const prefix = (lang: string) => (lang === 'zh' ? '/zh' : '');

let shipped: StandInAlist;
let configured: StandInAlist;
let elsewhere: StandInAlist;

test.beforeAll(async () => {
  shipped = await startStandInAlist(0);
  configured = await startStandInAlist(0, { allowOrigins: ['*'], allowMethods: ['*'], allowHeaders: ['*', 'Authorization'] });
  // An AList whose cors.allow_origins lists only its own web site.
  elsewhere = await startStandInAlist(0, { allowOrigins: ['https://alist.example.org'], allowMethods: ['*'], allowHeaders: ['*'] });
});
test.afterAll(async () => {
  await shipped.close();
  await configured.close();
  await elsewhere.close();
});

/**
 * Opens an operation's panel as a reader would: scrolled to, and clicked once it stays put. The sections around it
 * (content-visibility: auto) take their real heights in the frames after the scroll, one after another; a click
 * sent before they are done can land where the summary was (seen: on the article, 274 px below it).
 */
async function openPanel(details: Locator) {
  const summary = details.locator('summary');
  await summary.scrollIntoViewIfNeeded();
  await summary.evaluate(
    (el) =>
      new Promise<void>((settled) => {
        let last = Number.NaN;
        let same = 0;
        let frames = 0;
        const frame = () => {
          const top = el.getBoundingClientRect().top;
          same = top === last ? same + 1 : 0;
          last = top;
          if (same >= 3 || ++frames > 300) settled();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  await summary.click();
  await expect(details).toHaveAttribute('open', '');
}

async function panel(page: Page, lang: string, pagePath: string, operationId: string): Promise<Locator> {
  await page.goto(`${prefix(lang)}${pagePath}`);
  const details = page.locator(`section#${operationId} + details.api-tryit`);
  await openPanel(details);
  // The form is a module of its own, fetched when the panel first opens; on a busy 2-core runner that takes a while.
  await expect(details.locator('form')).toBeVisible({ timeout: 15_000 });
  return details;
}

for (const lang of langs) {
  const t = componentText[lang].tryIt;

  test.describe(`try it (${lang})`, () => {
    test('the form loads when first opened; without a network the panel says so and the page keeps working', async ({ page }) => {
      await page.goto(`${prefix(lang)}/guide/api/fs.html`);
      // The form's code is not part of the page's first download (components/ApiTryIt.tsx).
      await expect(page.locator('details.api-tryit form')).toHaveCount(0);
      await page.route('**/static/js/async/**', (route) => route.abort('internetdisconnected'));
      const details = page.locator('section#anyFsList + details.api-tryit');
      await openPanel(details);
      await expect(details.getByRole('alert')).toHaveText(t.loadFailed);
      // The rest of the page still answers: another operation's panel opens to the same notice.
      const other = page.locator('section#postFsMkdir + details.api-tryit');
      await openPanel(other);
      await expect(other.getByRole('alert')).toHaveText(t.loadFailed);
      await expect(page.locator('h1')).toBeVisible();
    });

    test("the body starts as the operation's request example, on a first load and after a client navigation", async ({ page }) => {
      // A first load reads the example from the section's HTML when the panel opens; a client navigation renders
      // the section from its view (components/ApiOperationFromView.tsx, loaded by the page module only then).
      const openapi = JSON.parse(readFileSync('data/api/openapi.json', 'utf8')) as Record<string, unknown>;
      const example = localView(operationView(openapi, 'POST', '/api/fs/mkdir'), lang).requestExample;
      expect(example).toContain('"path"');
      const firstLoad = await panel(page, lang, '/guide/api/fs.html', 'postFsMkdir');
      await expect(firstLoad.getByLabel(t.bodyLabel)).toHaveValue(example!);
      await page.goto(`${prefix(lang)}/guide/api/`);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.locator(`.rp-doc a[href="${prefix(lang)}/guide/api/fs.html"]`).first().click();
      await expect(page).toHaveURL(/\/guide\/api\/fs\.html$/);
      const details = page.locator('section#postFsMkdir + details.api-tryit');
      await openPanel(details);
      await expect(details.getByLabel(t.bodyLabel)).toHaveValue(example!);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });

    test('lists a folder on the reader\'s server: status, time, the JSON answer and AList\'s code', async ({ page }) => {
      const p = await panel(page, lang, '/guide/api/fs.html', 'anyFsList');
      await p.getByLabel(t.baseLabel).fill(`${configured.url}/`);
      await p.getByLabel(t.tokenLabel).fill(ADMIN.token);
      await p.getByRole('button', { name: t.send }).click();
      const status = p.locator('.api-tryit-status');
      await expect(status).toHaveAttribute('data-status', '200');
      await expect(status).toHaveAttribute('data-code', '200');
      await expect(status).toContainText(t.codeOk);
      await expect(p.locator('.api-tryit-answer')).toContainText('"Movies"');
      const sent = configured.received.filter((r) => r.path === '/api/fs/list').at(-1)!;
      expect(sent.authorization).toBe(ADMIN.token);
      expect(JSON.parse(sent.body)).toMatchObject({ path: expect.any(String) });
      // The address and token stay in this tab for the next operation.
      expect(await page.evaluate(() => sessionStorage.getItem('alist.tryit.base'))).toBe(`${configured.url}/`);
    });

    test('shows an error code that AList sends with HTTP 200', async ({ page }) => {
      const p = await panel(page, lang, '/guide/api/fs.html', 'anyFsList');
      await p.getByLabel(t.baseLabel).fill(configured.url);
      await p.getByLabel(t.tokenLabel).fill('not-a-token');
      await p.getByRole('button', { name: t.send }).click();
      const status = p.locator('.api-tryit-status');
      await expect(status).toHaveAttribute('data-status', '200');
      await expect(status).toHaveAttribute('data-code', '401');
      await expect(status).toContainText(t.codeError(401, "that's not even a token"));
    });

    test('AList as shipped (cors "*") answers this site, token included', async ({ page }) => {
      const p = await panel(page, lang, '/guide/api/fs.html', 'anyFsList');
      await p.getByLabel(t.baseLabel).fill(shipped.url);
      await p.getByLabel(t.tokenLabel).fill(ADMIN.token);
      await p.getByRole('button', { name: t.send }).click();
      await expect(p.locator('.api-tryit-status')).toHaveAttribute('data-code', '200');
    });

    test('a server whose cors.allow_origins leaves this site out refuses: the panel names the settings', async ({ page }) => {
      const p = await panel(page, lang, '/guide/api/fs.html', 'anyFsList');
      await p.getByLabel(t.baseLabel).fill(elsewhere.url);
      await p.getByLabel(t.tokenLabel).fill(ADMIN.token);
      await p.getByRole('button', { name: t.send }).click();
      const alert = p.getByRole('alert');
      await expect(alert).toHaveAttribute('data-failure', 'cors');
      await expect(alert).toContainText('cors.allow_origins');
      await expect(alert).toContainText(new URL(page.url()).origin);
      // The preflight was refused with 403; the call itself never reached a route.
      expect(elsewhere.received.filter((r) => r.path === '/api/fs/list')).toHaveLength(0);
    });

    test('a server that does not answer is told apart from a CORS refusal', async ({ page }) => {
      await page.route(`${configured.url}/**`, (route) => route.abort('connectionrefused'));
      const p = await panel(page, lang, '/guide/api/fs.html', 'anyFsList');
      await p.getByLabel(t.baseLabel).fill(configured.url);
      await p.getByRole('button', { name: t.send }).click();
      await expect(p.getByRole('alert')).toHaveAttribute('data-failure', 'unreachable');
      await expect(p.getByRole('alert')).toHaveText(t.failure.unreachable);
    });

    test('a request that changes data asks first, and sends nothing on cancel', async ({ page }) => {
      const p = await panel(page, lang, '/guide/api/fs.html', 'postFsMkdir');
      await p.getByLabel(t.baseLabel).fill(configured.url);
      await p.getByLabel(t.tokenLabel).fill(ADMIN.token);
      const before = configured.received.filter((r) => r.path === '/api/fs/mkdir').length;
      await p.getByRole('button', { name: t.send }).click();
      const dialog = p.getByRole('alertdialog');
      await expect(dialog).toContainText(t.confirmWrite('POST', '/api/fs/mkdir'));
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(dialog).toHaveCount(0);
      expect(configured.received.filter((r) => r.path === '/api/fs/mkdir').length).toBe(before);
      await p.getByRole('button', { name: t.send }).click();
      await p.getByRole('alertdialog').getByRole('button', { name: t.confirm }).click();
      await expect(p.locator('.api-tryit-status')).toHaveAttribute('data-code', '200');
      expect(configured.received.filter((r) => r.path === '/api/fs/mkdir').length).toBe(before + 1);
    });

    test('bad input gets a clear message before anything is sent', async ({ page }) => {
      const p = await panel(page, lang, '/guide/api/fs.html', 'anyFsList');
      await p.getByRole('button', { name: t.send }).click();
      await expect(p.getByRole('alert')).toHaveText(t.base.empty);
      await p.getByLabel(t.baseLabel).fill('127.0.0.1:5244');
      await p.getByRole('button', { name: t.send }).click();
      await expect(p.getByRole('alert')).toHaveText(t.base.notUrl);
      await p.getByLabel(t.baseLabel).fill(configured.url);
      await p.getByLabel(t.bodyLabel).fill('{"path": ');
      await p.getByRole('button', { name: t.send }).click();
      await expect(p.getByRole('alert')).toHaveText(t.bodyInvalid);
    });
  });
}

test('the operation is complete in the static HTML, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/zh/guide/api/admin/other.html');
  const section = page.locator('section#postAdminIndexBuild');
  await expect(section).toContainText('/api/admin/index/build');
  await expect(section.locator('table, .api-op__example').first()).toBeAttached();
  await expect(page.locator('h3#admin-index-build')).toBeAttached();
  await context.close();
});

test('a long API page draws only the sections near the screen, and a link to a late section still lands on it', async ({ page }) => {
  await page.goto('/guide/api/fs.html');
  await page.waitForSelector('html[data-hydrated]');
  const lateHeading = await page.locator('section.api-op').last().evaluate((el) => {
    let h = el.previousElementSibling;
    while (h && !/^H[23]$/.test(h.tagName)) h = h.previousElementSibling;
    return h?.id ?? '';
  });
  expect(lateHeading).not.toBe('');
  const lateContent = page.locator('section.api-op').last().locator('> *').first();
  // Far below the screen, the browser skips the section's content (content-visibility: auto) ...
  expect(await lateContent.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  // ... where its tables cannot be measured yet: they stay keyboard-reachable, named regions until they are.
  const lateTable = page.locator('section.api-op').last().locator('.rp-table-scroll-container').first();
  await expect(lateTable).toHaveAttribute('tabindex', '0');
  await expect(lateTable).toHaveAttribute('role', 'region');
  await expect(lateTable).toHaveAttribute('aria-label', /^(GET|POST|ANY) \/api\/\S+: Parameters: /);
  // ... and prints it.
  await page.emulateMedia({ media: 'print' });
  expect(await lateContent.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  // On a screen wide enough for the table, it stops being a tab stop once it is drawn and measured.
  await page.setViewportSize({ width: 1920, height: 1000 });
  await lateTable.scrollIntoViewIfNeeded();
  await expect(lateTable).not.toHaveAttribute('tabindex');
  expect(await lateTable.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(false);

  // Following a link to a late operation (in a fresh page, so the sections above still have their 2,000 px
  // placeholders) puts its heading at the top of the window, below the navbar's place, and it stays there once
  // the sections around it have been drawn.
  const fresh = await page.context().newPage();
  await fresh.goto(`/guide/api/fs.html#${lateHeading}`);
  await fresh.waitForSelector('html[data-hydrated]');
  const heading = fresh.locator(`[id="${lateHeading}"]`);
  const topOf = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const nearTop = async () => {
    const top = await topOf();
    return top >= 0 && top < 200;
  };
  await expect.poll(nearTop).toBe(true);
  const landed = await topOf();
  await fresh.waitForTimeout(500);
  expect(Math.abs((await topOf()) - landed)).toBeLessThanOrEqual(2);
  const drawn = fresh.locator('section.api-op').last().locator('> *').first();
  expect(await drawn.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  await fresh.close();
});
