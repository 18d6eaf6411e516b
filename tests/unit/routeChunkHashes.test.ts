import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyEdit, HASHES_PLACEHOLDER, movedHashesOf, moveRouteChunkHashes } from '../../plugins/engine/routeChunkHashes';

// A main script and route table chunk in the shapes the build writes (minified names differ from build to build).
const main = 'g.e=e=>x,g.u=e=>"static/js/async/"+e+"."+({"0k":"aaaaaa",79:"bbbbbb",lj:"cccccc",tb:"dddddd",sd:"eeeeee",lz:"ffffff"})[e]+".js",g.miniCssF=e=>"";' + 'const dialog=()=>g.e("sd").then(g.bind(g,"Q"));const table=()=>g.e("tb").then(g.bind(g,"T"));';
const table = `var d;let rows=[["/guide/",1,()=>Promise.all([d.e(79),d.e("lj")]).then(d.bind(d,"kB"))],["/faq/",0,()=>d.e("0k").then(d.bind(d,"x"))]];Object.assign(d.alistChunkHashes,${HASHES_PLACEHOLDER});`;

describe('route chunk hashes leave the main script', () => {
  it("moves every hash the main script's own code does not load, and renames the table by its new content", () => {
    const out = moveRouteChunkHashes(main, table, 'tb', 6);
    const newMain = applyEdit(main, out.main);
    const newTable = applyEdit(table, out.table);
    // sd: the main script's dialog loads it. tb: the table itself. The others: route rows, or chunks those load.
    expect([...movedHashesOf(newTable)]).toEqual([['0k', 'aaaaaa'], ['79', 'bbbbbb'], ['lj', 'cccccc'], ['lz', 'ffffff']]);
    expect(out.tableHash).toBe(createHash('sha256').update(newTable).digest('hex').slice(0, 6));
    expect(newMain).toContain(`g.u=e=>"static/js/async/"+e+"."+({tb:"${out.tableHash}",sd:"eeeeee"}[e]||g.alistChunkHashes[e])+".js",g.alistHashKnown=e=>!g.u(e).endsWith(".undefined.js"),g.miniCssF`);
    for (const hash of ['aaaaaa', 'bbbbbb', 'ffffff']) expect(newMain).not.toContain(hash);
    expect(newMain.endsWith('const table=()=>g.e("tb").then(g.bind(g,"T"));')).toBe(true);
    expect([out.moved, out.kept]).toEqual([4, 2]);
  });

  it('the browser looks a moved hash up where the page or the table put it, and knows which it has', () => {
    const out = moveRouteChunkHashes(main, table, 'tb', 6);
    const newMain = applyEdit(main, out.main);
    const [, u, known] = /g\.u=(e=>.*?\+"\.js"),g\.alistHashKnown=(e=>.*?),g\.miniCssF/.exec(newMain)!;
    const g = { alistChunkHashes: { lj: '123456', 79: '654321' } as Record<string, string> } as { alistChunkHashes: Record<string, string>; u?: (id: string | number) => string };
    g.u = new Function('g', `return ${u}`)(g) as (id: string | number) => string;
    const isKnown = new Function('g', `return ${known}`)(g) as (id: string | number) => boolean;
    expect(g.u('lj')).toBe('static/js/async/lj.123456.js');
    // Numeric ids come as numbers from the code that loads them.
    expect(g.u(79)).toBe('static/js/async/79.654321.js');
    expect(g.u('sd')).toBe('static/js/async/sd.eeeeee.js');
    expect([isKnown('lj'), isKnown(79), isKnown('tb'), isKnown('sd'), isKnown('0k')]).toEqual([true, true, true, true, false]);
  });

  it('knows a stylesheet-only chunk without a hash: it has no script file to name', () => {
    const withStyles = `${main}g.f.j=function(e,t){var n=g.o(f,e)?f[e]:void 0;if(0!==n)if(n)t.push(n[2]);else if(/^(0y1|m6k)$/.test(e))f[e]=0;else{}};`;
    const out = moveRouteChunkHashes(withStyles, table, 'tb', 6);
    const [, u, known] = /g\.u=(e=>.*?\+"\.js"),g\.alistHashKnown=(e=>.*?),g\.miniCssF/.exec(applyEdit(withStyles, out.main))!;
    const g = { alistChunkHashes: {} as Record<string, string> } as { alistChunkHashes: Record<string, string>; u?: (id: string | number) => string };
    g.u = new Function('g', `return ${u}`)(g) as (id: string | number) => string;
    const isKnown = new Function('g', `return ${known}`)(g) as (id: string | number) => boolean;
    expect([isKnown('m6k'), isKnown('0y1'), isKnown('m6'), isKnown('0k'), isKnown('sd')]).toEqual([true, true, false, false, true]);
  });

  it('names this file when a piece is missing, rather than letting a page ask for "<id>.undefined.js"', () => {
    expect(() => moveRouteChunkHashes('g.u=e=>"static/js/async/"+e+".js"', table, 'tb', 6)).toThrow(/routeChunkHashes\.ts/);
    expect(() => moveRouteChunkHashes(main, table.replace(HASHES_PLACEHOLDER, '{}'), 'tb', 6)).toThrow(/no \{__alist_chunk_hashes__:1\}/);
    expect(() => moveRouteChunkHashes(main, table, 'nope', 6)).toThrow(/nope has no entry/);
    expect(() => moveRouteChunkHashes(main, `Object.assign(d.alistChunkHashes,${HASHES_PLACEHOLDER})`, 'tb', 6)).toThrow(/no route rows/);
  });
});
