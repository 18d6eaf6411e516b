import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../plugins/content/htmlToMarkdown';
import { homeHeader, richFenceSources, twinHref } from '../../plugins/content/markdownTwins';
import { llmsFullTxt, llmsSections, llmsTxt } from '../../site/llmsTxt';
import { loadPages } from '../../site/pages';

const site = 'https://docs.example';

describe('a built article as Markdown (plugins/content/htmlToMarkdown.ts)', () => {
  it('writes headings without their copy-link anchors, and links to the site’s pages as links to their twins', () => {
    const html =
      '<h2 id="run"><a href="#run" class="rp-header-anchor rp-link">#</a>Run <code>alist</code></h2>' +
      '<p>See <a href="/guide/install/">Install</a>, <a href="/faq/error.html#x">errors</a> and <a href="https://a.example/">A</a>.\nNext line.</p>';
    expect(htmlToMarkdown(html, { href: (h) => twinHref(h, site) })).toBe(
      '## Run `alist`\n\nSee [Install](https://docs.example/guide/install/index.md), [errors](https://docs.example/faq/error.md#x) and [A](https://a.example/).\nNext line.\n',
    );
  });

  it('writes lists, nested ones indented under their item', () => {
    expect(htmlToMarkdown('<ol start="2"><li>One\ncontinued<ul><li><strong>a</strong></li></ul></li><li><p>Two</p></li></ol>')).toBe('2. One\n   continued\n\n   - **a**\n3. Two\n');
  });

  it('writes tables with their caption, cells on one line and pipes escaped', () => {
    const html = '<table><caption>Parameters</caption><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td><code>a|b</code></td><td>text\nmore</td></tr></tbody></table>';
    expect(htmlToMarkdown(html)).toBe('Parameters\n\n| Name | Type |\n| --- | --- |\n| `a\\|b` | text more |\n');
  });

  it('writes code blocks as fences with their language and title, long enough for the code', () => {
    const html =
      '<div class="rp-codeblock language-bash"><div class="rp-codeblock__title">run.sh</div><pre class="shiki" data-lang="bash"><code><span class="line">cat &lt;&lt;EOF</span>\n<span class="line">```</span>\n<span class="line">EOF</span></code></pre><button>Copy</button></div>' +
      '<figure><figcaption>Response example</figcaption><pre><code class="language-json">{}</code></pre></figure>';
    expect(htmlToMarkdown(html)).toBe('````bash title="run.sh"\ncat <<EOF\n```\nEOF\n````\n\nResponse example\n\n```json\n{}\n```\n');
  });

  it('writes callouts as containers, without the title the engine shows when the source gives none', () => {
    const callout = (type: string, title: string) => `<div class="rp-callout rp-callout--${type}"><div class="rp-callout__title">${title}</div><div class="rp-callout__content"><p>Body.</p></div></div>`;
    expect(htmlToMarkdown(callout('tip', 'TIP') + callout('warning', 'From <code>/etc</code>'))).toBe(':::tip\n\nBody.\n\n:::\n\n:::warning From `/etc`\n\nBody.\n\n:::\n');
  });

  it('writes every tab under its label, and leaves controls, "try it" panels and hidden parts out', () => {
    const html =
      '<div class="rich-tabs"><div role="tablist"><button class="rich-tabs__tab">Binary</button><button class="rich-tabs__tab">Docker</button></div>' +
      '<div class="rich-tabs__panel"><p>One</p></div><div class="rich-tabs__panel" data-state="inactive"><p>Two</p></div></div>' +
      '<details class="api-tryit"><summary>Try it</summary><p class="tool-loading">Loading the tool…</p></details><div class="rp-not-doc"><button>Copy Markdown</button></div><p hidden>x</p><select><option>v3.63.0</option></select>';
    expect(htmlToMarkdown(html)).toBe('**Binary**\n\nOne\n\n**Docker**\n\nTwo\n');
  });

  it('says where a tool’s form is, and puts the source of rich fences where the page draws them', () => {
    const html = '<p class="tool-loading">Loading the tool…</p><figure class="rich-figure rich-figure--mermaid"><span class="spinner"><span class="sr-only">Loading</span></span></figure>';
    expect(htmlToMarkdown(html, { toolLine: 'Open the HTML page.', richFence: (i) => ['```mermaid\nA-->B\n```'][i] })).toBe('Open the HTML page.\n\n```mermaid\nA-->B\n```\n');
    expect(() => htmlToMarkdown(html)).toThrow(/rich content \(rich-figure rich-figure--mermaid\) number 1/);
  });
});

