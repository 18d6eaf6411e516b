import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { componentText } from '../../site/componentText';
import type { RecordedRequest } from '../standins/providers';
import { secretFor } from '../standins/providers';
import { NGINX_TOOLS_BASE_PORT, SERVICE_PORT, SERVICE_SITE_PORT, STANDIN_CONTROL_PORT, STANDIN_HTTPS_PORT } from '../standins/ports';
import type { ProviderId } from '../../providers/table';
import { outDir } from '../../scripts/builtFiles';
import { startNginx, type RunningNginx } from './nginx';

/**
 * Every /tool/ flow from the request page to the shown token, against stand-in providers that apply the real
 * services' cross-origin rules (tests/standins/providers.ts): through the token service (the site as `npm start`
 * serves it), in the browser where the provider lets pages read its answers, and by the terminal command
 * otherwise, which is run for real with curl. Nothing here fakes a provider's answer with page.route.
 */

const SERVICE_SITE = `http://127.0.0.1:${SERVICE_SITE_PORT}`;
const SERVICE_URL = `http://127.0.0.1:${SERVICE_PORT}`;
const langs = ['en', 'zh'] as const;
type Lang = (typeof langs)[number];

const prefix = (lang: Lang) => (lang === 'zh' ? '/zh' : '');
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;

async function recorded(request: APIRequestContext, clientId: string): Promise<RecordedRequest[]> {
  const all = (await (await request.get(`http://127.0.0.1:${STANDIN_CONTROL_PORT}/requests`)).json()) as RecordedRequest[];
  return all.filter((r) => r.clientId === clientId);
}

/** Runs the curl command the page shows, as a reader would, with curl pointed at the stand-ins (a .curlrc, not an edited command). */
async function runCurl(command: string): Promise<string> {
  const home = mkdtempSync(path.join(tmpdir(), 'curlrc-'));
  const cert = path.resolve('tests/standins/tls-cert.pem');
  writeFileSync(path.join(home, '.curlrc'), `connect-to = "::127.0.0.1:${STANDIN_HTTPS_PORT}"\ncacert = "${cert}"\nsilent\n`);
  const { stdout } = await promisify(execFile)('sh', ['-c', command], { env: { ...process.env, CURL_HOME: home, HOME: home }, encoding: 'utf8', timeout: 15_000 });
  return stdout;
}

interface SignIn {
  site?: string;
  lang: Lang;
  provider: ProviderId;
  clientId: string;
  region?: string;
  sharepoint?: boolean;
  photos?: boolean;
  operator?: boolean;
  expectRoute: 'service' | 'browser' | 'terminal';
}

/** Fills the provider's request form (or the start form of a callback page) and signs in at the stand-in. */
async function signIn(page: Page, o: SignIn) {
  const t = componentText[o.lang].tools;
  const start = { onedrive: 'onedrive/request', google: 'google/request', dropbox: 'dropbox/request', aliyundrive: 'aliyundrive/request', yandex: 'yandex/callback', baidu: 'baidu/callback' }[o.provider];
  await page.goto(`${o.site ?? ''}${prefix(o.lang)}/tool/${start}.html`);
  const form = page.locator(`form[data-provider="${o.provider}"]`);
  await expect(form.locator('.tool-route')).toHaveAttribute('data-route', o.expectRoute);
  if (o.operator) {
    await form.getByRole('radio', { name: t.appChoice.operator(SERVICE_URL) }).check();
    await expect(form.locator('[name="client_id"]')).toHaveCount(0);
  } else {
    await form.locator('[name="client_id"]').fill(o.clientId);
    await form.locator('[name="client_secret"]').fill(secretFor(o.clientId));
  }
  if (o.region) await form.locator('[name="region"]').selectOption(o.region);
  if (o.sharepoint) await form.getByLabel(t.fields.sharepoint).check();
  if (o.photos) await form.locator('[name="scope"]').selectOption('photos');
  const origin = new URL(page.url()).origin;
  await expect(form.locator('[name="redirect_uri"]')).toHaveValue(`${origin}/tool/${o.provider}/callback`);
  await form.getByRole('button', { name: t.request.submit(t.providerNames[o.provider]) }).click();
  await page.waitForURL(new RegExp(`${prefix(o.lang)}/tool/${o.provider}/callback\\.html$`));
}

