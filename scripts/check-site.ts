/**
 * Checks on the built site (doc_build/): every spec route is built in both locales, every navbar
 * and sidebar link resolves to a built page, and no internal link or #anchor in any built HTML
 * file is broken; head tags, sitemap, robots.txt, llms.txt and Markdown twins are there (hostingChecks.ts,
 * markdownTwinCheck.ts), every page names a built search index (searchBudget.ts), a page's sidebar reads back as its
 * section's data (sidebarReadBackCheck.ts) and nothing loads from another host; and no Chinese page shows a line break between two Chinese characters as a space. Prints every problem with page and target; exits 1 when there is one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NavItem, SidebarGroup, SidebarItem } from '@rspress/core';
import { navFor } from '../site/nav';
import { noticeLinks, notices } from '../site/notices';
import { sidebarFor } from '../site/sidebar';
import { decodeEntities, listFiles, outDir, urlOfHtml } from './builtFiles';
import { cjkGaps } from './cjkGaps';
import { checkHeadTags, checkSitemap, externalLoads } from './hostingChecks';
import { checkMarkdownTwin } from './markdownTwinCheck';
import { checkSearchIndexNames } from './searchBudget';
import { builtSections, checkSidebarReadBack } from './sidebarReadBackCheck';
import { checkOutlineReadBack, checkStaticParts, readStaticStringFiles } from './staticPartsCheck';
import { locales } from '../site/locales';
import { siteUrl } from '../site/siteUrl';
import { isToolPath, thirdPartyHeadTags } from '../site/head';
import { specRoutes } from './spec-routes';
import { droppedClassesIn } from '../plugins/unusedCss';

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The built file a URL path is served from, as a static host would find it, or null. */
export function fileForUrl(urlPath: string, root = outDir): string | null {
  const p = safeDecode(urlPath);
  const candidates = p.endsWith('/') ? [`${p}index.html`] : [p, `${p}.html`, `${p}/index.html`];
  for (const c of candidates) {
    const full = path.join(root, c);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const html = readFileSync(file, 'utf8');
    ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1])));
    idCache.set(file, ids);
  }
  return ids;
}

/** Hrefs of <a> elements in the rendered body (head tags and scripts are skipped). */
function anchorHrefs(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
}

