import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPageHtml, renderStreamed } from '../../plugins/engine/serverRender/renderPageHtml';

const h = createElement;

function page(body: ReactNode) {
  return h('main', null, h('h1', null, 'Title & "quotes"'), h('p', { className: 'x', 'data-n': 3 }, 'text <b>', 12, '中文'), body);
}

describe('server rendering of a page (plugins/engine/serverRender/renderPageHtml.ts)', () => {
  it('gives the HTML of the engine\'s streamed render, rendering each component once', async () => {
    let renders = 0;
    function Counted() {
      renders += 1;
      return h(Suspense, { fallback: h('i', null, 'loading') }, h('section', null, 'done'));
    }
    const html = await renderPageHtml(page(h(Counted)));
    expect(renders).toBe(1);
    expect(html).toContain('<section>done</section>');
    expect(html).toBe(await renderStreamed(page(h(Counted))));
  });

  it('waits for a part that suspends, instead of sending its fallback', async () => {
    const Later = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => setTimeout(() => resolve({ default: () => h('b', null, 'loaded') }), 5)));
    const tree = () => page(h(Suspense, { fallback: h('i', null, 'loading') }, h(Later)));
    const html = await renderPageHtml(tree());
    expect(html).toContain('<b>loaded</b>');
    expect(html).not.toContain('loading');
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    expect(html).toBe(await renderStreamed(tree()));
  });

  it('fails with the component\'s error when a part inside a boundary throws, instead of leaving it to the browser', async () => {
    function Broken(): ReactNode {
      throw new Error('driver table has no row for "webdav"');
    }
    await expect(renderPageHtml(page(h(Suspense, { fallback: h('i', null, 'loading') }, h(Broken))))).rejects.toThrow('driver table has no row for "webdav"');
  });

  it('fails with the component\'s error when a part outside any boundary throws', async () => {
    function Broken(): ReactNode {
      throw new Error('no page data');
    }
    await expect(renderPageHtml(page(h(Broken)))).rejects.toThrow('no page data');
  });
});
