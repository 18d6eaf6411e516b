import { createElement as h } from 'react';
import { sinceText } from '../site/text/since';

/**
 * A "since v3.xx" mark in a given language, with no engine hook. Plain TypeScript (no JSX): the build loads it to
 * write driver tables (plugins/content/buildTimeComponents.ts), and its config loader reads no JSX.
 */
export function SinceMark({ v, lang }: { v: string; lang: 'en' | 'zh' }) {
  const t = sinceText[lang];
  return h('span', { className: 'since-mark', title: t.title(v) }, t.text(v));
}
