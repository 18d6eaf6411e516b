import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { componentText } from '../../site/componentText';

/**
 * The OAuth tool pages against intercepted provider endpoints: nothing leaves the machine.
 * The authorization page answers with a redirect to the callback; the token endpoint answers
 * with whatever the test needs (tokens, an error JSON, an HTML 500, a network failure).
 */

const MS = 'https://login.microsoftonline.com';
const CORS = { 'access-control-allow-origin': '*' };

type TokenReply = (route: Route) => Promise<void>;

const json = (status: number, body: unknown): TokenReply => (route) =>
  route.fulfill({ status, headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });

/** Intercepts Microsoft's sign-in: /authorize redirects back with a code, /token answers with `reply`. */
async function fakeMicrosoft(page: Page, reply: TokenReply) {
  const seen: { authorize: URL[]; token: URLSearchParams[] } = { authorize: [], token: [] };
  await page.route(`${MS}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/common/oauth2/v2.0/authorize') {
      seen.authorize.push(url);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', 'CODE-1');
      back.searchParams.set('state', url.searchParams.get('state')!);
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
      return;
    }
    if (url.pathname === '/common/oauth2/v2.0/token') {
      seen.token.push(new URLSearchParams(route.request().postData() ?? ''));
      await reply(route);
      return;
    }
    await route.abort('failed');
  });
  return seen;
}

/** Fills the OneDrive request form and signs in; resolves on the callback page. */
async function signIn(page: Page, lang: 'en' | 'zh') {
  const t = componentText[lang].tools;
  await page.goto(`${lang === 'zh' ? '/zh' : ''}/tool/onedrive/request.html`);
  await page.getByLabel(t.fields.clientId, { exact: true }).fill('client-123');
  await page.getByLabel(t.fields.clientSecret, { exact: true }).fill('secret-xyz');
  await expect(page.getByLabel(t.fields.redirectUri, { exact: true })).toHaveValue(`${new URL(page.url()).origin}/tool/onedrive/callback`);
  await page.getByRole('button', { name: t.request.submit(t.providerNames.onedrive) }).click();
  await page.waitForURL(/\/tool\/onedrive\/callback\.html/);
}

test.describe('OneDrive request → callback', () => {
  const t = componentText.en.tools;

  test('a successful exchange shows the refresh token and the storage values', async ({ page }) => {
    const seen = await fakeMicrosoft(page, json(200, { token_type: 'Bearer', access_token: 'AT-1', refresh_token: 'RT-123', expires_in: 3600, scope: 'Files.ReadWrite.All' }));
    await signIn(page, 'en');
    const origin = new URL(page.url()).origin;

    await expect(page.locator('[data-name="refresh-token"] textarea')).toHaveValue('RT-123');
    await expect(page.getByText(t.result.title)).toBeVisible();
    await expect(page.locator('[data-name="option-client_id"] input')).toHaveValue('client-123');
    await expect(page.locator('[data-name="option-redirect_uri"] input')).toHaveValue(`${origin}/tool/onedrive/callback`);
    await expect(page.locator('[data-name="option-region"] input')).toHaveValue('global');

    // The authorization request carried no secret; the token request carried the code and the secret.
    expect(seen.authorize).toHaveLength(1);
    expect(seen.authorize[0].searchParams.get('client_secret')).toBeNull();
    expect(seen.authorize[0].searchParams.get('scope')).toBe('offline_access Files.ReadWrite.All');
    expect(seen.token).toHaveLength(1);
    expect(Object.fromEntries(seen.token[0])).toMatchObject({
      code: 'CODE-1',
      client_id: 'client-123',
      client_secret: 'secret-xyz',
      redirect_uri: `${origin}/tool/onedrive/callback`,
      grant_type: 'authorization_code',
    });
    // The code is gone from the address bar, the secret from session storage.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => window.sessionStorage.getItem('alist-docs:tool:onedrive'))).toBeNull();
  });

  test('an error JSON shows the provider code, description and HTTP status', async ({ page }) => {
    await fakeMicrosoft(
      page,
      json(400, { error: 'invalid_grant', error_description: 'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.', error_codes: [70008] }),
    );
    await signIn(page, 'en');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.providerError('invalid_grant'));
    await expect(alert).toContainText('AADSTS70008');
    await expect(alert).toContainText(t.problems.status(400));
    await expect(alert).toContainText(t.hints.codeSpent);
    await expect(page.locator('[data-name="refresh-token"]')).toHaveCount(0);
  });

  test('a 500 with an HTML body is reported as such, with its status', async ({ page }) => {
    await fakeMicrosoft(page, (route) =>
      route.fulfill({ status: 500, headers: { ...CORS, 'content-type': 'text/html' }, body: '<html><body><h1>Internal Server Error</h1></body></html>' }),
    );
    await signIn(page, 'en');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.notJson);
    await expect(alert).toContainText(t.problems.status(500));
    await expect(alert).toContainText('Internal Server Error');
  });

  test('a network failure says so and opens the terminal fallback with the code', async ({ page }) => {
    await fakeMicrosoft(page, (route) => route.abort('failed'));
    await signIn(page, 'en');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.network(MS));
    await expect(alert).toContainText(t.problems.networkDetail);
    const command = page.locator('[data-name="curl"] textarea');
    await expect(command).toBeVisible();
    await expect(command).toHaveValue(/curl -X POST 'https:\/\/login\.microsoftonline\.com\/common\/oauth2\/v2\.0\/token'/);
    await expect(command).toHaveValue(/'code=CODE-1'/);

    // Pasting what the terminal printed gives the token.
    await page.getByLabel(t.manual.pasteLabel).fill('{"refresh_token":"RT-FROM-TERMINAL","access_token":"x"}');
    await page.getByRole('button', { name: t.manual.read }).click();
    await expect(page.locator('[data-name="refresh-token"] textarea')).toHaveValue('RT-FROM-TERMINAL');
  });

  test('Chinese: the callback returns to the Chinese page and explains a refused browser exchange', async ({ page }) => {
    const zh = componentText.zh.tools;
    await fakeMicrosoft(
      page,
      json(400, {
        error: 'invalid_request',
        error_description: "AADSTS9002326: Cross-origin token redemption is permitted only for the 'Single-Page Application' client-type.",
      }),
    );
    await signIn(page, 'zh');
    await expect(page).toHaveURL(/\/zh\/tool\/onedrive\/callback\.html$/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(zh.problems.providerError('invalid_request'));
    await expect(alert).toContainText('AADSTS9002326');
    await expect(alert).toContainText(zh.problems.status(400));
    await expect(alert).toContainText(zh.hints.crossOrigin);
    await expect(page.locator('[data-name="curl"] textarea')).toBeVisible();
  });

  test('Chinese: a successful exchange', async ({ page }) => {
    const zh = componentText.zh.tools;
    await fakeMicrosoft(page, json(200, { refresh_token: 'RT-ZH', access_token: 'AT', expires_in: 3600 }));
    await signIn(page, 'zh');
    await expect(page.locator('[data-name="refresh-token"] textarea')).toHaveValue('RT-ZH');
    await expect(page.getByText(zh.result.title)).toBeVisible();
  });

  test('a missing required field is reported before leaving the page', async ({ page }) => {
    let left = false;
    await page.route(`${MS}/**`, (route) => {
      left = true;
      return route.abort('failed');
    });
    await page.goto('/tool/onedrive/request.html');
    await page.getByRole('button', { name: t.request.submit(t.providerNames.onedrive) }).click();
    await expect(page.getByRole('alert')).toContainText(t.problems.required(t.fields.clientId));
    await expect(page.getByLabel(t.fields.clientId, { exact: true })).toBeFocused();
    expect(left).toBe(false);
  });
});

test.describe('other providers', () => {
  const t = componentText.en.tools;

  test('Dropbox callback: a declined sign-in shows the provider error', async ({ page }) => {
    await page.goto('/tool/dropbox/callback.html?error=access_denied&error_description=The+user+chose+not+to+give+your+app+access&state=abc');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.authorizeError('access_denied'));
    await expect(alert).toContainText('The user chose not to give your app access');
    await expect(alert).toContainText(t.hints.accessDenied);
    expect(new URL(page.url()).search).toBe('');
  });

  test('Dropbox callback: a code without kept values waits for the reader, then shows the token error', async ({ page }) => {
    const tokenCalls: string[] = [];
    await page.route('https://api.dropboxapi.com/**', (route) => {
      tokenCalls.push(route.request().postData() ?? '');
      return json(400, { error: 'invalid_grant', error_description: "code doesn't exist or has expired" })(route);
    });
    await page.goto('/tool/dropbox/callback.html?code=DBX-CODE&state=unknown');
    await expect(page.getByText(t.callback.noPending)).toBeVisible();
    // Nothing is exchanged before the reader asks for it.
    await page.waitForTimeout(300);
    expect(tokenCalls).toHaveLength(0);
    await expect(page.getByLabel(t.fields.code)).toHaveValue('DBX-CODE');
    await page.getByLabel(t.fieldsDropbox.clientId, { exact: true }).fill('app-key');
    await page.getByLabel(t.fieldsDropbox.clientSecret, { exact: true }).fill('app-secret');
    await page.getByRole('button', { name: t.callback.exchange }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.providerError('invalid_grant'));
    await expect(alert).toContainText("code doesn't exist or has expired");
    await expect(alert).toContainText(t.problems.status(400));
    expect(tokenCalls).toHaveLength(1);
    expect(new URLSearchParams(tokenCalls[0]).get('code')).toBe('DBX-CODE');
  });

  test('Yandex callback: a plain visit shows the start form and calls nobody', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/tool/yandex/callback.html');
    await expect(page.getByRole('button', { name: t.request.submit(t.providerNames.yandex) })).toBeVisible();
    await expect(page.getByLabel(t.fields.clientId, { exact: true }).first()).toHaveValue('a78d5a69054042fa936f6c77f9a0ae8b');
    await page.waitForTimeout(300);
    const origin = new URL(page.url()).origin;
    expect(requested.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([]);
  });

  test('115 (Chinese): the cookie helper shortens a header and names missing parts', async ({ page }) => {
    const zh = componentText.zh.tools.pan115;
    await page.goto('/zh/tool/115/token.html');
    const input = page.getByLabel(zh.cookieInput);
    await input.fill('Cookie: a=1; UID=1_A1_2; CID=c; SEID=s; b=x==');
    await page.getByRole('button', { name: zh.cookieButton }).click();
    await expect(page.locator('[data-name="option-cookie"] textarea')).toHaveValue('UID=1_A1_2; CID=c; SEID=s');
    await input.fill('UID=1');
    await page.getByRole('button', { name: zh.cookieButton }).click();
    await expect(page.getByRole('alert')).toHaveText(zh.cookieMissing('CID, SEID'));
  });

  test('SharePoint WebDAV: a library link becomes address and root folder', async ({ page }) => {
    const w = t.webdav;
    await page.goto('/tool/onedrive/webdav.html');
    await page.getByLabel(w.input).fill('https://contoso.sharepoint.com/sites/Team/Shared%20Documents/Forms/AllItems.aspx?id=%2Fsites%2FTeam%2FShared%20Documents%2FMovies');
    await page.getByRole('button', { name: w.build }).click();
    await expect(page.locator('[data-name="option-address"] input')).toHaveValue('https://contoso.sharepoint.com/sites/Team/Shared Documents');
    await expect(page.locator('[data-name="option-root_folder_path"] input')).toHaveValue('/Movies');
    await page.getByLabel(w.input).fill('https://example.com/dav');
    await page.getByRole('button', { name: w.build }).click();
    await expect(page.getByRole('alert')).toHaveText(w.notSharePoint('example.com'));
  });
});
