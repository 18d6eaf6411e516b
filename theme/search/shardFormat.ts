/**
 * The files of one locale's search index, written at build time by plugins/delivery/search and read by
 * theme/search/loadIndex.ts (in the browser, in scripts/bench.ts and in the unit tests).
 *
 * The index is cut so that a query downloads only what it needs:
 *   static/search/<lang>.<version>/meta.json   document statistics, pages, and the list of non-Chinese terms
 *   static/search/<lang>.<version>/t<n>.json   term shard n: the postings of the terms that hash to n
 *   static/search/<lang>.<version>/x<n>.json   text shard n: anchor, heading and text of a run of sections
 *   static/search/<lang>.<version>/g<n>.json   gram shard n: the sections of the grams that hash to n, which
 *                                              rule out sections not containing a query (./phraseGrams.ts)
 * The version is new for every build, so files of different builds never mix in a cache.
 */
import { HAN_CHAR_TERM_LENGTH, isHanTerm } from './engine';

/** The sections of one locale as the build extracts them from the rendered pages. */
export interface SearchCorpus {
  /** Locale code: "en" or "zh". */
  lang: string;
  /** [canonical URL path, page title] */
  pages: [path: string, title: string][];
  /**
   * One entry per heading section, in page order: [index into pages, heading id ("" for the text
   * above the first heading), heading chain ("Install › Docker compose"; the page title for the top
   * section), text].
   */
  sections: [page: number, anchor: string, heading: string, text: string][];
}

/** Format version; bump when the shape of any file changes. */
export const SEARCH_INDEX_FORMAT = 4;

export interface SearchMeta {
  v: typeof SEARCH_INDEX_FORMAT;
  lang: string;
  pages: [path: string, title: string][];
  /** First section of each page (sections are in page order). */
  pageStarts: number[];
  /** Sections holding the text above a page's first heading (ranked higher). */
  leads: number[];
  /** Sections documenting one API operation (ranked lower for questions that do not quote it). */
  reference: number[];
  /** MiniSearch's document statistics, so scores are the same as with the whole index. */
  documentCount: number;
  averageFieldLength: number[];
  /** Length of each field (title, heading, text) of each section, three numbers per section. */
  fieldLength: number[];
  /** Number of term shards. */
  termShards: number;
  /**
   * Every index term that is not Chinese, sorted; prefix and fuzzy matching run on this list, so a
   * query knows which shards hold its terms. Chinese terms are not listed: their shard follows from
   * their first character.
   */
  words: string[];
  /** First section of each text shard. */
  textStarts: number[];
  /** Number of gram shards, and of buckets in each. */
  gramShards: number;
  gramBuckets: number;
}

/**
 * One term: [term, position, title postings, heading postings, text postings]. Entries are sorted by
 * position, the term's place in the whole index's term tree (see plugins/delivery/search/shards.ts); each
 * position is written as the difference to the one before. Postings: see encodePostings.
 */
export type TermEntry = [term: string, position: number, title: Postings, heading: Postings, text: Postings];
export type TermShard = TermEntry[];

/**
 * Sections with ascending ids, as numbers: the id's difference to the one before (the first counts
 * from -1), negated and followed by the count when the term occurs more than once. 0: no section.
 */
export type Postings = number[] | 0;

/** [anchor, heading, text] of each section of the shard, from its first section on. */
export type TextShard = [anchor: string, heading: string, text: string][];

/**
 * Per bucket, the sections whose lowercased heading and text keep a gram of the bucket
 * (theme/search/phraseGrams.ts), as steps from the id before (the first from -1); 0: none.
 */
export type GramShard = (number[] | 0)[];

export const META_FILE = 'meta.json';
export const termShardFile = (n: number) => `t${n}.json`;
export const textShardFile = (n: number) => `x${n}.json`;
export const gramShardFile = (n: number) => `g${n}.json`;

/** The folder of every locale's index under the site base. */
export const SEARCH_ROOT = 'static/search';

/** Folder of a locale's index under the site base, e.g. "static/search/en.3f9c0a1b2d4e". */
export function searchIndexDir(lang: string, version: string): string {
  return `${SEARCH_ROOT}/${lang}.${version}`;
}

/**
 * The term shard holding a term. Chinese terms go by their first character, so the bigrams that a
 * one-character query matches by prefix are all in one file; other terms by the whole term.
 */
export function termShardOf(term: string, shards: number): number {
  const key = isHanTerm(term) ? term.slice(0, HAN_CHAR_TERM_LENGTH) : term;
  // FNV-1a: short, and spreads similar terms.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}

/** Section id → count, in ascending id order, as written in a shard. */
export function encodePostings(counts: Iterable<[id: number, count: number]>): Postings {
  const out: number[] = [];
  let previous = -1;
  for (const [id, count] of counts) {
    const step = id - previous;
    previous = id;
    if (count === 1) out.push(step);
    else out.push(-step, count);
  }
  return out.length > 0 ? out : 0;
}

export function decodePostings(postings: Postings): Map<number, number> {
  const counts = new Map<number, number>();
  if (postings === 0) return counts;
  let id = -1;
  for (let i = 0; i < postings.length; i++) {
    const step = postings[i];
    if (step > 0) {
      id += step;
      counts.set(id, 1);
    } else {
      id -= step;
      counts.set(id, postings[++i]);
    }
  }
  return counts;
}

/** A section's heading naming an API operation ("… › GET /api/fs/list"): reference, not an answer to a question. */
export const API_OPERATION_HEADING = /\b(?:GET|POST|PUT|PATCH|DELETE|ANY)\s+\/api\//;
/** The text of an operation section of the API pages, which opens with its method and route. */
const API_OPERATION_TEXT = /^(?:GET|POST|PUT|PATCH|DELETE|ANY) \/api\/\S+ /;

/**
 * Whether a section documents one API operation: its heading names the route, or (headings in
 * readers' words, "List labels") it is on an API page and its text opens with the route.
 */
export function isOperationSection(pagePath: string, heading: string, text: string): boolean {
  return API_OPERATION_HEADING.test(heading) || (/\/guide\/api\//.test(pagePath) && API_OPERATION_TEXT.test(text));
}
