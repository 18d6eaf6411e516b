/**
 * The readers' words of each site language (data/search/readers-words.*.json): what readers type for
 * a thing the pages name otherwise. theme/search/queryPlan.ts adds the site's words as alternatives.
 */
import en from '../../data/search/readers-words.en.json';
import zh from '../../data/search/readers-words.zh.json';

export type ReadersWords = { reader: string[]; site: string[] }[];

export const englishReadersWords: ReadersWords = en.entries;
export const chineseReadersWords: ReadersWords = zh.entries;
