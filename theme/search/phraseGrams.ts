/**
 * Which sections may contain a query as typed, without reading their texts.
 *
 * The ranking boosts a section whose lowercased heading and text contain the lowercased query
 * (a plain substring test, theme/search/engine.ts). Substrings are matched by winnowing: of every
 * PHRASE_WINDOW consecutive character GRAM_LENGTH-grams of a string, the one that comes first in
 * gramRank is kept. The build indexes the kept grams of each section's text; a query keeps its own
 * the same way. Every window of the query is a window of any text containing it, and the kept gram depends
 * only on the window's characters, so such a text has every gram the query keeps: a section missing
 * one cannot contain the query. This works on UTF-16 code units of the very strings the substring
 * test compares, so word edges, punctuation and Chinese need no special case.
 */

/** The string the phrase test searches in: one section's heading and text, lowercased. */
export function phraseHaystack(heading: string, text: string): string {
  return `${heading}\n${text}`.toLowerCase();
}

/** Characters per gram. */
export const GRAM_LENGTH = 4;
/** Grams per window: a query of GRAM_LENGTH + PHRASE_WINDOW - 1 characters or more keeps at least one. */
export const PHRASE_WINDOW = 5;
export const MIN_FILTER_LENGTH = GRAM_LENGTH + PHRASE_WINDOW - 1;

/** FNV-1a over code units: short, and spreads similar grams. */
export function gramHash(s: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    hash ^= s.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const SCRIPT_CHANGE_RE = /\p{Script=Han}[^\p{Script=Han}]|[^\p{Script=Han}]\p{Script=Han}/u;
const BREAK_RE = /[^\p{L}\p{N}]/u;

/**
 * The order in which grams are kept: grams where Chinese meets other text, then grams across a word
 * break, then the rest, each class by hash. Grams joining two words are rarer than grams inside a
 * word, so a query's kept grams rule out more sections.
 */
export function gramRank(gram: string): number {
  const kind = SCRIPT_CHANGE_RE.test(gram) ? 0 : BREAK_RE.test(gram) ? 1 : 2;
  return kind * 2 ** 32 + gramHash(gram);
}

/** The grams winnowing keeps of a string, each once, in order of first appearance. */
export function keptGrams(text: string): string[] {
  const hashes: number[] = [];
  for (let i = 0; i + GRAM_LENGTH <= text.length; i++) hashes.push(gramRank(text.slice(i, i + GRAM_LENGTH)));
  const kept = new Set<string>();
  for (let start = 0; start + PHRASE_WINDOW <= hashes.length; start++) {
    // The leftmost smallest, so the choice depends on the window's characters alone.
    let best = start;
    for (let i = start + 1; i < start + PHRASE_WINDOW; i++) if (hashes[i] < hashes[best]) best = i;
    kept.add(text.slice(best, best + GRAM_LENGTH));
  }
  return [...kept];
}

/** Grams a query looks up at most: each may be in a file of its own, and three already rule out nearly every section. */
const MAX_QUERY_GRAMS = 3;

/**
 * The grams a query looks up (each of its kept grams is a necessary condition), or none when it is
 * too short to keep one. The first in gramRank: the rarest.
 */
export function queryGrams(phrase: string): string[] {
  if (phrase.length < MIN_FILTER_LENGTH) return [];
  return keptGrams(phrase)
    .sort((a, b) => gramRank(a) - gramRank(b))
    .slice(0, MAX_QUERY_GRAMS);
}

/**
 * Where a gram's sections are listed: a shard, and a bucket in it. Grams are not written out (Chinese
 * grams would take more room than their sections); grams sharing a bucket share one list, which can
 * only let more sections through. The hash is mixed again, since kept grams have small hashes.
 */
export function gramSlot(gram: string, shards: number, buckets: number): [shard: number, bucket: number] {
  const mixed = Math.imul(gramHash(gram), 0x9e3779b1) >>> 0;
  return [mixed % shards, Math.floor(mixed / shards) % buckets];
}
