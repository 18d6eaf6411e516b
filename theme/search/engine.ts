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
 * - Queries are planned into word groups (theme/search/queryPlan.ts: pasted messages without their
 *   variable parts, Chinese cut into words, question words weighing little, readers' words). A
 *   section matching any group is a result; its score is MiniSearch's for its matches times the
 *   share of the query it covers, each group weighed by its rarity, so sections with every word come
 *   first and a sentence with a word the site does not use still finds the others. A section quoting
 *   the query's fixed fragments verbatim ranks higher still.
 */
import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { SEARCH_MAX_RESULTS, SEARCH_SNIPPET_LEAD, SEARCH_SNIPPET_LENGTH } from '../../site/constants';
import { phraseHaystack, queryGrams } from './phraseGrams';
import { planQuery, type QueryGroup, type QueryPlan } from './queryPlan';

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

/** Han runs, or words of other letters/digits (joined by "_"): "webdav连接" is two tokens. */
const TOKEN_RE = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+(?:_(?:(?!\p{Script=Han})[\p{L}\p{N}])+)*)/gu;
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

const hanCharCodes = new Map<string, string>();

/**
 * The code of one Han character of a text as its index terms write it (after NFKC, which maps a
 * compatibility ideograph to one unified character, so a pair's term is the two codes joined).
 */
function hanCharCode(char: string): string {
  let code = hanCharCodes.get(char);
  if (code === undefined) {
    code = Array.from(normalize(char), hanCode).join('');
    hanCharCodes.set(char, code);
  }
  return code;
}

/** Marks an index term made of Han characters. */
const HAN_TERM = '~';
/** Length of a one-character Han term: the mark and the character's code. */
export const HAN_CHAR_TERM_LENGTH = 5;

