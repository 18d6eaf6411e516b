import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../plugins/delivery/search/extractSections';
import { readSearchCorpora } from '../../plugins/delivery/search/index';
import { buildSearchShards, type ShardSizes } from '../../plugins/delivery/search/shards';
import { outDir, listFiles } from '../../scripts/builtFiles';
import { SEARCH_MAX_RESULTS } from '../../site/constants';
import { docSearchConfig, docSearchTranslations, searchText, SEARCH_INDEX_NAME } from '../../site/search';
import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import { createSearcher, matchRanges, planGroups, snippet, tokenize, type IndexedSection, type Segment, type SectionSource, type TermSpec } from '../../theme/search/engine';
import { planQuery } from '../../theme/search/queryPlan';
import { alternativesScores, matchedTerms, resolve } from '../../theme/search/scorer';
import { loadRealQuestions } from '../search/realQuestions';
import { buildIndex, scoringIndexOf } from '../../theme/search/wholeIndex';
import { keptGrams, phraseHaystack } from '../../theme/search/phraseGrams';
import { openSearchIndex, type FetchFile } from '../../theme/search/loadIndex';
import { isOperationSection, META_FILE, type SearchCorpus, type SearchMeta } from '../../theme/search/shardFormat';

const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);

/** Reads the files of buildSearchShards from memory, recording the names read. */
function memoryFiles(files: Map<string, string>, read: string[] = []): FetchFile {
  return async (name) => {
    read.push(name);
    const file = files.get(name);
    if (file === undefined) throw new Error(`no file ${name}`);
    return file;
  };
}

/** Tiny shards, so even the small test index has many and a query must pick the right ones. */
const TINY: ShardSizes = { termShardChars: 200, textShardBytes: 100, gramShardPostings: 20, gramBucketsPerGram: 1 };

const index: SearchCorpus = {
  lang: 'zh',
  pages: [
    ['/zh/guide/install/reverse-proxy.html', '反向代理'],
    ['/zh/faq/howto.html', '怎么做'],
    ['/guide/install/docker.html', 'Docker'],
    ['/faq/error.html', 'Error messages'],
  ],
  sections: [
    [0, '', '反向代理', '在 AList 前面加一层反向代理，就能用上域名和 HTTPS。'],
    [0, 'nginx', 'Nginx', '把请求转发到 5244 端口，并保留 Host 请求头。'],
    [1, 'reset-admin-password', '重置管理员密码', '忘记了管理员密码时，执行 alist admin set NEW_PASSWORD 设置新密码。'],
    [1, 'mount', '挂载本地目录', '先把目录挂载进容器，再在本机存储中填写容器内路径。'],
    [2, 'upgrade', 'Upgrading', 'Pull the new image and recreate the container; installing again keeps the data folder.'],
    [3, 'storage-not-found', 'storage not found', 'Symptom: failed get storage: storage not found; please add a storage first on the home page.'],
    [3, 'duplicate-mount-path', 'Duplicate mount path', 'Failed create storage in database: UNIQUE constraint failed: x_storages.mount_path'],
  ],
};
const files = buildSearchShards(index, TINY);
const searcher = await openSearchIndex(memoryFiles(files));
const hrefs = async (q: string) => (await searcher.search(q)).map((h) => h.href);

describe('search tokenizer', () => {
  it('stems English words and drops case', () => {
    expect(tokenize('Installing Installs INSTALL')).toEqual(['instal', 'instal', 'instal']);
  });
  it('keeps snake_case words whole and by part', () => {
    expect(tokenize('force_path_style')).toEqual(['force_path_style', 'forc', 'path', 'style']);
  });
  it('cuts Chinese runs into overlapping pairs', () => {
    expect(tokenize('反向代理')).toHaveLength(3);
    expect(tokenize('密')).toHaveLength(1);
  });
});

