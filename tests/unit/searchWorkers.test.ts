import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexInWorker, startIndexWorker, type IndexJob } from '../../plugins/delivery/search/index';
import { pageKey } from '../../plugins/delivery/search/pageCache';

const page = (title: string, text: string) =>
  `<html><head><title>${title} | AList</title></head><body><main><div class="rp-doc rspress-doc"><h1 id="t">${title}</h1><h2 id="s">Section</h2><p>${text}</p></div></main><aside class="rp-doc-layout__outline"></aside></body></html>`;

describe("the search step's workers, started before their pages", () => {
  let dir: string;
  const pages: [string, string][] = [['/a.html', page('Docker', 'run the image')], ['/b.html', page('WebDAV', 'mount the share')]];
  const job = (): IndexJob => ({
    lang: 'en',
    pages,
    keys: pages.map(([, html]) => pageKey(html, 'test')),
    shards: { cacheDir: path.join(dir, 'cache'), codeDigest: 'test' },
    pageCache: { cacheDir: path.join(dir, 'cache'), codeDigest: 'test' },
    dir: path.join(dir, 'index'),
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'search-workers-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a worker that waited gets its job and writes the index', async () => {
    const started = startIndexWorker();
    const written = await indexInWorker(job(), started);
    expect(written.files).toBeGreaterThan(1);
    expect(written.cached).toBe(false);
    expect(existsSync(path.join(dir, 'index', 'meta.json'))).toBe(true);
  }, 60_000);

  it("writes over the last build's index in its folder and deletes the files this index does not have", async () => {
    const { dir: indexDir } = job();
    mkdirSync(indexDir, { recursive: true });
    writeFileSync(path.join(indexDir, 'meta.json'), '{"last":"build"}');
    writeFileSync(path.join(indexDir, 't999.json'), '[]');
    const written = await indexInWorker(job(), startIndexWorker());
    const names = readdirSync(indexDir);
    expect(names).toHaveLength(written.files);
    expect(names).not.toContain('t999.json');
    expect(JSON.parse(readFileSync(path.join(indexDir, 'meta.json'), 'utf8'))).not.toHaveProperty('last');
  }, 60_000);

  it('a worker that ended while it waited fails the step, naming the locale, instead of never answering', async () => {
    const started = startIndexWorker();
    await started.worker.terminate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(indexInWorker(job(), started)).rejects.toThrow(/the "en" index worker exited \(code \d+\) without an index/);
  }, 60_000);
});