export function isHanTerm(term: string): boolean {
  return term.startsWith(HAN_TERM);
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

/** How one index term of a query is looked up: as written, as a prefix, with one edit. */
export interface TermSpec {
  term: string;
  prefix: boolean;
  fuzzy: number | false;
}

/** Latin words of this many letters or more match with one typing mistake. */
const FUZZY_MIN_LENGTH = 5;

/**
 * The lookup of a term: typing "instal" already finds "install" (the query's last word, unless a
 * space follows it); a lone Chinese character finds the words it starts; a Latin word of five
 * letters or more is found with one edit. A word the index has as written is looked up as written:
 * it is neither unfinished nor mistyped, and its neighbours would only add noise.
 */
export function termSpec(term: string, last: boolean, endsWithSpace: boolean, known: (term: string) => boolean): TermSpec {
  if (isHanTerm(term)) return { term, prefix: term.length === HAN_CHAR_TERM_LENGTH, fuzzy: false };
  if (known(term)) return { term, prefix: false, fuzzy: false };
  return { term, prefix: last && !endsWithSpace && term.length > 2, fuzzy: term.length >= FUZZY_MIN_LENGTH && !/^\d+$/.test(term) ? 1 : false };
}

/** The options every group search shares. */
const GROUP_OPTIONS: SearchOptions = { boost: { title: 2, heading: 3, text: 1 }, maxFuzzy: 1 };

/** A group's alternatives with their terms' lookups; `last` marks the query's last group. */
interface PlannedGroup extends QueryGroup {
  specs: TermSpec[][];
}

export function planGroups(plan: QueryPlan, endsWithSpace: boolean, known: (term: string) => boolean): PlannedGroup[] {
  return plan.groups
    .map((group, g) => {
      const last = g === plan.groups.length - 1;
      const specs = group.alternatives.map((alt, a) => {
        const terms = tokenize(alt);
        // Only what the reader typed may be unfinished, not the site word added for it.
        return terms.map((t, i) => termSpec(t, last && a === 0 && i === terms.length - 1, endsWithSpace, known));
      });
      return { ...group, specs: specs.filter((s) => s.length > 0) };
    })
    .filter((group) => group.specs.length > 0);
}


/** The terms are index terms already: MiniSearch must not cut them again. */
const asIndexTerm = (term: string) => [term];

/** A MiniSearch query matching a section when one of these alternatives has all its terms. */
function alternativesQuery(alternatives: TermSpec[][]): Query {
  return {
    combineWith: 'OR',
    queries: alternatives.map((specs) => ({
      combineWith: 'AND',
      queries: specs.map((spec) => ({ queries: [spec.term], prefix: spec.prefix, fuzzy: spec.fuzzy, tokenize: asIndexTerm })),
    })),
  } as Query;
}

/** A match through the site's word for a reader's word counts this much of a match of the word typed. */
const SITE_WORD_WEIGHT = 0.5;

/** The sections a group matches, with their scores: the words as typed, or the site's words for them. */
export function groupMatches(mini: MiniSearch<IndexedSection>, group: PlannedGroup): Map<number, SearchResult> {
  const [typed, ...site] = group.specs;
  const found = new Map<number, SearchResult>();
  for (const r of mini.search(alternativesQuery([typed]), GROUP_OPTIONS)) found.set(r.id as number, r);
  if (site.length > 0) {
    for (const r of mini.search(alternativesQuery(site), GROUP_OPTIONS)) {
      const id = r.id as number;
      const typedMatch = found.get(id);
      const score = r.score * SITE_WORD_WEIGHT;
      if (!typedMatch) found.set(id, { ...r, score });
      else if (score > typedMatch.score) found.set(id, { ...typedMatch, score, match: { ...r.match, ...typedMatch.match } });
    }
  }
  return found;
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
  /** A MiniSearch holding at least every index term these lookups can match, with the whole index's statistics. */
  indexFor(specs: TermSpec[]): Promise<MiniSearch<IndexedSection>>;
  /** Whether a section is the text before its page's first heading. */
  isLead(id: number): boolean;
  /** Whether a section documents one API operation (theme/search/shardFormat.ts). */
  isReference(id: number): boolean;
  /** Whether the index has this term (not Chinese) as written. */
  knows(term: string): boolean;
  /** The sections whose text keeps every one of these grams (theme/search/phraseGrams.ts). */
  sectionsKeeping(grams: string[]): Promise<Set<number>>;
  /** The records of sections, in the order asked. */
  sections(ids: number[]): Promise<SectionRecord[]>;
  /** Every page: path and title. */
  pages(): [path: string, title: string][];
}

/** A page offered when nothing matched: its title is the closest to the query. */
export interface PageSuggestion {
  path: string;
  title: string;
}

export interface LocalSearcher {
  readonly lang: string;
  search(query: string, limit?: number): Promise<SearchHit[]>;
  /** Pages whose titles are closest to a query that found nothing. */
  suggest(query: string, limit?: number): PageSuggestion[];
  /** The lowercased heading and text of sections (what the phrase boost searches), for checks. */
  sectionTexts(ids: number[]): Promise<string[]>;
}

/** Weight of a match in the text before a page's first heading. */
const LEAD_BOOST = 2;
/**
 * Weight of a section documenting one API operation: its field list holds many words of any
 * question, but it answers only questions about the operation, and those quote its route, which
 * the phrase boost rewards. A section quoting every fixed fragment of the query (a pasted message
 * its error list names) keeps its full weight: that quote is what the reader is looking for.
 */
const REFERENCE_WEIGHT = 0.4;
/** Weight of a section containing every fixed fragment of the query as written. */
const PHRASE_BOOST = 5;
/**
 * How much a section matching fewer of the query's words (weighted by rarity) loses: its score is
 * multiplied by the matched share to this power, so a section with every word comes first.
 */
const COVERAGE_POWER = 2;

interface Candidate {
  id: number;
  /** Place in the order of first match, which breaks ties. */
  order: number;
  /** Matched index terms (for highlighting). */
  terms: Set<string>;
  /** The score without the phrase boost. */
  score: number;
  /** The score with the largest phrase boost the section may still get. */
  best: number;
  /** Each fragment's share of the boost, where the section may contain it. */
  maybe: number[];
}

/** The score order of the ranking: higher first, then the order of first match. */
const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.order - b.order;

/** Phrase factor of a section from the fragments it contains: up to PHRASE_BOOST with all. */
function phraseFactor(shares: number[]): number {
  return 1 + (PHRASE_BOOST - 1) * shares.reduce((a, b) => a + b, 0);
}

export interface SearcherOptions {
  /** Read every candidate's text instead of stopping when the rest cannot enter (a reference for tests). */
  exhaustive?: boolean;
}

export function createSearcher(source: SectionSource, options: SearcherOptions = {}): LocalSearcher {
  return {
    lang: source.lang,
    async search(query: string, limit = SEARCH_MAX_RESULTS): Promise<SearchHit[]> {
      const q = query.trim();
      if (!q) return [];
      const endsWithSpace = /\s$/.test(query);
      const plan = planQuery(q, source.lang);
      const groups = planGroups(plan, endsWithSpace, (term) => source.knows(term));
      if (groups.length === 0) return [];
      // The fragments' own terms too (Chinese pairs across words among them): a quote has them all.
      const fragmentTerms = plan.fragments.flatMap((f) => tokenize(f).map((term): TermSpec => ({ term, prefix: false, fuzzy: false })));
      const mini = await source.indexFor([...groups.flatMap((g) => g.specs.flat()), ...fragmentTerms]);
      const candidates = collect(mini, groups);
      if (candidates.length === 0) return [];
      const quoting = plan.fragments.map((fragment) => sectionsWithTermsOf(mini, fragment));
      const top = await rank(source, quoting, candidates, plan.fragments, limit, options.exhaustive ?? false);
      const records = await source.sections(top.map((c) => c.id));
      const phrase = q.toLowerCase().replace(/\s+/g, ' ');
      return top.map(({ id, score, terms }, i) => {
        const { path, pageTitle, anchor, heading, text } = records[i];
        return {
          id,
          path,
          anchor,
          href: anchor ? `${path}#${anchor}` : path,
          pageTitle,
          heading: highlight(heading, terms, phrase),
          snippet: snippet(text, terms, phrase),
          score,
        };
      });
    },
    suggest(query: string, limit = 5): PageSuggestion[] {
      return closestTitles(query, source.pages(), limit);
    },
    async sectionTexts(ids: number[]): Promise<string[]> {
      return (await source.sections(ids)).map((r) => phraseHaystack(r.heading, r.text));
    },
  };
}

/**
 * The sections matching any group, scored by their matches (MiniSearch's BM25, with heading and
 * title boosts) times the share of the query they cover. Each group weighs its role times its
 * rarity (inverse document frequency), and groups no section has are left out of the share: a
 * word that is nowhere in the site does not stop the others from finding their sections.
 */
function collect(mini: MiniSearch<IndexedSection>, groups: PlannedGroup[]): Candidate[] {
  const count = Math.max(1, mini.documentCount);
  const byId = new Map<number, { order: number; score: number; covered: number; terms: Set<string> }>();
  let total = 0;
  let order = 0;
  for (const group of groups) {
    const results = groupMatches(mini, group);
    if (results.size === 0) continue;
    const weight = group.role * Math.log(1 + count / results.size);
    total += weight;
    for (const [id, r] of results) {
      let entry = byId.get(id);
      if (!entry) byId.set(id, (entry = { order: order++, score: 0, covered: 0, terms: new Set() }));
      // A function word's own score counts as little as its share: "的" is in every Chinese section.
      entry.score += r.score * group.role;
      entry.covered += weight;
      for (const t of r.terms) entry.terms.add(t);
    }
  }
  return [...byId].map(([id, e]) => {
    const score = e.score * (e.covered / total) ** COVERAGE_POWER;
    return { id, order: e.order, terms: e.terms, score, best: score, maybe: [] };
  });
}

/**
 * The first `limit` candidates in score order, a section containing the query's fixed fragments
 * as written scoring up to PHRASE_BOOST times more. Only its text tells: texts are read for the best
 * candidates first, and reading stops once no candidate left could enter the first `limit` even
 * with the boost. The order is the one reading every text would give.
 */
async function rank(source: SectionSource, quoting: Set<number>[], candidates: Candidate[], fragments: string[], limit: number, exhaustive: boolean): Promise<Candidate[]> {
  const reference = new Set(candidates.filter((c) => source.isReference(c.id)).map((c) => c.id));
  for (const c of candidates) c.score *= (source.isLead(c.id) ? LEAD_BOOST : 1) * (reference.has(c.id) ? REFERENCE_WEIGHT : 1);
  /** The phrase factor, and a reference section's weight restored when it quotes every fragment. */
  const quoteFactor = (c: Candidate, found: number[]) => phraseFactor(found) * (reference.has(c.id) && fragments.length > 0 && found.every((share) => share > 0) ? 1 / REFERENCE_WEIGHT : 1);
  const totalLength = fragments.reduce((n, f) => n + f.length, 0);
  const shares = fragments.map((f) => f.length / totalLength);
  // Per fragment: the index terms a section must have to contain it, and (when there are more
  // candidates than shown) the sections keeping its grams; others cannot contain it.
  const needs = await Promise.all(
    fragments.map(async (fragment) => {
      const grams = candidates.length > limit ? queryGrams(fragment) : [];
      const keeping = grams.length > 0 ? await source.sectionsKeeping(grams) : null;
      return { keeping };
    }),
  );
  for (const c of candidates) {
    c.maybe = needs.map(({ keeping }, i) => ((keeping === null || keeping.has(c.id)) && quoting[i].has(c.id) ? shares[i] : 0));
    c.best = c.score * quoteFactor(c, c.maybe);
  }
  candidates.sort((a, b) => b.best - a.best || a.order - b.order);
  const ranked: Candidate[] = [];
  let next = 0;
  while (next < candidates.length) {
    const bar = !exhaustive && ranked.length >= limit ? ranked.map((c) => c.score).sort((a, b) => b - a)[limit - 1] : -Infinity;
    if (candidates[next].best < bar) break;
    const batch: Candidate[] = [];
    while (next < candidates.length && batch.length < limit && candidates[next].best >= bar) batch.push(candidates[next++]);
    const unsure = batch.filter((c) => c.best !== c.score);
    const records = await source.sections(unsure.map((c) => c.id));
    unsure.forEach((c, i) => {
      const haystack = phraseHaystack(records[i].heading, records[i].text);
      const found = fragments.map((f, k) => (c.maybe[k] > 0 && haystack.includes(f) ? shares[k] : 0));
      c.score *= quoteFactor(c, found);
    });
    ranked.push(...batch);
  }
  return ranked.sort(byScore).slice(0, limit);
}

/** Character pairs of a lowercased text without spaces, for title likeness. */
function pairs(text: string): Set<string> {
  const chars = Array.from(text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''));
  const out = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) out.add(chars[i] + chars[i + 1]);
  if (chars.length === 1) out.add(chars[0]);
  return out;
}