describe('local search', () => {
  it('finds Chinese words inside sentences and links to the heading', async () => {
    expect((await hrefs('密码'))[0]).toBe('/zh/faq/howto.html#reset-admin-password');
    expect((await hrefs('反向代理'))[0]).toBe('/zh/guide/install/reverse-proxy.html');
    expect(await hrefs('挂载')).toContain('/zh/faq/howto.html#mount');
    expect(await hrefs('挂')).toContain('/zh/faq/howto.html#mount');
  });
  it('is tolerant of case and word endings in English', async () => {
    expect(await hrefs('INSTALLS')).toContain('/guide/install/docker.html#upgrade');
    expect(await hrefs('upgrade')).toContain('/guide/install/docker.html#upgrade');
    expect(await hrefs('instal')).toContain('/guide/install/docker.html#upgrade');
  });
  it('finds the page of a pasted error message, even with parts of its own', async () => {
    expect((await hrefs('storage not found; please add a storage first'))[0]).toBe('/faq/error.html#storage-not-found');
    expect((await hrefs('UNIQUE constraint failed: x_storages.mount_path'))[0]).toBe('/faq/error.html#duplicate-mount-path');
    expect((await hrefs('failed get storage: storage not found /mnt/my-disk 2024-01-01'))[0]).toBe('/faq/error.html#storage-not-found');
  });
  it('returns nothing for nonsense', async () => {
    expect(await hrefs('qqzzxxyy')).toEqual([]);
    expect(await hrefs('   ')).toEqual([]);
  });
  it('marks the matched words in heading and snippet', async () => {
    const [hit] = await searcher.search('管理员密码');
    expect(hit.pageTitle).toBe('怎么做');
    expect(marked(hit.heading).join('')).toBe('管理员密码');
    expect(marked(hit.snippet)).toContain('管理员密码');
    const [en] = await searcher.search('installing');
    expect(marked(en.snippet)).toEqual(['installing']);
  });
  it('cuts long text around the first match', () => {
    const text = `${'word '.repeat(100)}needle ${'tail '.repeat(100)}`;
    const segs = snippet(text, new Set(['needl']));
    expect(segs[0].text).toBe('…');
    expect(segs.at(-1)?.text).toBe('…');
    expect(marked(segs)).toEqual(['needle']);
  });
});

describe('sharded index', () => {
  const meta = JSON.parse(files.get(META_FILE) as string) as SearchMeta;
  it('has many term shards and lists only the terms that are not Chinese', () => {
    expect(meta.termShards).toBeGreaterThan(5);
    expect(meta.textStarts.length).toBeGreaterThan(3);
    expect(meta.words).toContain('instal');
    expect(meta.words.some((w) => w.startsWith('~'))).toBe(false);
  });
  it('reads only the shards a query needs', async () => {
    const read: string[] = [];
    const fresh = await openSearchIndex(memoryFiles(files, read));
    await fresh.search('container');
    expect(read[0]).toBe(META_FILE);
    expect(read.filter((n) => n.startsWith('t')).length).toBe(1);
    expect(read.filter((n) => n.startsWith('x')).length).toBeLessThan(meta.textStarts.length);
  });
  it('matches the last word as a prefix, from shards other than its own', async () => {
    expect(await hrefs('upgr')).toEqual(['/guide/install/docker.html#upgrade']);
    // Only the last word is a prefix; with a space after it, it is a word of its own.
    expect(await hrefs('upgr ')).toEqual([]);
  });
  it('finds a word typed with a mistake (fuzzy)', async () => {
    expect(await hrefs('constrait')).toEqual(['/faq/error.html#duplicate-mount-path']);
    expect(await hrefs('recreatte')).toContain('/guide/install/docker.html#upgrade');
  });
  it('finds the words a single Chinese character starts', async () => {
    expect(await hrefs('密')).toEqual(['/zh/faq/howto.html#reset-admin-password']);
    expect(await hrefs('域')).toEqual(['/zh/guide/install/reverse-proxy.html']);
  });
  it('rejects the query when a shard cannot be read, and reads it again on the next query', async () => {
    let failing = true;
    const fresh = await openSearchIndex(async (name) => {
      if (failing && name.startsWith('t')) throw new Error('offline');
      return files.get(name) as string;
    });
    await expect(fresh.search('nginx')).rejects.toThrow('offline');
    failing = false;
    // "nginx" also matches the site's word for it (反向代理, data/search/readers-words.zh.json).
    expect((await fresh.search('nginx')).map((h) => h.href).sort()).toEqual(['/zh/guide/install/reverse-proxy.html', '/zh/guide/install/reverse-proxy.html#nginx']);
  });
  it('rejects the query when a text shard cannot be read', async () => {
    const fresh = await openSearchIndex(async (name) => {
      if (name.startsWith('x')) throw new Error('offline');
      return files.get(name) as string;
    });
    await expect(fresh.search('nginx')).rejects.toThrow('offline');
  });
});

