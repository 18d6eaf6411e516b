import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageIndexCache, type PageIndexInfoOf, type PageIndexOptions, type RouteOfPage } from '../../plugins/pageIndexCache';
import { ENGINE_MODULE, editEngineModule, HOOK_KEY, NO_MARKDOWN_IMPORTS } from '../../plugins/pageIndexCache/engineEdit.mjs';

const require = createRequire(import.meta.url);
const engineFile = require.resolve('@rspress/core/dist/node/route/extractPageData.js');
const repo = path.resolve(import.meta.dirname, '../..');

/** A docs root with two pages, a Markdown fragment and a cache folder, in a fresh temporary folder. */
function site() {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-index-cache-'));
  const root = path.join(dir, 'docs');
  mkdirSync(root);
  writeFileSync(path.join(root, 'a.md'), '# A\n\nText.\n');
  writeFileSync(path.join(root, '_part.mdx'), 'Part.\n');
  writeFileSync(path.join(root, 'b.mdx'), "import Part from './_part';\n\n# B\n\n<Part />\n");
  const route = (name: string): RouteOfPage => ({ routePath: `/${name}`, absolutePath: path.join(root, `${name === 'b' ? 'b.mdx' : `${name}.md`}`), lang: 'en', version: '' });
  const options: PageIndexOptions = { alias: {}, root, searchEnabled: false };
  return { dir, root, cacheDir: path.join(dir, 'cache'), route, options };
}

/** An engine stand-in that counts its calls and returns what the engine's function returns in shape. */
function engine() {
  const calls: string[] = [];
  const fn: PageIndexInfoOf = async (route) => {
    calls.push(route.routePath);
    return { title: readFileSync(route.absolutePath, 'utf8').split('\n')[0], routePath: route.routePath, frontmatter: { date: new Date(Date.UTC(2026, 7, 1)), __content: undefined }, toc: [] };
  };
  return { calls, fn };
}