const refreshToken = (page: Page) => page.locator('[data-name="refresh-token"] textarea');

test.describe('through the token service (npm start)', () => {
  for (const lang of langs) {
    const t = componentText[lang].tools;

    test(`OneDrive, global, with the SharePoint site ID (${lang})`, async ({ page, request }) => {
      const clientId = unique('od');
      await signIn(page, { site: SERVICE_SITE, lang, provider: 'onedrive', clientId, sharepoint: true, expectRoute: 'service' });
      await expect(refreshToken(page)).toHaveValue(/\S+\.\S+\.sig/);
      await expect(page.locator('[data-name="option-client_id"] input')).toHaveValue(clientId);
      expect(new URL(page.url()).search).toBe('');
      // The code went to Microsoft once, from the service (no Origin header), with the PKCE verifier.
      const token = (await recorded(request, clientId)).filter((r) => r.path.endsWith('/token'));
      expect(token).toHaveLength(1);
      expect(token[0].origin).toBeNull();
      await page.locator('summary', { hasText: t.siteId.title }).click();
      await page.getByLabel(t.siteId.siteUrl).fill('https://contoso.sharepoint.com/sites/Marketing');
      await page.getByRole('button', { name: t.siteId.lookup }).click();
      await expect(page.locator('[data-name="site-id"] input')).toHaveValue(/^contoso\.sharepoint\.com,/);
    });

    test(`OneDrive: the tokens stay when the site ID lookup's code cannot be downloaded (${lang})`, async ({ page }) => {
      // The lookup's code loads only once tokens are there (components/tools/AfterTokens.tsx); here its download fails.
      let failed = 0;
      await page.route('**/static/js/async/*.js', async (route) => {
        const response = await route.fetch();
        if ((await response.text()).includes('/v1/onedrive/site')) {
          failed += 1;
          return route.abort('internetdisconnected');
        }
        return route.fulfill({ response });
      });
      await signIn(page, { site: SERVICE_SITE, lang, provider: 'onedrive', clientId: unique('od-offline'), sharepoint: true, expectRoute: 'service' });
      await expect(refreshToken(page)).toHaveValue(/\S+\.\S+\.sig/);
      await expect(page.getByRole('alert').filter({ hasText: t.siteId.loadFailed })).toBeVisible();
      expect(failed).toBe(1);
      await expect(page.locator('summary', { hasText: t.siteId.title })).toHaveCount(0);
    });

    for (const [region, host] of [['cn', 'login.chinacloudapi.cn'], ['us', 'login.microsoftonline.us']] as const) {
      test(`OneDrive, ${region === 'cn' ? '21Vianet' : 'US government'} (${region}) (${lang})`, async ({ page, request }) => {
        const clientId = unique(`od-${region}`);
        await signIn(page, { site: SERVICE_SITE, lang, provider: 'onedrive', clientId, region, expectRoute: 'service' });
        await expect(refreshToken(page)).toHaveValue(/\.sig$/);
        await expect(page.locator('[data-name="option-region"] input')).toHaveValue(region);
        expect((await recorded(request, clientId)).map((r) => r.host)).toEqual([host, host]);
      });
    }

    for (const provider of ['google', 'dropbox', 'yandex', 'baidu', 'aliyundrive'] as const) {
      test(`${provider}, own app (${lang})`, async ({ page, request }) => {
        const clientId = unique(provider);
        await signIn(page, { site: SERVICE_SITE, lang, provider, clientId, expectRoute: 'service' });
        await expect(refreshToken(page)).toHaveValue(/\.sig$/);
        await expect(page.locator('[data-name="option-client_id"] input')).toHaveValue(clientId);
        const redeemed = (await recorded(request, clientId)).filter((r) => r.redeemed);
        expect(redeemed).toHaveLength(1);
        expect(redeemed[0].origin).toBeNull();
      });
    }

    for (const provider of ['aliyundrive', 'dropbox'] as const) {
      test(`${provider}, the service's own app: the page names the relay, and the relay renews like AList does (${lang})`, async ({ page, request }) => {
        await signIn(page, { site: SERVICE_SITE, lang, provider, clientId: '', operator: true, expectRoute: 'service' });
        await expect(refreshToken(page)).toHaveValue(/\.sig$/);
        const relay = `${SERVICE_URL}/relay/${provider}`;
        await expect(page.locator('[data-name="option-oauth_token_url"] input')).toHaveValue(relay);
        await expect(page.getByTestId('relay-note')).toHaveText(t.result.relayNote);
        await expect(page.locator('[data-name="option-client_id"]')).toHaveCount(0);
        const rt = await refreshToken(page).inputValue();
        // The request AList v3.63 sends with an empty client_id (drivers/aliyundrive_open/util.go, drivers/dropbox/util.go).
        const renewed =
          provider === 'aliyundrive'
            ? await request.get(`${relay}?${new URLSearchParams({ refresh_ui: rt, server_use: 'true', driver_txt: 'alicloud_qr' })}`)
            : await request.post(relay, { form: { grant_type: 'refresh_token', refresh_token: rt, client_id: '', client_secret: '' } });
        expect(renewed.status()).toBe(200);
        expect(await renewed.json()).toMatchObject({ access_token: expect.stringMatching(/^at-/) });
      });
    }

    test(`115 QR code shown inline, cookie after confirming in the app (${lang})`, async ({ page }) => {
      const p = t.pan115;
      await page.goto(`${SERVICE_SITE}${prefix(lang)}/tool/115/token.html`);
      const part = page.locator('[data-part="qrservice"]');
      await part.getByLabel(p.qrApp).selectOption('tv');
      await part.getByRole('button', { name: p.qrStart }).click();
      await expect(part.getByRole('img', { name: p.qrImageAlt })).toBeVisible();
      await expect(part.locator('[data-name="option-cookie"] textarea')).toHaveValue(/^UID=\w+;CID=\w+;SEID=\w+;KID=\w+$/, { timeout: 15_000 });
      await expect(part.getByText(p.qrCookieNote)).toBeVisible();
    });

    test(`WoPan: phone, password and SMS code on the page give the refresh token; a wrong code shows WoPan's answer (${lang})`, async ({ page, request }) => {
      const w = t.wopan;
      const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      await page.goto(`${SERVICE_SITE}${prefix(lang)}/tool/wopan/token.html`);
      const part = page.locator('[data-part="wopanservice"]');
      await part.getByLabel(w.phone).fill(phone);
      await part.getByLabel(w.password).fill('wopan-pass');
      await part.getByRole('button', { name: w.sendCode }).click();
      await expect(part.getByRole('status')).toHaveText(w.codeSent);
      await part.getByLabel(w.smsCode).fill('111111');
      await part.getByRole('button', { name: w.signIn }).click();
      await expect(page.getByRole('alert')).toContainText('wrong SMS code');
      await part.getByRole('button', { name: w.sendAgain }).click();
      await expect(part.getByRole('status')).toHaveText(w.codeSent);
      await part.getByLabel(w.smsCode).fill('246810');
      await part.getByRole('button', { name: w.signIn }).click();
      await expect(part.locator('[data-name="option-refresh_token"] input')).toHaveValue(/^wo-rt-/);
      await expect(part.getByLabel(w.password)).toHaveValue('');
      // Every call reached WoPan from the service, as its own web app, never from the page.
      const calls = await recorded(request, phone);
      expect(calls.length).toBe(4);
      expect(calls.every((r) => r.origin === 'https://pan.wo.cn')).toBe(true);
    });

    test(`a provider error passes through the service with its hint; a slow provider gets the service's timeout text (${lang})`, async ({ page }) => {
      const clientId = unique('gx');
      await page.goto(`${SERVICE_SITE}${prefix(lang)}/tool/google/request.html`);
      const form = page.locator('form[data-provider="google"]');
      await expect(form.locator('.tool-route')).toHaveAttribute('data-route', 'service');
      await form.locator('[name="client_id"]').fill(clientId);
      await form.locator('[name="client_secret"]').fill('wrong-secret');
      await form.getByRole('button', { name: t.request.submit(t.providerNames.google) }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t.problems.providerError('invalid_client'));
      await expect(alert).toContainText(t.hints.badClient);

      const slow = unique('g') + '-slow';
      await signIn(page, { site: SERVICE_SITE, lang, provider: 'google', clientId: slow, expectRoute: 'service' });
      await expect(page.getByRole('alert')).toContainText(t.problems.serviceError('upstream_timeout'), { timeout: 15_000 });
      await expect(page.getByRole('alert')).toContainText(t.serviceErrors.upstream_timeout);
    });
  }
});

