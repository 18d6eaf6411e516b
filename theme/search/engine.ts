/**
 * The local full-text search engine over heading sections (MiniSearch's index and scores,
 * theme/search/wholeIndex.ts and theme/search/scorer.ts), with a tokenizer that handles
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
import { stemmer } from 'stemmer';
import { SEARCH_MAX_RESULTS, SEARCH_SNIPPET_LEAD, SEARCH_SNIPPET_LENGTH } from '../../site/constants';
import { phraseHaystack, queryGrams } from './phraseGrams';
import { planQuery, type QueryGroup, type QueryPlan } from './queryPlan';
import { alternativesScores, matchedTerms, release, resolve, sectionsWithAll, zeroScores, type Resolved, type ScoringIndex, type Scores, type TermLookup } from './scorer';

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

/** How one index term of a query is looked up: as written, as a prefix, with one edit. */
export type TermSpec = TermLookup;

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


/** A match through the site's word for a reader's word counts this much of a match of the word typed. */
const SITE_WORD_WEIGHT = 0.5;

/**
 * The sections a group matches, with their scores: the words as typed, or the site's words for them
 * (`ids` in the order the ranking meets them: the typed words' matches by score, then the others').
 */
export function groupMatches(index: ScoringIndex, group: ResolvedGroup): Scores {
  const found = alternativesScores(index, group.typed);
  if (group.site) {
    const other = alternativesScores(index, group.site);
    for (const id of other.ids) {
      const score = other.score[id] * SITE_WORD_WEIGHT;
      if (found.score[id] === 0) found.ids.push(id);
      if (score > found.score[id]) found.score[id] = score;
    }
    release(other.score, other.ids);
  }
  return found;
}

/** A group's lookups resolved against the index: the words as typed, and the site's words if any. */
interface ResolvedGroup {
  role: number;
  typed: Resolved;
  site: Resolved | null;
}

function resolveGroup(index: ScoringIndex, group: PlannedGroup): ResolvedGroup {
  const [typed, ...site] = group.specs;
  return { role: group.role, typed: resolve(index, [typed]), site: site.length > 0 ? resolve(index, site) : null };
}

/** The index terms through which a section matched a group (for highlighting). */
function groupTerms(group: ResolvedGroup, id: number): string[] {
  const terms = matchedTerms(group.typed, id);
  return terms.length > 0 || !group.site ? terms : matchedTerms(group.site, id);
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
  /** At least every index term these lookups can match, with the whole index's statistics. */
  indexFor(specs: TermSpec[]): Promise<ScoringIndex>;
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
  /** The score without the phrase boost. */
  score: number;
  /** The score with the largest phrase boost the section may still get. */
  best: number;
  /** Each fragment's share of the boost, where the section may contain it. */
  maybe: number[];
}

