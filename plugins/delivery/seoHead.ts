import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { decodeEntities, outDir, urlOfHtml } from '../../scripts/builtFiles';
import { locales, type LocaleCode } from '../../site/locales';
import { docsRoot } from '../../site/pages';
import { builtHtml } from '../shared/builtHtml';
import { docsHistory } from '../shared/docsHistory';

/**
 * Head tags search engines and link previews read, written into the built HTML after the build:
 * absolute hreflang alternates for both languages plus x-default, one canonical link, Open Graph and
 * Twitter tags in the page's language (with the site's social image), and noindex on the 404 page.
 * Also writes sitemap.xml (every page with its alternates and git last-modified date) and robots.txt.
 */

export const SOCIAL_IMAGE = { en: '/social-en.jpg', zh: '/social-zh.jpg', width: 1200, height: 630 } as const;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface PageUrls {
  lang: LocaleCode;
  /** Canonical path of this page and of its twins, per language. */
  path: string;
  twins: Record<LocaleCode, string>;
}

/** The page's language and the paths of both language versions ("/x.html" and "/zh/x.html"). */
export function pageUrls(urlPath: string): PageUrls {
  const lang: LocaleCode = urlPath === '/zh/' || urlPath.startsWith('/zh/') ? 'zh' : 'en';
  const base = lang === 'zh' ? urlPath.slice('/zh'.length) : urlPath;
  return { lang, path: urlPath, twins: { en: base, zh: `/zh${base}` } };
}

/**
 * Rewrites one built page's head: `head` is its HTML before `</head>` (only that is read, the whole page
 * is 25 times longer). `exists` tells whether a path was built (a twin may be missing). `siteHead` is the
 * config's `head`: the engine builds its 404 page without it, so it is added there.
 */
export function seoHead(head: string, urlPath: string, site: string, exists: (p: string) => boolean, siteHead: string[] = []): string {
  const { lang, twins } = pageUrls(urlPath);
  const abs = (p: string) => `${site}${p}`;
  // Drop what the engine wrote; it is rewritten below with absolute URLs.
  const out = head
    .replace(/<link rel="alternate" hreflang="[^"]*" href="[^"]*">/g, '')
    .replace(/<link rel="canonical"[^>]*>/g, '')
    .replace(/<meta property="og:(type|title|url|image|locale|site_name)[^>]*>/g, '');
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(out)?.[1] ?? locales[lang].title);
  const description = decodeEntities(/<meta name="description" content="([^"]*)">/.exec(out)?.[1] ?? locales[lang].description);
  const tags: string[] = [];
  if (urlPath === '/404.html') {
    tags.push(...siteHead.filter((tag) => !out.includes(tag)), '<meta name="robots" content="noindex">');
  } else {
    tags.push(`<link rel="canonical" href="${abs(urlPath)}">`);
    for (const l of ['en', 'zh'] as const) if (l === lang || exists(twins[l])) tags.push(`<link rel="alternate" hreflang="${locales[l].tag}" href="${abs(twins[l])}">`);
    if (exists(twins.en)) tags.push(`<link rel="alternate" hreflang="x-default" href="${abs(twins.en)}">`);
    tags.push(`<meta property="og:url" content="${abs(urlPath)}">`);
  }
  const image = abs(SOCIAL_IMAGE[lang]);
  const ogLocale = (l: LocaleCode) => locales[l].tag.replace('-', '_');
  tags.push(
    `<meta property="og:type" content="${urlPath === '/' || urlPath === '/zh/' ? 'website' : 'article'}">`,
    `<meta property="og:site_name" content="${escapeAttr(locales[lang].title)}">`,
    `<meta property="og:title" content="${escapeAttr(title)}">`,
    `<meta property="og:locale" content="${ogLocale(lang)}">`,
    `<meta property="og:locale:alternate" content="${ogLocale(lang === 'en' ? 'zh' : 'en')}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="${SOCIAL_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SOCIAL_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${escapeAttr(locales[lang].title)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeAttr(title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(description)}">`,
    `<meta name="twitter:image" content="${image}">`,
  );
  if (!/<meta name="description"/.test(out)) tags.unshift(`<meta name="description" content="${escapeAttr(description)}">`);
  return `${out}${tags.join('')}`;
}

/** The source file of a built page, to find its last commit. */
function sourceOf(urlPath: string): string[] {
  const rel = urlPath.endsWith('/') ? `${urlPath}index` : urlPath.replace(/\.html$/, '');
  const { lang } = pageUrls(urlPath);
  const inLocale = lang === 'zh' ? rel.slice('/zh'.length) : rel;
  return ['.md', '.mdx'].map((ext) => path.join(docsRoot, lang, `${inLocale}${ext}`));
}

export function sitemapXml(pages: string[], site: string, lastmod: (p: string) => string | undefined): string {
  const built = new Set(pages);
  const entries = pages
    .filter((p) => p !== '/404.html')
    .sort()
    .map((p) => {
      const { twins } = pageUrls(p);
      const alternates = (['en', 'zh'] as const)
        .filter((l) => built.has(twins[l]))
        .map((l) => `<xhtml:link rel="alternate" hreflang="${locales[l].tag}" href="${site}${twins[l]}"/>`);
      if (built.has(twins.en)) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}${twins.en}"/>`);
      const date = lastmod(p);
      return `<url><loc>${site}${p}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}${alternates.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`;
}

export function seoHeadPlugin(site: string, siteHead: string[]): RspressPlugin {
  return {
    name: 'alist-seo-head',
    afterBuild(_config, isProd) {
      // The dev server runs afterBuild after every compile; the folder then holds the last production build.
      if (!isProd) return;
      const pages = builtHtml(outDir);
      const parts = pages.parts();
      const urls = parts.map(([file]) => urlOfHtml(file, outDir));
      const built = new Set(urls);
      parts.forEach(([file, head], i) => pages.setHead(file, seoHead(head, urls[i], site, (p) => built.has(p), siteHead)));
      // The history pageMeta read for the contributors, before the compile: no second `git log`.
      const history = docsHistory();
      const lastmod = (p: string) => (history ? sourceOf(p).map((f) => history.lastModified.get(path.relative(history.root, f).split(path.sep).join('/'))).find(Boolean) : undefined);
      writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(urls, site, lastmod));
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(site));
    },
  };
}
