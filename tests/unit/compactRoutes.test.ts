import { describe, expect, it } from 'vitest';
import { compactRoutesModule } from '../../plugins/compactRoutes';
import { parseRouteChunks } from '../../scripts/routeChunks';
import { routeFacts } from '../../theme/routeRows';

/** The engine's module as RouteService writes it, and as the compiler prints it back. */
const engine = `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = () => import(/* webpackChunkName: "route-aaa" */ "/d/docs/en/guide/index.mdx")
const Route0 = lazyWithPreload(loadRoute0)
const loadRoute1 = () => import(/* webpackChunkName: "route-bbb" */ "/d/docs/zh/faq/why.md")
const Route1 = lazyWithPreload(loadRoute1)
export const routes = [
{ path: '/guide/', element: React.createElement(Route0), filePath: 'en/guide/index.mdx', preload: async () => {
        await Route0.preload();
        return loadRoute0();
      }, lang: 'en', version: '' },
{ path: '/zh/faq/why', element: React.createElement(Route1), filePath: 'zh/faq/why.md', preload: async () => {
        await Route1.preload();
        return loadRoute1();
      }, lang: 'zh', version: '' }
];
`;
const printed = `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = ()=>import(/* webpackChunkName: "route-aaa" */ "/d/docs/en/guide/index.mdx");
const Route0 = lazyWithPreload(loadRoute0);
export const routes = [
    {
        path: '/guide/',
        element: /*#__PURE__*/ React.createElement(Route0),
        filePath: 'en/guide/index.mdx',
        preload: async ()=>{
            await Route0.preload();
            return loadRoute0();
        },
        lang: 'en',
        version: ''
    }
];`;

describe('compact route table', () => {
  it('keeps every route with its path, file, language and chunk import, in order', () => {
    const out = compactRoutesModule(engine);
    expect(out).toContain('["/guide/",1,() => import(/* webpackChunkName: "route-aaa" */ "/d/docs/en/guide/index.mdx")]');
    expect(out).toContain('["/zh/faq/why",0,() => import(');
    expect(out.indexOf('"/guide/"')).toBeLessThan(out.indexOf('"/zh/faq/why"'));
    expect(out).toContain('lang, version: ""');
    expect(compactRoutesModule(printed)).toContain('["/guide/",1,() => import(');
  });

  it('builds the records the runtime reads, with a working preload', async () => {
    // Run the module with stand-ins for React, the lazy wrapper and import().
    const body = compactRoutesModule(engine)
      .replace(/^import .*$/gm, '')
      .replace(/import\(\/\*[^*]*\*\/ "([^"]+)"\)/g, 'load("$1")')
      .replace('export const routes =', 'return');
    const loaded: string[] = [];
    const routes = new Function('React', 'lazyWithPreload', 'load', 'routeFacts', body)(
      { createElement: (c: unknown) => ({ component: c }) },
      (f: () => Promise<unknown>) => ({ preload: f }),
      async (file: string) => (loaded.push(file), { default: file }),
      routeFacts,
    ) as { path: string; filePath: string; lang: string; version: string; preload: () => Promise<unknown>; element: unknown }[];
    expect(routes.map((r) => [r.path, r.filePath, r.lang, r.version])).toEqual([
      ['/guide/', 'en/guide/index.mdx', 'en', ''],
      ['/zh/faq/why', 'zh/faq/why.md', 'zh', ''],
    ]);
    expect(await routes[1].preload()).toEqual({ default: '/d/docs/zh/faq/why.md' });
    expect(routes[0].element).toBeTruthy();
  });

  it('writes a source path that does not follow from the route, and refuses a language that does not', () => {
    const odd = engine.replace("filePath: 'zh/faq/why.md'", "filePath: 'zh/faq/Why.md'");
    expect(compactRoutesModule(odd)).toContain('["/zh/faq/why","zh/faq/Why.md",() => import(');
    expect(() => compactRoutesModule(engine.replace("path: '/guide/'", "path: '/zh/guide/'"))).toThrow(/language of \/zh\/guide\/ \(en\)/);
  });

  it('names this plugin when the engine writes another shape', () => {
    expect(() => compactRoutesModule('export const routes = []')).toThrow(/compactRoutes\.ts/);
  });

  it('the heavy-chunk check reads the compact table of the built main script', () => {
    const mainJs = 'x=[["/guide/",1,()=>Promise.all([t.e("hg"),t.e(12)]).then(t.bind(t,"vq"))],["/zh/faq/why",0,()=>t.e("ab").then(t.bind(t,5))],["/faq/x","en/faq/X.md",()=>t.e(3).then(t.bind(t,6))]].map(';
    expect(parseRouteChunks(mainJs)).toEqual([
      { route: '/guide/', filePath: 'en/guide/index.mdx', chunkIds: ['hg', '12'] },
      { route: '/zh/faq/why', filePath: 'zh/faq/why.md', chunkIds: ['ab'] },
      { route: '/faq/x', filePath: 'en/faq/X.md', chunkIds: ['3'] },
    ]);
  });
});
