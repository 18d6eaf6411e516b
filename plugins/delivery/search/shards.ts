/**
 * Cuts a locale's search index into the files of theme/search/shardFormat.ts: meta.json, term
 * shards and text shards. The index is the browser's own (buildIndex of theme/search/wholeIndex.ts),
 * built here once over every section, so the statistics the browser scores with are the whole index's.
 *
 * Term order: MiniSearch walks its term tree in an order that depends on how the tree grew, and that
 * order decides the order in which prefix and fuzzy matches add up (floating point) and how equal
 * scores tie. Each term's place in that walk goes into its shard; the browser inserts the terms it
 * has in that order, which rebuilds a tree walked in the same order.
 *
 * Gram shards list, per gram that winnowing keeps (theme/search/phraseGrams.ts), the sections whose
 * text keeps it, so a query reads texts only of sections that may contain it as typed.
 */
import { isHanTerm } from '../../../theme/search/engine';
import { buildIndex } from '../../../theme/search/wholeIndex';
import { gramSlot, keptGrams, phraseHaystack } from '../../../theme/search/phraseGrams';
import {
  isOperationSection,
  encodePostings,
  gramShardFile,
  META_FILE,
  SEARCH_INDEX_FORMAT,
  termShardFile,
  termShardOf,
  textShardFile,
  type SearchCorpus,
  type SearchMeta,
  type GramShard,
  type TermEntry,
  type TextShard,
} from '../../../theme/search/shardFormat';

export interface ShardSizes {
  /** Postings per term shard, in characters of the written file. */
  termShardChars: number;
  /** Section texts per text shard, in bytes (UTF-8). */
  textShardBytes: number;
  /** Sections listed per gram shard (one gram in one section counts one). */
  gramShardPostings: number;
  /** Buckets per distinct gram: more buckets, fewer grams sharing a list. */
  gramBucketsPerGram: number;
}

/**
 * Term shards of one to three KiB gzip: a long Chinese sentence reads twenty or more (one per first
 * character of its words), so their size decides its first search. Text shards of about 1 KiB gzip:
 * a query may need the texts of dozens of sections spread over the site, so smaller files waste
 * less. Gram shards of a few KiB gzip: a query reads up to three. With 6,000/2,500 the heaviest real
 * Chinese question read 174 KiB before the dialog's code; with 2,000/1,000 it reads 125 KiB, for
 * about 2,000 more (small) files in the two index folders. Smaller term shards gain little more: a
 * common character's pairs stay in one shard.
 */
export const SHARD_SIZES: ShardSizes = { termShardChars: 2_000, textShardBytes: 1_000, gramShardPostings: 2_000, gramBucketsPerGram: 1 };

/**
 * The number of shards for `wanted` of the target size: the next power of two. Terms and grams go to
 * a shard by a hash modulo the count, so a count that followed the corpus would move every term to
 * another shard whenever a page grew, and a reader's first search would weigh more or less by chance
 * (one added page moved a real question from 140 to 155 KiB). A power of two stays the same until
 * the corpus doubles, and keeps shards at or below the target size.
 */
export function shardCount(wanted: number): number {
  return 2 ** Math.max(0, Math.ceil(Math.log2(Math.max(1, wanted))));
}

type SerializedTerm = [term: string, fields: Record<string, Record<string, number>>];

