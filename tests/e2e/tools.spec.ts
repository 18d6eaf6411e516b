import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { componentText } from '../../site/componentText';

/**
 * The OAuth tool pages. The providers' sign-in pages are simulated as the navigation that sends the reader
 * back with a code; no cross-origin token answer is faked: a provider whose token endpoint a browser cannot
 * read (Microsoft for Web apps, Baidu) must never receive the code from the page, and the tests prove it.
 */

const MS = 'https://login.microsoftonline.com';

type TokenReply = (route: Route) => Promise<void>;

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

test.describe('OneDrive request → callback (terminal path: Microsoft refuses browser exchanges for Web apps)', () => {
  const t = componentText.en.tools;

  test('the code is never sent from the page; curl and PowerShell commands carry it', async ({ page }) => {
    const seen = await fakeMicrosoft(page, (route) => route.abort('failed'));
    await signIn(page, 'en');
    const origin = new URL(page.url()).origin;
    await expect(page.getByTestId('terminal-only')).toHaveText(t.callback.terminalOnly(t.providerNames.onedrive));
    // The authorization request carried no secret, and no token request left the page.
    expect(seen.authorize).toHaveLength(1);
    expect(seen.authorize[0].searchParams.get('client_secret')).toBeNull();
    expect(seen.authorize[0].searchParams.get('scope')).toBe('offline_access Files.ReadWrite.All');
    await page.waitForTimeout(300);
    expect(seen.token).toHaveLength(0);
    const curl = page.locator('[data-name="curl"] textarea');
    await expect(curl).toHaveValue(/curl -X POST 'https:\/\/login\.microsoftonline\.com\/common\/oauth2\/v2\.0\/token'/);
    await expect(curl).toHaveValue(/'code=CODE-1'/);
    await expect(curl).toHaveValue(/'client_secret=secret-xyz'/);
    await expect(curl).toHaveValue(new RegExp(`'redirect_uri=${origin.replace(/[.:/]/g, (c) => `\\${c}`)}\\/tool\\/onedrive\\/callback'`));
    const ps = page.locator('[data-name="powershell"] textarea');
    await expect(ps).toHaveValue(/^Invoke-RestMethod -Method Post -Uri 'https:\/\/login\.microsoftonline\.com\/common\/oauth2\/v2\.0\/token'/);
    await expect(ps).toHaveValue(/code='CODE-1'/);
    // The code is gone from the address bar.
    expect(new URL(page.url()).search).toBe('');
  });

  test('pasting what the terminal printed shows the refresh token and the storage values', async ({ page }) => {
    await fakeMicrosoft(page, (route) => route.abort('failed'));
    await signIn(page, 'en');
    const origin = new URL(page.url()).origin;
    await page.getByLabel(t.manual.pasteLabel).fill('{"token_type":"Bearer","refresh_token":"RT-FROM-TERMINAL","access_token":"AT-1","expires_in":3600}');
    await page.getByRole('button', { name: t.manual.read }).click();
    await expect(page.locator('[data-name="refresh-token"] textarea')).toHaveValue('RT-FROM-TERMINAL');
    await expect(page.locator('[data-name="option-client_id"] input')).toHaveValue('client-123');
    await expect(page.locator('[data-name="option-redirect_uri"] input')).toHaveValue(`${origin}/tool/onedrive/callback`);
    await expect(page.locator('[data-name="option-region"] input')).toHaveValue('global');
  });

  test('an error the terminal printed shows the provider code, description and a hint', async ({ page }) => {
    await fakeMicrosoft(page, (route) => route.abort('failed'));
    await signIn(page, 'en');
    await page
      .getByLabel(t.manual.pasteLabel)
      .fill(JSON.stringify({ error: 'invalid_grant', error_description: 'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.' }));
    await page.getByRole('button', { name: t.manual.read }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.providerError('invalid_grant'));
    await expect(alert).toContainText('AADSTS70008');
    await expect(alert).toContainText(t.hints.codeSpent);
    await expect(page.locator('[data-name="refresh-token"]')).toHaveCount(0);
  });

  test('Chinese: the callback returns to the Chinese page and explains the terminal path', async ({ page }) => {
    const zh = componentText.zh.tools;
    const seen = await fakeMicrosoft(page, (route) => route.abort('failed'));
    await signIn(page, 'zh');
    await expect(page).toHaveURL(/\/zh\/tool\/onedrive\/callback\.html$/);
    await expect(page.getByTestId('terminal-only')).toHaveText(zh.callback.terminalOnly(zh.providerNames.onedrive));
    await expect(page.locator('[data-name="powershell"] textarea')).toBeVisible();
    await page.getByLabel(zh.manual.pasteLabel).fill('{"refresh_token":"RT-ZH","access_token":"AT"}');
    await page.getByRole('button', { name: zh.manual.read }).click();
    await expect(page.locator('[data-name="refresh-token"] textarea')).toHaveValue('RT-ZH');
    expect(seen.token).toHaveLength(0);
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

test.describe('Baidu: the one-time code is not spent when the answer cannot be read', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`a code arriving with this tab's state stays unused (${lang})`, async ({ page }) => {
      const t = componentText[lang].tools;
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      // Baidu's sign-in page sends the reader back with a code; that navigation is simulated here.
      await page.route('https://openapi.baidu.com/oauth/2.0/authorize**', async (route) => {
        const url = new URL(route.request().url());
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', 'BAIDU-CODE');
        back.searchParams.set('state', url.searchParams.get('state')!);
        await route.fulfill({ status: 302, headers: { location: back.toString() } });
      });
      await page.goto(`${lang === 'zh' ? '/zh' : ''}/tool/baidu/callback.html`);
      await page.getByLabel(t.fieldsBaidu.clientSecret, { exact: true }).first().fill('baidu-secret');
      await page.getByRole('button', { name: t.request.submit(t.providerNames.baidu) }).click();
      await expect(page.getByTestId('terminal-only')).toHaveText(t.callback.terminalOnly(t.providerNames.baidu));
      await page.waitForTimeout(300);
      expect(requested.filter((u) => u.startsWith('https://openapi.baidu.com/oauth/2.0/token'))).toEqual([]);
      await expect(page.locator('[data-name="curl"] textarea')).toHaveValue(/code=BAIDU-CODE/);
      await expect(page.locator('[data-name="powershell"] textarea')).toHaveValue(/^Invoke-RestMethod -Uri 'https:\/\/openapi\.baidu\.com\/oauth\/2\.0\/token\?/);
    });
  }
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

  test('Dropbox callback: a code without kept values waits for the reader; a failed exchange offers the terminal', async ({ page }) => {
    const tokenCalls: string[] = [];
    // Only a network failure is simulated; no cross-origin answer is faked.
    await page.route('https://api.dropboxapi.com/**', (route) => {
      tokenCalls.push(route.request().postData() ?? '');
      return route.abort('failed');
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
    await expect(alert).toContainText(t.problems.network('https://api.dropboxapi.com'));
    expect(tokenCalls).toHaveLength(1);
    expect(new URLSearchParams(tokenCalls[0]).get('code')).toBe('DBX-CODE');
    await expect(page.locator('[data-name="curl"] textarea')).toHaveValue(/'code=DBX-CODE'/);
    await expect(page.locator('[data-name="powershell"] textarea')).toHaveValue(/code='DBX-CODE'/);
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
