import { describe, expect, it } from 'vitest';
import { demoDocument, demoSource, playgroundActions, playgroundFields, reactModule } from '../../components/playground';

const html = { title: 'Link', kind: 'html' as const, html: '<p id="o"></p>', css: 'p{color:red}', js: 'o.textContent = "</script>"' };

describe('code demo playgrounds (SPEC.md §7)', () => {
  it('posts to CodePen and JSFiddle', () => {
    expect(playgroundActions.codepen).toBe('https://codepen.io/pen/define');
    expect(playgroundActions.jsfiddle).toMatch(/^https:\/\/jsfiddle\.net\/api\/post\//);
    const pen = JSON.parse(playgroundFields('codepen', html).data) as Record<string, string>;
    expect(pen).toMatchObject({ title: 'Link', html: html.html, css: html.css, js: html.js });
    expect(playgroundFields('jsfiddle', html)).toMatchObject({ title: 'Link', html: html.html, css: html.css, js: html.js, panel_js: '0' });
  });

  it('turns a React demo into a module that renders its default export', () => {
    const jsx = "import { useState } from 'react';\nexport default function App() { return <b>hi</b>; }";
    const js = reactModule(jsx);
    expect(js).toContain("from 'https://esm.sh/react@19'");
    expect(js).toContain('const __DemoApp = function App()');
    expect(js).toMatch(/render\(__React\.createElement\(__DemoApp\)\)/);
    const pen = JSON.parse(playgroundFields('codepen', { title: 'R', kind: 'react', jsx }).data) as Record<string, unknown>;
    expect(pen).toMatchObject({ html: '<div id="root"></div>', js_pre_processor: 'babel' });
  });

  it('builds the sandboxed document and the copied source', () => {
    const doc = demoDocument(html, true, 'en');
    expect(doc).toContain('data-theme="dark"');
    expect(doc).toContain('color-scheme:dark');
    expect(doc).toContain('<\\/script>');
    expect(doc).not.toMatch(/"<\/script>"/);
    expect(demoSource(html)).toBe('<p id="o"></p>\n\n<style>\np{color:red}\n</style>\n\n<script>\no.textContent = "</script>"\n</script>');
  });
});
