import { execFileSync } from 'node:child_process';
import type { RspressPlugin } from '@rspress/core';
import { englishWords } from '../scripts/content-report';

export interface Contributor {
  name: string;
  /** Only set when the contributor map in site/contributors.ts gives one; no third-party avatar by default. */
  url?: string;
  avatar?: string;
}

/** Reading speed in English-word units (Chinese text is converted by englishWords). */
const WORDS_PER_MINUTE = 220;

/** Distinct commit authors of a file, most commits first; empty outside a git checkout. */
export function gitContributors(file: string): Contributor[] {
  let out = '';
  try {
    out = execFileSync('git', ['log', '--follow', '--format=%aN', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return [];
  }
  const counts = new Map<string, number>();
  for (const name of out.split('\n').filter(Boolean)) counts.set(name, (counts.get(name) ?? 0) + 1);
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
      data.readingMinutes = readingMinutes(pageData.content ?? '', pageData.lang);
      data.contributors = gitContributors(pageData._filepath);
    },
  };
}
