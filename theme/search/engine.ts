/**
 * The local full-text search engine: MiniSearch over heading sections, with a tokenizer that handles
 * both languages of the site. Pure TypeScript without DOM access, so scripts/bench.ts and the unit
 * tests run exactly the code the browser runs.
 *
 * - English (and any other alphabetic text): NFKC, lower case, Porter stems ("installing" and
 *   "installs" both find "install"), a short stop-word list; words joined by "_" are indexed whole
 *   and by part (force_path_style, path, style).
 * - Chinese: runs of Han characters become overlapping bigrams ("反向代理" -> 反向 向代 代理), the usual
 *   dictionary-free CJK approach, so a word is found inside a sentence without word segmentation.
 *   A one-character query matches as a prefix of the bigrams.
 * - All query terms must match one section; when none does, sections matching at least half of the
 *   terms are listed (a pasted error message with a file name or number of its own still finds the
 *   page explaining it). A section containing the whole query as typed ranks first.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { SEARCH_MAX_RESULTS, SEARCH_SNIPPET_LEAD, SEARCH_SNIPPET_LENGTH } from '../../site/constants';
import { phraseHaystack, queryGrams } from './phraseGrams';

/** A piece of displayed text; `match` marks the parts that matched the query. */
export interface Segment {
  text: string;
  match?: true;
}

export interface SearchHit {
  /** Section number in the index. */
  id: number;
  path: string;
  anchor: string;
  /** path plus "#anchor" when the section has a heading. */
  href: string;
  pageTitle: string;
  heading: Segment[];
  snippet: Segment[];
  score: number;
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its my of on or so that the their then there these this to was were what when where which who why will with you your'.split(' '),
);

/** Han runs, or words of letters/digits (joined by "_"). */
const TOKEN_RE = /(\p{Script=Han}+)|([\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*)/gu;
const ASCII_WORD_RE = /^[a-z]+$/;

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const wordCache = new Map<string, string[]>();

/** Index terms of one normalized word (not Han). */
function wordTerms(word: string): string[] {
  let terms = wordCache.get(word);
  if (!terms) {
    terms = computeWordTerms(word);
    if (wordCache.size < 50_000) wordCache.set(word, terms);
  }
  return terms;
}

function computeWordTerms(word: string): string[] {
  if (word.includes('_')) {
    const parts = word.split('_').filter((p) => p.length > 1);
    return [word, ...parts.map(stemWord)].filter((t): t is string => Boolean(t));
  }
  const t = stemWord(word);
  return t ? [t] : [];
}

function stemWord(word: string): string | null {
  if (word.length < 2 && !/\d/.test(word)) return null;
  if (!ASCII_WORD_RE.test(word)) return word;
  if (STOP_WORDS.has(word)) return null;
  return stemmer(word);
}

/**
 * A Han character as four ASCII letters/digits. Index terms of Chinese text are written this way
 * ("~" + one or two codes) because MiniSearch's radix tree slows down a lot with thousands of
 * different first characters; with ASCII keys the Chinese index builds several times faster.
 */
function hanCode(char: string): string {
  return (char.codePointAt(0) ?? 0).toString(36).padStart(4, '0');
}

/** Marks an index term made of Han characters. */
const HAN_TERM = '~';
/** Length of a one-character Han term: the mark and the character's code. */
export const HAN_CHAR_TERM_LENGTH = 5;

export function isHanTerm(term: string): boolean {
  return term.startsWith(HAN_TERM);
}

export function hanTerm(chars: string): string {
  return HAN_TERM + Array.from(chars, hanCode).join('');
}

/** Index terms of a Han run: its characters in overlapping pairs, or the character alone. */
function hanTerms(run: string): string[] {
  const codes = Array.from(run, hanCode);
  if (codes.length === 1) return [HAN_TERM + codes[0]];
  const out: string[] = [];
  for (let i = 0; i < codes.length - 1; i++) out.push(HAN_TERM + codes[i] + codes[i + 1]);
  return out;
}

/** The terms of a text, in order (used for the index and for queries). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of normalize(text).matchAll(TOKEN_RE)) {
    if (m[1]) out.push(...hanTerms(m[1]));
    else out.push(...wordTerms(m[2]));
  }
  return out;
}

/**
 * The terms of a query with a weight each: a word counts 1, and the bigrams of a Chinese run
 * share 1 between them, so "half of the query" means half of its words in either language.
 */
export function queryWeights(query: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const m of normalize(query).matchAll(TOKEN_RE)) {
    const terms = m[1] ? hanTerms(m[1]) : wordTerms(m[2]);
    for (const t of terms) weights.set(t, Math.max(weights.get(t) ?? 0, m[1] ? 1 / terms.length : 1));
  }
  return weights;
}

/** A section as MiniSearch indexes it. */
export interface IndexedSection {
  id: number;
  title: string;
  heading: string;
  text: string;
}

/** The index's options: the build, the reference in the tests and the browser must use the same. */
export const INDEX_OPTIONS: Options<IndexedSection> = {
  fields: ['title', 'heading', 'text'],
  storeFields: [],
  tokenize,
  processTerm: (term) => term,
};

