/**
 * Every page as Markdown next to its HTML (/x.md for /x.html, /dir/index.md for /dir/), and llms.txt and
 * llms-full.txt per language (site/llmsTxt.ts), written after the build from the built pages. The engine's
 * own twins (its `llms` option) compiled and rendered every page a third time, a third of a cold build's
 * compile work; the HTML already holds everything a reader sees, components' output included
 * (./htmlToMarkdown.ts). The source supplies what the HTML leaves out: rich fences' code and the home page.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import matter from 'gray-matter';
import { AFTER_ARTICLE, ARTICLE_START, builtHtml } from '../shared/builtHtml';
import { urlOfHtml } from '../../scripts/builtFiles';
import { localeOfPath, type LocaleCode } from '../../site/locales';
import { componentText } from '../../site/componentText';
import { llmsFiles, twinUrl, type LlmsPage } from '../../site/llmsTxt';
import { demoLangs, fenceComponents } from './richContent';
import { parseFenceMeta } from './fenceMeta';
import { findElement } from '../shared/htmlTree';
import { elementToMarkdown } from './htmlToMarkdown';
import { parseFragment } from 'parse5';

interface Fence {
  lang: string;
  meta: string;
  /** The fence as written, opening and closing lines included. */
  text: string;
  /** Whether only blank lines separate it from the fence before. */
  follows: boolean;
}

/** The fenced code blocks of a Markdown source, in order (fences inside a longer fence are its text). */
export function sourceFences(source: string): Fence[] {
  const fences: Fence[] = [];
  const lines = source.split('\n');
  let lastEnd = -2;
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, marks, lang, meta] = open;
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^\\s*${marks[0]}{${marks.length},}\\s*$`).test(lines[end])) end += 1;
    const between = lines.slice(lastEnd + 1, i);
    fences.push({
      lang: lang.toLowerCase(),
      meta,
      text: lines.slice(i, end + 1).map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l)).join('\n'),
      follows: lastEnd >= 0 && between.every((l) => l.trim() === ''),
    });
    lastEnd = end;
    i = end;
  }
  return fences;
}

/**
 * The source of each rich element of a page (a diagram, chart or flowchart fence; a demo's run of `demo` fences),
 * in page order, grouped as plugins/content/richContent.ts groups them.
 */
export function richFenceSources(source: string): string[] {
  const out: string[] = [];
  let demo: Fence[] | null = null;
  for (const fence of sourceFences(source)) {
    const meta = parseFenceMeta(fence.meta);
    if ('demo' in meta && fence.lang in demoLangs) {
      // A demo fence right after another without a title of its own belongs to the same demo.
      if (!demo || !fence.follows || meta.title !== undefined) {
        demo = [];
        out.push('');
      }
      demo.push(fence);
      out[out.length - 1] = demo.map((f) => f.text).join('\n\n');
      continue;
    }
    demo = null;
    if (fence.lang in fenceComponents) out.push(fence.text);
  }
  return out;
}

/** The source file of a built page under the docs root, or undefined. */
function sourceFile(docsRoot: string, urlPath: string): string | undefined {
  const lang = localeOfPath(urlPath);
  const rel = (urlPath.endsWith('/') ? `${urlPath}index` : urlPath.replace(/\.html$/, '')).slice(lang === 'zh' ? '/zh'.length : 0);
  return ['.mdx', '.md'].map((ext) => path.join(docsRoot, lang, `${rel}${ext}`)).find((f) => existsSync(f));
}

interface HomeFrontmatter {
  title?: string;
  hero?: { name?: string; text?: string; tagline?: string; actions?: { text: string; link: string }[] };
  features?: { title: string; details?: string; link?: string }[];
}

/** The hero and feature cards of a home page (its frontmatter), which its layout shows above the body. */
export function homeHeader(source: string, href: (link: string) => string = (l) => l, featuresLabel = 'Features'): string {
  const fm = matter(source).data as HomeFrontmatter;
  const parts: string[] = [];
  if (fm.title) parts.push(`# ${fm.title}`);
  if (fm.hero?.name) parts.push(`# ${fm.hero.name}`);
  if (fm.hero?.text) parts.push(fm.hero.text);
  if (fm.hero?.tagline) parts.push(`> ${fm.hero.tagline}`);
  if (fm.hero?.actions?.length) parts.push(fm.hero.actions.map((a) => `[${a.text}](${href(a.link)})`).join(' | '));
  if (fm.features?.length) {
    parts.push(`## ${featuresLabel}`);
    // Feature icons are image paths, not text.
    parts.push(fm.features.map((f) => `- ${f.link ? `[**${f.title}**](${href(f.link)})` : `**${f.title}**`}${f.details ? `: ${f.details}` : ''}`).join('\n'));
  }
  return parts.join('\n\n');
}

