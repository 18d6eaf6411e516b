import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// `npm run dev` runs every plugin's afterBuild after each compile, with isProd false; the build folder then
// holds the last production build, which the post-build steps must leave as it is.
const dir = mkdtempSync(path.join(tmpdir(), 'alist-dev-compile-'));
const page = '<!DOCTYPE html><html><head><title>A page</title></head><body><div id="__rspress_root"></div></body></html>';
writeFileSync(path.join(dir, 'index.html'), page);
vi.stubEnv('DOCS_OUT_DIR', dir);
const { seoHeadPlugin } = await import('../../plugins/delivery/seoHead');
const { hostingFilesPlugin } = await import('../../plugins/delivery/hostingFiles');
const { openapiFilesPlugin } = await import('../../plugins/delivery/openapiFiles');
const { builtHtmlPlugin } = await import('../../plugins/shared/builtHtml');

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe("the dev server's compiles", () => {
  it('leave the build folder alone: no page rewritten, no sitemap, hosting files or API document written', async () => {
    const steps = [seoHeadPlugin('https://docs.example', []), hostingFilesPlugin({}), openapiFilesPlugin(undefined, dir), builtHtmlPlugin()];
    for (let compile = 0; compile < 2; compile++) {
      for (const step of steps) await step.afterBuild!({}, false);
    }
    expect(readdirSync(dir)).toEqual(['index.html']);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(page);
  });

  it('(a production build writes there, so the check above can see a write)', async () => {
    await openapiFilesPlugin(undefined, dir).afterBuild!({}, true);
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'openapi.json', 'openapi.yaml']);
  });
});
