import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editLlmsModule, LLMS_MODULE } from '../../plugins/llmsOrder.mjs';
import { editServerEntry, SERVER_ENTRY } from '../../plugins/serverRender';
import { editInitPageData, INIT_PAGE_DATA } from '../../plugins/ssgPageLookup';

const engineDist = path.join(path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')), 'dist');

/** Node parses the module (its imports are not resolved). */
function parses(code: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'engine-edit-'));
  try {
    writeFileSync(path.join(dir, 'module.mjs'), code);
    return spawnSync(process.execPath, ['--check', path.join(dir, 'module.mjs')], { encoding: 'utf8' }).stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const EDITS = [
  {
    name: 'llms.txt order',
    file: ['node', 'ssg-md', 'llms', 'emitLlmsTxt.js'],
    module: LLMS_MODULE,
    edit: editLlmsModule,
    added: 'alistPlaceOf(a)',
    removed: 'orderList.findIndex((order)=>matchPath(normalizeLink(order), a))',
    names: /plugins\/llmsOrder\.mjs/,
  },
  {
    name: 'server page lookup',
    file: ['runtime', 'initPageData.js'],
    module: INIT_PAGE_DATA,
    edit: editInitPageData,
    added: 'pageByPath(normalize(matchedRoute.path))',
    removed: 'pageData.pages.find(',
    names: /plugins\/ssgPageLookup\.ts/,
  },
  {
    name: 'server render',
    file: ['runtime', 'ssrServerEntry.js'],
    module: SERVER_ENTRY,
    edit: editServerEntry,
    added: 'await renderPageHtml(',
    removed: 'await renderToHtml(',
    names: /plugins\/serverRender\/index\.ts/,
  },
];

describe('engine edits for build time', () => {
  for (const { name, file, module, edit, added, removed, names } of EDITS) {
    it(`${name}: applies to the installed engine module, which still parses, and names its file on other code`, () => {
      const installed = path.join(engineDist, ...file);
      expect(module.test(installed)).toBe(true);
      const edited = edit(readFileSync(installed, 'utf8'));
      expect(edited).toContain(added);
      expect(edited).not.toContain(removed);
      expect(parses(edited)).toBe('');
      expect(() => edit('export {};')).toThrow(names);
    });
  }
});
