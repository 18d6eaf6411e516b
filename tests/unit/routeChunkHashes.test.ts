import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyEdit, HASHES_PLACEHOLDER, movedHashesOf, moveRouteChunkHashes } from '../../plugins/routeChunkHashes';

// A main script and route table chunk in the shapes the build writes (minified names differ from build to build).
const main = 'g.e=e=>x,g.u=e=>"static/js/async/"+e+"."+({"0k":"aaaaaa",79:"bbbbbb",lj:"cccccc",tb:"dddddd",sd:"eeeeee",lz:"ffffff"})[e]+".js",g.miniCssF=e=>"";' + 'const dialog=()=>g.e("sd").then(g.bind(g,"Q"));const table=()=>g.e("tb").then(g.bind(g,"T"));';
const table = `var d;let rows=[["/guide/",1,()=>Promise.all([d.e(79),d.e("lj")]).then(d.bind(d,"kB"))],["/faq/",0,()=>d.e("0k").then(d.bind(d,"x"))]];Object.assign(d.alistChunkHashes,${HASHES_PLACEHOLDER});`;
// A page chunk that loads a chunk of its own (a diagram library) which is also the "0k" route chunk's.
const pageChunk = 'f.e("0k").then(f.bind(f,"lib"))';

describe('route chunk hashes leave the main script', () => {
  it("moves the hashes of chunks that only route rows load, keeps the others, and renames the table by its new content", () => {
    const out = moveRouteChunkHashes(main, table, 'tb', [pageChunk], 6);
    const newMain = applyEdit(main, out.main);
    const newTable = applyEdit(table, out.table);
    // 79 and lj: only route rows load them. 0k: a page chunk loads it too. sd, lz: not in the table. tb: the table itself.
    expect([...movedHashesOf(newTable)]).toEqual([['79', 'bbbbbb'], ['lj', 'cccccc']]);
    expect(out.tableHash).toBe(createHash('sha256').update(newTable).digest('hex').slice(0, 6));
    expect(newMain).toContain(`g.u=e=>"static/js/async/"+e+"."+({"0k":"aaaaaa",tb:"${out.tableHash}",sd:"eeeeee",lz:"ffffff"}[e]||g.alistChunkHashes[e])+".js"`);
    expect(newMain).not.toContain('bbbbbb');
    expect(newMain.endsWith('const table=()=>g.e("tb").then(g.bind(g,"T"));')).toBe(true);
    expect([out.moved, out.kept]).toEqual([2, 4]);
  });

  it('the browser looks a moved hash up where the page or the table put it', () => {
    const newMain = applyEdit(main, moveRouteChunkHashes(main, table, 'tb', [], 6).main);
    const u = /g\.u=(e=>.*?\+"\.js")/.exec(newMain)![1];
    const g = { alistChunkHashes: { lj: '123456' } as Record<string, string> };
    const file = new Function('g', `return ${u}`)(g) as (id: string) => string;
    expect(file('lj')).toBe('static/js/async/lj.123456.js');
    expect(file('sd')).toBe('static/js/async/sd.eeeeee.js');
  });

  it('names this file when a piece is missing, rather than letting a page ask for "<id>.undefined.js"', () => {
    expect(() => moveRouteChunkHashes('g.u=e=>"static/js/async/"+e+".js"', table, 'tb', [], 6)).toThrow(/routeChunkHashes\.ts/);
    expect(() => moveRouteChunkHashes(main, table.replace(HASHES_PLACEHOLDER, '{}'), 'tb', [], 6)).toThrow(/no \{__alist_chunk_hashes__:1\}/);
    expect(() => moveRouteChunkHashes(main, table, 'nope', [], 6)).toThrow(/nope has no entry/);
    expect(() => moveRouteChunkHashes(main, `Object.assign(d.alistChunkHashes,${HASHES_PLACEHOLDER})`, 'tb', [], 6)).toThrow(/no route rows/);
  });
});
