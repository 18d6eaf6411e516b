import { locales, type LocaleCode } from './locales';
import { navFor } from './nav';
import { loadPages } from './pages';
import { sidebarFor } from './sidebar';
import { lookupKey } from '../theme/canonicalPath';

/** A page as llms.txt and llms-full.txt list it. */
export interface LlmsPage {
  /** Canonical URL path of the HTML page: "/guide/", "/zh/faq/error.html". */
  url: string;
  title: string;
  /** The page's Markdown twin. */
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/** Where a page's twin is: /x.html -> /x.md, /dir/ -> /dir/index.md. */
export function twinUrl(url: string): string {
  return url.endsWith('/') ? `${url}index.md` : url.replace(/\.html$/, '.md');
}

/** The frontmatter title and description of each page, by URL (lookupKey). */
function frontmatterByUrl(lang: LocaleCode): Map<string, { title?: string; description?: string }> {
  return new Map(loadPages(lang).map((p) => [lookupKey(`${lang === 'zh' ? '/zh/' : '/'}${p.route}`), p.frontmatter]));
}

type SidebarEntry = string | { link?: string; items?: SidebarEntry[] };

/** The links of a sidebar, depth first, a group's own link before its items. */
function sidebarLinks(entries: SidebarEntry[]): string[] {
  return entries.flatMap((e) => (typeof e === 'string' ? [e] : [...(e.link ? [e.link] : []), ...sidebarLinks(e.items ?? [])]));
}

/**
 * The pages of one language by navbar section (each top-level navbar item with a link), in sidebar order (pages the
 * sidebar does not list after the others), then "Others" for the pages of no section. Within a section, and in
 * Others, pages keep the order they were given in (the build passes them in source file order).
 */
export function llmsSections(lang: LocaleCode, pages: LlmsPage[]): LlmsSection[] {
  const nav = navFor(lang).flatMap((item) => ('link' in item && item.link ? [{ text: item.text ?? '', match: new RegExp(('activeMatch' in item && item.activeMatch) || item.link.replace(/\.html$/, '')) }] : []));
  const groups = nav.map((n) => ({ title: n.text, pages: [] as LlmsPage[] }));
  const others: LlmsPage[] = [];
  for (const page of pages) {
    const i = nav.findIndex((n) => n.match.test(page.url));
    (i < 0 ? others : groups[i].pages).push(page);
  }
  const sidebar = sidebarFor(lang) as Record<string, SidebarEntry[]>;
  for (const group of groups) {
    if (group.pages.length === 0) continue;
    // The sidebar of the section's first page: the longest sidebar key its URL starts with.
    const key = Object.keys(sidebar).filter((k) => group.pages[0].url.startsWith(k)).sort((a, b) => b.length - a.length)[0];
    if (key === undefined) continue;
    const place = new Map<string, number>();
    sidebarLinks(sidebar[key]).forEach((link, i) => place.has(lookupKey(link)) || place.set(lookupKey(link), i));
    const at = (p: LlmsPage) => place.get(lookupKey(p.url)) ?? Number.MAX_SAFE_INTEGER;
    group.pages.sort((a, b) => at(a) - at(b));
  }
  return [...groups, { title: 'Others', pages: others }].filter((s) => s.pages.length > 0);
}

/**
 * llms.txt per language (llmstxt.org): the site title and description, then each navbar section with every page
 * as "[title](absolute Markdown URL): one-line description" (from its frontmatter). The home page is not listed.
 */
export function llmsTxt(lang: LocaleCode, sections: LlmsSection[], siteUrl: string): string {
  const info = locales[lang];
  const known = frontmatterByUrl(lang);
  const lines = [`# ${info.title}`, '', `> ${info.description}`, ''];
  for (const section of sections) {
    const pages = section.pages.filter((p) => lookupKey(p.url) !== lookupKey(lang === 'zh' ? '/zh/' : '/'));
    if (pages.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const page of pages) {
      // The frontmatter's title, as the sidebar shows it; the page's heading may say more (a "since" mark).
      const { title = page.title, description = '' } = known.get(lookupKey(page.url)) ?? {};
      lines.push(`- [${title}](${siteUrl}${twinUrl(page.url)})${description ? `: ${description.replace(/\s+/g, ' ')}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** llms-full.txt: every page's twin (the home page's too), in llms.txt's order, each under its URL. */
export function llmsFullTxt(sections: LlmsSection[], siteUrl: string): string {
  return sections
    .flatMap((s) => s.pages)
    .map((p) => `---\nurl: ${siteUrl}${twinUrl(p.url)}\n---\n\n${p.markdown.trimEnd()}\n`)
    .join('\n');
}

/** Both files of one language, from its pages' twins (in source file order). */
export function llmsFiles(lang: LocaleCode, pages: LlmsPage[], siteUrl: string): { llmsTxt: string; llmsFullTxt: string } {
  const sections = llmsSections(lang, pages);
  return { llmsTxt: llmsTxt(lang, sections, siteUrl), llmsFullTxt: llmsFullTxt(sections, siteUrl) };
}
