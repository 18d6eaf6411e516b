/**
 * The git history of docs/, read once per build: commit authors (page contributors, ../content/pageMeta.ts) and the
 * last commit date (sitemap <lastmod>, ../delivery/seoHead.ts) of every file. One `git log` over the whole history,
 * following renames such as .md -> .mdx; outside a git checkout there is none.
 */
import { execFileSync } from 'node:child_process';

export interface DocsHistory {
  /** The repository root; the maps' keys are paths relative to it, with "/". */
  root: string;
  /** Commits per author, per file. */
  authors: Map<string, Map<string, number>>;
  /** Date (YYYY-MM-DD) of the newest commit, per file. */
  lastModified: Map<string, string>;
}

/** The format `docsHistory` asks git for: a NUL, the author, a NUL and the commit date before each commit's files. */
const LOG_FORMAT = '%x00%aN%x00%cs';

/** Parses `git log -M --name-status --format=<LOG_FORMAT>`, newest commit first; files keep their current names. */
export function parseDocsLog(log: string): Omit<DocsHistory, 'root'> {
  const authors = new Map<string, Map<string, number>>();
  const lastModified = new Map<string, string>();
  const renamedTo = new Map<string, string>(); // older path -> path it has now
  let author = '';
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      [author, date] = line.slice(1).split('\0');
      continue;
    }
    const fields = line.split('\t');
    if (fields.length < 2) continue;
    const isRename = /^[RC]\d*$/.test(fields[0]);
    const file = fields[isRename ? 2 : 1];
    const current = renamedTo.get(file) ?? file;
    if (isRename) renamedTo.set(fields[1], current);
    const counts = authors.get(current) ?? new Map<string, number>();
    counts.set(author, (counts.get(author) ?? 0) + 1);
    authors.set(current, counts);
    if (!lastModified.has(current)) lastModified.set(current, date);
  }
  return { authors, lastModified };
}

let history: DocsHistory | null | undefined;

/** The history of docs/, from the first call's `git log`; null outside a git checkout. */
export function docsHistory(): DocsHistory | null {
  if (history !== undefined) return history;
  try {
    const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    const root = git(['rev-parse', '--show-toplevel']).trim();
    history = { root, ...parseDocsLog(git(['-C', root, 'log', '-M', '--name-status', `--format=${LOG_FORMAT}`, '--', 'docs'])) };
  } catch {
    history = null;
  }
  return history;
}
