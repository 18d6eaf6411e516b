import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractSections } from '../../plugins/delivery/search/extractSections';
import { cachedExtractSections } from '../../plugins/delivery/search/pageCache';

/** A built page as the engine lays it out: sidebar, article, outline, then the scripts named by hash. */
const page = (o: { title?: string; body?: string; script?: string; outline?: boolean } = {}) =>
  `<html><head><title>${o.title ?? 'Docker | AList'}</title></head><body><aside class="rp-doc-layout__sidebar"><a href="/x">x</a></aside>` +
  `<main><div class="rp-doc rspress-doc"><h1 id="docker">Docker</h1><p>Run it.</p><h2 id="tags">Tags</h2><p>${o.body ?? 'latest and beta'}</p></div></main>` +
  (o.outline === false ? '' : '<aside class="rp-doc-layout__outline"><a href="#tags">Tags</a></aside>') +
  `<script defer src="/static/js/index.${o.script ?? 'aaaa'}.js"></script></body></html>`;

describe('the search step keeps what it read from each page', () => {
  let dir: string;
  const options = () => ({ cacheDir: dir, codeDigest: 'code-1' });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'search-pages-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives what extractSections gives, read or cached', () => {
    const pages: [string, string][] = [['/a.html', page()], ['/b.html', page({ body: 'other words', outline: false })], ['/', '<html><body>home</body></html>']];
    const first = cachedExtractSections('en', pages, options());
    expect(first.hits).toBe(0);
    expect(first.extracted).toEqual(pages.map(([, html]) => extractSections(html)));
    const second = cachedExtractSections('en', pages, options());
    expect(second.hits).toBe(2);
    expect(second.extracted).toEqual(first.extracted);
  });

  it('a new script hash after the outline is a hit; a changed article, title or extraction code is a miss', () => {
    cachedExtractSections('en', [['/a.html', page()]], options());
    expect(cachedExtractSections('en', [['/a.html', page({ script: 'bbbb' })]], options()).hits).toBe(1);

    const changed = cachedExtractSections('en', [['/a.html', page({ body: 'latest, beta and dev' })]], options());
    expect(changed.hits).toBe(0);
    expect(changed.extracted[0]?.sections.at(-1)?.text).toBe('latest, beta and dev');

    cachedExtractSections('en', [['/a.html', page()]], options());
    const retitled = cachedExtractSections('en', [['/a.html', page({ title: 'Docker images | AList' })]], options());
    expect(retitled.hits).toBe(0);

    cachedExtractSections('en', [['/a.html', page()]], options());
    expect(cachedExtractSections('en', [['/a.html', page()]], { cacheDir: dir, codeDigest: 'code-2' }).hits).toBe(0);
  });

  it('a page without an outline is keyed by all its HTML from the article on', () => {
    cachedExtractSections('en', [['/b.html', page({ outline: false })]], options());
    expect(cachedExtractSections('en', [['/b.html', page({ outline: false })]], options()).hits).toBe(1);
    expect(cachedExtractSections('en', [['/b.html', page({ outline: false, script: 'cccc' })]], options()).hits).toBe(0);
  });

  it('keeps one file per locale with only the pages of the last build, and ignores a corrupt one', () => {
    cachedExtractSections('en', [['/a.html', page()], ['/b.html', page({ body: 'b' })]], options());
    cachedExtractSections('zh', [['/zh/a.html', page({ body: '中文' })]], options());
    expect(readdirSync(dir).sort()).toEqual(['search-pages-en.bin', 'search-pages-zh.bin']);
    cachedExtractSections('en', [['/a.html', page()]], options());
    expect((deserialize(readFileSync(path.join(dir, 'search-pages-en.bin'))) as Map<string, unknown>).size).toBe(1);

    writeFileSync(path.join(dir, 'search-pages-en.bin'), 'not a cache');
    const read = cachedExtractSections('en', [['/a.html', page()]], options());
    expect(read.hits).toBe(0);
    expect(read.extracted[0]?.title).toBe('Docker');
  });
});
