// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tocFromOutline } from '../../theme/outlineFromPage';
import { outlineReadsBack, withTocFromStrings } from '../../plugins/content/staticHtml';

describe("a page's outline read back from its HTML", () => {
  it('reads entries as the outline writes them: id, depth from data-depth, plain text or HTML', () => {
    document.body.innerHTML = `<nav class="rp-outline__toc rp-scrollbar">
      <a href="#intro" class="rp-toc-item" title="Intro" data-depth="0"><span class="rp-toc-item__text rp-doc">Intro &amp; setup</span></a>
      <a href="#列出" class="rp-toc-item" title="GET /api/me" data-depth="1"><span class="rp-toc-item__text rp-doc"><code>GET /api/me</code></span></a>
    </nav>`;
    expect(tocFromOutline(document)).toEqual([
      { id: 'intro', text: 'Intro & setup', depth: 2 },
      { id: '列出', text: '<code>GET /api/me</code>', depth: 3 },
    ]);
  });

  it('gives up on a page without an outline or with an entry it does not know', () => {
    document.body.innerHTML = '<main></main>';
    expect(tocFromOutline(document)).toBeNull();
    document.body.innerHTML = '<nav class="rp-outline__toc"><a href="/elsewhere" class="rp-toc-item" data-depth="0"><span class="rp-toc-item__text">x</span></a></nav>';
    expect(tocFromOutline(document)).toBeNull();
  });
});

describe('the page meta of a page whose outline is in its strings file', () => {
  const meta = { toc: [{ id: 'a', text: 'A', depth: 2 }], title: 'T', frontmatter: { title: 'T' } };
  const module = (head: string) => `${head}\nfunction MDXContent() {}\nMDXContent.__RSPRESS_PAGE_META = {};\nMDXContent.__RSPRESS_PAGE_META["en%2Fguide%2Fx.mdx"] = ${JSON.stringify(meta, null, 4)};\n`;

  it('refers to the outline the module read instead of carrying it', () => {
    const out = withTocFromStrings(module('const { strings: __staticHtml, fromPage: __staticFromPage, toc: __staticToc } = await x();'));
    expect(out).toContain('"toc":__staticToc');
    expect(out).not.toContain('"id":"a"');
    expect(out).toContain('"title":"T"');
    const __staticToc = ['from the file'];
    const MDXContent = {} as { __RSPRESS_PAGE_META: Record<string, { toc: unknown }> };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('MDXContent', '__staticToc', out.slice(out.indexOf('MDXContent.__RSPRESS_PAGE_META = {}')))(MDXContent, __staticToc);
    expect(MDXContent.__RSPRESS_PAGE_META['en%2Fguide%2Fx.mdx'].toc).toBe(__staticToc);
  });

  it('leaves other modules alone and names a page meta it cannot find', () => {
    const plain = module('const { strings: __staticHtml } = await x();');
    expect(withTocFromStrings(plain)).toBe(plain);
    expect(() => withTocFromStrings('const { toc: __staticToc } = await x();\nexport default 1;')).toThrow(/__RSPRESS_PAGE_META/);
  });

  it('moves only outlines that outweigh the reader', () => {
    expect(outlineReadsBack([{ id: 'a', text: 'A', depth: 2 }])).toBe(false);
    expect(outlineReadsBack(Array.from({ length: 40 }, (_, i) => ({ id: `heading-${i}`, text: `A heading of the page ${i}`, depth: 3 })))).toBe(true);
    expect(outlineReadsBack(undefined)).toBe(false);
  });
});
