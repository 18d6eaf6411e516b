import type { OutlineEntry } from './staticHtml';

/** The outline's first level (h2): the engine's outline writes each entry's depth relative to it (`data-depth`). */
const OUTLINE_BASE_DEPTH = 2;

/**
 * The page's outline as its served HTML lists it, in the form the outline renders the same entries from: the
 * entry's text as plain text, or as HTML when it holds markup (inline code). Null when the page has no outline or
 * an entry is not one the engine's outline writes. check-site compares it with the build's outline on every page
 * that reads it (scripts/staticPartsCheck.ts).
 */
export function tocFromOutline(doc: Document): OutlineEntry[] | null {
  const nav = doc.querySelector('.rp-outline__toc');
  if (!nav) return null;
  const toc: OutlineEntry[] = [];
  for (const link of nav.querySelectorAll('a.rp-toc-item')) {
    const href = link.getAttribute('href');
    const text = link.querySelector('.rp-toc-item__text');
    const depth = Number(link.getAttribute('data-depth'));
    if (!href?.startsWith('#') || !text || !Number.isInteger(depth)) return null;
    toc.push({ id: href.slice(1), text: text.childElementCount > 0 ? text.innerHTML : (text.textContent ?? ''), depth: depth + OUTLINE_BASE_DEPTH });
  }
  return toc;
}