test.describe('without a token service (a plain static host)', () => {
  for (const lang of langs) {
    const t = componentText[lang].tools;

    for (const provider of ['google', 'dropbox'] as const) {
      test(`${provider} finishes in the browser, with PKCE (${lang})`, async ({ page, request }) => {
        const clientId = unique(provider);
        await signIn(page, { lang, provider, clientId, expectRoute: 'browser' });
        await expect(refreshToken(page)).toHaveValue(/\.sig$/);
        const seen = await recorded(request, clientId);
        const authorize = seen.find((r) => !r.redeemed && r.method === 'GET');
        expect(authorize).toBeTruthy();
        // The page itself redeemed the code, cross-origin.
        const redeemed = seen.filter((r) => r.redeemed);
        expect(redeemed).toHaveLength(1);
        expect(redeemed[0].origin).toBe(new URL(page.url()).origin);
      });
    }

    test(`Google Photos: the album list of the app's own albums; shared albums explain Google's 2025 change (${lang})`, async ({ page }) => {
      await signIn(page, { lang, provider: 'google', clientId: unique('gp'), photos: true, expectRoute: 'browser' });
      await page.getByRole('link', { name: t.result.albumLink }).click();
      await page.waitForURL(/\/tool\/google\/album\.html$/);
      await expect(page.getByText(t.album.tokenFromCallback)).toBeVisible();
      await page.getByRole('button', { name: t.album.list }).click();
      await expect(page.locator('[data-name="album-id"] input')).toHaveValue('album-made-by-app');
      await page.getByLabel(t.album.shared).check();
      await page.getByRole('button', { name: t.album.list }).click();
      await expect(page.getByRole('alert')).toContainText(t.hints.photosScope);
    });

    for (const provider of ['onedrive', 'yandex', 'aliyundrive'] as const) {
      test(`${provider}: the page never sends the code; the curl command it shows works, and its answer finishes the flow (${lang})`, async ({ page, request }) => {
        const clientId = unique(provider);
        await signIn(page, { lang, provider, clientId, sharepoint: provider === 'onedrive', expectRoute: 'terminal' });
        await expect(page.getByTestId('terminal-only')).toHaveText(t.callback.terminalOnly(t.providerNames[provider]));
        expect((await recorded(request, clientId)).filter((r) => r.redeemed)).toEqual([]);
        await expect(page.locator('[data-name="powershell"] textarea')).toHaveValue(/^Invoke-RestMethod -Method Post/);
        const answer = await runCurl(await page.locator('[data-name="curl"] textarea').inputValue());
        await page.getByLabel(t.manual.pasteLabel).fill(answer);
        await page.getByRole('button', { name: t.manual.read }).click();
        await expect(refreshToken(page)).toHaveValue(/\.sig$/);
        if (provider === 'onedrive') {
          // The SharePoint site ID lookup is offered on the terminal path too (Graph answers web pages).
          await page.locator('summary', { hasText: t.siteId.title }).click();
          await page.getByLabel(t.siteId.siteUrl).fill('https://contoso.sharepoint.com/sites/Sales');
          await page.getByRole('button', { name: t.siteId.lookup }).click();
          await expect(page.locator('[data-name="site-id"] input')).toHaveValue(/^contoso\.sharepoint\.com,/);
        }
      });
    }

    test(`Baidu: the code is not spent when the page cannot read the answer; the terminal redeems it (${lang})`, async ({ page, request }) => {
      const clientId = unique('bd');
      await signIn(page, { lang, provider: 'baidu', clientId, expectRoute: 'terminal' });
      await expect(page.getByTestId('terminal-only')).toBeVisible();
      await page.waitForTimeout(300);
      expect((await recorded(request, clientId)).filter((r) => r.path === '/oauth/2.0/token')).toEqual([]);
      const answer = await runCurl(await page.locator('[data-name="curl"] textarea').inputValue());
      expect(JSON.parse(answer).refresh_token).toMatch(/\.sig$/);
      await page.getByLabel(t.manual.pasteLabel).fill(answer);
      await page.getByRole('button', { name: t.manual.read }).click();
      await expect(refreshToken(page)).toHaveValue(/\.sig$/);
    });

    test(`WoPan: without a service the page says why it cannot sign in, and the paste reader remains (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/tool/wopan/token.html`);
      await expect(page.getByTestId('wopan-no-service')).toHaveText(t.wopan.noService);
      await expect(page.getByLabel(t.wopan.input)).toBeVisible();
    });

    test(`115: without a service the page says why no QR code shows, and the manual steps remain (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/tool/115/token.html`);
      await expect(page.getByTestId('qr-no-service')).toHaveText(t.pan115.qrNoService);
      await expect(page.locator('[data-part="qrcode"]')).toBeVisible();
    });
  }

  test('a declined sign-in shows the provider error and a hint', async ({ page }) => {
    const t = componentText.en.tools;
    await signIn(page, { lang: 'en', provider: 'dropbox', clientId: unique('d') + '-deny', expectRoute: 'browser' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.authorizeError('access_denied'));
    await expect(alert).toContainText(t.hints.accessDenied);
    expect(new URL(page.url()).search).toBe('');
  });

  test('a single-tenant Microsoft app: the callback shows AADSTS50194 and says to make the app multi-tenant', async ({ page }) => {
    const t = componentText.en.tools;
    await signIn(page, { lang: 'en', provider: 'onedrive', clientId: `${unique('od')}-single`, expectRoute: 'terminal' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.authorizeError('invalid_request'));
    await expect(alert).toContainText('AADSTS50194');
    await expect(alert).toContainText(t.hints.singleTenant);
  });

  test('a redirect URI other than the registered default never comes back: the provider shows its own error page', async ({ page }) => {
    const t = componentText.en.tools;
    await page.goto('/tool/google/request.html');
    const form = page.locator('form[data-provider="google"]');
    const clientId = unique('g');
    await form.locator('[name="client_id"]').fill(clientId);
    await form.locator('[name="client_secret"]').fill(secretFor(clientId));
    await form.locator('[name="redirect_uri"]').fill(`${new URL(page.url()).origin}/tool/google/callback.html`);
    await form.getByRole('button', { name: t.request.submit(t.providerNames.google) }).click();
    await page.waitForURL(/^https:\/\/accounts\.google\.com\//);
    await expect(page.locator('h1')).toHaveText('Error 400: redirect_uri_mismatch');
  });

  /** Signs in at the stand-in outside this tab's request (no kept values), so the reader fills the exchange form. */
  async function codeWithoutRequest(page: Page, provider: 'google' | 'dropbox', clientId: string, extra: Record<string, string> = {}) {
    const authorize = new URL(provider === 'google' ? 'https://accounts.google.com/o/oauth2/v2/auth' : 'https://www.dropbox.com/oauth2/authorize');
    const redirect = `${test.info().project.use.baseURL}/tool/${provider}/callback`;
    const params = { client_id: clientId, redirect_uri: redirect, response_type: 'code', access_type: 'offline', token_access_type: 'offline', state: 'elsewhere', ...extra };
    for (const [k, v] of Object.entries(params)) authorize.searchParams.set(k, v);
    await page.goto(authorize.toString());
    await page.waitForURL(new RegExp(`/tool/${provider}/callback\\.html$`));
    const form = page.locator('.tool-app form.tool-form');
    await form.locator('[name="client_id"]').fill(clientId);
    await form.locator('[name="client_secret"]').fill(secretFor(clientId));
    return form;
  }

  test('an exchange with another redirect URI than the sign-in\'s shows the provider\'s refusal and says which value to use', async ({ page }) => {
    const t = componentText.en.tools;
    const form = await codeWithoutRequest(page, 'google', unique('g'));
    await form.locator('[name="redirect_uri"]').fill(`${new URL(page.url()).origin}/tool/google/callback.html`);
    await form.getByRole('button', { name: t.callback.exchange }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.providerError('redirect_uri_mismatch'));
    await expect(alert).toContainText(t.hints.redirectChanged);
  });

  test('a PKCE code exchanged without its verifier (another tab\'s sign-in) shows the provider\'s refusal and the PKCE hint', async ({ page }) => {
    const t = componentText.en.tools;
    // The S256 challenge of RFC 7636's example verifier; this tab never saw the verifier.
    const form = await codeWithoutRequest(page, 'dropbox', unique('d'), { code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' });
    await form.getByRole('button', { name: t.callback.exchange }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.problems.providerError('invalid_grant'));
    await expect(alert).toContainText('Missing code verifier.');
    await expect(alert).toContainText(t.hints.pkce);
  });

  test('a code without this tab\'s values waits for the reader; a network failure offers the terminal', async ({ page, request }) => {
    const t = componentText.en.tools;
    // Only a network failure is simulated.
    await page.route('https://api.dropboxapi.com/**', (route) => route.abort('failed'));
    await page.goto('/tool/dropbox/callback.html?code=DBX-CODE&state=unknown');
    await expect(page.getByText(t.callback.noPending)).toBeVisible();
    await expect(page.getByLabel(t.fields.code)).toHaveValue('DBX-CODE');
    await page.getByLabel(t.fieldsDropbox.clientId, { exact: true }).fill('app-key');
    await page.getByLabel(t.fieldsDropbox.clientSecret, { exact: true }).fill('app-secret');
    await page.getByRole('button', { name: t.callback.exchange }).click();
    await expect(page.getByRole('alert')).toContainText(t.problems.network('https://api.dropboxapi.com'));
    await expect(page.locator('[data-name="curl"] textarea')).toHaveValue(/'code=DBX-CODE'/);
    expect(await recorded(request, 'app-key')).toEqual([]);
  });

  test('a missing required field is reported before leaving the page', async ({ page, request }) => {
    const t = componentText.en.tools;
    await page.goto('/tool/onedrive/request.html');
    await page.getByRole('button', { name: t.request.submit(t.providerNames.onedrive) }).click();
    await expect(page.getByRole('alert')).toContainText(t.problems.required(t.fields.clientId));
    await expect(page.getByLabel(t.fields.clientId, { exact: true })).toBeFocused();
    expect(page.url()).toMatch(/\/tool\/onedrive\/request\.html$/);
    expect(await recorded(request, '')).toEqual([]);
  });

  test('an answer pasted from the terminal with an error shows the code, description and hint', async ({ page }) => {
    const t = componentText.en.tools;
    await signIn(page, { lang: 'en', provider: 'onedrive', clientId: unique('od'), expectRoute: 'terminal' });
    await page
      .getByLabel(t.manual.pasteLabel)
      .fill(JSON.stringify({ error: 'invalid_grant', error_description: 'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.' }));
    await page.getByRole('button', { name: t.manual.read }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('AADSTS70008');
    await expect(alert).toContainText(t.hints.codeSpent);
  });
});

test.describe("through the production hosting layer (deploy/nginx), back at AList's default callback URI without .html", () => {
  // The stand-ins send the reader back to `<site>/tool/<provider>/callback?code=…&state=…`, the spelling of
  // AList's defaults, and accept no other (tests/standins/providers.ts). nginx must hand that query to the page.
  let nginx: RunningNginx;
  test.beforeAll(async ({}, info) => {
    // One nginx per parallel worker slot, on the ports the stand-in apps have registered (tests/standins/ports.ts).
    nginx = await startNginx(outDir, NGINX_TOOLS_BASE_PORT + info.parallelIndex);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });
  test.afterEach(async () => {
    // The code reached the page, and no code or state reached the access log.
    const log = nginx.accessLog();
    expect(log).toMatch(/"GET (\/zh)?\/tool\/\w+\/callback HTTP/);
    expect(log).not.toMatch(/code-|code=|state=/);
  });

  const flows: [ProviderId, Lang][] = [
    ['google', 'en'],
    ['dropbox', 'zh'],
    ['onedrive', 'en'],
    ['yandex', 'en'],
    ['aliyundrive', 'zh'],
    ['baidu', 'zh'],
  ];
  for (const [provider, lang] of flows) {
    const route = provider === 'google' || provider === 'dropbox' ? 'browser' : 'terminal';
    test(`${provider}: sign-in to refresh token through nginx, ${route} route (${lang})`, async ({ page, request }) => {
      const t = componentText[lang].tools;
      const clientId = unique(provider);
      await signIn(page, { site: nginx.origin, lang, provider, clientId, expectRoute: route });
      if (route === 'terminal') {
        await expect(page.getByTestId('terminal-only')).toHaveText(t.callback.terminalOnly(t.providerNames[provider]));
        const answer = await runCurl(await page.locator('[data-name="curl"] textarea').inputValue());
        await page.getByLabel(t.manual.pasteLabel).fill(answer);
        await page.getByRole('button', { name: t.manual.read }).click();
      }
      await expect(refreshToken(page)).toHaveValue(/\.sig$/);
      expect((await recorded(request, clientId)).filter((r) => r.redeemed)).toHaveLength(1);
      // The code is out of the address bar once read.
      expect(new URL(page.url()).search).toBe('');
    });
  }
});

test.describe('the tool arrives after the page', () => {
  // components/tools/ToolIsland.tsx: a tool page hydrates with a loading line; the tool's chunk comes after, and a
  // failed download (offline) says so and can be retried. page.route stands in for the network failing.
  for (const lang of langs) {
    test(`a held-back tool leaves the page working; a failed one offers a retry that loads it (${lang})`, async ({ page }) => {
      const t = componentText[lang].tools;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      let mode: 'hold' | 'fail' | 'serve' = 'hold';
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const toolRequests: string[] = [];
      await page.route('**/static/js/async/**', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (!body.includes('tool-form')) return route.fulfill({ response, body });
        toolRequests.push(mode);
        if (mode === 'fail') return route.abort('internetdisconnected');
        if (mode === 'hold') await released;
        return route.fulfill({ response, body });
      });
      // The fixture's goto waits for hydration: it returns while the tool's chunk is still held back.
      await page.goto(`${prefix(lang)}/tool/onedrive/request.html`);
      await expect.poll(() => toolRequests).toEqual(['hold']);
      await expect(page.locator('.tool-loading')).toHaveText(t.loading);
      await expect(page.locator('form[data-provider="onedrive"]')).toHaveCount(0);
      release();
      await expect(page.locator('form[data-provider="onedrive"]')).toBeVisible();
      await expect(page.locator('.tool-loading')).toHaveCount(0);

      // A first load whose tool cannot be downloaded.
      mode = 'fail';
      await page.goto(`${prefix(lang)}/tool/onedrive/callback.html`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t.loadFailed);
      mode = 'serve';
      await alert.getByRole('button', { name: t.retry }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('.rp-doc').getByRole('link', { name: t.callback.startLink })).toBeVisible();
      // Refused first (the callback tool may span more than one chunk), then served on the retry.
      const later = toolRequests.slice(1);
      expect(later[0]).toBe('fail');
      expect(later.slice(later.indexOf('serve'))).toEqual(later.filter((r) => r === 'serve'));
      expect(later).toContain('serve');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('other tool helpers', () => {
  test('115 (Chinese): the cookie helper shortens a header and names missing parts', async ({ page }) => {
    const zh = componentText.zh.tools.pan115;
    await page.goto('/zh/tool/115/token.html');
    const input = page.getByLabel(zh.cookieInput);
    await input.fill('Cookie: a=1; UID=1_A1_2; CID=c; SEID=s; b=x==');
    await page.getByRole('button', { name: zh.cookieButton }).click();
    await expect(page.locator('[data-part="cookie"] [data-name="option-cookie"] textarea')).toHaveValue('UID=1_A1_2; CID=c; SEID=s');
    await input.fill('UID=1');
    await page.getByRole('button', { name: zh.cookieButton }).click();
    await expect(page.getByRole('alert')).toHaveText(zh.cookieMissing('CID, SEID'));
  });

  test('SharePoint WebDAV: a library link becomes address and root folder', async ({ page }) => {
    const w = componentText.en.tools.webdav;
    await page.goto('/tool/onedrive/webdav.html');
    await page.getByLabel(w.input).fill('https://contoso.sharepoint.com/sites/Team/Shared%20Documents/Forms/AllItems.aspx?id=%2Fsites%2FTeam%2FShared%20Documents%2FMovies');
    await page.getByRole('button', { name: w.build }).click();
    await expect(page.locator('[data-name="option-address"] input')).toHaveValue('https://contoso.sharepoint.com/sites/Team/Shared Documents');
    await expect(page.locator('[data-name="option-root_folder_path"] input')).toHaveValue('/Movies');
  });

  test('the Google request page on a loopback site explains the desktop-client path', async ({ page }) => {
    const t = componentText.en.tools;
    await page.goto('/tool/google/request.html');
    await expect(page.getByTestId('desktop-hint')).toHaveText(t.request.desktopHint);
  });
});
