import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { componentText } from '../site/componentText';
import { decodeEntities } from './builtFiles';
import { twinUrl } from '../site/llmsTxt';

/** Lines that only make sense while a page's script loads; a twin is text for good. */
const LOADING_LINES = [componentText.en.tools.loading, componentText.zh.tools.loading];

/** Where the Markdown twin of a built page is: /x.html -> /x.md, /dir/ -> /dir/index.md. */
export const markdownTwinOf = twinUrl;

const normalize = (s: string) =>
  decodeEntities(s)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Headings of the doc body of a built page, without the "#" copy-link anchors. */
export function htmlHeadings(html: string): string[] {
  // On the home page only the written body counts; hero and feature cards are frontmatter.
  const home = html.indexOf('class="home-content');
  const body = html.slice(Math.max(0, home >= 0 ? home : html.indexOf('<body')));
  return [...body.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)]
    .map((m) => normalize(m[2].replace(/<a [^>]*rp-header-anchor[^>]*>[\s\S]*?<\/a>/g, '').replace(/<[^>]+>/g, '')))
    .filter(Boolean);
}

/** ATX headings of a Markdown file, outside code fences. */
export function markdownHeadings(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const f = /^\s*(```+|~~~+)/.exec(line);
    if (f) {
      if (fence === null) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) out.push(normalize(h[2]));
  }
  return out.filter(Boolean);
}

/** The first line with text of every code block of a built page (highlighted fences; a tool's output area is not one). */
export function htmlCodeBlockFirstLines(html: string): string[] {
  return [...html.matchAll(/<pre\b[^>]*\bclass="shiki\b[^>]*>([\s\S]*?)<\/pre>/g)]
    .map((m) => decodeEntities(m[1].replace(/<[^>]+>/g, '')).split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '')
    .filter(Boolean);
}

/** Code blocks the page shows that its Markdown twin lacks (a tab's commands, say), by their first line. */
export function missingCodeBlocks(html: string, markdown: string): string[] {
  const lines = new Map<string, number>();
  for (const line of markdown.split('\n')) lines.set(line.trim(), (lines.get(line.trim()) ?? 0) + 1);
  const missing: string[] = [];
  for (const first of htmlCodeBlockFirstLines(html)) {
    const left = lines.get(first) ?? 0;
    if (left === 0) missing.push(first);
    else lines.set(first, left - 1);
  }
  return missing;
}

/** Problems of one page's Markdown twin: missing, headings that differ from the page's, or code blocks it lacks. */
export function checkMarkdownTwin(root: string, urlPath: string, html: string): string[] {
  const twin = markdownTwinOf(urlPath);
  const file = path.join(root, twin);
  if (!existsSync(file)) return [`${urlPath}: no Markdown twin ${twin}`];
  const fromHtml = htmlHeadings(html);
  const markdown = readFileSync(file, 'utf8');
  const fromMd = markdownHeadings(markdown);
  const missing = fromHtml.filter((h) => !fromMd.includes(h));
  if (missing.length > 0) return [`${urlPath}: Markdown twin ${twin} lacks heading(s) ${missing.map((h) => `"${h}"`).join(', ')}`];
  // The home twin also carries the hero and feature titles, which the page shows as cards, not headings.
  const extra = html.includes('class="home-content') ? [] : fromMd.filter((h) => !fromHtml.includes(h));
  if (extra.length > 0) return [`${urlPath}: Markdown twin ${twin} has heading(s) the page does not show: ${extra.map((h) => `"${h}"`).join(', ')}`];
  const loading = LOADING_LINES.find((line) => markdown.includes(line));
  if (loading) return [`${urlPath}: Markdown twin ${twin} shows "${loading}" where the page has a tool; it should say where the form is`];
  const code = missingCodeBlocks(html, markdown);
  if (code.length > 0) return [`${urlPath}: Markdown twin ${twin} lacks ${code.length} code block(s) of the page, starting ${code.slice(0, 3).map((l) => `"${l}"`).join(', ')}`];
  return [];
}