/** No fragment can be in the section (shared: rank gives each candidate its own list when there are fragments). */
const NO_SHARES: number[] = [];

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
      const index = await source.indexFor([...groups.flatMap((g) => g.specs.flat()), ...fragmentTerms]);
      const resolved = groups.map((group) => resolveGroup(index, group));
      const { candidates, matches } = collect(index, resolved);
      const done = () => matches.forEach((m) => release(m.score, m.ids));
      if (candidates.length === 0) {
        done();
        return [];
      }
      // A section quoting a fragment has every index term of it as written (a word of the fragment
      // that is only part of a longer word of the text does not count as quoted): an exact bound.
      const quoting = plan.fragments.map((fragment) => sectionsWithAll(index, [...new Set(tokenize(fragment))]));
      const top = await rank(source, quoting, candidates, plan.fragments, limit, options.exhaustive ?? false);
      const records = await source.sections(top.map((c) => c.id));
      // Only the sections shown need the terms they matched through.
      const termsOf = top.map(({ id }) => new Set(resolved.flatMap((group, g) => (matches[g].score[id] > 0 ? groupTerms(group, id) : []))));
      done();
      const phrase = q.toLowerCase().replace(/\s+/g, ' ');
      return top.map(({ id, score }, i) => {
        const { path, pageTitle, anchor, heading, text } = records[i];
        const terms = termsOf[i];
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
function collect(index: ScoringIndex, groups: ResolvedGroup[]): { candidates: Candidate[]; matches: Scores[] } {
  const count = Math.max(1, index.documentCount);
  const matches = groups.map((group) => groupMatches(index, group));
  const score = zeroScores(index.documentCount);
  const covered = zeroScores(index.documentCount);
  /** Sections in the order they first matched. */
  const ids: number[] = [];
  let total = 0;
  groups.forEach((group, g) => {
    const results = matches[g];
    if (results.ids.length === 0) return;
    const weight = group.role * Math.log(1 + count / results.ids.length);
    total += weight;
    for (const id of results.ids) {
      if (covered[id] === 0) ids.push(id);
      // A function word's own score counts as little as its share: "的" is in every Chinese section.
      score[id] += results.score[id] * group.role;
      covered[id] += weight;
    }
  });
  const candidates = ids.map((id, order): Candidate => {
    const s = score[id] * (covered[id] / total) ** COVERAGE_POWER;
    return { id, order, score: s, best: s, maybe: NO_SHARES };
  });
  release(score, ids);
  release(covered, ids);
  return { candidates, matches };
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
    if (fragments.length > 0) c.maybe = needs.map(({ keeping }, i) => ((keeping === null || keeping.has(c.id)) && quoting[i].has(c.id) ? shares[i] : 0));
    c.best = fragments.length > 0 ? c.score * quoteFactor(c, c.maybe) : c.score;
  }
  // The boost never lowers a score, so once the `limit` best scores are read, a candidate whose best
  // is below the `limit`-th score cannot enter: only the others need sorting.
  let floor = -Infinity;
  if (!exhaustive && candidates.length > limit) {
    const scores = new Float64Array(candidates.length);
    candidates.forEach((c, i) => (scores[i] = c.score));
    floor = scores.sort()[candidates.length - limit];
  }
  const ordered = candidates.filter((c) => c.best >= floor).sort((a, b) => b.best - a.best || a.order - b.order);
  const ranked: Candidate[] = [];
  let next = 0;
  while (next < ordered.length) {
    const bar = !exhaustive && ranked.length >= limit ? ranked.map((c) => c.score).sort((a, b) => b - a)[limit - 1] : -Infinity;
    if (ordered[next].best < bar) break;
    const batch: Candidate[] = [];
    while (next < ordered.length && batch.length < limit && ordered[next].best >= bar) batch.push(ordered[next++]);
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

type Range = [start: number, end: number];

/**
 * Han runs of the BMP's unified ideographs (and their extension A) only: one UTF-16 unit per
 * character, and NFKC leaves them as they are (it changes compatibility ideographs and radicals).
 */
const SIMPLE_HAN_RUN = /^[\u3400-\u4dbf\u4e00-\u9fff]+$/;

const hanTexts = new Map<string, string>();

/** The characters of the Chinese index terms: "~" and a code of four per character, as text again. */
function hanTermTexts(terms: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const term of terms) {
    if (!isHanTerm(term)) continue;
    let text = hanTexts.get(term);
    if (text === undefined) {
      text = '';
      for (let at = 1; at + 4 <= term.length; at += 4) text += String.fromCodePoint(parseInt(term.slice(at, at + 4), 36));
      hanTexts.set(term, text);
    }
    out.add(text);
  }
  return out;
}

const TOKEN_SCAN = new RegExp(TOKEN_RE.source, 'gu');

/** The index terms of a word as it appears in a text (the same word recurs: cached as written). */
const textWordCache = new Map<string, string[]>();

function textWordTerms(word: string): string[] {
  let terms = textWordCache.get(word);
  if (!terms) {
    terms = wordTerms(normalize(word));
    if (textWordCache.size < 50_000) textWordCache.set(word, terms);
  }
  return terms;
}

/**
 * Where the matched terms (and the whole query) occur in a text. With `window`, only the matches
 * up to `window` characters after the first one: a snippet shows no more, and long sections need
 * not be read to their end.
 */
export function matchRanges(text: string, terms: Set<string>, phrase = '', window = Infinity): Range[] {
  const ranges: Range[] = [];
  let first = Infinity;
  if (phrase.length >= 2) {
    const lower = text.toLowerCase();
    if (lower.length === text.length) {
      for (let i = lower.indexOf(phrase); i !== -1; i = lower.indexOf(phrase, i + phrase.length)) ranges.push([i, i + phrase.length]);
    }
    if (ranges.length > 0) first = ranges[0][0];
  }
  const han = hanTermTexts(terms);
  const found = (range: Range) => {
    ranges.push(range);
    first = Math.min(first, range[0]);
  };
  // One regular expression object for every call (the scan below is synchronous), not the copy
  // matchAll makes for every text.
  const scan = TOKEN_SCAN;
  scan.lastIndex = 0;
  for (let m = scan.exec(text); m; m = scan.exec(text)) {
    const start = m.index;
    if (start > first + window) break;
    if (m[1]) {
      if (han.size === 0) continue;
      const run = m[1];
      if (SIMPLE_HAN_RUN.test(run)) {
        // One UTF-16 unit per character, none that NFKC changes: the text's own pairs are the terms' pairs.
        for (let i = 0; i < run.length && start + i <= first + window; i++) {
          if (i + 1 < run.length && han.has(run.slice(i, i + 2))) found([start + i, start + i + 2]);
          else if (han.has(run[i])) found([start + i, start + i + 1]);
        }
        continue;
      }
      const chars = Array.from(run);
      const codes = chars.map(hanCharCode);
      let offset = start;
      for (let i = 0; i < chars.length; i++) {
        if (i + 1 < chars.length && terms.has(HAN_TERM + codes[i] + codes[i + 1])) found([offset, offset + chars[i].length + chars[i + 1].length]);
        else if (terms.has(HAN_TERM + codes[i])) found([offset, offset + chars[i].length]);
        offset += chars[i].length;
      }
    } else if (textWordTerms(m[2]).some((t) => terms.has(t))) {
      found([start, start + m[2].length]);
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
  // The window starts at or before the first match, so it ends at most `length` after it.
  const ranges = matchRanges(text, terms, phrase, length);
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
