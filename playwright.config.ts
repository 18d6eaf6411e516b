import { defineConfig } from '@playwright/test';
import { secretFor } from './tests/standins/providers';
import { SERVICE_PORT, SERVICE_SITE_PORT, STANDIN_CONTROL_PORT, standInResolverRules, standInUpstreams } from './tests/standins/ports';

const port = Number(process.env.E2E_PORT ?? 4174);

/** Debian's Chromium, as every test launches it (tests/e2e/scrollbars.spec.ts adds to it). */
export const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--host-resolver-rules=${standInResolverRules}`,
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // The site's service worker would answer requests that tests intercept with page.route;
    // tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    // Provider hosts lead to the stand-ins (tests/standins/), whose certificate no browser trusts.
    ignoreHTTPSErrors: true,
    launchOptions,
  },
  projects: [
    { name: 'site', testIgnore: /devServer\.spec\.ts/ },
    // `npm run dev` compiles the whole site on both cores: after the other tests, so it slows none of them.
    { name: 'dev server', testMatch: /devServer\.spec\.ts/, dependencies: ['site'] },
  ],
  webServer: [
    {
      // The site as a static host serves it: no token service.
      command: `npx tsx scripts/serve.ts ${port} --no-service`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/standins/main.ts',
      url: `http://127.0.0.1:${STANDIN_CONTROL_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // What `npm start` runs: the site and the token service, here pointed at the stand-ins, with an operator app.
      command: `npx tsx scripts/serve.ts ${SERVICE_SITE_PORT}`,
      url: `http://127.0.0.1:${SERVICE_SITE_PORT}/token-service.json`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        TOKEN_SERVICE_PORT: String(SERVICE_PORT),
        // TOKEN_SERVICE_UPSTREAMS is refused without test mode (server/testUpstreams.ts).
        TOKEN_SERVICE_TEST_MODE: '1',
        TOKEN_SERVICE_UPSTREAMS: JSON.stringify(standInUpstreams),
        TOKEN_SERVICE_TIMEOUT_MS: '3000',
        TOKEN_SERVICE_RATE_LIMIT: '10000',
        TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_ID: 'op-ali',
        TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_SECRET: secretFor('op-ali'),
        TOKEN_SERVICE_DROPBOX_APP_KEY: 'op-dbx',
        TOKEN_SERVICE_DROPBOX_APP_SECRET: secretFor('op-dbx'),
      },
    },
  ],
});
