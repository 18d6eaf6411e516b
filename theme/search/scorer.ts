/**
 * The scores of MiniSearch's search (version 7: BM25+ per field with the field boosts, prefix and
 * fuzzy matches weighted by their distance, AND within a group's alternative, OR between
 * alternatives, the sum times the number of query terms matched), computed straight from the
 * postings into arrays indexed by section.
 *
 * MiniSearch builds a result object per section and term and merges them through string-keyed
 * maps; for a Chinese question whose function words each match most of the site that cost more
 * than the rest of a query together, half of it in garbage collection. The sums here are done in
 * MiniSearch's order, so the scores are the same numbers (tests/unit/searchScorer.test.ts compares
 * them with MiniSearch's own), and sections come in MiniSearch's order, which breaks ties.
 * The build still makes the index with MiniSearch (theme/search/wholeIndex.ts).
 */
/** A term's postings: field id (0 title, 1 heading, 2 text) -> section id -> occurrences. */
export type TermData = Map<number, Map<number, number>>;

/**
 * What the scores are computed from: the whole index's statistics and at least the terms a query can
 * reach, each list in the order MiniSearch's own index gives it (the order of sums, and of ties).
 */
export interface ScoringIndex {
  documentCount: number;
  /** The length in terms of each field of each section: title, heading, text of section 0, then of 1 … */
  fieldLength: ArrayLike<number>;
  /** The average length of each field. */
  averageFieldLength: ArrayLike<number>;
  /** A term's postings. */
  get(term: string): TermData | undefined;
  /** The terms starting with `prefix` (itself included), in the order of MiniSearch's `atPrefix`. */
  withPrefix(prefix: string): Iterable<[term: string, data: TermData]>;
  /** The terms within `distance` edits of `term`, in the order of MiniSearch's `fuzzyGet`. */
  near(term: string, distance: number): Iterable<[term: string, data: TermData, distance: number]>;
}

/** How a query term is looked up (see termSpec in theme/search/engine.ts). */
export interface TermLookup {
  term: string;
  prefix: boolean;
  /** The edit distance allowed, or false. */
  fuzzy: number | false;
}

/** Field weights of the search, by field id: title, heading, text. */
const FIELD_BOOSTS = [2, 3, 1];
/** MiniSearch's defaults. */
const BM25_K = 1.2;
const BM25_B = 0.7;
const BM25_D = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** An index term a query term reaches, with the weight of the way it was reached. */
interface Reached {
  term: string;
  weight: number;
  data: TermData;
}

/** The index terms a lookup reaches, in the order MiniSearch scores them: exact, prefix, fuzzy. */
function reachedTerms(index: ScoringIndex, lookup: TermLookup): Reached[] {
  const { term } = lookup;
  const out: Reached[] = [];
  const exact = index.get(term);
  if (exact) out.push({ term, weight: 1, data: exact });
  const fuzzy = lookup.fuzzy ? new Map(Array.from(index.near(term, lookup.fuzzy), ([found, data, distance]) => [found, [data, distance] as const])) : null;
  if (lookup.prefix) {
    for (const [found, data] of index.withPrefix(term)) {
      const distance = found.length - term.length;
      if (!distance) continue;
      fuzzy?.delete(found);
      out.push({ term: found, weight: (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * distance), data });
    }
  }
  if (fuzzy) {
    for (const [found, [data, distance]] of fuzzy) {
      if (!distance) continue;
      out.push({ term: found, weight: (FUZZY_WEIGHT * found.length) / (found.length + distance), data });
    }
  }
  return out;
}

/** Scores of a set of sections: `ids` in the order they first matched, `score` by section (0 = no match). */
export interface Scores {
  ids: number[];
  score: Float64Array;
}

/**
 * Score arrays for reuse, by length. A query fills a few dozen arrays of one number per section:
 * allocated anew, they cost more in garbage collection than the scoring itself.
 */
const spare = new Map<number, Float64Array[]>();

/** An array of zeros, one per section. */
export function zeroScores(length: number): Float64Array {
  return spare.get(length)?.pop() ?? new Float64Array(length);
}

/** Takes back an array nothing reads any more, zeroed where `ids` says it was set. */
export function release(score: Float64Array, ids: Iterable<number>): void {
  for (const id of ids) score[id] = 0;
  let list = spare.get(score.length);
  if (!list) spare.set(score.length, (list = []));
  if (list.length < 64) list.push(score);
}

