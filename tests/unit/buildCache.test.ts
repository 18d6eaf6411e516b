import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceDigest } from '../../plugins/shared/buildCache';
import { cachedSearchShards } from '../../plugins/delivery/search/shardCache';
import { buildSearchShards } from '../../plugins/delivery/search/shards';
import type { SearchCorpus } from '../../theme/search/shardFormat';

const temp = () => mkdtempSync(path.join(tmpdir(), 'build-cache-'));

/** A module tree: entry.ts imports ./lib/helper (which imports ../shared) and the package "pkg". */
function moduleTree() {
  const dir = temp();
  mkdirSync(path.join(dir, 'lib'));
  mkdirSync(path.join(dir, 'node_modules', 'pkg'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  write('entry.ts', "import { helper } from './lib/helper';\nimport pkg from 'pkg';\nimport { readFileSync } from 'node:fs';\nexport const x = helper + pkg;\n");
  write('lib/helper.ts', "import type { Shared } from '../shared';\nexport const helper = 1;\n");
  write('shared.ts', 'export type Shared = number;\n');
  write('node_modules/pkg/package.json', '{"name":"pkg","version":"1.0.0"}');
  return { dir, entry: path.join(dir, 'entry.ts'), write };
}

describe('sourceDigest', () => {
  it('changes with any module the entry imports, directly or not, and with a package version', () => {
    const { entry, write } = moduleTree();
    const digests = [sourceDigest(entry)];
    expect(sourceDigest(entry)).toBe(digests[0]);
    write('shared.ts', 'export type Shared = string;\n');
    digests.push(sourceDigest(entry));
    write('lib/helper.ts', "import type { Shared } from '../shared';\nexport const helper = 2;\n");
    digests.push(sourceDigest(entry));
    write('node_modules/pkg/package.json', '{"name":"pkg","version":"1.0.1"}');
    digests.push(sourceDigest(entry));
    expect(new Set(digests).size).toBe(4);
  });

  it('names the importer of a local module it cannot find', () => {
    const { entry, write } = moduleTree();
    write('lib/helper.ts', "export { gone } from './gone';\n");
    expect(() => sourceDigest(entry)).toThrow(/"\.\/gone", imported by .*helper\.ts/);
  });
});

const corpus: SearchCorpus = {
  lang: 'en',
  pages: [['/guide/install/docker.html', 'Docker']],
  sections: [
    [0, '', 'Docker', 'Run AList in a container.'],
    [0, 'upgrade', 'Upgrading', 'Pull the new image and recreate the container.'],
  ],
};

describe('search index cache', () => {
  it('gives the files buildSearchShards writes, from the cache when text and code are the last build’s', () => {
    const cacheDir = temp();
    const options = { cacheDir, codeDigest: 'code-1' };
    const first = cachedSearchShards(corpus, options);
    expect(first.cached).toBe(false);
    expect(first.files).toEqual([...buildSearchShards(corpus)]);
    const second = cachedSearchShards(corpus, options);
    expect(second).toEqual({ files: first.files, cached: true });
    expect(readdirSync(cacheDir)).toEqual(['search-en.bin']);
  });

  it('builds again when a section, or the indexing code, changed; and over a file it cannot read', () => {
    const cacheDir = temp();
    cachedSearchShards(corpus, { cacheDir, codeDigest: 'code-1' });
    const edited: SearchCorpus = { ...corpus, sections: [corpus.sections[0], [0, 'upgrade', 'Upgrading', 'Pull the new image.']] };
    const again = cachedSearchShards(edited, { cacheDir, codeDigest: 'code-1' });
    expect(again.cached).toBe(false);
    expect(again.files).toEqual([...buildSearchShards(edited)]);
    expect(cachedSearchShards(edited, { cacheDir, codeDigest: 'code-2' }).cached).toBe(false);
    writeFileSync(path.join(cacheDir, 'search-en.bin'), 'not a cache');
    expect(cachedSearchShards(edited, { cacheDir, codeDigest: 'code-2' }).cached).toBe(false);
    expect(cachedSearchShards(edited, { cacheDir, codeDigest: 'code-2' }).cached).toBe(true);
  });
});