describe('what the twins take from the source (plugins/content/markdownTwins.ts)', () => {
  it('finds the rich fences in page order, a demo’s fences together, fences inside longer fences as text', () => {
    const source = [
      '````markdown', '```mermaid', 'not drawn', '```', '````',
      '```mermaid title="Flow"', 'A-->B', '```',
      '```bash', 'ls', '```',
      '```jsx demo title="Form"', 'export default () => null;', '```', '', '```css demo', 'p {}', '```',
      '```html demo title="Other"', '<p></p>', '```',
    ].join('\n');
    expect(richFenceSources(source)).toEqual([
      '```mermaid title="Flow"\nA-->B\n```',
      '```jsx demo title="Form"\nexport default () => null;\n```\n\n```css demo\np {}\n```',
      '```html demo title="Other"\n<p></p>\n```',
    ]);
  });

  it('writes a home page’s hero and feature cards from its frontmatter', () => {
    const source = '---\ntitle: Docs\nhero:\n  name: AList\n  text: One list\n  tagline: Every storage\n  actions:\n    - text: Start\n      link: /guide/\nfeatures:\n  - title: Drivers\n    details: Many.\n    icon: /icons/plug.svg\n    link: /guide/drivers/\n---\nBody';
    expect(homeHeader(source, (l) => twinHref(l, site))).toBe(
      '# Docs\n\n# AList\n\nOne list\n\n> Every storage\n\n[Start](https://docs.example/guide/index.md)\n\n## Features\n\n- [**Drivers**](https://docs.example/guide/drivers/index.md): Many.',
    );
  });

  it('points links to files and other sites where they point, and page links at twins', () => {
    expect(twinHref('/openapi.json', site)).toBe('https://docs.example/openapi.json');
    expect(twinHref('#options', site)).toBe('#options');
    expect(twinHref('/pricing', site)).toBe('https://docs.example/pricing.md');
    expect(twinHref('//cdn.example/x.js', site)).toBe('//cdn.example/x.js');
  });
});

describe('llms.txt and llms-full.txt (site/llmsTxt.ts)', () => {
  const page = (url: string) => ({ url, title: `T ${url}`, markdown: `# ${url}\n` });

  it('lists pages by navbar section in sidebar order, pages of no section under Others, the home page only in the full text', () => {
    const urls = ['/', '/community/', '/config/', '/config/site.html', '/config/configuration.html', '/guide/', '/pricing.html', '/tool/'];
    const sections = llmsSections('en', urls.map(page));
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.url)])).toEqual([
      ['Guide', ['/guide/']],
      // The sidebar lists the configuration file first; the section's index is not in it.
      ['Config', ['/config/configuration.html', '/config/site.html', '/config/']],
      ['Pricing', ['/pricing.html']],
      ['Others', ['/', '/community/', '/tool/']],
    ]);
    const txt = llmsTxt('en', sections, site);
    const configuration = loadPages('en').find((p) => p.route === 'config/configuration.html')!.frontmatter;
    expect(txt).toContain(`## Config\n\n- [${configuration.title}](https://docs.example/config/configuration.md): ${configuration.description}\n`);
    expect(txt).not.toContain('https://docs.example/index.md');
    const full = llmsFullTxt(sections, site);
    expect(full.startsWith('---\nurl: https://docs.example/guide/index.md\n---\n\n# /guide/\n')).toBe(true);
    expect(full).toContain('---\nurl: https://docs.example/index.md\n---\n\n# /\n');
  });
});
