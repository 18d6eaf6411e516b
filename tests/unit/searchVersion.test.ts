import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtHtmlPlugin, builtHtml } from '../../plugins/shared/builtHtml';
import { writeSearchIndexes } from '../../plugins/delivery/search/index';
import { indexVersion as clientIndexVersion, parseSearchIndexMeta, searchIndexMetaTag } from '../../theme/search/config';

/** A built page as the engine lays it out: article, outline, then the main script named by hash. */
const page = (o: { title?: string; body?: string; script?: string } = {}) =>
  `<!doctype html><html><head><title>${o.title ?? 'Docker | AList'}</title></head><body>` +
  `<main><div class="rp-doc rspress-doc"><h1 id="docker">Docker</h1><h2 id="tags">Tags</h2><p>${o.body ?? 'latest and beta'}</p></div></main>` +
  `<aside class="rp-doc-layout__outline"></aside><script defer src="/static/js/index.${o.script ?? 'aaaa'}.js"></script></body></html>`;

describe('the search index version, named in the pages instead of compiled into the scripts', () => {
  let root: string;
  let outDir: string;
  const write = (rel: string, html: string) => {
    mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
    writeFileSync(path.join(outDir, rel), html);
  };
  const site = (o: { en?: Parameters<typeof page>[0]; zh?: Parameters<typeof page>[0] } = {}) => {
    write('guide/docker.html', page(o.en));
    write('zh/guide/docker.html', page({ title: 'Docker | AList', body: '最新版和测试版', ...o.zh }));
    write('404.html', '<!doctype html><html><head><title>404</title></head><body>not found</body></html>');
  };
  /** One build's search step: the versions every page names, after the pages are written. */
  const build = async () => {
    builtHtmlPlugin().beforeBuild!({} as never, true);
    await writeSearchIndexes(outDir, path.join(root, 'cache'));
    builtHtml(outDir).write();
    const named = ['guide/docker.html', 'zh/guide/docker.html', '404.html'].map((rel) => {
      const m = /<meta name="search-index" content="([^"]*)">/.exec(readFileSync(path.join(outDir, rel), 'utf8'));
      expect(m, `${rel} names the index`).not.toBeNull();
      return parseSearchIndexMeta(m![1]);
    });
    expect(named[1]).toEqual(named[0]);
    expect(named[2]).toEqual(named[0]);
    return named[0];
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'search-version-'));
    outDir = path.join(root, 'doc_build');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('every page, 404 included, names the folder each locale was written to', async () => {
    site();
    const versions = await build();
    expect(Object.keys(versions).sort()).toEqual(['en', 'zh']);
    expect(readdirSync(path.join(outDir, 'static/search')).sort()).toEqual([`en.${versions.en}`, `zh.${versions.zh}`]);
    expect(readdirSync(path.join(outDir, `static/search/en.${versions.en}`))).toContain('meta.json');
  }, 60_000);

  it('stays the same when only what the index does not read changes, and changes per locale with the text', async () => {
    site();
    const first = await build();
    site({ en: { script: 'bbbb' }, zh: { script: 'bbbb' } });
    expect(await build()).toEqual(first);

    site({ en: { body: 'latest, beta and dev' } });
    const edited = await build();
    expect(edited.en).not.toBe(first.en);
    expect(edited.zh).toBe(first.zh);
    expect(readdirSync(path.join(outDir, 'static/search')).sort()).toEqual([`en.${edited.en}`, `zh.${first.zh}`]);

    site({ en: { body: 'latest, beta and dev', title: 'Docker images | AList' } });
    expect((await build()).en).not.toBe(edited.en);
  }, 60_000);

  it('the browser reads the version of its locale from the page, and falls back for the dev server', () => {
    const tag = searchIndexMetaTag({ en: '3f9c0a1b2d4e', zh: '07b1c2d3e4f5' });
    expect(tag).toBe('<meta name="search-index" content="en.3f9c0a1b2d4e zh.07b1c2d3e4f5">');
    const doc = (content: string | null) => ({
      querySelector: (selector: string) => (content !== null && selector === 'meta[name="search-index"]' ? { getAttribute: () => content } : null),
    });
    expect(clientIndexVersion('zh', doc('en.3f9c0a1b2d4e zh.07b1c2d3e4f5') as never)).toBe('07b1c2d3e4f5');
    expect(clientIndexVersion('en', doc(null) as never)).toBe('dev');
    expect(clientIndexVersion('fr', doc('en.3f9c0a1b2d4e') as never)).toBe('dev');
  });
});