export function checkSite(root = outDir, routes: string[] = specRoutes): string[] {
  const problems: string[] = [];
  if (!existsSync(root)) return [`no built site at ${root}; run the build first`];

  for (const prefix of ['/', '/zh/']) {
    for (const route of routes) {
      if (!fileForUrl(`${prefix}${route}`, root)) problems.push(`spec route ${prefix}${route} was not built`);
    }
  }
  if (!existsSync(path.join(root, '404.html'))) problems.push('404.html was not built');

  const configLinks: { where: string; link: string }[] = [];
  const walkNav = (items: NavItem[], where: string) => {
    for (const item of items) {
      if ('link' in item && item.link) configLinks.push({ where, link: item.link });
      if ('items' in item && item.items) walkNav(item.items, where);
    }
  };
  const walkSidebar = (items: (SidebarGroup | SidebarItem | object)[], where: string) => {
    for (const item of items) {
      if ('link' in item && typeof item.link === 'string') configLinks.push({ where, link: item.link });
      if ('items' in item && Array.isArray(item.items)) walkSidebar(item.items, where);
    }
  };
  for (const lang of ['en', 'zh'] as const) {
    walkNav(navFor(lang), `navbar (${lang})`);
    for (const [key, items] of Object.entries(sidebarFor(lang))) walkSidebar(items, `sidebar ${key}`);
  }
  for (const { where, link } of configLinks) {
    if (/^https?:\/\//.test(link)) continue;
    if (!fileForUrl(link, root)) problems.push(`${where}: link ${link} does not resolve to a built page`);
  }

  // Notices render only in the browser, so their links are checked here from the config.
  for (const notice of [...notices.en, ...notices.zh]) {
    for (const link of noticeLinks(notice)) {
      const url = new URL(link, 'http://site/');
      const target = fileForUrl(url.pathname, root);
      const hash = safeDecode(url.hash.slice(1));
      if (!target) problems.push(`notice ${notice.noticeKey} (${notice.path}): link ${link} does not resolve to a built page`);
      else if (hash && !idsOf(target).has(hash)) problems.push(`notice ${notice.noticeKey} (${notice.path}): broken anchor ${link}`);
    }
  }

  const htmlFiles = listFiles(root, (f) => f.endsWith('.html'));
  const builtUrls = htmlFiles.map((f) => urlOfHtml(f, root));
  const built = new Set(builtUrls);
  const sitemap = path.join(root, 'sitemap.xml');
  if (!existsSync(sitemap)) problems.push('sitemap.xml was not built');
  else problems.push(...checkSitemap(readFileSync(sitemap, 'utf8'), siteUrl, builtUrls));
  if (!existsSync(path.join(root, 'robots.txt')) || !readFileSync(path.join(root, 'robots.txt'), 'utf8').includes(`Sitemap: ${siteUrl}/sitemap.xml`)) problems.push('robots.txt is missing or does not point at the sitemap');
  for (const file of ['openapi.json', 'openapi.yaml']) if (!existsSync(path.join(root, file))) problems.push(`/${file} (the API document, plugins/openapiFiles.ts) was not built`);
  for (const lang of ['', 'zh/']) if (!existsSync(path.join(root, lang, 'llms.txt')) || !existsSync(path.join(root, lang, 'llms-full.txt'))) problems.push(`/${lang}llms.txt or /${lang}llms-full.txt was not built`);

  // Nothing is loaded from another host unless a third-party head tag was switched on at build time, and never by
  // a /tool/ page (site/head.ts leaves the tags out there).
  const thirdParty = thirdPartyHeadTags(process.env).length > 0;
  for (const file of listFiles(root, (f) => /\.(html|css|webmanifest)$/.test(f))) {
    if (thirdParty && !(file.endsWith('.html') && isToolPath(urlOfHtml(file, root)))) continue;
    for (const url of externalLoads(file, readFileSync(file, 'utf8'), siteUrl)) problems.push(`${path.relative(root, file)} loads ${url} from another host`);
  }

  // Classes whose CSS the browser build drops (plugins/unusedCss.ts) must stay unused: in pages (below), scripts and
  // static parts.
  const droppedClassProblems = (file: string, text: string) =>
    droppedClassesIn(text).map((cls) => `${path.relative(root, file)} uses class ${cls}, whose CSS plugins/unusedCss.ts drops; take it out of UNUSED_CSS_CLASSES`);
  for (const file of listFiles(root, (f) => /\.(js|json)$/.test(f) && !f.includes(`${path.sep}search${path.sep}`))) {
    problems.push(...droppedClassProblems(file, readFileSync(file, 'utf8')));
  }

  const pages: [url: string, html: string][] = [];
  const staticStrings = readStaticStringFiles(root);
  const sections = builtSections(root);
  for (const file of htmlFiles) {
    const pageUrl = urlOfHtml(file, root);
    const html = readFileSync(file, 'utf8');
    pages.push([pageUrl, html]);
    problems.push(...checkHeadTags(html, pageUrl, siteUrl, built));
    problems.push(...droppedClassProblems(file, html));
    if (pageUrl === '/404.html') continue;
    problems.push(...checkMarkdownTwin(root, pageUrl, html));
    problems.push(...checkStaticParts(pageUrl, html, staticStrings.counts));
    problems.push(...checkOutlineReadBack(pageUrl, html, staticStrings.outlines));
    problems.push(...checkSidebarReadBack(pageUrl, html, sections));
    // theme.css holds the outline's width back from the first paint, which is right only if it comes.
    if (html.includes('class="rp-doc-layout__doc"') && !html.includes('rp-doc-layout__outline')) problems.push(`${pageUrl}: doc page without an outline; the article's width in theme.css assumes one`);
    if (pageUrl.startsWith('/zh/')) for (const gap of cjkGaps(html)) problems.push(`${pageUrl}: line break between Chinese characters shows as a space: "${gap}"`);
    for (const href of anchorHrefs(html)) {
      if (/^(https?:|mailto:|tel:|javascript:|data:)/.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${pageUrl}`);
      const target = url.pathname === pageUrl || href.startsWith('#') ? file : fileForUrl(url.pathname, root);
      if (!target) {
        problems.push(`${pageUrl}: broken link ${href}`);
        continue;
      }
      const hash = safeDecode(url.hash.slice(1));
      if (hash && !idsOf(target).has(hash)) problems.push(`${pageUrl}: broken anchor ${href} (no id "${hash}" in ${urlOfHtml(target, root)})`);
    }
  }
  problems.push(...checkSearchIndexNames(root, pages, Object.keys(locales)));
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkSite();
  if (problems.length > 0) {
    console.error(`check-site: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('check-site: spec routes, navbar/sidebar links, internal links and anchors are fine');
}
