/**
 * Which pages to check again after AList changed: given the repository paths that changed between two
 * releases, prints every page whose frontmatter `sources` lists one of them, and (as "look at") pages whose
 * sources sit in a folder that changed. Driver pages also count the folders of the drivers whose data
 * they render.
 *
 *   npm run recheck -- changed.txt                     # one path per line (e.g. git diff --name-only)
 *   git diff --name-only v3.62.0 v3.63.0 | npm run recheck -- -
 *   npm run recheck -- --git /path/to/alist v3.62.0 v3.63.0
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadDrivers } from '../data/drivers/load';
import { loadPages } from '../site/pages';
import { knownSourceFiles } from '../site/sourceFiles';

export interface PageSources {
  page: string;
  sources: string[];
}

export interface Recheck {
  page: string;
  /** Listed sources that changed. */
  changed: string[];
  /** Changed files in the folder of a listed source (may matter, e.g. a helper file next to driver.go). */
  nearby: string[];
}

const folderOf = (p: string) => p.slice(0, p.lastIndexOf('/') + 1);

export function pagesToRecheck(pages: PageSources[], changedFiles: string[]): Recheck[] {
  const changed = new Set(changedFiles.map((f) => f.trim()).filter(Boolean));
  const out: Recheck[] = [];
  for (const { page, sources } of pages) {
    const hit = sources.filter((s) => changed.has(s));
    const folders = new Set(sources.map(folderOf).filter(Boolean));
    const nearby = [...changed].filter((f) => !hit.includes(f) && folders.has(folderOf(f)));
    if (hit.length > 0 || nearby.length > 0) out.push({ page, changed: hit, nearby });
  }
  return out.sort((a, b) => b.changed.length - a.changed.length || a.page.localeCompare(b.page));
}

/** Every page with its sources; a driver page adds the folder of each driver whose data file it imports. */
function allPageSources(): PageSources[] {
  const drivers = loadDrivers();
  const pages: PageSources[] = [];
  for (const lang of ['en', 'zh'] as const) {
    for (const p of loadPages(lang)) {
      const sources = [...(p.frontmatter.sources ?? [])];
      for (const m of p.body.matchAll(/@data\/drivers\/json\/([\w.-]+)\.json/g)) {
        const driver = drivers.find((d) => path.basename(d.file, '.json') === m[1]);
        const known = knownSourceFiles();
        if (driver) sources.push(...[...known].filter((f) => f.startsWith(`drivers/${driver.dir}/`) && !f.endsWith('_test.go')));
      }
      pages.push({ page: `docs/${lang}/${p.file}`, sources: [...new Set(sources)] });
    }
  }
  return pages;
}

function changedFromArgs(args: string[]): string[] {
  if (args[0] === '--git') {
    const [, repo, from, to] = args;
    if (!repo || !from || !to) throw new Error('usage: --git <alist checkout> <from-tag> <to-tag>');
    return execFileSync('git', ['-C', repo, 'diff', '--name-only', from, to], { encoding: 'utf8' }).split('\n');
  }
  if (!args[0]) throw new Error('give a file of changed paths, "-" for stdin, or --git <alist checkout> <from> <to>');
  return readFileSync(args[0] === '-' ? 0 : args[0], 'utf8').split('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let changed: string[];
  try {
    changed = changedFromArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`recheck: ${(error as Error).message}`);
    process.exit(2);
  }
  const result = pagesToRecheck(allPageSources(), changed);
  if (result.length === 0) console.log('recheck: no page lists a changed file');
  for (const r of result) {
    console.log(r.page);
    if (r.changed.length) console.log(`  changed: ${r.changed.join(', ')}`);
    if (r.nearby.length) console.log(`  look at: ${r.nearby.join(', ')}`);
  }
}
