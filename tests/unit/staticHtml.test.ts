import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { parseFragment } from 'parse5';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { rehypeStaticHtml } from '../../plugins/content/staticHtml';
import { fromDocument, STATIC_INDEX_ATTR, STATIC_PAGE_ATTR, type StringsFile } from '../../theme/staticHtml';
import { checkStaticParts } from '../../scripts/staticPartsCheck';

/** What the engine's rehypeHeaderAnchor adds to every heading (it spells the class "class"). */
function rehypeAnchors() {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (/^h[2-6]$/.test(child.tagName)) {
          const id = String(child.properties.id ?? 'x');
          child.children.unshift({ type: 'element', tagName: 'a', properties: { class: 'rp-header-anchor', href: `#${id}`, ariaLabel: 'Copy link' }, children: [{ type: 'text', value: '#' }] });
        } else visit(child);
      }
    };
    visit(tree);
  };
}

/** What the engine's code highlighter does to a code block: its <pre> ends up inside a root of its own, with styled spans. */
function rehypeHighlighterRoots() {
  return (tree: Root) => {
    tree.children = tree.children.map((child) => {
      if (child.type !== 'element' || child.tagName !== 'pre') return child;
      const code = child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const text = code?.children.map((c) => (c.type === 'text' ? c.value : '')).join('') ?? '';
      const lines = text.replace(/\n$/, '').split('\n').map((line): Element => ({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [{ type: 'element', tagName: 'span', properties: { style: 'color:var(--shiki-token-function)' }, children: [{ type: 'text', value: line }] }] }));
      const pre: Element = { type: 'element', tagName: 'pre', properties: { className: ['shiki'] }, children: [{ type: 'element', tagName: 'code', properties: {}, children: lines }] };
      return { type: 'root', children: [pre] } as unknown as Element;
    });
  };
}

/** Stand-ins of the engine's Markdown components, with the same rendering rules (docComponents, Link). */
const components: Record<string, ComponentType<any>> = {
  a: ({ className, ...props }: ComponentProps<'a'>) => {
    const href = props.href ?? '';
    const external = /^[a-z][a-z\d+\-.]*:/i.test(href);
    // As theme/components/Link.tsx: an index page as "/dir/".
    const canonical = href.startsWith('/') ? href.replace(/(^|\/)index\.html(?=$|[?#])/, '$1') : href;
    return createElement('a', { ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}), ...props, href: canonical, className: [className, 'rp-link'].filter(Boolean).join(' ') });
  },
  h2: ({ className, ...props }: ComponentProps<'h2'>) => createElement('h2', { ...props, className: ['rp-toc-include', className].filter(Boolean).join(' ') }),
  table: (props: ComponentProps<'table'>) => createElement('div', { className: 'scroll' }, createElement('table', props)),
  p: (props: ComponentProps<'p'>) => createElement('p', props),
  li: (props: ComponentProps<'li'>) => createElement('li', props),
  code: (props: ComponentProps<'code'>) => createElement('code', props),
  Callout: ({ children }: { children: unknown }) => createElement('aside', null, children as never),
};

// components/Since.tsx reads the page's language from the engine's runtime.
vi.mock('@rspress/core/runtime', () => ({ useLang: () => 'en' }));

const SOURCE = `
import Since from '../../../components/Since';
import { DriverOptions, DriverCapabilities } from '../../../components/DriverOptions';
import doge from '@data/drivers/json/doge.json';

## Paths

Every path starts at a **mount path** (\`/local\`), see [the API](https://example.com/api?a=1&b=2) or [below](#auth).

- one \`a < b\` & more
- two, on [another site](mailto:x@example.com)

| Name | Value |
| :--- | ----: |
| \`token\` | *yes* |

Read [the guide](/guide/install/docker.html) first, or [the overview](/guide/index.html).

| Key | Type |
| --- | ---- |
| \`scheme.force_https\` <Since v="v3.19.0" /> | bool |

Short words.

\`\`\`bash
curl -s http://127.0.0.1:5244/api/fs/list
\`\`\`

<DriverOptions driver={doge} />

<DriverCapabilities driver={doge} />

A longer sentence of plain words only, with nothing else in it.

<Callout>
Inside a **component**.
</Callout>

- [ ] open task

Plain words only.
`;

type DomNode = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: DomNode[] };