/** Pages by how alike their titles and the query are (Dice coefficient of character pairs). */
export function closestTitles(query: string, pages: [path: string, title: string][], limit: number): PageSuggestion[] {
  const want = pairs(query);
  if (want.size === 0) return [];
  return pages
    .map(([path, title], order) => {
      const have = pairs(title);
      let shared = 0;
      for (const p of want) if (have.has(p)) shared++;
      return { path, title, order, likeness: (2 * shared) / (want.size + have.size) };
    })
    .filter((p) => p.likeness > 0)
    .sort((a, b) => b.likeness - a.likeness || a.order - b.order)
    .slice(0, limit)
    .map(({ path, title }) => ({ path, title }));
}

/**
 * The sections whose heading and text have every index term of a fragment, exactly as written: a
 * section quoting the fragment has them all, unless a word of the fragment is only the end or the
 * start of a longer word of the text, and such a section does not count as quoting it. This is the
 * ranking's definition of a quote, so the bound it gives is exact.
 */
function sectionsWithTermsOf(mini: MiniSearch<IndexedSection>, fragment: string): Set<number> {
  const terms = [...new Set(tokenize(fragment))];
  if (terms.length === 0) return new Set();
  const query = { combineWith: 'AND', queries: terms.map((term) => ({ queries: [term], prefix: false, fuzzy: false, tokenize: asIndexTerm })) } as Query;
  return new Set(mini.search(query, { fields: ['heading', 'text'] }).map((r) => r.id as number));
}

type Range = [start: number, end: number];

/** Where the matched terms (and the whole query) occur in a text. */
export function matchRanges(text: string, terms: Set<string>, phrase = ''): Range[] {
  const ranges: Range[] = [];
  const hasHan = [...terms].some(isHanTerm);
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index ?? 0;
    if (m[1]) {
      if (!hasHan) continue;
      const chars = Array.from(m[1]);
      const codes = chars.map(hanCharCode);
      let offset = start;
      for (let i = 0; i < chars.length; i++) {
        if (i + 1 < chars.length && terms.has(HAN_TERM + codes[i] + codes[i + 1])) ranges.push([offset, offset + chars[i].length + chars[i + 1].length]);
        else if (terms.has(HAN_TERM + codes[i])) ranges.push([offset, offset + chars[i].length]);
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
