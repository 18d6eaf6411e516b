import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOnlyLibraries, checkHeavyLibraries, signatureInPackage } from '../../scripts/heavyChunks';
import { htmlOfRoute, parseChunkFiles, parseRouteChunks } from '../../scripts/routeChunks';

/** A miniature build in the shape rspack writes: runtime table, route loaders, async chunks. */
const mainJs = [
  'h.u=e=>"static/js/async/"+(({"0a":"route-aaa",7:"route-bbb",cc:"route-ccc"})[e]||e)+"."+({"0a":"1",7:"2",cc:"3",m1:"111",big:"222"})[e]+".js";',
  'let r=()=>Promise.all([i.e("hg"),i.e("m1"),i.e("0a")]).then(i.bind(i,"x")),n=(0,a.YZ)(r),',
  's=()=>i.e(7).then(i.bind(i,"y")),o=(0,a.YZ)(s),',
  't=()=>Promise.all([i.e("m1"),i.e("cc")]).then(i.bind(i,"z")),p=(0,a.YZ)(t);',
  'routes=[{path:"/guide/",element:d.createElement(n),filePath:"en/guide/index.mdx",preload:async()=>(await n.preload(),r()),lang:"en"},',
  '{path:"/faq/why",element:d.createElement(o),filePath:"en/faq/why.md",preload:async()=>(await o.preload(),s()),lang:"en"},',
  '{path:"/bad",element:d.createElement(p),filePath:"en/bad.md",preload:async()=>(await p.preload(),t()),lang:"en"}]',
].join('');

