/** Small helpers over parse5's tree of a built page, for the steps that read the pages' HTML. */
import type { DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export const isElement = (n: Node): n is Element => 'tagName' in n;
export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
export const classes = (el: Element) => (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);
export const hasClass = (el: Element, name: string) => classes(el).includes(name);

/** The first element at or below `node` that passes `test`, depth first (parse5 keeps <template> content out of childNodes). */
export function findElement(node: Node, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if ('childNodes' in node) {
    for (const child of node.childNodes) {
      const hit = findElement(child, test);
      if (hit) return hit;
    }
  }
  return undefined;
}
