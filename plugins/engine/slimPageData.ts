import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { webModuleTransform } from './webModuleTransform';
import type { Root } from 'mdast';
import type { Processor } from 'unified';

/**
 * The engine ships a record of every page of both languages in the main bundle (virtual-page-data),
 * though the browser only ever reads the record of the page it shows: it looks the page up there by
 * route path and merges the record with the page meta compiled into the page's own module. So:
 *
 * - outline, frontmatter and description are dropped from the records (the page module already has
 *   outline and frontmatter; SiteHead writes the description from the frontmatter);
 * - everything else of a record (route path, language, source path, reading time, contributors, last
 *   update) is copied into the page meta of the page's own module, where the engine's merge
 *   (runtime/initPageData.js: page meta first, then the record if the list has one) finds it;
 * - the web bundle's copy of the list is empty (about 7 KiB gzip less on every page than the engine's
 *   list). SSG keeps the whole list.
 *
 * Runs after the search index was built, which still sees all fields.
 */
type PageRecord = Record<string, unknown> & { routePath: string; _filepath?: string };

/** Records by absolute source path; the engine's own hooks may still add fields, so they are read at compile time. */
const records = new Map<string, PageRecord>();

/** The fields of a record that go into the page's module. */
export function movedFields(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === '_filepath' || key === 'content' || key === '_flattenContent' || value === undefined) continue;
    out[key] = value;
  }
  return out;
}

/** The virtual-page-data module with an empty page list (web bundle): every page's record is in its own module. */
export function slimPageDataModule(source: string): string {
  const m = /export const pageData = (\{[\s\S]*?\});\s*export const searchIndexHash = /.exec(source);
  if (!m) throw new Error(`slim-page-data: the engine's virtual-page-data module has an unknown shape; check plugins/engine/slimPageData.ts against @rspress/core. It starts: ${source.slice(0, 120)}`);
  const data = JSON.parse(m[1]) as { pages: PageRecord[] };
  return source.replace(m[1], JSON.stringify({ ...data, pages: [] }));
}

/** Remark plugin: copies the page's record fields into the compiled page meta. */
function remarkPageRecord(this: Processor) {
  const processor = this;
  return (_tree: Root, file: { path?: string }) => {
    const record = file.path ? records.get(path.resolve(file.path)) : undefined;
    if (!record) return;
    const meta = processor.data('pageMeta' as never) as unknown as Record<string, unknown> | undefined;
    if (meta) Object.assign(meta, movedFields(record));
  };
}

export function slimPageDataPlugin(): RspressPlugin {
  return {
    name: 'alist-slim-page-data',
    extendPageData(pageData) {
      const data = pageData as unknown as PageRecord;
      delete data.toc;
      delete data.frontmatter;
      delete data.description;
      if (data._filepath) records.set(path.resolve(data._filepath), data);
    },
    markdown: { remarkPlugins: [remarkPageRecord] },
    builderConfig: {
      plugins: [webModuleTransform('alist-slim-page-data-module', /virtual-page-data/, slimPageDataModule)],
    },
  };
}
