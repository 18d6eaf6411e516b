import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DEVELOPERS.md is a map a newcomer reads in ten minutes; the details are in the folders' READMEs it links.
const root = path.resolve(import.meta.dirname, '../..');
const MAX_BYTES = 12 * 1024;
const MAPS = ['DEVELOPERS.md', 'README.md', 'plugins/content/README.md', 'plugins/delivery/README.md', 'plugins/engine/README.md', 'plugins/shared/README.md', 'theme/README.md', 'components/README.md', 'components/tools/README.md', 'data/README.md', 'data/api/README.md', 'server/README.md', 'tests/README.md'];
const TOP = ['docs', 'site', 'theme', 'components', 'data', 'plugins', 'providers', 'server', 'scripts', 'tests', 'deploy'];

/** Files a Markdown text names: relative link targets, and `code` spans that are plain repository paths. */
function namedFiles(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^(?:[a-z]+:|#)/.test(t)).map((t) => t.replace(/#.*$/, ''));
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]).filter((t) => new RegExp(`^(?:${TOP.join('|')})/[\\w./-]*$`).test(t));
  return [...links, ...spans];
}

describe('the developer map', () => {
  it(`DEVELOPERS.md stays under ${MAX_BYTES / 1024} KB`, () => {
    expect(statSync(path.join(root, 'DEVELOPERS.md')).size).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('reads links and repository paths, and leaves placeholders, URLs and anchors alone', () => {
    expect(namedFiles('See [a](theme/README.md#x), [b](https://x.dev/), [c](#top), `plugins/engine/`, `docs/<lang>/x.md`, `npm test`.')).toEqual(['theme/README.md', 'plugins/engine/']);
  });

  for (const file of MAPS) {
    it(`${file} names only files that exist`, () => {
      const dir = path.dirname(path.join(root, file));
      const missing = namedFiles(readFileSync(path.join(root, file), 'utf8')).filter((target) => {
        // Links are relative to the file; code spans name repository paths.
        const candidates = [path.join(dir, target), path.join(root, target)];
        return !candidates.some((c) => existsSync(c));
      });
      expect(missing).toEqual([]);
    });
  }
});