// The built site's index when there is one, else sections cut from the Markdown sources.
const corpora: SearchCorpus[] = existsSync(path.join(outDir, 'index.html')) ? Object.values(readSearchCorpora(outDir)) : markdownCorpora();

describe('sharded search ranks exactly as the whole index', () => {
  for (const corpus of corpora) {
    it(`${corpus.lang}: the first ${SEARCH_MAX_RESULTS} of ${QUERY_COUNT} generated queries are the same sections in the same order`, async () => {
      const reference = referenceSearcher(corpus);
      const sharded = await openSearchIndex(memoryFiles(buildSearchShards(corpus)));
      const queries = generateQueries(corpus, QUERY_COUNT);
      let withHits = 0;
      let withPhrase = 0;
      const lowerText = corpus.sections.map(([, , heading, text]) => phraseHaystack(heading, text));
      for (const q of queries) {
        const want = await reference(q);
        const got = (await sharded.search(q)).map((h) => [h.id, h.score]);
        expect(got, q).toEqual(want.map((h) => [h.id, h.score]));
        if (want.length > 0) withHits++;
        const phrase = q.trim().toLowerCase().replace(/\s+/g, ' ');
        if (phrase.length >= 2 && want.some((h) => lowerText[h.id].includes(phrase))) withPhrase++;
      }
      // The generated queries exercise ranking, not only empty answers.
      expect(withHits).toBeGreaterThan(QUERY_COUNT * 0.7);
      expect(withPhrase).toBeGreaterThan(QUERY_COUNT * 0.3);
    }, 120_000);
  }
});

/** MiniSearch's own search of a group's alternatives (the OR of each alternative's AND), as the engine scored before. */
function miniSearchOf(mini: MiniSearch<IndexedSection>, alternatives: TermSpec[][]) {
  const query = {
    combineWith: 'OR',
    queries: alternatives.map((specs) => ({
      combineWith: 'AND',
      queries: specs.map((spec) => ({ queries: [spec.term], prefix: spec.prefix, fuzzy: spec.fuzzy, tokenize: (t: string) => [t] })),
    })),
  } as Query;
  return mini.search(query, { boost: { title: 2, heading: 3, text: 1 }, maxFuzzy: 1 });
}

/** MiniSearch's own search is the slow part of this check: fewer generated queries, all real ones. */
const FIDELITY_QUERY_COUNT = 100;

describe('the scorer gives the scores of MiniSearch', () => {
  for (const corpus of corpora) {
    it(`${corpus.lang}: every group of ${FIDELITY_QUERY_COUNT} generated queries and the real questions: same sections, order, scores and matched terms`, () => {
      const mini = wholeIndexOf(corpus);
      const whole = scoringIndexOf(mini);
      const known = (term: string) => whole.get(term) !== undefined;
      const queries = [...generateQueries(corpus, FIDELITY_QUERY_COUNT), ...loadRealQuestions().filter((q) => q.lang === corpus.lang).map((q) => q.q)];
      let groups = 0;
      for (const q of queries) {
        for (const group of planGroups(planQuery(q.trim(), corpus.lang), /\s$/.test(q), known)) {
          for (const alternatives of [[group.specs[0]], group.specs.slice(1)]) {
            if (alternatives.length === 0) continue;
            const want = miniSearchOf(mini, alternatives);
            const resolved = resolve(whole, alternatives);
            const got = alternativesScores(whole, resolved);
            expect(got.ids.map((id) => [id, got.score[id]]), q).toEqual(want.map((r) => [r.id, r.score]));
            for (const r of want.slice(0, 5)) expect(matchedTerms(resolved, r.id as number).sort(), q).toEqual([...r.terms].sort());
            groups++;
          }
        }
      }
      expect(groups).toBeGreaterThan(FIDELITY_QUERY_COUNT);
    }, 120_000);
  }
});

