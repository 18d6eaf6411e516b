import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuiltHtml, builtHtml, builtHtmlPlugin } from '../../plugins/shared/builtHtml';

describe('the built pages shared by the post-build steps', () => {
  let dir: string;
  const page = (rel: string) => path.join(dir, rel);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'built-html-'));
    mkdirSync(page('zh'));
    writeFileSync(page('index.html'), '<p>home</p>');
    writeFileSync(page('zh/index.html'), '<p>首页</p>');
    writeFileSync(page('a.html'), '<p>a</p>');
    writeFileSync(page('style.css'), 'p{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every HTML page once, in path order, and hands each step what the last one left', () => {
    const pages = new BuiltHtml(dir);
    expect(pages.entries().map(([file]) => path.relative(dir, file))).toEqual(['a.html', 'index.html', 'zh/index.html']);
    pages.set(page('a.html'), '<p>A</p>');
    // The file on disk changes only when written; the next step sees the new text at once.
    expect(readFileSync(page('a.html'), 'utf8')).toBe('<p>a</p>');
    expect(new Map(pages.entries()).get(page('a.html'))).toBe('<p>A</p>');
  });

  it('writes only the pages that changed', () => {
    const pages = new BuiltHtml(dir);
    const before = statSync(page('index.html')).mtimeMs;
    pages.set(page('a.html'), '<p>A</p>');
    pages.set(page('index.html'), '<p>home</p>');
    expect(pages.write()).toBe(1);
    expect(readFileSync(page('a.html'), 'utf8')).toBe('<p>A</p>');
    expect(statSync(page('index.html')).mtimeMs).toBe(before);
    expect(pages.write()).toBe(0);
  });

  it('hands the head and the rest of each page apart, and writes the page with a new head', () => {
    for (const rel of ['index.html', 'zh/index.html']) writeFileSync(page(rel), '<html><head></head><body>home</body></html>');
    writeFileSync(page('a.html'), '<html><head><title>a</title></head><body>a</body></html>');
    const pages = new BuiltHtml(dir);
    const [file, head, rest] = pages.parts().find(([f]) => f === page('a.html'))!;
    expect([head, rest]).toEqual(['<html><head><title>a</title>', '</head><body>a</body></html>']);
    pages.setHead(file, `${head}<meta name="x">`);
    expect(new Map(pages.entries()).get(file)).toBe('<html><head><title>a</title><meta name="x"></head><body>a</body></html>');
    expect(pages.write()).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('<html><head><title>a</title><meta name="x"></head><body>a</body></html>');
    // A page without a head is named when a step asks for heads.
    writeFileSync(page('zh/index.html'), '<p>首页</p>');
    expect(() => new BuiltHtml(dir).parts()).toThrow(/zh\/index\.html has no <\/head>/);
  });

  it('refuses a file that is not one of the pages', () => {
    expect(() => new BuiltHtml(dir).set(page('style.css'), 'x')).toThrow(/style\.css is not a built page/);
  });

  it('the plugin writes what the steps of the build changed, and a step after it fails', async () => {
    const plugin = builtHtmlPlugin();
    // As in a production build (the dev server passes isProd false, and the pages are then left alone).
    const run = (hook: 'beforeBuild' | 'afterBuild') => (plugin[hook] as unknown as (config: object, isProd: boolean) => void)({}, true);
    run('beforeBuild');
    const pages = builtHtml(dir);
    expect(builtHtml(dir)).toBe(pages);
    pages.set(page('zh/index.html'), '<p>首页!</p>');
    run('afterBuild');
    expect(readFileSync(page('zh/index.html'), 'utf8')).toBe('<p>首页!</p>');
    expect(() => builtHtml(dir)).toThrow(/already written; put this plugin before builtHtmlPlugin/);
    // The next build starts afresh and reads the pages again.
    run('beforeBuild');
    expect(new Map(builtHtml(dir).entries()).get(page('zh/index.html'))).toBe('<p>首页!</p>');
    // Another folder while this one has changes not yet written is refused.
    builtHtml(dir).set(page('a.html'), '<p>A!</p>');
    const other = mkdtempSync(path.join(tmpdir(), 'built-html-other-'));
    try {
      expect(() => builtHtml(other)).toThrow(/are not written yet; every post-build step must use the same build folder/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