/** The sections a lookup matches and its score in each (MiniSearch's termResults over the reached terms). */
function lookupScores(index: ScoringIndex, reached: Reached[], fields: readonly number[]): Scores {
  const score = zeroScores(index.documentCount);
  const ids: number[] = [];
  const total = index.documentCount;
  for (const { weight, data } of reached) {
    for (const field of fields) {
      const postings = data.get(field);
      if (!postings) continue;
      const matching = postings.size;
      const average = index.averageFieldLength[field];
      const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
      const factor = weight * FIELD_BOOSTS[field];
      postings.forEach((frequency, id) => {
        const length = index.fieldLength[id * 3 + field];
        const raw = inverse * (BM25_D + (frequency * (BM25_K + 1)) / (frequency + BM25_K * (1 - BM25_B + (BM25_B * length) / average)));
        if (score[id] === 0) ids.push(id);
        score[id] += factor * raw;
      });
    }
  }
  return { ids, score };
}

/** Sections in both, scored by the sum (MiniSearch's AND keeps the order of the second), into `b`. */
function both(a: Scores, b: Scores): Scores {
  const ids: number[] = [];
  for (const id of b.ids) {
    if (a.score[id] === 0) b.score[id] = 0;
    else {
      b.score[id] = a.score[id] + b.score[id];
      ids.push(id);
    }
  }
  release(a.score, a.ids);
  return { ids, score: b.score };
}

/** Sections in either, scored by the sum where in both (MiniSearch's OR), into `a`. */
function either(a: Scores, b: Scores): Scores {
  for (const id of b.ids) {
    if (a.score[id] === 0) a.ids.push(id);
    a.score[id] += b.score[id];
  }
  release(b.score, b.ids);
  return a;
}

const ALL_FIELDS = [0, 1, 2] as const;

/** A query's alternatives with the index terms each lookup reaches, resolved once per query. */
export interface Resolved {
  alternatives: TermLookup[][];
  reached: Reached[][][];
}

export function resolve(index: ScoringIndex, alternatives: TermLookup[][]): Resolved {
  return { alternatives, reached: alternatives.map((lookups) => lookups.map((lookup) => reachedTerms(index, lookup))) };
}

/**
 * The scores of sections having every term of one of the alternatives, as MiniSearch's search of
 * the OR of the alternatives' ANDs gives them; `ids` sorted by score, ties in MiniSearch's order.
 */
export function alternativesScores(index: ScoringIndex, { alternatives, reached }: Resolved): Scores {
  let combined: Scores | null = null;
  // Which alternatives each section matched, when there are several.
  const matchedBy: number[][] = [];
  alternatives.forEach((lookups, a) => {
    let result: Scores | null = null;
    for (const terms of reached[a]) {
      const scores = lookupScores(index, terms, ALL_FIELDS);
      result = result ? both(result, scores) : scores;
    }
    if (!result) return;
    if (alternatives.length > 1) for (const id of result.ids) (matchedBy[id] ??= []).push(a);
    combined = combined ? either(combined, result) : result;
  });
  const out: Scores = combined ?? { ids: [], score: zeroScores(index.documentCount) };
  // The score times the number of different query terms matched (MiniSearch's "quality").
  const distinct = alternatives.map((lookups) => new Set(lookups.map((l) => l.term)));
  for (const id of out.ids) {
    const by = alternatives.length > 1 ? matchedBy[id] : null;
    const quality = !by ? distinct[0].size : by.length === 1 ? distinct[by[0]].size : new Set(by.flatMap((a) => [...distinct[a]])).size;
    out.score[id] *= quality || 1;
  }
  out.ids.sort((x, y) => out.score[y] - out.score[x]);
  return out;
}

/** The sections having every one of these index terms as written in their heading or text. */
export function sectionsWithAll(index: ScoringIndex, terms: string[]): Set<number> {
  let found: Set<number> | null = null;
  for (const term of terms) {
    const data = index.get(term);
    const here = new Set<number>();
    for (const field of [1, 2]) for (const id of data?.get(field)?.keys() ?? []) if (!found || found.has(id)) here.add(id);
    found = here;
    if (found.size === 0) break;
  }
  return found ?? new Set();
}

/**
 * The index terms through which a section matched: of each alternative it has every term of, the
 * reached terms in its title, heading or text (MiniSearch's `terms` of a result).
 */
export function matchedTerms({ reached }: Resolved, id: number): string[] {
  const out = new Set<string>();
  for (const lookups of reached) {
    const per = lookups.map((terms) => terms.filter(({ data }) => ALL_FIELDS.some((field) => data.get(field)?.has(id))));
    if (per.every((reached) => reached.length > 0)) for (const reached of per) for (const { term } of reached) out.add(term);
  }
  return [...out];
}
