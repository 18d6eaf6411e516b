import { compile, run } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { parseFragment } from 'parse5';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { rehypeStaticHtml } from '../../plugins/staticHtml';

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

/** Stand-ins of the engine's Markdown components, with the same rendering rules (docComponents, Link). */
const components: Record<string, ComponentType<any>> = {
  a: ({ className, ...props }: ComponentProps<'a'>) => {
    const href = props.href ?? '';
    const external = /^[a-z][a-z\d+\-.]*:/i.test(href);
    const app = !external && !href.startsWith('#');
    return createElement('a', { ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}), ...(app ? { 'data-app-link': '' } : {}), ...props, className: [className, 'rp-link'].filter(Boolean).join(' ') });
  },
  h2: ({ className, ...props }: ComponentProps<'h2'>) => createElement('h2', { ...props, className: ['rp-toc-include', className].filter(Boolean).join(' ') }),
  table: (props: ComponentProps<'table'>) => createElement('div', { className: 'scroll' }, createElement('table', props)),
  p: (props: ComponentProps<'p'>) => createElement('p', props),
  li: (props: ComponentProps<'li'>) => createElement('li', props),
  code: (props: ComponentProps<'code'>) => createElement('code', props),
  Callout: ({ children }: { children: unknown }) => createElement('aside', null, children as never),
};

const SOURCE = `
## Paths

Every path starts at a **mount path** (\`/local\`), see [the API](https://example.com/api?a=1&b=2) or [below](#auth).

- one \`a < b\` & more
- two, on [another site](mailto:x@example.com)

| Name | Value |
| :--- | ----: |
| \`token\` | *yes* |

Read [the guide](/guide/install/docker.html) first.

<Callout>
Inside a **component**.
</Callout>

- [ ] open task

Plain words only.
`;

type DomNode = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: DomNode[] };

/** The DOM an HTML string parses to, as text: entity spelling and attribute order do not count. */
function dom(html: string): string {
  const show = (node: DomNode): string => {
    if (node.nodeName === '#text') return JSON.stringify(node.value);
    const attrs = (node.attrs ?? []).map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort().join(' ');
    return `<${node.nodeName} ${attrs}>${(node.childNodes ?? []).map(show).join('')}</${node.nodeName}>`;
  };
  return (parseFragment(html) as unknown as DomNode).childNodes!.map(show).join('\n');
}

async function render(plugins: unknown[]): Promise<{ html: string; code: string }> {
  const code = String(await compile(SOURCE, { outputFormat: 'function-body', remarkPlugins: [remarkGfm], rehypePlugins: [rehypeAnchors, ...plugins] as never }));
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url } as never);
  return { html: renderToStaticMarkup(createElement(Content, { components })), code };
}

describe('static HTML (plugins/staticHtml.ts)', () => {
  it('renders the same HTML as the Markdown components do', async () => {
    const before = await render([]);
    const after = await render([rehypeStaticHtml]);
    expect(after.code).toContain('dangerouslySetInnerHTML');
    expect(dom(after.html)).toBe(dom(before.html));
    expect(before.html).toContain('<table');
  });

  it('keeps links to the site\'s own pages as components, so they navigate in the app', async () => {
    const { html, code } = await render([rehypeStaticHtml]);
    expect(dom(html)).toContain(dom('<a data-app-link="" href="/guide/install/docker.html" class="rp-link">the guide</a>'));
    // The paragraph that holds the link is not turned into a string; the one with only other links is.
    expect(code).not.toContain('the guide</a>');
    expect(code).toMatch(/__html: ".*href=\\"https:\/\/example\.com\/api\?a=1&amp;b=2\\"/);
  });

  it('leaves an element with text only as it is (a string would be no smaller)', async () => {
    const { code } = await render([rehypeStaticHtml]);
    expect(code).toContain('children: "Plain words only."');
    expect(code).not.toContain('__html: "Plain words only.');
    // Markdown inside a component is collapsed like any other.
    expect(code).toContain('__html: "Inside a <strong>component</strong>."');
  });
});
