import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepOutput, withKeptOutput, writtenListFile, type WrittenFiles } from '../../plugins/engine/keptOutput';
import { readCacheFile } from '../../plugins/shared/buildCache';
import { reuseIndexDirs } from '../../plugins/delivery/search/index';

let root: string;
let outDir: string;
let cacheDir: string;
const T0 = Date.parse('2026-11-27T12:00:00Z');

/** A file in the output folder, written at `time` (ms). */
function put(rel: string, time: number, text = rel) {
  const file = path.join(outDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  utimesSync(file, time / 1000, time / 1000);
}
const has = (rel: string) => existsSync(path.join(outDir, rel));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kept-output-'));
  outDir = path.join(root, 'doc_build');
  cacheDir = path.join(root, 'cache');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('sweepOutput', () => {
  it('deletes what the last build wrote and this one did not, keeps the rest, and removes folders it empties', () => {
    put('index.html', T0 + 5);
    put('static/js/index.new.js', T0 + 5);
    put('static/js/index.old.js', T0 - 5);
    put('static/search/en.old/t1.json', T0 - 5);
    put('notes.txt', T0 - 5);
    const { written, removed } = sweepOutput(outDir, T0, new Set(['index.html', 'static/js/index.old.js', 'static/search/en.old/t1.json']));
    expect(written.sort()).toEqual(['index.html', 'static/js/index.new.js']);
    expect(removed.sort()).toEqual(['static/js/index.old.js', 'static/search/en.old/t1.json']);
    expect(has('static/js/index.new.js')).toBe(true);
    expect(has('static/search')).toBe(false);
    // Not written by the last build: not ours to delete.
    expect(has('notes.txt')).toBe(true);
  });
});

describe('withKeptOutput', () => {
  let clock: number;
  /**
   * One build as the engine runs it: every beforeBuild, then the bundler (`write`) and the Rsbuild plugins'
   * onAfterBuild, then every afterBuild, started in order and awaited together.
   */
  async function build(plugins: RspressPlugin[], write: () => void, { isProd = true, configOutDir = outDir, leave = [] as string[] } = {}) {
    const config = { outDir: configOutDir };
    const wrapped = withKeptOutput(plugins, { root, cacheDir, now: () => clock, log: () => {}, leave });
    const onAfterBuild: (() => unknown)[] = [];
    for (const p of wrapped) for (const rp of (p.builderConfig?.plugins ?? []) as RsbuildPlugin[]) await rp.setup({ onAfterBuild: (fn: () => unknown) => onAfterBuild.push(fn) } as never);
    await Promise.all(wrapped.map((p) => p.beforeBuild?.(config, isProd)));
    write();
    if (isProd) for (const fn of onAfterBuild) await fn();
    await Promise.all(wrapped.map((p) => p.afterBuild?.(config, isProd)));
  }
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('empties the folder when no build has listed it, then keeps it and deletes only what a build stopped writing', async () => {
    put('from-an-old-checkout.js', T0 - 60_000);
    clock = T0;
    await build([], () => {
      put('index.html', T0 + 1);
      put('static/js/a.js', T0 + 1);
    });
    expect(has('from-an-old-checkout.js')).toBe(false);
    expect((readCacheFile(writtenListFile(outDir, cacheDir)) as WrittenFiles).bundled).toEqual(expect.arrayContaining(['index.html', 'static/js/a.js']));

    put('my-notes.txt', T0 + 2);
    clock = T0 + 10_000;
    await build([], () => {
      put('index.html', T0 + 10_001);
      put('static/js/b.js', T0 + 10_001);
    });
    expect(has('static/js/a.js')).toBe(false);
    expect(has('static/js/b.js')).toBe(true);
    expect(has('index.html')).toBe(true);
    // Written between builds by someone else: kept.
    expect(has('my-notes.txt')).toBe(true);
  });

  it('a page removed from the docs is gone before the post-build steps read the folder', async () => {
    // A post-build step that lists the built pages, as the sitemap does.
    const sitemap: RspressPlugin = {
      name: 'sitemap',
      afterBuild() {
        const pages = readdirSync(path.join(outDir, 'guide')).sort();
        put('sitemap.xml', clock + 2, pages.join(' '));
      },
    };
    clock = T0;
    await build([sitemap], () => {
      put('guide/docker.html', T0 + 1);
      put('guide/old.html', T0 + 1);
    });
    clock = T0 + 10_000;
    await build([sitemap], () => put('guide/docker.html', T0 + 10_001));
    expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toBe('docker.html');
    expect(has('guide/old.html')).toBe(false);
  });

  it("waits for every plugin's afterBuild before it sweeps, so a file a plugin writes late is not taken for stale", async () => {
    clock = T0;
    const late: RspressPlugin = {
      name: 'late-writer',
      async afterBuild() {
        await later(30);
        put('sitemap.xml', clock + 2);
      },
    };
    await build([late], () => put('index.html', T0 + 1));
    clock = T0 + 10_000;
    // sitemap.xml still carries the first build's time when the sweep would start without waiting.
    await build([late], () => put('index.html', T0 + 10_001));
    expect(has('sitemap.xml')).toBe(true);
    expect((readCacheFile(writtenListFile(outDir, cacheDir)) as WrittenFiles).postBuild).toContain('sitemap.xml');
  });

  it('after a failed plugin nothing more is deleted and no list is kept, so the next build starts from an empty folder', async () => {
    clock = T0;
    await build([], () => put('static/js/a.js', T0 + 1));
    const failing: RspressPlugin = {
      name: 'failing',
      async afterBuild() {
        throw new Error('search index failed');
      },
    };
    clock = T0 + 10_000;
    await expect(build([failing], () => put('static/js/half.js', T0 + 10_001))).rejects.toThrow('search index failed');
    expect(has('static/js/half.js')).toBe(true);
    expect(existsSync(writtenListFile(outDir, cacheDir))).toBe(false);
    clock = T0 + 20_000;
    await build([], () => put('static/js/c.js', T0 + 20_001));
    expect(readdirSync(path.join(outDir, 'static', 'js'))).toEqual(['c.js']);
  });

  it('leaves alone a folder whose step writes a file only when it changed, as the search index does', async () => {
    // The index of the same text in the same folder: t1 changes in the second build and back in the third.
    const index = (t1: string): RspressPlugin => ({
      name: 'search',
      afterBuild() {
        for (const [name, text] of [['meta.json', 'meta'], ['t1.json', t1]]) {
          const rel = `static/search/en.v1/${name}`;
          if (!has(rel) || readFileSync(path.join(outDir, rel), 'utf8') !== text) put(rel, clock + 2, text);
        }
      },
    });
    for (const [i, t1] of ['a', 'b', 'a', 'a'].entries()) {
      clock = T0 + i * 10_000;
      await build([index(t1)], () => put('index.html', clock + 1), { leave: ['static/search'] });
    }
    expect(has('static/search/en.v1/meta.json')).toBe(true);
    expect(readFileSync(path.join(outDir, 'static/search/en.v1/t1.json'), 'utf8')).toBe('a');
    expect((readCacheFile(writtenListFile(outDir, cacheDir)) as WrittenFiles).postBuild).toEqual([]);
  });

  it('never empties a folder outside the project, and does nothing in the dev server', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'kept-output-outside-'));
    try {
      writeFileSync(path.join(outside, 'keep.txt'), 'not ours');
      clock = T0;
      await build([], () => {}, { configOutDir: outside });
      expect(readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('not ours');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
    put('index.html', T0 - 5);
    await build([], () => {}, { isProd: false });
    expect(has('index.html')).toBe(true);
    expect(existsSync(writtenListFile(outDir, cacheDir))).toBe(false);
  });
});

