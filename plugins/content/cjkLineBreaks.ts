import type { RspressPlugin } from '@rspress/core';

/**
 * A line break inside a paragraph becomes a space in HTML. Between two Chinese characters that space
 * shows as a gap, so a soft line break with CJK text on both sides is removed. Breaks next to Latin text
 * keep their space ("在 AList 中" stays readable).
 */

// Han, kana, CJK punctuation and full-width forms.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const BREAK_BETWEEN_CJK = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef])[ \t]*\n[ \t]*(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef])/gu;

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** First or last character a reader sees in an inline node ('' when none). */
function edgeChar(node: MdNode | undefined, end: 'first' | 'last'): string {
  if (!node) return '';
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) {
    return end === 'first' ? node.value.charAt(0) : node.value.charAt(node.value.length - 1);
  }
  const kids = node.children ?? [];
  return edgeChar(end === 'first' ? kids[0] : kids[kids.length - 1], end);
}

/** Removes soft breaks between CJK characters inside one parent's inline children. */
export function joinCjkBreaks(parent: MdNode): void {
  const kids = parent.children;
  if (!kids) return;
  kids.forEach((node, i) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'html') return;
    if (node.type === 'text' && typeof node.value === 'string') {
      let value = node.value.replace(BREAK_BETWEEN_CJK, '$1');
      // A break at the edge of the text node, with CJK inside the neighbouring inline node.
      const before = edgeChar(kids[i - 1], 'last');
      if (CJK.test(before)) value = value.replace(/^[ \t]*\n[ \t]*(?=[^\n])/u, (m, offset: number, whole: string) => (CJK.test(whole.charAt(m.length)) ? '' : m));
      const after = edgeChar(kids[i + 1], 'first');
      if (CJK.test(after)) value = value.replace(/(\S)[ \t]*\n[ \t]*$/u, (m, last: string) => (CJK.test(last) ? last : m));
      node.value = value;
      return;
    }
    joinCjkBreaks(node);
  });
}

export function remarkCjkLineBreaks() {
  return (tree: MdNode) => joinCjkBreaks(tree);
}

export function cjkLineBreaksPlugin(): RspressPlugin {
  return { name: 'alist-cjk-line-breaks', markdown: { remarkPlugins: [remarkCjkLineBreaks] } };
}
