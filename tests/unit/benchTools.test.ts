import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SourceMapGenerator } from 'source-map-js';
import { parseBuildPhases, withBuildTimings } from '../../plugins/shared/buildTimings';
import { breakDownFile, groupOf, sumGroups } from '../../scripts/bundleReport';
import { writeSyntheticCorpus } from '../../scripts/syntheticCorpus';
import { PAGE_BUDGETS, pageBudgetProblems } from '../../scripts/pageBudget';

const root = mkdtempSync(path.join(tmpdir(), 'bench-tools-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('bundle report', () => {
  it('names groups by package, engine component, engine data and site file', () => {
    expect(groupOf('webpack://alist-docs/./node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(groupOf('webpack://x/./node_modules/@rspress/core/dist/theme/components/Nav/index.js')).toBe('@rspress/core theme: Nav');
    expect(groupOf('webpack://x/./node_modules/@rspress/core/dist/runtime/App.js')).toBe('@rspress/core runtime');
    expect(groupOf('../../../../work/main/.rspress/runtime/virtual-routes.js')).toBe('engine data: virtual-routes');
    expect(groupOf('webpack://webpack/runtime/get javascript chunk filename')).toBe('bundler: chunk file table');
    expect(groupOf('../../../../work/main/theme/search/Search.tsx')).toBe('theme/search/Search.tsx');
  });

  it('splits a file by its source map and scales the shares to the file\'s gzip size', () => {
    const a = 'var reactThing=function(){return "react react react react"};';
    const b = 'var siteCode="a site string that is different from the other one";';
    const code = `${a}${b}`;
    const map = new SourceMapGenerator({ file: 'x.js' });
    map.addMapping({ generated: { line: 1, column: 0 }, original: { line: 1, column: 0 }, source: 'webpack://x/./node_modules/react/index.js' });
    map.addMapping({ generated: { line: 1, column: a.length }, original: { line: 1, column: 0 }, source: 'webpack://x/./theme/site.ts' });
    const file = path.join(root, 'x.js');
    writeFileSync(file, code);
    writeFileSync(`${file}.map`, map.toString());
    const report = breakDownFile(file);
    expect(report?.groups.map((g) => g.group).sort()).toEqual(['react', 'theme/site.ts']);
    expect(report?.groups.find((g) => g.group === 'react')?.raw).toBe(a.length);
    expect(report?.groups.reduce((n, g) => n + g.gzip, 0)).toBeGreaterThanOrEqual((report?.gzip ?? 0) - 1);
    expect(sumGroups([report!, report!]).find((g) => g.group === 'theme/site.ts')?.raw).toBe(2 * b.length);
    expect(breakDownFile(path.join(root, 'no-map.js'))).toBeNull();
  });
});

describe('build phases', () => {
  it('reads the engine\'s lines and the plugin hooks from a build log', () => {
    const log = ['ready   built in 6.78s (node)', 'success Pages rendered in 2673 ms.', 'success Markdown rendered in 4447 ms.', '[build-phase] alist-search afterBuild 812 ms'].join('\n');
    expect(parseBuildPhases(log)).toEqual([
      { name: 'compile (node)', ms: 6780 },
      { name: 'SSG: render HTML pages', ms: 2673 },
      { name: 'SSG: render Markdown twins', ms: 4447 },
      { name: 'alist-search afterBuild', ms: 812 },
    ]);
  });

  it('wraps hooks only when asked, and the wrapped hook still runs', async () => {
    let ran = 0;
    const plugin = { name: 'p', afterBuild: async () => void (ran += 1) };
    expect(withBuildTimings([plugin], {})[0]).toBe(plugin);
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      const wrapped = withBuildTimings([plugin], { DOCS_BUILD_TIMINGS: '1' })[0] as typeof plugin;
      await wrapped.afterBuild();
      expect(ran).toBe(1);
    } finally {
      console.log = log;
    }
    expect(lines[0]).toMatch(/^\[build-phase\] p afterBuild \d+ ms$/);
  });
  it('ends a synchronous hook when it returns, not after the hooks the engine starts next', async () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const plugins = [
      { name: 'quick', afterBuild: () => busy(1) },
      { name: 'slow', afterBuild: () => busy(120) },
    ];
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      // As the engine runs them: every hook started, then all awaited.
      const wrapped = withBuildTimings(plugins, { DOCS_BUILD_TIMINGS: '1' }) as typeof plugins;
      await Promise.all(wrapped.map((p) => p.afterBuild()));
    } finally {
      console.log = log;
    }
    const ms = (name: string) => Number(/ (\d+) ms$/.exec(lines.find((l) => l.includes(` ${name} `))!)![1]);
    expect(ms('quick')).toBeLessThan(60);
    expect(ms('slow')).toBeGreaterThanOrEqual(119);
  });
});