const root = mkdtempSync(path.join(tmpdir(), 'heavy-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The miniature site: three routes, mermaid's component chunk and the library chunk; `pages` are the three sources. */
function writeMiniSite(name: string, routeBbb: string, pages: { guide: string; why: string; bad: string }) {
  const out = path.join(root, name);
  const docs = path.join(root, `${name}-docs`);
  const script = '<script defer src="/static/js/index.abc.js"></script>';
  write(path.join(out, 'static/js/index.abc.js'), mainJs);
  write(path.join(out, 'static/js/async/m1.111.js'), 'console.error("[Mermaid] cannot draw diagram");i.e("big")');
  write(path.join(out, 'static/js/async/big.222.js'), 'mermaidAPI zrender Canvas is already in use Raphaël art-video-player MANIFEST_PARSED dashjs MSEController rp-nav-screen__container notice__panel rp-home-feature__item--span-2 tool-form api-op__method-- invalid length/literal');
  write(path.join(out, 'static/js/async/tool-texts.333.js'), 'origin_not_allowed resetRedirect terminalOnly qrNoService decryptFailed rootFolderPath tokenFromCallback cleanStorage');
  write(path.join(out, 'static/js/async/route-aaa.1.js'), 'page');
  write(path.join(out, 'static/js/async/route-bbb.2.js'), routeBbb);
  write(path.join(out, 'static/js/async/route-ccc.3.js'), 'page');
  for (const f of ['guide/index.html', 'faq/why.html', 'bad.html']) write(path.join(out, f), script);
  write(path.join(docs, 'en/guide/index.mdx'), pages.guide);
  write(path.join(docs, 'en/faq/why.md'), pages.why);
  write(path.join(docs, 'en/bad.md'), pages.bad);
  return { out, docs };
}

describe('heavy library check on built files', () => {
  it('reads routes, chunk ids and chunk names', () => {
    expect(parseRouteChunks(mainJs)).toEqual([
      { route: '/guide/', filePath: 'en/guide/index.mdx', chunkIds: ['hg', 'm1', '0a'] },
      { route: '/faq/why', filePath: 'en/faq/why.md', chunkIds: ['7'] },
      { route: '/bad', filePath: 'en/bad.md', chunkIds: ['m1', 'cc'] },
    ]);
    expect(parseChunkFiles(mainJs).get('7')).toBe('route-bbb.2.js');
    expect(parseChunkFiles(mainJs).get('m1')).toBe('m1.111.js');
    // Files named by content hash alone, as this site builds them.
    expect(parseChunkFiles('u=e=>"static/js/async/"+({0:"d85ea52342","0i":"6064c38362",zz:"2fc70aaba7"})[e]+".js"').get('0i')).toBe('6064c38362.js');
    expect(parseChunkFiles('u=e=>"static/js/async/"+e+"."+({0:"d85ea523","0i":"6064c383"})[e]+".js"').get('0i')).toBe('0i.6064c383.js');
    expect(() => parseChunkFiles('u=e=>"static/js/async/"+e+".js"')).toThrow(/unknown shape/);
    // After plugins/engine/routeChunkHashes.ts: the hashes the main script kept (the others are in the route table's chunk).
    expect([...parseChunkFiles('u=e=>"static/js/async/"+e+"."+({vt:"abc123",42:"def456"}[e]||g.alistChunkHashes[e])+".js",g.alistHashKnown=e=>1')]).toEqual([['vt', 'vt.abc123.js'], ['42', '42.def456.js']]);
    // The route stylesheets (plugins/engine/routeStyles.ts): every CSS chunk named.
    const css = parseChunkFiles('miniCssF=e=>"static/css/async/"+({"0y1":"tools",27:"search"})[e]+"."+({"0y1":"1c62192403",27:"fcdb2f0ed0"})[e]+".css"', 'css');
    expect([...css]).toEqual([['0y1', 'tools.1c62192403.css'], ['27', 'search.fcdb2f0ed0.css']]);
    expect(() => parseChunkFiles('miniCssF=e=>"static/css/async/other.1.css"', 'css')).toThrow(/unknown shape of the css/);
    expect(htmlOfRoute('/guide/')).toBe('guide/index.html');
    expect(htmlOfRoute('/zh/faq/why')).toBe('zh/faq/why.html');
  });

  it('passes a page that uses mermaid and flags a page that loads its component without using it', () => {
    const { out, docs } = writeMiniSite('build', 'page', { guide: '```mermaid\ngraph TD\n```\n', why: 'no diagrams', bad: 'no diagrams either' });
    const { problems, usedOn } = checkHeavyLibraries(out, docs);
    expect(usedOn.mermaid).toEqual(['/guide/']);
    expect(problems).toEqual(['/bad: does not use mermaid but loads the component that imports it']);
  });

  it('flags library code in a page\'s initial JS', () => {
    const out = path.join(root, 'build2');
    const docs = path.join(root, 'build2-docs');
    write(path.join(docs, 'en/faq/why.md'), 'no diagrams');
    write(path.join(out, 'static/js/index.abc.js'), `${mainJs};mermaidAPI;"$ZodType";"rp-nav-screen__container";"tool-form";origin_not_allowed`);
    write(path.join(out, 'static/js/async/route-bbb.2.js'), 'page');
    write(path.join(out, 'faq/why.html'), '<script defer src="/static/js/index.abc.js"></script>');
    const { problems } = checkHeavyLibraries(out, docs);
    expect(problems).toContain('/faq/why: mermaid is in the page\'s initial JS');
    expect(problems).toContain('/faq/why: zod (build only) is in the page\'s initial JS');
    expect(problems).toContain("/faq/why: the navbar's menus (drawn on use) is in the page's initial JS");
    // A tool page hydrates before its tool arrives (components/tools/ToolIsland.tsx).
    expect(problems).toContain("/faq/why: the token tools (drawn on use) is in the page's initial JS");
    expect(problems).toContain("/faq/why: the tools' core strings (drawn on use) is in the page's initial JS");
    expect(problems).toContain("the notice dialog: its code (notice__panel) is in no async chunk; update onUseParts in scripts/heavyChunks.ts");
    expect(problems.some((p) => p.startsWith('echarts: its code'))).toBe(true);
  });

  it('flags the home layout on a page that is not a home page, and a home page without it', () => {
    const { out, docs } = writeMiniSite('build3', 'className:"rp-home-feature"', {
      guide: '---\npageType: home\n---\n```mermaid\ngraph TD\n```\n',
      why: 'no diagrams',
      bad: '---\ntitle: pageType: home is only text here\n---\nno diagrams either',
    });
    const { problems } = checkHeavyLibraries(out, docs);
    expect(problems).toContain("/guide/: shows the home layout but its code (rp-home-feature) is not in the page's JS");
    expect(problems).toContain("/faq/why: does not show the home layout but its code (rp-home-feature) is in the page's JS");
    expect(problems.filter((p) => p.includes('home layout'))).toHaveLength(2);
  });

  it("finds each build-only library's signature in its own package, so the check can fail", () => {
    for (const lib of buildOnlyLibraries) expect(signatureInPackage(lib), lib.name).toBe(true);
    expect(signatureInPackage({ ...buildOnlyLibraries[0], signature: '"$NoSuchZodThing"' })).toBe(false);
  });
});
