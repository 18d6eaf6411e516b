import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { englishWords } from '../scripts/content-report';

export interface Contributor {
  name: string;
  /** Not filled from git: the site shows names only and requests no third-party avatar. */
  url?: string;
  avatar?: string;
}

/** Reading speed in English-word units (Chinese text is converted by englishWords). */
const WORDS_PER_MINUTE = 220;

/**
 * Commit authors of every file, from one `git log` over the whole history (not one per page),
 * following renames such as .md -> .mdx. Keys are paths relative to the repository root.
 */
export function authorsByFile(log: string): Map<string, Map<string, number>> {
  const authors = new Map<string, Map<string, number>>();
  const renamedTo = new Map<string, string>(); // older path -> path it has now
  let author = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      author = line.slice(1);
      continue;
    }
    const fields = line.split('\t');
    if (fields.length < 2) continue;
    const isRename = /^[RC]\d*$/.test(fields[0]);
    const path = fields[isRename ? 2 : 1];
    const current = renamedTo.get(path) ?? path;
    if (isRename) renamedTo.set(fields[1], current);
    const counts = authors.get(current) ?? new Map<string, number>();
    counts.set(author, (counts.get(author) ?? 0) + 1);
    authors.set(current, counts);
  }
  return authors;
}

let history: { root: string; authors: Map<string, Map<string, number>> } | null | undefined;

function gitHistory() {
  if (history !== undefined) return history;
  try {
    const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    const root = git(['rev-parse', '--show-toplevel']).trim();
    history = { root, authors: authorsByFile(git(['-C', root, 'log', '-M', '--name-status', '--format=%x00%aN', '--', 'docs'])) };
  } catch {
    history = null; // not a git checkout: no contributors
  }
  return history;
}

/** Distinct commit authors of a file, most commits first; empty outside a git checkout. */
export function gitContributors(file: string): Contributor[] {
  const h = gitHistory();
  if (!h) return [];
  const counts = h.authors.get(path.relative(h.root, path.resolve(file)).split(path.sep).join('/'));
  if (!counts) return [];
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => ({ name }));
}

export function readingMinutes(markdown: string, lang: string): number {
  return Math.max(1, Math.round(englishWords(markdown, lang) / WORDS_PER_MINUTE));
}

/** Adds reading time and git contributors to every page's data at build time. */
export function pageMetaPlugin(): RspressPlugin {
  return {
    name: 'alist-page-meta',
    extendPageData(pageData) {
      const data = pageData as typeof pageData & { readingMinutes?: number; contributors?: Contributor[] };
      // The page's Markdown (imports inlined); the engine's search text is not built (search: false).
      data.readingMinutes = readingMinutes(pageData._flattenContent ?? '', pageData.lang);
      data.contributors = gitContributors(pageData._filepath);
    },
  };
}
