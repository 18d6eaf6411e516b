/**
 * Opens a locale's sharded search index (theme/search/shardFormat.ts) through a `fetchFile`
 * function, so the browser (fetch), scripts/bench.ts and the unit tests (files on disk) run the same
 * code. The first use reads meta.json; each query then reads the term shards its terms live in, the
 * gram shards of its kept grams when it has many results, and the text shards of the sections it
 * ranks and shows, each file once.
 *
 * A query's terms are resolved the way MiniSearch resolves them (exact, prefix, fuzzy, with the
 * engine's own options) against the list of terms in meta.json, and the scorer
 * (theme/search/scorer.ts) gets the document statistics of the whole index and the terms of the
 * shards read so far, listed in the whole index's order: scores and ties come out as with the whole
 * index. A shard is decoded once, and no per-query structure is built from it.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { createSearcher, HAN_CHAR_TERM_LENGTH, isHanTerm, type LocalSearcher, type SectionRecord, type SectionSource, type TermSpec } from './engine';
import { gramSlot } from './phraseGrams';
import type { ScoringIndex, TermData } from './scorer';

/** A term of the index with its place in the whole index's order. */
interface Term {
  term: string;
  position: number;
  data: TermData;
}

const ASCENDING = 1;
const DESCENDING = -1;
import {
  decodePostings,
  gramShardFile,
  META_FILE,
  termShardFile,
  termShardOf,
  textShardFile,
  type GramShard,
  type SearchMeta,
  type TermEntry,
  type TermShard,
  type TextShard,
} from './shardFormat';

/** Reads one file of the locale's index folder by name ("meta.json", "t3.json"); rejects when it cannot. */
export type FetchFile = (name: string) => Promise<string>;

export async function openSearchIndex(fetchFile: FetchFile): Promise<LocalSearcher> {
  const meta = JSON.parse(await fetchFile(META_FILE)) as SearchMeta;
  return createSearcher(shardedSource(meta, fetchFile));
}

