import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the Markdown twin of a built page is: /x.html -> /x.md, /dir/ -> /dir/index.md. */
export function markdownTwinOf(urlPath: string): string {
  return urlPath.endsWith('/') ? `${urlPath}index.md` : urlPath.replace(/\.html$/, '.md');
}

const normalize = (s: string) =>
  s
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, '&')
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

/** Problems of one page's Markdown twin: missing, or headings that differ from the page's. */
export function checkMarkdownTwin(root: string, urlPath: string, html: string): string[] {
  const twin = markdownTwinOf(urlPath);
  const file = path.join(root, twin);
  if (!existsSync(file)) return [`${urlPath}: no Markdown twin ${twin}`];
  const fromHtml = htmlHeadings(html);
  const fromMd = markdownHeadings(readFileSync(file, 'utf8'));
  const missing = fromHtml.filter((h) => !fromMd.includes(h));
  if (missing.length > 0) return [`${urlPath}: Markdown twin ${twin} lacks heading(s) ${missing.map((h) => `"${h}"`).join(', ')}`];
  // The home twin also carries the hero and feature titles, which the page shows as cards, not headings.
  const extra = html.includes('class="home-content') ? [] : fromMd.filter((h) => !fromHtml.includes(h));
  if (extra.length > 0) return [`${urlPath}: Markdown twin ${twin} has heading(s) the page does not show: ${extra.map((h) => `"${h}"`).join(', ')}`];
  return [];
}