describe('page index cache: the engine edit', () => {
  it('applies to the installed engine module, found by its path', () => {
    expect(ENGINE_MODULE.test(engineFile)).toBe(true);
    const out = editEngineModule(readFileSync(engineFile, 'utf8'));
    expect(out).toContain(`Symbol.for(${JSON.stringify(HOOK_KEY)})`);
    expect(out).toContain(`options.${NO_MARKDOWN_IMPORTS} ? { flattenContent: alistText } : await flattenMdxContent(alistText,`);
  });

  it('names its file when the engine no longer has the line it replaces', () => {
    expect(() => editEngineModule('export {};')).toThrow(/plugins\/pageIndexCache\/engineEdit\.mjs/);
  });

  it('makes the real engine ask the installed function, and run its own code without one', () => {
    const { route, options } = site();
    const script = `
      const { extractPageData } = await import(${JSON.stringify(engineFile)});
      const routes = [${JSON.stringify(route('a'))}];
      const routeService = { getRoutes: () => routes, getRoutePageByRoutePath: () => undefined };
      const options = ${JSON.stringify(options)};
      const plain = await extractPageData(routeService, options);
      globalThis[Symbol.for(${JSON.stringify(HOOK_KEY)})] = async (r, o, own) => ({ ...(await own(r, o)), title: 'from the hook' });
      const hooked = await extractPageData(routeService, options);
      console.log(JSON.stringify([plain[0].title, hooked[0].title]));`;
    const run = spawnSync(process.execPath, ['--import', './plugins/nodeHooks.mjs', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.trim())).toEqual(['A', 'from the hook']);
  }, 30_000);
  it('gives the same page data without the import parse when the page imports no Markdown file', () => {
    const { root, options } = site();
    writeFileSync(path.join(root, 'c.mdx'), "import { Tabs } from './components/Tabs';\n\n# C {#see}\n\nFirst *words*.\n\n## Two\n\n<Tabs />\n");
    const route: RouteOfPage = { routePath: '/c', absolutePath: path.join(root, 'c.mdx'), lang: 'en', version: '' };
    const script = `
      const { extractPageData } = await import(${JSON.stringify(engineFile)});
      const routeService = { getRoutes: () => [${JSON.stringify(route)}], getRoutePageByRoutePath: () => undefined };
      const options = ${JSON.stringify(options)};
      const [parsed] = await extractPageData(routeService, options);
      const [spared] = await extractPageData(routeService, { ...options, ${NO_MARKDOWN_IMPORTS}: true });
      console.log(JSON.stringify([parsed, spared]));`;
    const run = spawnSync(process.execPath, ['--import', './plugins/nodeHooks.mjs', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const [parsed, spared] = JSON.parse(run.stdout.trim()) as [{ title: string }, unknown];
    expect(parsed.title).toBe('C');
    expect(spared).toEqual(parsed);
  }, 30_000);
});

describe('page index cache', () => {
  it('asks the engine to spare the import parse only for a page that imports no Markdown file', async () => {
    const { route, options, cacheDir } = site();
    const seen: Record<string, unknown> = {};
    const fn: PageIndexInfoOf = async (r, o) => {
      seen[r.routePath] = (o as unknown as Record<string, unknown>)[NO_MARKDOWN_IMPORTS];
      return { title: r.routePath };
    };
    const cache = createPageIndexCache(cacheDir);
    await cache.pageIndexInfo(route('a'), options, fn);
    await cache.pageIndexInfo(route('b'), options, fn);
    expect(seen).toEqual({ '/a': true, '/b': undefined });
  });

  it('serves an unchanged page from the cache of an earlier build, with its dates, as a new object each time', async () => {
    const { route, options, cacheDir } = site();
    const first = engine();
    const build1 = createPageIndexCache(cacheDir);
    const made = await build1.pageIndexInfo(route('a'), options, first.fn);
    expect(build1.save()).toEqual([1, 0]);

    const second = engine();
    const build2 = createPageIndexCache(cacheDir);
    const again = (await build2.pageIndexInfo(route('a'), options, second.fn)) as { frontmatter: { date: Date } };
    expect(second.calls).toEqual([]);
    expect(again).toEqual(made);
    expect(again).not.toBe(made);
    expect(again.frontmatter.date).toBeInstanceOf(Date);
    expect('__content' in again.frontmatter).toBe(true);
    expect(build2.save()).toEqual([1, 1]);
  });

  it('asks the engine again when the page, the route or the options changed', async () => {
    const { route, options, cacheDir, root } = site();
    const build1 = createPageIndexCache(cacheDir);
    await build1.pageIndexInfo(route('a'), options, engine().fn);
    build1.save();

    writeFileSync(path.join(root, 'a.md'), '# A, edited\n');
    const build2 = createPageIndexCache(cacheDir);
    const edited = engine();
    expect(await build2.pageIndexInfo(route('a'), options, edited.fn)).toMatchObject({ title: '# A, edited' });
    expect(await build2.pageIndexInfo({ ...route('a'), lang: 'zh' }, options, edited.fn)).toBeTruthy();
    expect(await build2.pageIndexInfo(route('a'), { ...options, replaceRules: [{ search: /A/, replace: 'B' }] }, edited.fn)).toBeTruthy();
    expect(edited.calls).toEqual(['/a', '/a', '/a']);
  });

  it('never caches a page that imports a Markdown file (the engine inlines it)', async () => {
    const { route, options, cacheDir } = site();
    for (let build = 0; build < 2; build++) {
      const e = engine();
      const cache = createPageIndexCache(cacheDir);
      await cache.pageIndexInfo(route('b'), options, e.fn);
      expect(e.calls).toEqual(['/b']);
      cache.save();
    }
  });

  it('keeps only the entries the last build used, and ignores a cache file it cannot read', async () => {
    const { route, options, cacheDir, root } = site();
    writeFileSync(path.join(root, 'c.md'), '# C\n');
    const build1 = createPageIndexCache(cacheDir);
    await build1.pageIndexInfo(route('a'), options, engine().fn);
    await build1.pageIndexInfo(route('c'), options, engine().fn);
    build1.save();
    const build2 = createPageIndexCache(cacheDir);
    await build2.pageIndexInfo(route('a'), options, engine().fn);
    build2.save();
    const build3 = createPageIndexCache(cacheDir);
    const e = engine();
    await build3.pageIndexInfo(route('c'), options, e.fn);
    expect(e.calls).toEqual(['/c']);

    const [file] = readdirSync(cacheDir);
    writeFileSync(path.join(cacheDir, file), 'not a cache');
    const build4 = createPageIndexCache(cacheDir);
    const f = engine();
    await build4.pageIndexInfo(route('a'), options, f.fn);
    expect(f.calls).toEqual(['/a']);
  });
});