describe('reuseIndexDirs', () => {
  it("renames each locale's newest index folder to this build's and removes the other folders", () => {
    put('static/search/en.aaa/meta.json', T0 - 20, 'older en');
    put('static/search/en.bbb/meta.json', T0 - 10, 'newer en');
    put('static/search/zh.ccc/meta.json', T0 - 10, 'zh');
    put('static/search/fr.ddd/meta.json', T0 - 10, 'a locale the site no longer has');
    for (const dir of ['en.aaa', 'en.bbb', 'zh.ccc', 'fr.ddd']) utimesSync(path.join(outDir, 'static/search', dir), (T0 - (dir === 'en.aaa' ? 20 : 10)) / 1000, (T0 - (dir === 'en.aaa' ? 20 : 10)) / 1000);
    reuseIndexDirs(outDir, { en: 'v2', zh: 'v2' });
    expect(readdirSync(path.join(outDir, 'static/search')).sort()).toEqual(['en.v2', 'zh.v2']);
    expect(readFileSync(path.join(outDir, 'static/search/en.v2/meta.json'), 'utf8')).toBe('newer en');
  });

  it("keeps a locale's folder that already has this build's version (the same text as the last build)", () => {
    put('static/search/en.v1/meta.json', T0 - 10, 'en v1');
    put('static/search/en.v0/meta.json', T0 - 5, 'en v0, left by a build that failed');
    reuseIndexDirs(outDir, { en: 'v1' });
    expect(readdirSync(path.join(outDir, 'static/search'))).toEqual(['en.v1']);
    expect(readFileSync(path.join(outDir, 'static/search/en.v1/meta.json'), 'utf8')).toBe('en v1');
  });
});
