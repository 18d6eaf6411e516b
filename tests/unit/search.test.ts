import { describe, expect, it } from 'vitest';
import { extractSections } from '../../plugins/search/extractSections';
import { docSearchConfig, docSearchTranslations, searchText, SEARCH_INDEX_NAME } from '../../site/search';
import { createSearcher, snippet, tokenize, type Segment } from '../../theme/search/engine';
import type { SearchIndexFile } from '../../theme/search/indexFile';

const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);

const index: SearchIndexFile = {
  v: 1,
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
const searcher = createSearcher(index);
const hrefs = (q: string) => searcher.search(q).map((h) => h.href);

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
  it('finds Chinese words inside sentences and links to the heading', () => {
    expect(hrefs('密码')[0]).toBe('/zh/faq/howto.html#reset-admin-password');
    expect(hrefs('反向代理')[0]).toBe('/zh/guide/install/reverse-proxy.html');
    expect(hrefs('挂载')).toContain('/zh/faq/howto.html#mount');
    expect(hrefs('挂')).toContain('/zh/faq/howto.html#mount');
  });
  it('is tolerant of case and word endings in English', () => {
    expect(hrefs('INSTALLS')).toContain('/guide/install/docker.html#upgrade');
    expect(hrefs('upgrade')).toContain('/guide/install/docker.html#upgrade');
    expect(hrefs('instal')).toContain('/guide/install/docker.html#upgrade');
  });
  it('finds the page of a pasted error message, even with parts of its own', () => {
    expect(hrefs('storage not found; please add a storage first')[0]).toBe('/faq/error.html#storage-not-found');
    expect(hrefs('UNIQUE constraint failed: x_storages.mount_path')[0]).toBe('/faq/error.html#duplicate-mount-path');
    expect(hrefs('failed get storage: storage not found /mnt/my-disk 2024-01-01')[0]).toBe('/faq/error.html#storage-not-found');
  });
  it('returns nothing for nonsense', () => {
    expect(hrefs('qqzzxxyy')).toEqual([]);
    expect(hrefs('   ')).toEqual([]);
  });
  it('marks the matched words in heading and snippet', () => {
    const [hit] = searcher.search('管理员密码');
    expect(hit.pageTitle).toBe('怎么做');
    expect(marked(hit.heading).join('')).toBe('管理员密码');
    expect(marked(hit.snippet)).toContain('管理员密码');
    const [en] = searcher.search('installing');
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
