/**
 * Where the bytes of a page's first download go: the JS files a page loads before it is interactive
 * (pageWeight in bench.ts), cut by their source maps into the modules they came from and grouped by
 * package, engine theme component, virtual module (route table, page list, site data) or site file.
 * Each group's share of a file's gzip size is its share of the file's bytes, weighted by how well
 * its own code compresses. Needs a build with hidden source maps (DOCS_SOURCE_MAPS=1).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface ModuleGroupBytes {
  group: string;
  raw: number;
  gzip: number;
}

export interface FileBreakdown {
  file: string;
  raw: number;
  gzip: number;
  groups: ModuleGroupBytes[];
}

/** A readable group name for a source path from a map. */
export function groupOf(source: string): string {
  const s = source.replace(/\\/g, '/').replace(/^webpack:\/\/[^/]*\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 'node_modules/'.length);
    if (rest.startsWith('.rspress/') || rest.includes('virtual-')) return `engine data: ${/virtual-[\w-]+/.exec(rest)?.[0] ?? rest}`;
    const parts = rest.split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (pkg === '@rspress/core') {
      const theme = /dist\/theme\/(components|layout)\/([^/]+)/.exec(rest);
      if (theme) return `@rspress/core theme: ${theme[2]}`;
      if (/dist\/theme\//.test(rest)) return '@rspress/core theme: shared';
      return '@rspress/core runtime';
    }
    return pkg;
  }
  const virtual = /virtual-[\w-]+/.exec(s);
  if (virtual) return `engine data: ${virtual[0]}`;
  if (/^(webpack\/)?runtime\/get (javascript|mini-css) chunk filename/.test(s)) return 'bundler: chunk file table';
  if (/^(webpack\/)?runtime\//.test(s)) return 'bundler: runtime';
  const site = /(?:^|\/)((?:theme|components|site|docs|plugins|providers|data|\.tmp)\/.*)$/.exec(s);
  return site ? site[1] : s;
}

/** Breaks one built JS file down by its hidden source map (file + ".map"). */
export function breakDownFile(file: string): FileBreakdown | null {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  const code = readFileSync(file, 'utf8');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const text = new Map<string, string[]>();
  let mapped = 0;
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const line = lines[m.line - 1] ?? '';
    const end = next && next.line === m.line ? next.column : line.length;
    const piece = line.slice(m.column, end);
    const group = m.source ? groupOf(m.source) : 'bundler: runtime';
    const pieces = text.get(group) ?? [];
    pieces.push(piece);
    text.set(group, pieces);
    mapped += piece.length;
  }
  const unmapped = code.length - mapped;
  if (unmapped > 0) text.set('unmapped', text.get('unmapped') ?? []);
  const fileGzip = gzipSync(code, { level: 9 }).length;
  const rows = [...text].map(([group, pieces]) => {
    const joined = pieces.join('');
    return { group, raw: joined.length + (group === 'unmapped' ? unmapped : 0), alone: joined.length ? gzipSync(joined, { level: 9 }).length : 0 };
  });
  // Compressing a group alone overstates it (no shared dictionary); scale to the file's real size.
  const aloneTotal = rows.reduce((a, r) => a + r.alone, 0) || 1;
  const groups = rows.map((r) => ({ group: r.group, raw: r.raw, gzip: Math.round((r.alone / aloneTotal) * fileGzip) })).sort((a, b) => b.gzip - a.gzip);
  return { file: path.basename(file), raw: code.length, gzip: fileGzip, groups };
}

/** Sums the groups of several files (one page's initial JS, or the union over pages). */
export function sumGroups(files: FileBreakdown[]): ModuleGroupBytes[] {
  const total = new Map<string, ModuleGroupBytes>();
  for (const f of files) {
    for (const g of f.groups) {
      const t = total.get(g.group) ?? { group: g.group, raw: 0, gzip: 0 };
      t.raw += g.raw;
      t.gzip += g.gzip;
      total.set(g.group, t);
    }
  }
  return [...total.values()].sort((a, b) => b.gzip - a.gzip);
}