/** The whole index of a locale's sections (at build time, where every section is at hand). */
export function buildIndex(sections: IndexedSection[]): MiniSearch<IndexedSection> {
  const mini = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  mini.addAll(sections);
  return mini;
}

export function searchOptions(combineWith: 'AND' | 'OR', endsWithSpace: boolean): SearchOptions {
  return {
    combineWith,
    boost: { title: 2, heading: 3, text: 1 },
    // Typing "instal" already finds "install"; a lone Chinese character finds the words it starts.
    prefix: (term, i, terms) => (isHanTerm(term) ? term.length === HAN_CHAR_TERM_LENGTH : !endsWithSpace && i === terms.length - 1 && term.length > 2),
    fuzzy: (term) => (!isHanTerm(term) && term.length >= 6 ? 0.2 : false),
    maxFuzzy: 2,
  };
}

/** What the ranking shows of a section. */
export interface SectionRecord {
  path: string;
  pageTitle: string;
  anchor: string;
  heading: string;
  text: string;
}

/** Where the searcher gets its data: the whole index at hand, or the shards of theme/search/loadIndex.ts. */
export interface SectionSource {
  readonly lang: string;
  /** A MiniSearch holding at least every index term the query can match, with the whole index's statistics. */
  indexFor(query: string, endsWithSpace: boolean): Promise<MiniSearch<IndexedSection>>;
  /** Whether a section is the text before its page's first heading. */
  isLead(id: number): boolean;
  /** The sections whose text keeps every one of these grams (theme/search/phraseGrams.ts). */
  sectionsKeeping(grams: string[]): Promise<Set<number>>;
  /** The records of sections, in the order asked. */
  sections(ids: number[]): Promise<SectionRecord[]>;
}

export interface LocalSearcher {
  readonly lang: string;
  search(query: string, limit?: number): Promise<SearchHit[]>;
}

/** Weight of a match in the text before a page's first heading. */
const LEAD_BOOST = 2;
/** Weight of a section containing the whole query as typed. */
const PHRASE_BOOST = 5;

interface Candidate {
  r: SearchResult;
  id: number;
  /** Place in MiniSearch's order, which breaks ties. */
  order: number;
  lead: number;
  /** The score with the phrase boost, if the section may contain the phrase. */
  best: number;
  score: number;
}

/** The score order of the ranking: higher first, then MiniSearch's order. */
const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.order - b.order;

export function createSearcher(source: SectionSource): LocalSearcher {
  return {
    lang: source.lang,
    async search(query: string, limit = SEARCH_MAX_RESULTS): Promise<SearchHit[]> {
      const q = query.trim();
      const weights = queryWeights(q);
      if (weights.size === 0) return [];
      const endsWithSpace = /\s$/.test(query);
      const mini = await source.indexFor(q, endsWithSpace);
      let results = mini.search(q, searchOptions('AND', endsWithSpace));
      if (results.length === 0 && weights.size > 1) {
        // Nothing has every term: list sections that have at least half of the query's words.
        const needed = [...weights.values()].reduce((a, b) => a + b, 0) / 2;
        results = mini.search(q, searchOptions('OR', endsWithSpace)).filter((r) => [...new Set(r.queryTerms)].reduce((a, t) => a + (weights.get(t) ?? 0), 0) >= needed);
      }
      const phrase = q.toLowerCase().replace(/\s+/g, ' ');
      const top = await rank(source, results, q, phrase, limit);
      const records = await source.sections(top.map((c) => c.id));
      return top.map(({ r, id, score }, i) => {
        const { path, pageTitle, anchor, heading, text } = records[i];
        const matched = new Set(r.terms);
        return {
          id,
          path,
          anchor,
          href: anchor ? `${path}#${anchor}` : path,
          pageTitle,
          heading: highlight(heading, matched, phrase),
          snippet: snippet(text, matched, phrase),
          score,
        };
      });
    },
  };
}

/**
 * The first `limit` results in score order. A section containing the whole query as typed scores
 * PHRASE_BOOST times more, and only its text tells: texts are read for the best candidates first, and
 * reading stops once no candidate left could enter the first `limit` even with the boost. The order is
 * the one sorting every result would give.
 */
