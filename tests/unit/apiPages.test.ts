import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import openapi from '../../data/api/openapi.json';
import { remarkApiOperations } from '../../plugins/content/apiOperations';

const root = path.resolve(import.meta.dirname, '../..');
const importLine = "import { ApiOperation } from '@components/ApiOperation';";

/** Every operation of the document as the pages address it: "POST /api/fs/mkdir", "ANY /api/fs/list". */
const operations = Object.entries(openapi.paths as Record<string, Record<string, { 'x-route-method'?: string }>>).flatMap(([p, item]) =>
  Object.entries(item).map(([m, op]) => `${op['x-route-method'] === 'ANY' ? 'ANY' : m.toUpperCase()} ${p}`),
);

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? pages(full) : /\.mdx?$/.test(full) ? [full] : [];
  });
}

const element = (method: string, routePath: string): Root => ({
  type: 'root',
  children: [{ type: 'mdxJsxFlowElement', name: 'ApiOperation', attributes: [{ type: 'mdxJsxAttribute', name: 'method', value: method }, { type: 'mdxJsxAttribute', name: 'path', value: routePath }], children: [] }],
});

describe('API pages render every route of the document', () => {
  for (const lang of ['en', 'zh']) {
    it(`places each of the ${operations.length} operations on exactly one ${lang} page`, () => {
      const where = new Map<string, string[]>();
      for (const file of pages(path.join(root, 'docs', lang, 'guide', 'api'))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/<ApiOperation method="(\w+)" path="([^"]+)"/g)) {
          const op = `${m[1]} ${m[2]}`;
          where.set(op, [...(where.get(op) ?? []), path.relative(root, file)]);
        }
      }
      expect(operations.filter((op) => !where.has(op))).toEqual([]);
      expect([...where].filter(([op, files]) => files.length > 1 || !operations.includes(op))).toEqual([]);
    });
  }

  it('puts the view on the element, and fails naming the page for an unknown route or a missing import', () => {
    const tree = element('POST', '/api/admin/index/build');
    remarkApiOperations()(tree, { path: 'docs/zh/guide/api/admin/other.mdx', value: importLine });
    expect(JSON.stringify(tree)).toContain('"name":"staticContent"');
    // Only the page's language travels with the page: the Chinese page carries no English summary.
    const view = JSON.stringify(tree);
    expect(view).toContain('重建');
    expect(view).not.toMatch(/Rebuild the search index|\\"en\\"/);
    expect(() => remarkApiOperations()(element('POST', '/api/fs/lists'), { path: 'docs/en/guide/api/fs.mdx', value: importLine })).toThrow(/docs\/en\/guide\/api\/fs\.mdx: .*\/api\/fs\/lists/);
    expect(() => remarkApiOperations()(element('ANY', '/api/fs/list'), { path: 'docs/en/guide/api/fs.mdx', value: '' })).toThrow(/fs\.mdx: add "import \{ ApiOperation \}/);
  });
});