/** Where a link of a page points in its twin: the site's own pages at their twins, as absolute URLs. */
export function twinHref(href: string, siteUrl: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hash = href.indexOf('#');
  const pathPart = hash < 0 ? href : href.slice(0, hash);
  const rest = hash < 0 ? '' : href.slice(hash);
  // Files (images, the OpenAPI document) stay as they are; pages go to their twins.
  if (!pathPart.endsWith('/') && !pathPart.endsWith('.html')) return /\.[a-z0-9]+$/i.test(pathPart) ? `${siteUrl}${href}` : `${siteUrl}${pathPart}.md${rest}`;
  return `${siteUrl}${twinUrl(pathPart)}${rest}`;
}

export interface Twin extends LlmsPage {
  file: string;
}

/** The twin of one built page; null for a page without an article (404) that is not a home page. */
export function pageTwin(html: string, urlPath: string, docsRoot: string, siteUrl: string): string | null {
  const lang: LocaleCode = localeOfPath(urlPath);
  const start = ARTICLE_START.exec(html)?.index;
  // The 404 page has no article.
  if (start === undefined) return null;
  // Only the article is parsed (the outline, footer and scripts after it are a third of a page).
  const end = html.indexOf(AFTER_ARTICLE, start);
  const article = findElement(parseFragment(end < 0 ? html.slice(start) : html.slice(start, end)), (el) => el.tagName === 'div' && /\brspress-doc\b/.test(el.attrs.find((a) => a.name === 'class')?.value ?? ''));
  if (!article) return null;
  let rich: string[] | undefined;
  const markdown = elementToMarkdown(article, {
    href: (href) => twinHref(href, siteUrl),
    toolLine: componentText[lang].tools.inBrowser,
    richFence: (index) => {
      if (!rich) {
        const file = sourceFile(docsRoot, urlPath);
        rich = file ? richFenceSources(matter(readFileSync(file, 'utf8')).content) : [];
      }
      return rich[index];
    },
  });
  if (!html.includes('class="home-content')) return markdown;
  // A home page's layout shows the hero and feature cards (frontmatter) above the article.
  const file = sourceFile(docsRoot, urlPath);
  const header = file ? homeHeader(readFileSync(file, 'utf8'), (href) => twinHref(href, siteUrl)) : '';
  return header ? `${header}\n\n${markdown}` : markdown;
}

/** The title of a built page: its article's first heading, else its <title> before " - ". */
function pageTitle(html: string, markdown: string): string {
  const h1 = /^# (.+)$/m.exec(markdown)?.[1];
  if (h1) return h1.trim();
  return (/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').split(' - ')[0].trim();
}

/** Writes every page's twin and each language's llms.txt and llms-full.txt into `outDir`; returns how many twins. */
export function writeMarkdownTwins(outDir: string, docsRoot: string, siteUrl: string): number {
  const byLang: Record<LocaleCode, LlmsPage[]> = { en: [], zh: [] };
  for (const [file, html] of builtHtml(outDir).entries()) {
    const url = urlOfHtml(file, outDir);
    let markdown: string | null;
    try {
      markdown = pageTwin(html, url, docsRoot, siteUrl);
    } catch (error) {
      throw new Error(`${url}: ${(error as Error).message}`, { cause: error });
    }
    if (markdown === null) continue;
    const target = path.join(outDir, twinUrl(url));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, markdown);
    byLang[localeOfPath(url)].push({ url, title: pageTitle(html, markdown), markdown });
  }
  for (const lang of ['en', 'zh'] as const) {
    // Source file order, which the HTML files' order follows but for "x.html" against "x/".
    byLang[lang].sort((a, b) => (twinUrl(a.url) < twinUrl(b.url) ? -1 : 1));
    const { llmsTxt, llmsFullTxt } = llmsFiles(lang, byLang[lang], siteUrl);
    const dir = path.join(outDir, lang === 'zh' ? 'zh' : '');
    writeFileSync(path.join(dir, 'llms.txt'), llmsTxt);
    writeFileSync(path.join(dir, 'llms-full.txt'), llmsFullTxt);
  }
  return byLang.en.length + byLang.zh.length;
}

/** Must come before builtHtmlPlugin() in rspress.config.ts: it reads the built pages through builtHtml. */
export function markdownTwinsPlugin(siteUrl: string): RspressPlugin {
  return {
    name: 'alist-markdown-twins',
    afterBuild(config, isProd) {
      // The dev server has no built pages; it serves no twins.
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? process.env.DOCS_OUT_DIR ?? 'doc_build');
      writeMarkdownTwins(outDir, path.resolve(config.root ?? 'docs'), siteUrl);
    },
  };
}
