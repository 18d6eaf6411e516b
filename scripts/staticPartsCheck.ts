/**
 * A page's static parts (plugins/content/staticHtml.ts) are read back from its HTML on the first load. That works
 * only if the HTML holds every numbered element its module expects; one missing would make the page fetch
 * the strings' file after all, silently. Checked on every built page by check-site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { parseInlineMarkdownText, renderInlineMarkdown } from '@rspress/core/dist/theme/logic/utils.js';
import { tocFromOutline } from '../theme/outlineFromPage';
import { STATIC_INDEX_ATTR, STATIC_PAGE_ATTR, type OutlineEntry, type StringsFile } from '../theme/staticHtml';

const ASSETS = path.join('static', 'assets');

/**
 * The strings' files of a build by digest (`<digest>.<content hash>.json`): how many strings each holds, and the
 * outline of the pages that read theirs back from their HTML (plugins/content/staticHtml.ts, outlineReadsBack).
 */
export function readStaticStringFiles(root: string): { counts: Map<string, number>; outlines: Map<string, OutlineEntry[]> } {
  const counts = new Map<string, number>();
  const outlines = new Map<string, OutlineEntry[]>();
  const dir = path.join(root, ASSETS);
  if (!existsSync(dir)) return { counts, outlines };
  for (const name of readdirSync(dir)) {
    const digest = /^([g-v]{16})\.[0-9a-f]+\.json$/.exec(name)?.[1];
    if (!digest) continue;
    const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Partial<StringsFile>;
    if (Array.isArray(file.strings)) counts.set(digest, file.strings.length);
    if (Array.isArray(file.toc)) outlines.set(digest, file.toc);
  }
  return { counts, outlines };
}

export function checkStaticParts(pageUrl: string, html: string, counts: Map<string, number>): string[] {
  const digests = [...html.matchAll(new RegExp(`\\s${STATIC_PAGE_ATTR}="([^"]*)"`, 'g'))].map((m) => m[1]);
  const numbers = [...html.matchAll(new RegExp(`\\s${STATIC_INDEX_ATTR}="(\\d+)"`, 'g'))].map((m) => Number(m[1]));
  if (digests.length === 0) return numbers.length ? [`${pageUrl}: numbered static parts without the ${STATIC_PAGE_ATTR} that names their file`] : [];
  if (digests.length > 1) return [`${pageUrl}: ${digests.length} elements name a static strings file; one page has one`];
  const count = counts.get(digests[0]);
  if (count === undefined) return [`${pageUrl}: its static strings file ${ASSETS}/${digests[0]}.*.json was not built`];
  const seen = new Set(numbers);
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !seen.has(i));
  if (missing.length === 0) return [];
  const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', …' : '');
  return [`${pageUrl}: the HTML lacks static part${missing.length > 1 ? 's' : ''} ${shown} of ${count}, so a first load fetches the page's text again (a component that renders Markdown only in the browser?)`];
}

const { document: scratch } = new JSDOM('<!doctype html><body></body>').window;

/** An outline entry's text as the engine's outline shows it: its title, and the HTML of its text. */
function shown(text: string): { title: string; html: string } {
  const rendered = renderInlineMarkdown(text) as { children?: string | null; dangerouslySetInnerHTML?: { __html: string } };
  const span = scratch.createElement('span');
  if (rendered.dangerouslySetInnerHTML) span.innerHTML = rendered.dangerouslySetInnerHTML.__html;
  else span.textContent = rendered.children ?? '';
  return { title: parseInlineMarkdownText(text), html: span.innerHTML };
}

/**
 * A page whose outline is in its strings file reads it back from its HTML on a first load (theme/outlineFromPage.ts)
 * and hydrates the outline from what it read: the reader must give the build's entries, each shown the same way.
 * A difference would hydrate another outline; an outline the reader gives up on would fetch the file after all.
 */
export function checkOutlineReadBack(pageUrl: string, html: string, outlines: Map<string, OutlineEntry[]>): string[] {
  const digest = new RegExp(`\\s${STATIC_PAGE_ATTR}="([^"]*)"`).exec(html)?.[1];
  const built = digest ? outlines.get(digest) : undefined;
  if (!built) return [];
  const nav = /<nav class="rp-outline__toc[^"]*">[\s\S]*?<\/nav>/.exec(html)?.[0];
  scratch.body.innerHTML = nav ?? '';
  const read = tocFromOutline(scratch);
  if (!read) return [`${pageUrl}: its outline is read back from the page, but the page has no outline the reader knows (theme/outlineFromPage.ts), so a first load fetches its strings file`];
  const problems: string[] = [];
  if (read.length !== built.length) problems.push(`${pageUrl}: the page's outline lists ${read.length} entries, the build's ${built.length}`);
  built.forEach((entry, i) => {
    const got = read[i];
    if (!got) return;
    const [a, b] = [shown(entry.text), shown(got.text)];
    if (got.id !== entry.id || got.depth !== entry.depth || a.title !== b.title || a.html !== b.html) {
      problems.push(`${pageUrl}: outline entry ${i + 1} reads back as ${JSON.stringify(got)}, the build has ${JSON.stringify(entry)}`);
    }
  });
  return problems.slice(0, 3);
}