/** The files of one locale's index: name → content. */
export function buildSearchShards(corpus: SearchCorpus, sizes: ShardSizes = SHARD_SIZES): Map<string, string> {
  const mini = buildIndex(corpus.sections.map(([page, , heading, text], id) => ({ id, title: corpus.pages[page][1], heading, text })));
  const json = mini.toJSON();
  // toJSON lists the terms in MiniSearch's iteration order, which is its tree walked from the last child back.
  const terms = json.index as SerializedTerm[];
  const position = (i: number) => terms.length - 1 - i;
  const entries = terms.map(([term, fields], i): TermEntry => {
    const postings = (field: number) => encodePostings(Object.entries(fields[field] ?? {}).map(([id, count]) => [Number(id), count]));
    return [term, position(i), postings(0), postings(1), postings(2)];
  });

  const files = new Map<string, string>();
  const termShards = shardCount(entries.reduce((n, e) => n + JSON.stringify(e).length, 0) / sizes.termShardChars);
  const shards: TermEntry[][] = Array.from({ length: termShards }, () => []);
  for (const entry of entries) shards[termShardOf(entry[0], termShards)].push(entry);
  shards.forEach((shard, n) => {
    shard.sort((a, b) => a[1] - b[1]);
    let previous = 0;
    const written = shard.map(([term, at, ...postings]): TermEntry => {
      const step = at - previous;
      previous = at;
      return [term, step, ...postings];
    });
    files.set(termShardFile(n), JSON.stringify(written));
  });

  const textStarts: number[] = [];
  let run: TextShard = [];
  let runBytes = 0;
  const flush = () => {
    if (run.length === 0) return;
    files.set(textShardFile(textStarts.length - 1), JSON.stringify(run));
    run = [];
    runBytes = 0;
  };
  corpus.sections.forEach(([, anchor, heading, text], id) => {
    if (run.length === 0) textStarts.push(id);
    run.push([anchor, heading, text]);
    runBytes += Buffer.byteLength(anchor + heading + text);
    if (runBytes >= sizes.textShardBytes) flush();
  });
  flush();

  const sectionGrams = corpus.sections.map(([, , heading, text]) => keptGrams(phraseHaystack(heading, text)));
  const distinctGrams = new Set(sectionGrams.flat()).size;
  const gramShards = shardCount(sectionGrams.reduce((n, grams) => n + grams.length, 0) / sizes.gramShardPostings);
  const gramBuckets = Math.max(1, Math.ceil((distinctGrams * sizes.gramBucketsPerGram) / gramShards));
  const buckets: Set<number>[][] = Array.from({ length: gramShards }, () => Array.from({ length: gramBuckets }, () => new Set<number>()));
  sectionGrams.forEach((grams, id) => {
    for (const gram of grams) {
      const [shard, bucket] = gramSlot(gram, gramShards, gramBuckets);
      buckets[shard][bucket].add(id);
    }
  });
  buckets.forEach((shard, n) => {
    // Ids were added in ascending order.
    const written: GramShard = shard.map((ids) => (ids.size === 0 ? 0 : [...ids].map((id, i, all) => id - (i === 0 ? -1 : all[i - 1]))));
    files.set(gramShardFile(n), JSON.stringify(written));
  });

  const pageStarts: number[] = [];
  corpus.sections.forEach(([page], id) => {
    while (pageStarts.length <= page) pageStarts.push(id);
  });
  while (pageStarts.length < corpus.pages.length) pageStarts.push(corpus.sections.length);

  const meta: SearchMeta = {
    v: SEARCH_INDEX_FORMAT,
    lang: corpus.lang,
    pages: corpus.pages,
    pageStarts,
    leads: corpus.sections.flatMap(([, anchor], id) => (anchor === '' ? [id] : [])),
    reference: corpus.sections.flatMap(([page, , heading, text], id) => (isOperationSection(corpus.pages[page][0], heading, text) ? [id] : [])),
    documentCount: json.documentCount,
    averageFieldLength: json.averageFieldLength,
    fieldLength: corpus.sections.flatMap((_, id) => {
      const lengths = json.fieldLength[id] ?? [];
      return [0, 1, 2].map((field) => lengths[field] ?? 0);
    }),
    termShards,
    words: terms.map(([term]) => term).filter((term) => !isHanTerm(term)).sort(),
    textStarts,
    gramShards,
    gramBuckets,
  };
  files.set(META_FILE, JSON.stringify(meta));
  return files;
}