/** The first index i with starts[i] <= value < starts[i + 1]. */
function runOf(starts: number[], value: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Files read once; a failed read is forgotten, so the next query tries again. */
function fileCache<T>(fetchFile: FetchFile) {
  const files = new Map<string, Promise<T>>();
  return (name: string): Promise<T> => {
    let file = files.get(name);
    if (!file) {
      file = fetchFile(name).then((text) => JSON.parse(text) as T);
      files.set(name, file);
      file.catch(() => files.delete(name));
    }
    return file;
  };
}

export function shardedSource(meta: SearchMeta, fetchFile: FetchFile): SectionSource {
  const words = SearchableMap.from(meta.words.map((w): [string, true] => [w, true]));
  const leads = new Set(meta.leads);
  const reference = new Set(meta.reference);
  const termShard = fileCache<TermShard>(fetchFile);
  const textShard = fileCache<TextShard>(fetchFile);
  const gramShard = fileCache<GramShard>(fetchFile);
  /** The shards read so far. */
  const loaded = new Set<number>();
  /** Their terms, decoded once, with their place in the whole index. */
  const terms = new Map<string, Term>();
  /** Their Chinese terms by first character (all in that character's shard), in the order of MiniSearch's atPrefix. */
  const byFirstChar = new Map<string, Term[]>();
  /** The whole index's statistics, as the build wrote them, and the terms read so far. */
  const index: ScoringIndex = {
    documentCount: meta.documentCount,
    fieldLength: meta.fieldLength,
    averageFieldLength: meta.averageFieldLength,
    get: (term) => terms.get(term)?.data,
    withPrefix(prefix) {
      const found = isHanTerm(prefix)
        ? (byFirstChar.get(prefix.slice(0, HAN_CHAR_TERM_LENGTH)) ?? []).filter((t) => t.term.startsWith(prefix))
        : inIndexOrder([...words.atPrefix(prefix).keys()], DESCENDING);
      return found.map((t): [string, TermData] => [t.term, t.data]);
    },
    near(term, distance) {
      const found = new Map(Array.from(words.fuzzyGet(term, distance), ([word, [, d]]) => [word, d]));
      return inIndexOrder([...found.keys()], ASCENDING).map((t): [string, TermData, number] => [t.term, t.data, found.get(t.term) ?? 0]);
    },
  };

  /**
   * Terms in the whole index's order. MiniSearch walks its tree last child first, which is the
   * order the build numbered the terms in, backwards: atPrefix gives them by descending position;
   * fuzzyGet walks first child first, the exact reverse (ascending).
   */
  function inIndexOrder(list: string[], order: number): Term[] {
    return list
      .map((word) => terms.get(word))
      .filter((t): t is Term => t !== undefined)
      .sort((a, b) => order * (a.position - b.position));
  }

  /** The shards holding every term these lookups can match (MiniSearch's prefix and fuzzy rules). */
  function shardsOf(specs: TermSpec[]): Set<number> {
    const shards = new Set<number>();
    const add = (term: string) => shards.add(termShardOf(term, meta.termShards));
    for (const { term, prefix, fuzzy } of specs) {
      // A Chinese term's shard holds every term starting with its first character, so its prefix matches too.
      if (isHanTerm(term)) {
        add(term);
        continue;
      }
      if (words.has(term)) add(term);
      if (prefix) for (const word of words.atPrefix(term).keys()) add(word);
      if (fuzzy) for (const word of words.fuzzyGet(term, fuzzy).keys()) add(word);
    }
    return shards;
  }

  function addShard(n: number, shard: TermShard) {
    let position = 0;
    const chars = new Set<Term[]>();
    for (const [term, step, ...fields] of shard) {
      const data: TermData = new Map();
      fields.forEach((postings, field) => {
        if (postings !== 0) data.set(field, decodePostings(postings));
      });
      const entry = { term, position: (position += step), data };
      terms.set(term, entry);
      if (isHanTerm(term)) {
        const key = term.slice(0, HAN_CHAR_TERM_LENGTH);
        let list = byFirstChar.get(key);
        if (!list) byFirstChar.set(key, (list = []));
        list.push(entry);
        chars.add(list);
      }
    }
    for (const list of chars) list.sort((a, b) => DESCENDING * (a.position - b.position));
    loaded.add(n);
  }

  return {
    lang: meta.lang,
    async indexFor(specs) {
      const missing = [...shardsOf(specs)].filter((n) => !loaded.has(n));
      const shards = await Promise.all(missing.map((n) => termShard(termShardFile(n))));
      // Another query may have read one of them meanwhile.
      missing.forEach((n, i) => loaded.has(n) || addShard(n, shards[i]));
      return index;
    },
    isLead: (id) => leads.has(id),
    isReference: (id) => reference.has(id),
    knows: (term) => words.has(term),
    pages: () => meta.pages,
    async sectionsKeeping(grams) {
      const slots = grams.map((gram) => gramSlot(gram, meta.gramShards, meta.gramBuckets));
      const shards = await Promise.all(slots.map(([n]) => gramShard(gramShardFile(n))));
      const lists = slots.map(([, bucket], i) => {
        const steps = shards[i][bucket];
        let id = -1;
        return new Set(steps === 0 ? [] : steps.map((step) => (id += step)));
      });
      return lists.reduce((a, b) => new Set([...a].filter((id) => b.has(id))));
    },
    async sections(ids) {
      const shardNos = ids.map((id) => runOf(meta.textStarts, id));
      const shards = await Promise.all([...new Set(shardNos)].map(async (n) => [n, await textShard(textShardFile(n))] as const));
      const byNo = new Map(shards);
      return ids.map((id, i): SectionRecord => {
        const n = shardNos[i];
        const [anchor, heading, text] = (byNo.get(n) as TextShard)[id - meta.textStarts[n]];
        const [path, pageTitle] = meta.pages[runOf(meta.pageStarts, id)];
        return { path, pageTitle, anchor, heading, text };
      });
    },
  };
}
