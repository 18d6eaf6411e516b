import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editLlmsModule, LLMS_MODULE } from '../../plugins/llmsOrder.mjs';
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

describe('engine edits for build time', () => {
  it('llms.txt order: applies to the installed engine module, which still parses, and names its file on other code', () => {
    const file = path.join(engineDist, 'node', 'ssg-md', 'llms', 'emitLlmsTxt.js');
    expect(LLMS_MODULE.test(file)).toBe(true);
    const edited = editLlmsModule(readFileSync(file, 'utf8'));
    expect(edited).toContain('alistPlaceOf(a)');
    expect(edited).not.toContain('orderList.findIndex((order)=>matchPath(normalizeLink(order), a))');
    expect(parses(edited)).toBe('');
    expect(() => editLlmsModule('export {};')).toThrow(/plugins\/llmsOrder\.mjs/);
  });

  it('server page lookup: applies to the installed engine module, which still parses, and names its file on other code', () => {
    const file = path.join(engineDist, 'runtime', 'initPageData.js');
    expect(INIT_PAGE_DATA.test(file)).toBe(true);
    const edited = editInitPageData(readFileSync(file, 'utf8'));
    expect(edited).toContain('pageByPath(normalize(matchedRoute.path))');
    expect(edited).not.toContain('pageData.pages.find(');
    expect(parses(edited)).toBe('');
    expect(() => editInitPageData('export {};')).toThrow(/plugins\/ssgPageLookup\.ts/);
  });
});