describe('snippet ranges', () => {
  it('marks English words by their stem, Chinese pairs and snake_case words', () => {
    const text = 'Intro text without it. Then the installation of AList, 反向代理 and force_path_style, installing again.';
    const terms = new Set([...tokenize('installing 反向代理'), 'force_path_style']);
    const ranges = matchRanges(text, terms);
    expect(ranges.map(([a, b]) => text.slice(a, b))).toEqual(['installation', '反向代理', 'force_path_style', 'installing']);
  });
});

describe('index extraction from built HTML', () => {
  const html = `<html><head><title>Docker | AList Docs</title></head><body>
    <nav><span class="rp-doc">Sidebar item</span></nav>
    <div class="rp-doc rspress-doc">
      <h1 id="docker"><a class="rp-header-anchor" aria-hidden="true" href="#docker">#</a>Docker</h1>
      <p>Intro <code>text</code>.</p>
      <h2 id="run"><a class="rp-header-anchor" aria-hidden="true" href="#run">#</a>Run</h2>
      <div class="rp-codeblock"><button>Copy</button><pre><code><span class="line">docker run</span><span class="line">-d</span></code></pre></div>
      <h3 id="compose">Compose</h3><table><tr><td>a</td><td>b</td></tr></table>
      <h2 id="upgrade">Upgrade</h2><p>Pull.</p>
    </div><footer>Edit this page</footer></body></html>`;
  it('cuts the article into heading sections with their anchors', () => {
    const page = extractSections(html);
    expect(page?.title).toBe('Docker');
    expect(page?.sections).toEqual([
      { anchor: '', heading: 'Docker', text: 'Intro text.' },
      { anchor: 'run', heading: 'Run', text: 'docker run -d' },
      { anchor: 'compose', heading: 'Run › Compose', text: 'a b' },
      { anchor: 'upgrade', heading: 'Upgrade', text: 'Pull.' },
    ]);
  });
  it('skips pages without an article', () => {
    expect(extractSections('<html><body><main>Home</main></body></html>')).toBeNull();
  });
});

describe('search configuration and strings', () => {
  it('has every string in both languages', () => {
    expect(Object.keys(searchText.zh).sort()).toEqual(Object.keys(searchText.en).sort());
    expect(searchText.en.errorTitle).toBe('Unable to fetch results');
    expect(searchText.en.errorHelp).toMatch(/network connection/);
  });
  it('uses DocSearch only when app id and key are given; the index defaults to the product name', () => {
    expect(docSearchConfig({})).toBeNull();
    expect(docSearchConfig({ DOCSEARCH_APP_ID: 'A' })).toBeNull();
    expect(docSearchConfig({ DOCSEARCH_APP_ID: 'A', DOCSEARCH_API_KEY: 'k' })).toEqual({ appId: 'A', apiKey: 'k', indexName: SEARCH_INDEX_NAME });
    expect(docSearchConfig({ DOCSEARCH_APP_ID: 'A', DOCSEARCH_API_KEY: 'k', DOCSEARCH_INDEX_NAME: 'other' })?.indexName).toBe('other');
    expect(SEARCH_INDEX_NAME).toBe('alist');
  });
  it('translates the DocSearch screens', () => {
    expect(docSearchTranslations('zh').modal.errorScreen.titleText).toBe(searchText.zh.errorTitle);
    expect(docSearchTranslations('en').modal.noResultsScreen.noResultsText).toBe(searchText.en.noResultsText);
  });
});

const QUERY_COUNT = 300;

const wholeIndexes = new Map<SearchCorpus, MiniSearch<IndexedSection>>();

/** The whole index of a corpus, built once for the tests that use it. */
function wholeIndexOf(corpus: SearchCorpus): MiniSearch<IndexedSection> {
  let mini = wholeIndexes.get(corpus);
  if (!mini) wholeIndexes.set(corpus, (mini = buildIndex(corpus.sections.map(([page, , heading, text], id) => ({ id, title: corpus.pages[page][1], heading, text })))));
  return mini;
}

/**
 * The ranking with the whole index loaded and every candidate's text read (no early stop, no gram
 * shards): the sharded search must give the same sections in the same order with the same scores.
 */