const MARKS = new Set([STATIC_INDEX_ATTR, STATIC_PAGE_ATTR]);

/** The DOM an HTML string parses to, as text: entity spelling and attribute order do not count, nor the static parts' numbers. */
function dom(html: string): string {
  const show = (node: DomNode): string => {
    if (node.nodeName === '#text') return JSON.stringify(node.value);
    const attrs = (node.attrs ?? []).filter((a) => !MARKS.has(a.name)).map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort().join(' ');
    return `<${node.nodeName} ${attrs}>${(node.childNodes ?? []).map(show).join('')}</${node.nodeName}>`;
  };
  return (parseFragment(html) as unknown as DomNode).childNodes!.map(show).join('\n');
}

// Inside the repository, so that the test runner compiles the page's module and resolves its imports.
const work = path.join(import.meta.dirname, '..', '..', '.tmp', 'static-html-test');

/** Compiles SOURCE as the build does (a module, its imports followed) and renders it on the server. */
async function render(plugins: unknown[], name: string): Promise<{ html: string; code: string; strings: string[] }> {
  const dir = path.join(work, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const withDir = plugins.map((p) => (p === rehypeStaticHtml ? [rehypeStaticHtml, { dir }] : p));
  const code = String(await compile(SOURCE, { jsxImportSource: 'react', remarkPlugins: [remarkGfm], rehypePlugins: [rehypeAnchors, rehypeHighlighterRoots, ...withDir] as never }));
  writeFileSync(path.join(dir, 'page.mjs'), code);
  const { default: Content } = await import(/* @vite-ignore */ path.join(dir, 'page.mjs'));
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const strings = files.length === 1 ? (JSON.parse(readFileSync(path.join(dir, files[0]), 'utf8')) as StringsFile).strings : [];
  return { html: renderToStaticMarkup(createElement(Content, { components })), code, strings };
}

describe('static HTML (plugins/content/staticHtml.ts)', () => {
  it('renders the same HTML as the Markdown components do', async () => {
    const before = await render([], 'before');
    const after = await render([rehypeStaticHtml], 'after');
    expect(after.code).toContain('dangerouslySetInnerHTML');
    expect(dom(after.html)).toBe(dom(before.html));
    expect(before.html).toContain('<table');
  });

  it("keeps the strings out of the page's module, numbered in the page's order, the first naming their digest", async () => {
    const { html, code, strings } = await render([rehypeStaticHtml], 'numbers');
    expect(strings.length).toBeGreaterThan(3);
    for (const text of strings) expect(code).not.toContain(JSON.stringify(text).slice(1, -1));
    const page = new JSDOM(html).window.document;
    const marked = [...page.querySelectorAll(`[${STATIC_INDEX_ATTR}]`)];
    expect(marked.map((el) => el.getAttribute(STATIC_INDEX_ATTR))).toEqual(strings.map((_, i) => String(i)));
    expect(marked.map((el) => dom(el.innerHTML))).toEqual(strings.map(dom));
    const digest = page.querySelectorAll(`[${STATIC_PAGE_ATTR}]`);
    expect(digest.length).toBe(1);
    expect(digest[0]).toBe(marked[0]);
    expect(code).toContain(JSON.stringify(digest[0].getAttribute(STATIC_PAGE_ATTR)));
    // No hex digit: the bundler rewrites its chunks' hashes wherever they occur in the output.
    expect(digest[0].getAttribute(STATIC_PAGE_ATTR)).toMatch(/^[g-v]{16}$/);
  });

  it("reads the strings back from the page's own HTML, and only from it", async () => {
    const { html, strings } = await render([rehypeStaticHtml], 'read');
    const page = new JSDOM(html).window.document;
    const digest = page.querySelector(`[${STATIC_PAGE_ATTR}]`)!.getAttribute(STATIC_PAGE_ATTR)!;
    // The browser's spelling of the HTML, which may differ from React's but parses to the same DOM.
    const read = fromDocument(page, digest, strings.length);
    expect(read?.map((html) => dom(String(html)))).toEqual(strings.map(dom));
    // Another page's strings, or one element fewer than the module expects: the module loads its file.
    expect(fromDocument(page, 'ghijklmnopqrstuv', strings.length)).toBeNull();
    expect(fromDocument(page, digest, strings.length + 1)).toBeNull();
    page.querySelector(`[${STATIC_INDEX_ATTR}="1"]`)!.removeAttribute(STATIC_INDEX_ATTR);
    expect(fromDocument(page, digest, strings.length)).toBeNull();
    // Read only when asked, and still there once the element has left the document (the page rendered again
    // after a client navigation away and back).
    const first = read![0];
    first.element.remove();
    expect(dom(String(first))).toBe(dom(strings[0]));
  });

  it("writes links to the site's own pages as the engine's Link does, into the strings", async () => {
    const { code, strings } = await render([rehypeStaticHtml], 'links');
    const all = strings.join('\n');
    expect(dom(all)).toContain(dom('<a href="/guide/install/docker.html" class="rp-link">the guide</a>'));
    expect(dom(all)).toContain(dom('<a href="/guide/" class="rp-link">the overview</a>'));
    expect(code).not.toContain('the guide');
    expect(all).toContain('href="https://example.com/api?a=1&amp;b=2"');
  });

  it('writes "since" marks as the element they render, and the page no longer imports the component', async () => {
    const { code, strings } = await render([rehypeStaticHtml], 'since');
    expect(code).not.toContain('components/Since');
    expect(strings.join('\n')).toContain('<span class="since-mark" title="Added in AList v3.19.0; older releases do not have it">since v3.19.0</span>');
  });

  it("writes a driver's tables as the page's strings, and the page imports neither the component nor the data", async () => {
    const { code, strings, html } = await render([rehypeStaticHtml], 'drivers');
    expect(code).not.toContain('components/DriverOptions');
    expect(code).not.toContain('doge.json');
    expect(code).toMatch(/_jsx\("div", \{\s*className: "driver-options"/);
    expect(code).toMatch(/_jsx\("ul", \{\s*className: "driver-capabilities",\s*"aria-label": "[^"]+"/);
    expect(strings.join('\n')).toContain('id="option-access_key_id"');
    const page = new JSDOM(html).window.document;
    expect(page.querySelector('.driver-options')?.getAttribute(STATIC_INDEX_ATTR)).not.toBeNull();
  });

  it("writes a highlighted code block's <code> as a string, inside the root the highlighter gives it", async () => {
    const { code, strings } = await render([rehypeStaticHtml], 'code');
    expect(code).not.toContain('shiki-token-function');
    expect(strings.join('\n')).toContain('<span style="color:var(--shiki-token-function)">curl -s http://127.0.0.1:5244/api/fs/list</span>');
  });

  it('leaves an element with a few words of text only as it is (a number would cost as much)', async () => {
    const { code, strings } = await render([rehypeStaticHtml], 'text');
    expect(code).toContain('children: "Short words."');
    expect(strings).toContain('A longer sentence of plain words only, with nothing else in it.');
    // Markdown inside a component is collapsed like any other.
    expect(strings).toContain('Inside a <strong>component</strong>.');
  });

  it('check-site names a page whose HTML lacks a part its module expects, or whose strings file is missing', async () => {
    const { html, strings } = await render([rehypeStaticHtml], 'check');
    const digest = /data-s-page="([^"]+)"/.exec(html)![1];
    const counts = new Map([[digest, strings.length]]);
    expect(checkStaticParts('/p.html', html, counts)).toEqual([]);
    const lacking = html.replace(`${STATIC_INDEX_ATTR}="2"`, 'data-x="2"');
    expect(checkStaticParts('/p.html', lacking, counts)).toEqual([expect.stringMatching(/^\/p\.html: the HTML lacks static part 2 of \d+/)]);
    expect(checkStaticParts('/p.html', html, new Map())).toEqual([`/p.html: its static strings file static/assets/${digest}.*.json was not built`]);
    expect(checkStaticParts('/p.html', html.replace(`${STATIC_PAGE_ATTR}="${digest}"`, ''), counts)).toEqual([expect.stringContaining('without the data-s-page')]);
    expect(checkStaticParts('/p.html', '<p>no static parts</p>', counts)).toEqual([]);
  });
});
