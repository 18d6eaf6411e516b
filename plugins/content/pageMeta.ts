import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { englishWords } from '../../scripts/content-report';
import { docsHistory } from '../shared/docsHistory';

export interface Contributor {
  name: string;
  /** Not filled from git: the site shows names only and requests no third-party avatar. */
  url?: string;
  avatar?: string;
}

/** Reading speed in English-word units (Chinese text is converted by englishWords). */
const WORDS_PER_MINUTE = 220;

/** Distinct commit authors of a file, most commits first; empty outside a git checkout. */
export function gitContributors(file: string): Contributor[] {
  const h = docsHistory();
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