async function rank(source: SectionSource, results: SearchResult[], query: string, phrase: string, limit: number): Promise<Candidate[]> {
  const phraseCounts = phrase.length >= 2;
  // Sections without these cannot contain the phrase: their texts are not needed to rank them.
  const required = phraseCounts ? phraseTerms(phrase, new Set(tokenize(query))) : [];
  // Nor sections missing one of the phrase's kept grams. Read only when more results than shown,
  // since the texts of the shown ones are read anyway.
  const grams = phraseCounts && results.length > limit ? queryGrams(phrase) : [];
  const keeping = grams.length > 0 ? await source.sectionsKeeping(grams) : null;
  const candidates = results.map((r, order): Candidate => {
    const id = r.id as number;
    // A match in a page's opening section (before its first heading) says what the page is about.
    const lead = source.isLead(id) ? LEAD_BOOST : 1;
    const mayHavePhrase = phraseCounts && required.every((t) => r.match[t]?.some((field) => field !== 'title')) && (keeping === null || keeping.has(id));
    // The same expressions as the final score, so the bound is exact.
    const best = r.score * (mayHavePhrase ? PHRASE_BOOST : 1) * lead;
    return { r, id, order, lead, best, score: r.score * 1 * lead };
  });
  candidates.sort((a, b) => b.best - a.best || a.order - b.order);
  const ranked: Candidate[] = [];
  let next = 0;
  while (next < candidates.length) {
    const bar = ranked.length >= limit ? ranked.map((c) => c.score).sort((a, b) => b - a)[limit - 1] : -Infinity;
    if (candidates[next].best < bar) break;
    const batch: Candidate[] = [];
    while (next < candidates.length && batch.length < limit && candidates[next].best >= bar) batch.push(candidates[next++]);
    const unsure = batch.filter((c) => c.best !== c.score);
    const records = await source.sections(unsure.map((c) => c.id));
    unsure.forEach((c, i) => {
      const exact = phraseHaystack(records[i].heading, records[i].text).includes(phrase);
      c.score = c.r.score * (exact ? PHRASE_BOOST : 1) * c.lead;
    });
    ranked.push(...batch);
  }
  return ranked.sort(byScore).slice(0, limit);
}

/** A character that ends every token: not a letter, digit or "_". */
const BREAK_RE = /[^\p{L}\p{N}_]/u;

/**
 * Index terms a section's heading or text must have to contain the phrase. A token of the phrase
 * that starts after a break character is tokenized the same inside any text holding the phrase: a
 * word also ending before a break character gives the same terms, a Chinese run the same pairs (the
 * text's run may go on past the phrase's end, so the pairs are still there). Only terms of the query
 * itself count, since only those have MiniSearch's match details.
 */
function phraseTerms(phrase: string, queryTerms: Set<string>): string[] {
  const text = normalize(phrase);
  const breakAt = (i: number) => i >= 0 && i < text.length && BREAK_RE.test(text[i]);
  return [...text.matchAll(TOKEN_RE)]
    .flatMap((m) => {
      const start = m.index ?? 0;
      if (!breakAt(start - 1)) return [];
      if (m[1]) return Array.from(m[1]).length > 1 ? hanTerms(m[1]) : breakAt(start + m[1].length) ? hanTerms(m[1]) : [];
      return breakAt(start + m[2].length) ? wordTerms(m[2]) : [];
    })
    .filter((t) => queryTerms.has(t));
}

type Range = [start: number, end: number];

/** Where the matched terms (and the whole query) occur in a text. */
export function matchRanges(text: string, terms: Set<string>, phrase = ''): Range[] {
  const ranges: Range[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index ?? 0;
    if (m[1]) {
      const chars = Array.from(m[1]);
      let offset = start;
      for (let i = 0; i < chars.length; i++) {
        if (chars[i + 1] !== undefined && terms.has(hanTerm(normalize(chars[i] + chars[i + 1])))) ranges.push([offset, offset + chars[i].length + chars[i + 1].length]);
        else if (terms.has(hanTerm(normalize(chars[i])))) ranges.push([offset, offset + chars[i].length]);
        offset += chars[i].length;
      }
    } else if (wordTerms(normalize(m[2])).some((t) => terms.has(t))) {
      ranges.push([start, start + m[2].length]);
    }
  }
  if (phrase.length >= 2) {
    const lower = text.toLowerCase();
    if (lower.length === text.length) {
      for (let i = lower.indexOf(phrase); i !== -1; i = lower.indexOf(phrase, i + phrase.length)) ranges.push([i, i + phrase.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

function segments(text: string, ranges: Range[], from = 0, to = text.length): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const [s, e] of ranges) {
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    if (end <= start) continue;
    if (start > at) out.push({ text: text.slice(at, start) });
    out.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < to) out.push({ text: text.slice(at, to) });
  return out;
}

export function highlight(text: string, terms: Set<string>, phrase = ''): Segment[] {
  return segments(text, matchRanges(text, terms, phrase));
}

/** A window of the text around its first match, with the matches marked. */
export function snippet(text: string, terms: Set<string>, phrase = '', length = SEARCH_SNIPPET_LENGTH): Segment[] {
  const ranges = matchRanges(text, terms, phrase);
  let start = 0;
  if (ranges.length > 0 && ranges[0][0] > SEARCH_SNIPPET_LEAD) {
    start = ranges[0][0] - SEARCH_SNIPPET_LEAD;
    // Start at a word boundary when one is close.
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < ranges[0][0] && space - start < 15) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length - 15) end = space;
  }
  const out = segments(text, ranges, start, end);
  if (start > 0) out.unshift({ text: '…' });
  if (end < text.length) out.push({ text: '…' });
  return out;
}
