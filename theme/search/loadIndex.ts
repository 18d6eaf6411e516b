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
 * query's shards, inserted in the whole index's term order: scores and ties come out as with the
 * whole index. A shard is decoded once.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { createSearcher, isHanTerm, type LocalSearcher, type SectionRecord, type SectionSource, type TermSpec } from './engine';
import { gramSlot } from './phraseGrams';
import type { ScoringIndex, TermData } from './scorer';
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
  /** The terms of each shard read so far, decoded once, with their place in the whole index. */
  const loaded = new Map<number, [position: number, term: string, data: TermData][]>();
  // The whole index's statistics, as the build wrote them; each query adds the terms of its shards.
  const statistics = { documentCount: meta.documentCount, fieldLength: meta.fieldLength, averageFieldLength: meta.averageFieldLength };
  let last: { key: string; index: ScoringIndex } | null = null;

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
    loaded.set(
      n,
      shard.map(([term, step, ...fields]) => {
        const data: TermData = new Map();
        fields.forEach((postings, field) => {
          if (postings !== 0) data.set(field, decodePostings(postings));
        });
        return [(position += step), term, data];
      }),
    );
  }

  /**
   * The terms of the given shards, inserted in the whole index's order so the scorer walks them the
   * same way. Only the query's shards: the work per query stays small however many were read.
   */
  function termsOf(shards: number[]): SearchableMap<TermData> {
    const entries = shards.flatMap((n) => loaded.get(n) ?? []).sort((a, b) => a[0] - b[0]);
    const terms = new SearchableMap<TermData>();
    for (const [, term, data] of entries) terms.set(term, data);
    return terms;
  }

  return {
    lang: meta.lang,
    async indexFor(specs) {
      const needed = [...shardsOf(specs)].sort((a, b) => a - b);
      const missing = needed.filter((n) => !loaded.has(n));
      const shards = await Promise.all(missing.map((n) => termShard(termShardFile(n))));
      missing.forEach((n, i) => addShard(n, shards[i]));
      const key = needed.join(' ');
      if (last?.key !== key) last = { key, index: { ...statistics, terms: termsOf(needed) } };
      return last.index;
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
