import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSearchBudget, checkSearchIndexNames, SEARCH_GRAM_SHARD_BUDGET, SEARCH_META_BUDGET, SEARCH_TEXT_SHARD_BUDGET } from '../../scripts/searchBudget';

const root = mkdtempSync(path.join(tmpdir(), 'search-budget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A built folder with one index of files of about the given sizes (random text compresses little). Its
 * meta.json names `shards` of each kind (none unless given).
 */
function site(name: string, files: Record<string, number>, shards = { termShards: 0, textStarts: [] as number[], gramShards: 0 }): string {
  const dir = path.join(root, name, 'static', 'search', 'en.v1');
  mkdirSync(dir, { recursive: true });
  for (const [file, bytes] of Object.entries(files)) {
    const text = randomBytes(bytes).toString('hex').slice(0, bytes);
    writeFileSync(path.join(dir, file), file === 'meta.json' ? JSON.stringify({ ...shards, pad: text }) : text);
  }
  return path.join(root, name);
}

describe('search index byte budget', () => {
  it('passes files within their budgets', () => {
    expect(checkSearchBudget(site('ok', { 'meta.json': 1000, 't0.json': 1000, 'x0.json': 1000, 'g0.json': 1000 })).problems).toEqual([]);
  });
  it('names the meta file and the shard over budget', () => {
    const { problems } = checkSearchBudget(site('big', { 'meta.json': SEARCH_META_BUDGET * 2, 't0.json': 1000, 'x3.json': SEARCH_TEXT_SHARD_BUDGET * 2 }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/meta\.json: .* exceeds the budget/);
    expect(problems[1]).toMatch(/x3\.json: .* exceeds the budget/);
  });
  it('holds gram shards to their own budget', () => {
    const { problems } = checkSearchBudget(site('gram', { 'meta.json': 1000, 'g7.json': SEARCH_GRAM_SHARD_BUDGET * 3 }));
    expect(problems).toEqual([expect.stringMatching(/g7\.json: .* exceeds the budget of 4\.0 KiB/)]);
  });
  it('fails without a meta file', () => {
    expect(checkSearchBudget(site('none', { 't0.json': 10 })).problems).toEqual([expect.stringMatching(/no meta\.json/)]);
  });
  it('names every shard its meta file implies that is missing', () => {
    const dir = site('partial', { 'meta.json': 100, 't0.json': 10, 'x0.json': 10, 'g0.json': 10, 'g1.json': 10 }, { termShards: 2, textStarts: [0, 40], gramShards: 2 });
    expect(checkSearchBudget(dir).problems).toEqual([
      'static/search/en.v1/t1.json: named by its meta.json but missing; a query that needs it would fail',
      'static/search/en.v1/x1.json: named by its meta.json but missing; a query that needs it would fail',
    ]);
  });
  it('names a meta file that is not JSON', () => {
    const dir = site('broken', {});
    writeFileSync(path.join(dir, 'static/search/en.v1/meta.json'), '{"termShards": 2,');
    expect(checkSearchBudget(dir).problems).toEqual([expect.stringMatching(/^static\/search\/en\.v1\/meta\.json is not valid JSON: /)]);
  });
});

describe('the index versions the pages name', () => {
  const head = (meta: string) => `<!doctype html><html><head><title>x</title>${meta}</head><body></body></html>`;
  it('passes pages naming built folders, and names each page that does not', () => {
    const dir = site('named', { 'meta.json': 100 });
    mkdirSync(path.join(dir, 'static', 'search', 'zh.v2'));
    mkdirSync(path.join(dir, 'static', 'js'));
    writeFileSync(path.join(dir, 'static', 'js', 'index.abc.js'), 'console.log("hi")');
    const ok = head('<meta name="search-index" content="en.v1 zh.v2">');
    expect(checkSearchIndexNames(dir, [['/', ok], ['/404.html', ok]], ['en', 'zh'])).toEqual([]);
    expect(
      checkSearchIndexNames(
        dir,
        [
          ['/a.html', head('')],
          ['/b.html', head('<meta name="search-index" content="en.v1">')],
          ['/c.html', head('<meta name="search-index" content="en.v0 zh.v2">')],
        ],
        ['en', 'zh'],
      ),
    ).toEqual([
      '/a.html: no <meta name="search-index"> in the head; its search box would not find the index (plugins/delivery/search)',
      '/b.html: the search-index <meta> names no "zh" index',
      '/c.html: names the search index static/search/en.v0/, which was not built',
    ]);
  });
  it('names a script that carries the version', () => {
    const dir = site('compiled', { 'meta.json': 100 });
    mkdirSync(path.join(dir, 'static', 'js'));
    writeFileSync(path.join(dir, 'static', 'js', 'index.abc.js'), 'var v="k3j4x9v1";');
    mkdirSync(path.join(dir, 'static', 'search', 'en.k3j4x9v1'));
    const problems = checkSearchIndexNames(dir, [['/', head('<meta name="search-index" content="en.k3j4x9v1">')]], ['en']);
    expect(problems).toEqual(['static/js/index.abc.js contains the search index version k3j4x9v1; it belongs in the pages only']);
  });
});
