/** Sends a demo's code to an online playground by form POST (SPEC.md §7): the reader's click, in a new tab. */
export interface DemoCode {
  title: string;
  kind: 'html' | 'react';
  html?: string;
  css?: string;
  js?: string;
  jsx?: string;
}

export const playgroundActions = {
  codepen: 'https://codepen.io/pen/define',
  jsfiddle: 'https://jsfiddle.net/api/post/library/pure/',
} as const;
export type Playground = keyof typeof playgroundActions;

/** Where a React demo's bare imports come from inside a playground (our own site loads nothing from there). */
const ESM_CDN = 'https://esm.sh/';
const REACT_VERSION = '19';

/**
 * A React demo as a browser module: bare imports point to an ES module CDN, the default export is
 * rendered into #root. The JSX itself is compiled by the playground's Babel.
 */
export function reactModule(jsx: string): string {
  const rewritten = jsx
    .replace(/from\s+(['"])(react(?:-dom)?(?:\/[\w/-]+)?)\1/g, (_m, q: string, spec: string) => `from ${q}${ESM_CDN}${spec.replace(/^(react(?:-dom)?)/, `$1@${REACT_VERSION}`)}${q}`)
    .replace(/export\s+default\s+/, 'const __DemoApp = ');
  return [
    `import * as __React from '${ESM_CDN}react@${REACT_VERSION}';`,
    `import { createRoot as __createRoot } from '${ESM_CDN}react-dom@${REACT_VERSION}/client';`,
    rewritten.trim(),
    `__createRoot(document.getElementById('root')).render(__React.createElement(__DemoApp));`,
    '',
  ].join('\n');
}

/** The form fields each playground's prefill API expects. */
export function playgroundFields(site: Playground, demo: DemoCode): Record<string, string> {
  const react = demo.kind === 'react';
  const html = react ? '<div id="root"></div>' : (demo.html ?? '');
  const js = react ? reactModule(demo.jsx ?? '') : (demo.js ?? '');
  const css = demo.css ?? '';
  if (site === 'codepen') {
    return { data: JSON.stringify({ title: demo.title, html, css, js, ...(react ? { js_pre_processor: 'babel', js_module: true } : {}), editors: react ? '001' : '111' }) };
  }
  return { title: demo.title, html, css, js, wrap: 'b', panel_js: react ? '3' : '0', panel_css: '0', panel_html: '0' };
}

/** One file the reader can copy: the HTML demo with its style and script inline, or the React module. */
export function demoSource(demo: DemoCode): string {
  if (demo.kind === 'react') return demo.css ? `${demo.jsx ?? ''}\n/* CSS */\n/*\n${demo.css}\n*/\n` : (demo.jsx ?? '');
  const parts = [demo.html ?? ''];
  if (demo.css) parts.push(`<style>\n${demo.css}\n</style>`);
  if (demo.js) parts.push(`<script>\n${demo.js}\n</script>`);
  return parts.filter(Boolean).join('\n\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

/**
 * The document shown in a sandboxed iframe for an HTML demo: the page's colour scheme, the author's
 * CSS, HTML and script, and a reporter that sends the content height to the page.
 */
export function demoDocument(demo: DemoCode, dark: boolean, lang: string): string {
  const script = (demo.js ?? '').replace(/<\/script/gi, '<\\/script');
  const scheme = dark ? 'dark' : 'light';
  return `<!doctype html>
<html lang="${lang}" data-theme="${scheme}"><head><meta charset="utf-8">
<style>:root{color-scheme:${scheme}}body{margin:12px;font:15px/1.6 system-ui,sans-serif;background:transparent}.alist-demo-title{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}</style>
<style>${(demo.css ?? '').replace(/<\/style/gi, '<\\/style')}</style></head>
<body><main aria-label="${escapeHtml(demo.title)}"><h1 class="alist-demo-title">${escapeHtml(demo.title)}</h1>${demo.html ?? ''}</main>
<script>${script}</script>
<script>(function(){function send(){parent.postMessage({alistDemoHeight:document.documentElement.scrollHeight},'*')}new ResizeObserver(send).observe(document.body);addEventListener('message',function(e){if(e.data==='alist-demo-measure')send()})})()</script>
</body></html>`;
}