describe('synthetic corpus', () => {
  it('keeps the originals and adds marked copies in both languages, without the home page', () => {
    const docs = path.join(root, 'docs');
    for (const [file, text] of [
      ['en/index.md', '---\npageType: home\n---\n'],
      ['en/guide/docker.md', '---\ntitle: Docker\n---\n# Docker\nText'],
      ['zh/guide/docker.md', '# Docker 安装\n正文'],
      ['public/logo.svg', '<svg/>'],
    ]) {
      mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      writeFileSync(path.join(docs, file), text);
    }
    const out = writeSyntheticCorpus(docs, path.join(root, 'corpus'), 3);
    expect(readFileSync(path.join(out, 'en/guide/docker.md'), 'utf8')).toContain('# Docker\n');
    expect(readFileSync(path.join(out, 'en/copy-3/guide/docker.md'), 'utf8')).toContain('title: Docker (copy 3)');
    expect(readFileSync(path.join(out, 'zh/copy-2/guide/docker.md'), 'utf8')).toContain('# Docker 安装 (copy 2)');
    expect(existsSync(path.join(out, 'en/copy-2/index.md'))).toBe(false);
    expect(existsSync(path.join(out, 'public/logo.svg'))).toBe(true);
  });
});

describe('page byte budgets', () => {
  const kib = (n: number) => (n / 1024).toFixed(1);
  const within = { page: '/guide/', sharedJs: PAGE_BUDGETS.sharedJs - 1024, routeJs: 10 * 1024, css: PAGE_BUDGETS.css - 1024 };
  it('passes a page within every budget', () => {
    expect(pageBudgetProblems(within)).toEqual([]);
  });
  it('names the page, the part and both figures when one is exceeded', () => {
    expect(pageBudgetProblems({ ...within, routeJs: PAGE_BUDGETS.routeJs + 512 }, { ...PAGE_BUDGETS, total: 1e9 })).toEqual([`/guide/: the route's JS ${kib(PAGE_BUDGETS.routeJs + 512)} KiB gzip exceeds the budget of ${kib(PAGE_BUDGETS.routeJs)} KiB`]);
    expect(pageBudgetProblems({ ...within, sharedJs: 150 * 1024 }, { ...PAGE_BUDGETS, total: 1e9 })).toEqual([`/guide/: shared initial JS 150.0 KiB gzip exceeds the budget of ${kib(PAGE_BUDGETS.sharedJs)} KiB`]);
    expect(pageBudgetProblems({ ...within, css: PAGE_BUDGETS.css + 1024 }, { ...PAGE_BUDGETS, total: 1e9 })[0]).toMatch(/^\/guide\/: initial CSS [\d.]+ KiB/);
    const total = { page: '/x', sharedJs: PAGE_BUDGETS.sharedJs, routeJs: PAGE_BUDGETS.routeJs, css: PAGE_BUDGETS.total - PAGE_BUDGETS.sharedJs - PAGE_BUDGETS.routeJs + 512 };
    expect(pageBudgetProblems(total, { ...PAGE_BUDGETS, css: 1e9 })).toEqual([`/x: initial JS+CSS ${kib(PAGE_BUDGETS.total + 512)} KiB gzip exceeds the budget of ${kib(PAGE_BUDGETS.total)} KiB`]);
  });
});