function referenceSearcher(corpus: SearchCorpus) {
  const whole = scoringIndexOf(wholeIndexOf(corpus));
  const terms = new Set(corpus.sections.flatMap(([page, , heading, text]) => tokenize(`${corpus.pages[page][1]} ${heading} ${text}`)));
  const grams = corpus.sections.map(([, , heading, text]) => new Set(keptGrams(phraseHaystack(heading, text))));
  const source: SectionSource = {
    lang: corpus.lang,
    indexFor: async () => whole,
    isLead: (id) => corpus.sections[id][1] === '',
    isReference: (id) => isOperationSection(corpus.pages[corpus.sections[id][0]][0], corpus.sections[id][2], corpus.sections[id][3]),
    knows: (term) => terms.has(term),
    sectionsKeeping: async (wanted) => new Set(grams.flatMap((kept, id) => (wanted.every((g) => kept.has(g)) ? [id] : []))),
    sections: async (ids) =>
      ids.map((id) => {
        const [page, anchor, heading, text] = corpus.sections[id];
        const [path, pageTitle] = corpus.pages[page];
        return { path, pageTitle, anchor, heading, text };
      }),
    pages: () => corpus.pages,
  };
  const searcher = createSearcher(source, { exhaustive: true });
  return async (query: string) => (await searcher.search(query)).map((h) => ({ id: h.id, score: h.score }));
}

/** A seeded random number generator (mulberry32), so every run tests the same queries. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Queries as readers type them, cut from the sections: whole words, the start of a word, words with
 * a letter changed (fuzzy), runs of words (the phrase boost), Chinese runs and single characters,
 * with and without a space at the end.
 */
function generateQueries(corpus: SearchCorpus, count: number): string[] {
  const next = random(corpus.lang === 'zh' ? 2 : 1);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const queries: string[] = [];
  while (queries.length < count) {
    const text = pick(corpus.sections)[3];
    const words = text.match(/[\p{L}\p{N}_]+/gu) ?? [];
    const han = text.match(/\p{Script=Han}+/gu) ?? [];
    if (words.length < 4) continue;
    const at = Math.floor(next() * (words.length - 3));
    const word = words[at];
    const kind = Math.floor(next() * 7);
    let q: string;
    if (kind === 0) q = word;
    else if (kind === 1) q = word.slice(0, 3 + Math.floor(next() * 3));
    else if (kind === 2 && word.length >= 6) q = word.slice(0, 2) + 'x' + word.slice(3);
    else if (kind === 3) q = words.slice(at, at + 2 + Math.floor(next() * 3)).join(' ');
    else if (kind === 4 && han.length > 0) {
      const run = pick(han);
      const start = Math.floor(next() * run.length);
      q = run.slice(start, start + 1 + Math.floor(next() * 4));
    } else if (kind === 5) q = `${words[at]} ${words[at + 2]} `;
    else {
      // A stretch of text as pasted, punctuation included.
      const start = Math.floor(next() * Math.max(1, text.length - 60));
      q = text.slice(start, start + 10 + Math.floor(next() * 50));
    }
    if (q.trim()) queries.push(q);
  }
  return queries;
}

/** Sections of the Markdown sources (for a checkout without a built site): one per heading. */
function markdownCorpora(): SearchCorpus[] {
  const docs = path.resolve(import.meta.dirname, '../../docs');
  return (['en', 'zh'] as const).map((lang) => {
    const corpus: SearchCorpus = { lang, pages: [], sections: [] };
    for (const file of listFiles(path.join(docs, lang), (f) => /\.mdx?$/.test(f)).sort()) {
      const source = readFileSync(file, 'utf8').replace(/^---[\s\S]*?---/, '');
      const title = /^title:\s*(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? path.basename(file);
      const page = corpus.pages.push([`/${path.relative(docs, file)}`, title]) - 1;
      for (const [i, part] of source.split(/^#{2,4} /m).entries()) {
        const [heading, ...body] = part.split('\n');
        corpus.sections.push([page, i === 0 ? '' : `s${i}`, i === 0 ? title : heading, body.join(' ').replace(/\s+/g, ' ')]);
      }
    }
    return corpus;
  });
}
