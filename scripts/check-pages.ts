/**
 * Source checks that need no build: every page's frontmatter is valid and lists its `sources`, every .mdx page compiles,
 * and every page has its twin in the other locale. Usage: tsx scripts/check-pages.ts [files...]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';
import { loadPages, docsRoot } from '../site/pages';
import type { LocaleCode } from '../site/locales';
import { sourceFileList } from '../site/sourceFiles';

const problems: string[] = [];
const langs: LocaleCode[] = ['en', 'zh'];
const byLang = new Map<LocaleCode, Map<string, string>>();

for (const lang of langs) {
  try {
    const pages = loadPages(lang);
    byLang.set(lang, new Map(pages.map((p) => [p.route, p.file])));
    // Every page records the AList source files that back it (shown as "Checked against AList …").
    for (const p of pages) if (!p.frontmatter.sources) problems.push(`docs/${lang}/${p.file}: frontmatter field "sources" is missing (list the AList repository files that back the page)`);
    // The theme leaves out the engine's fallback title (theme/index.tsx), so every page but home writes its own.
    for (const p of pages) if (p.frontmatter.pageType !== 'home' && !/^# \S/m.test(p.body)) problems.push(`docs/${lang}/${p.file}: no title heading ("# Title" line); every page except the home page starts with one`);
  } catch (error) {
    problems.push((error as Error).message);
  }
}

// `sources` are validated against our copy of the release's file list; keep it equal to the reference's.
const referenceFiles = path.resolve(import.meta.dirname, '..', '..', 'shared', 'reference', 'v3.63', 'files.txt');
if (existsSync(referenceFiles) && readFileSync(referenceFiles, 'utf8').trim() !== readFileSync(sourceFileList, 'utf8').trim()) {
  problems.push(`${path.relative(process.cwd(), sourceFileList)} differs from ${referenceFiles}; copy the reference's list`);
}

// Twins: same route in both locales.
const [en, zh] = [byLang.get('en'), byLang.get('zh')];
if (en && zh) {
  for (const [route, file] of en) if (!zh.has(route)) problems.push(`docs/en/${file} has no Chinese twin (docs/zh/${file.replace(/\.mdx?$/, '.md(x)')})`);
  for (const [route, file] of zh) if (!en.has(route)) problems.push(`docs/zh/${file} has no English twin`);
}

// MDX syntax: compile each page the way the engine reads it.
const only = process.argv.slice(2).map((f) => path.resolve(f));
for (const lang of langs) {
  for (const file of byLang.get(lang)?.values() ?? []) {
    const full = path.join(docsRoot, lang, file);
    if (only.length > 0 && !only.includes(full)) continue;
    // The engine reads `## Title {#id}` as a custom heading id before MDX parses the line; do the same.
    const content = matter(readFileSync(full, 'utf8')).content.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
    try {
      await compile(content, { format: file.endsWith('.mdx') ? 'mdx' : 'md', remarkPlugins: [remarkGfm] });
    } catch (error) {
      const e = error as { line?: number; column?: number; reason?: string; message: string };
      problems.push(`docs/${lang}/${file}:${e.line ?? '?'}:${e.column ?? '?'} ${e.reason ?? e.message}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`check-pages: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('check-pages: frontmatter, MDX syntax and locale twins are fine');
