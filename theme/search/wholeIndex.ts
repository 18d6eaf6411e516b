/**
 * The whole index of a locale, as MiniSearch builds it: the build cuts it into shards
 * (plugins/delivery/search/shards.ts), and the tests search it whole as the reference of the sharded
 * search. The browser never loads MiniSearch itself: it scores with theme/search/scorer.ts.
 */
import MiniSearch, { type Options } from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import { tokenize, type IndexedSection } from './engine';
import type { ScoringIndex, TermData } from './scorer';

/** The index's options: the build and the reference in the tests must use the same. */
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

/** MiniSearch's fields the scorer reads (not part of its typed interface). */
interface MiniSearchInternals {
  _index: SearchableMap<TermData>;
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
}

/** The scorer's view of a whole index whose sections were added with ids 0, 1, 2 … in order. */
export function scoringIndexOf(mini: MiniSearch<IndexedSection>): ScoringIndex {
  const inner = mini as unknown as MiniSearchInternals;
  const fieldLength = new Float64Array(inner._documentCount * 3);
  for (const [shortId, id] of inner._documentIds) {
    if (shortId !== id) throw new Error(`scoringIndexOf: section ${String(id)} was added as ${shortId}; add sections in id order`);
    fieldLength.set(inner._fieldLength.get(shortId) ?? [0, 0, 0], shortId * 3);
  }
  const terms = inner._index;
  return {
    documentCount: inner._documentCount,
    fieldLength,
    averageFieldLength: inner._avgFieldLength,
    get: (term) => terms.get(term),
    withPrefix: (prefix) => terms.atPrefix(prefix),
    near: (term, distance) => Array.from(terms.fuzzyGet(term, distance), ([found, [data, d]]) => [found, data, d]),
  };
}
