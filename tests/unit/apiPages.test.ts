import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { listOperations, operationAnchor, remarkApiOperations } from '../../plugins/apiOperations';

const root = path.resolve(import.meta.dirname, '../..');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? pages(full) : full.endsWith('.mdx') || full.endsWith('.md') ? [full] : [];
  });
}

/** Which operations each API page shows: hand-placed ones, plus every other operation of a tag it expands. */
function placements(lang: string): Map<string, string[]> {
  const all = listOperations();
  const where = new Map<string, string[]>();
  for (const file of pages(path.join(root, 'docs', lang, 'guide', 'api'))) {
    const text = readFileSync(file, 'utf8');
    const own = [...text.matchAll(/<ApiOperation method="(\w+)" path="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const tags = [...text.matchAll(/<ApiOperations tag="([^"]+)"/g)].map((m) => m[1]);
    const shown = [...own, ...all.filter((o) => tags.includes(o.tag) && !own.includes(`${o.method} ${o.path}`)).map((o) => `${o.method} ${o.path}`)];
    for (const op of shown) where.set(op, [...(where.get(op) ?? []), path.relative(root, file)]);
  }
  return where;
}

describe('API pages render every route of the document', () => {
  for (const lang of ['en', 'zh']) {
    it(`places each of the ${listOperations().length} operations on exactly one ${lang} page`, () => {
      const where = placements(lang);
      const missing = listOperations().map((o) => `${o.method} ${o.path}`).filter((op) => !where.has(op));
      const twice = [...where].filter(([, files]) => files.length > 1);
      expect(missing).toEqual([]);
      expect(twice).toEqual([]);
    });
  }

  it('expands a tag into headings with route anchors and fails naming the page for an unknown route', () => {
    const tree: Root = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'ApiOperations', attributes: [{ type: 'mdxJsxAttribute', name: 'tag', value: 'admin/index' }], children: [] }] };
    remarkApiOperations()(tree, { path: '/x/docs/zh/guide/api/admin/other.mdx' });
    const headings = tree.children.filter((n) => n.type === 'heading');
    expect(headings).toHaveLength(5);
    expect(JSON.stringify(headings[0])).toContain(`{#${operationAnchor('/api/admin/index/build')}}`);
    expect(operationAnchor('/api/admin/index/build')).toBe('admin-index-build');
    const bad: Root = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'ApiOperation', attributes: [{ type: 'mdxJsxAttribute', name: 'method', value: 'POST' }, { type: 'mdxJsxAttribute', name: 'path', value: '/api/fs/lists' }], children: [] }] };
    expect(() => remarkApiOperations()(bad, { path: 'docs/en/guide/api/fs.mdx' })).toThrow(/docs\/en\/guide\/api\/fs\.mdx: .*\/api\/fs\/lists/);
  });
});
