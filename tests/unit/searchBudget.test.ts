import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSearchBudget, SEARCH_GRAM_SHARD_BUDGET, SEARCH_META_BUDGET, SEARCH_TEXT_SHARD_BUDGET } from '../../scripts/searchBudget';

const root = mkdtempSync(path.join(tmpdir(), 'search-budget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A built folder with one index: random bytes do not compress, so their size is the gzip size. */
function site(name: string, files: Record<string, number>): string {
  const dir = path.join(root, name, 'static', 'search', 'en.v1');
  mkdirSync(dir, { recursive: true });
  for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(dir, file), randomBytes(bytes).toString('hex').slice(0, bytes));
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
});
