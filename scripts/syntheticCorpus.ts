/**
 * A synthetic corpus for the bench: the site's own pages `factor` times over. The originals stay where
 * they are (so links and the sidebar keep working) and each copy k goes under /copy-k/ in both
 * languages, with its title marked, so the build, every page's first download and the search index
 * grow as they would with a site `factor` times larger.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function copyPage(source: string, target: string, mark: string) {
  mkdirSync(path.dirname(target), { recursive: true });
  if (!/\.mdx?$/.test(source)) {
    cpSync(source, target);
    return;
  }
  // The first heading (or frontmatter title) gets the copy's mark, so titles stay unique.
  const text = readFileSync(source, 'utf8')
    .replace(/^(title:\s*)(.+)$/m, `$1$2 (${mark})`)
    .replace(/^# (.+)$/m, `# $1 (${mark})`);
  writeFileSync(target, text);
}

function copyPages(from: string, to: string, mark: string) {
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    if (statSync(source).isDirectory()) copyPages(source, path.join(to, name), mark);
    else copyPage(source, path.join(to, name), mark);
  }
}

/** Writes the corpus to `dir` (replacing it) and returns the docs root to build. */
export function writeSyntheticCorpus(docsRoot: string, dir: string, factor: number): string {
  rmSync(dir, { recursive: true, force: true });
  const root = path.join(dir, 'docs');
  cpSync(docsRoot, root, { recursive: true });
  for (let k = 2; k <= factor; k++) {
    for (const lang of ['en', 'zh']) {
      // The copies leave out the home page, which has a layout of its own.
      for (const name of readdirSync(path.join(docsRoot, lang))) {
        if (/^index\.mdx?$/.test(name)) continue;
        const source = path.join(docsRoot, lang, name);
        const target = path.join(root, lang, `copy-${k}`, name);
        if (statSync(source).isDirectory()) copyPages(source, target, `copy ${k}`);
        else copyPage(source, target, `copy ${k}`);
      }
    }
  }
  return root;
}
