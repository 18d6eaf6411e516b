import type { RspressPlugin } from '@rspress/core';
import type { Element, Root, Text } from 'hast';
import { ui } from '../../site/locales';
import { pageLangOfSource } from '../shared/pageLang';

function textOf(node: Element | Text): string {
  if (node.type === 'text') return node.value;
  return node.children.map((c) => (c.type === 'element' || c.type === 'text' ? textOf(c) : '')).join('');
}

function walk(node: Root | Element, visit: (el: Element) => void) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    visit(child);
    walk(child, visit);
  }
}

/**
 * The engine marks each heading's "#" link aria-hidden although it can be focused. Give it a name
 * in the page's language instead, so keyboard and screen-reader users can use (and copy) it.
 */
export function rehypeHeadingAnchorLabels() {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const source = file.path ?? file.history?.[0] ?? '';
    const t = ui[pageLangOfSource(source)];
    walk(tree, (el) => {
      if (!/^h[1-6]$/.test(el.tagName)) return;
      const anchor = el.children.find((c): c is Element => c.type === 'element' && c.tagName === 'a' && String(c.properties?.className ?? c.properties?.class ?? '').includes('rp-header-anchor'));
      if (!anchor?.properties) return;
      const title = el.children.filter((c) => c !== anchor && (c.type === 'element' || c.type === 'text')).map((c) => textOf(c as Element | Text)).join('').trim();
      delete anchor.properties.ariaHidden;
      anchor.properties.ariaLabel = `${t.copyLink}: ${title}`;
    });
  };
}

export function headingAnchorsPlugin(): RspressPlugin {
  return { name: 'alist-heading-anchors', markdown: { rehypePlugins: [rehypeHeadingAnchorLabels] } };
}
