import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * `npm run dev`, the maintainers' server, from the sources: it compiles every page of both languages and
 * renders them in the browser. It broke once without any test noticing (a build-only transform failed the
 * whole dev build). This project runs after the others (playwright.config.ts): the dev compile keeps both
 * cores busy for half a minute.
 */
const port = Number(process.env.E2E_DEV_PORT ?? 4192);
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
let output = '';

/** Resolves once the dev server has compiled (or failed to), rejects after `ms`. */
function compiled(ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not finish compiling in ${ms} ms:\n${output.slice(-2000)}`)), ms);
    const check = () => {
      if (/built in|build failed|Build error/.test(output)) {
        clearTimeout(timer);
        resolve();
      } else setTimeout(check, 250);
    };
    check();
  });
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  server = spawn('npm', ['run', 'dev', '--', '--port', String(port)], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  server.stdout!.on('data', (d) => (output += String(d)));
  server.stderr!.on('data', (d) => (output += String(d)));
  await compiled(200_000);
});

test.afterAll(() => {
  // The whole process group: npm, node and the engine's workers.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('compiles without a build error', () => {
  expect(output).not.toMatch(/build failed|Build error/);
});

for (const [path, heading] of [
  ['/guide/', 'Introduction'],
  ['/zh/guide/api/fs.html', '文件系统'],
] as const) {
  test(`renders ${path} in the browser, with its sidebar`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}${path}`);
    await expect(page.locator('.rp-doc h1').first()).toContainText(heading, { timeout: 30_000 });
    await expect(page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item').first()).toBeAttached();
    expect(errors).toEqual([]);
  });
}

test("search answers from the last production build's index, which the pages of the dev server do not name", async ({ page }) => {
  await page.goto(`${origin}/guide/`);
  await expect(page.locator('.rp-doc h1').first()).toBeVisible({ timeout: 30_000 });
  const button = page.getByTestId('search-button').first();
  await expect(button).toHaveAttribute('data-ready', '');
  await button.click();
  const dialog = page.getByTestId('search-dialog');
  await dialog.getByTestId('search-input').fill('docker');
  await expect(dialog.getByTestId('search-results').locator('a[href*="/guide/install/docker"]').first()).toBeVisible({ timeout: 30_000 });
});
