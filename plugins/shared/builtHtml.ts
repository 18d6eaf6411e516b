/**
 * The built HTML pages for the post-build steps, read once and written once. The search step reads
 * them and names its index in their heads, seo-head and paint-first rewrite their heads, hosting-files
 * hashes their inline scripts. Each step used to read all 25 MB from disk (decoding UTF-8 takes about
 * 150 ms a pass here, twice that while the search workers run) and two of them wrote it all back.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles } from '../../scripts/builtFiles';

/**
 * A page as two strings: the HTML before its `</head>` and the rest. Most steps change only the head; a
 * page rebuilt as one string per step would be copied whole (about 50 ms a step for all pages) each time
 * the next step searches it.
 */
interface Page {
  read: string;
  head: string;
  rest: string;
  /** head + rest, once asked for. */
  whole?: string;
}

function split(html: string): Pick<Page, 'head' | 'rest'> {
  const end = html.indexOf('</head>');
  return end < 0 ? { head: '', rest: html } : { head: html.slice(0, end), rest: html.slice(end) };
}

export class BuiltHtml {
  private readonly pages = new Map<string, Page>();

  /** Reads every .html file under `dir`, in path order. */
  constructor(readonly dir: string) {
    for (const file of listFiles(dir, (f) => f.endsWith('.html')).sort()) {
      const html = readFileSync(file, 'utf8');
      this.pages.set(file, { read: html, whole: html, ...split(html) });
    }
  }

  /** [file, HTML] of every page, as the earlier steps left it. */
  entries(): [file: string, html: string][] {
    return [...this.pages].map(([file, page]) => [file, (page.whole ??= page.head + page.rest)]);
  }

  /** [file, head, rest] of every page: its HTML before `</head>`, and from `</head>` on. */
  parts(): [file: string, head: string, rest: string][] {
    return [...this.pages].map(([file, page]) => {
      if (!page.rest.startsWith('</head>')) throw new Error(`built-html: ${path.relative(this.dir, file)} has no </head>`);
      return [file, page.head, page.rest];
    });
  }

  private page(file: string): Page {
    const page = this.pages.get(file);
    if (!page) throw new Error(`built-html: ${path.relative(this.dir, file)} is not a built page of ${this.dir}`);
    return page;
  }

  set(file: string, html: string): void {
    Object.assign(this.page(file), { whole: html }, split(html));
  }

  /** Replaces the part of a page before its `</head>` (see parts()). */
  setHead(file: string, head: string): void {
    const page = this.page(file);
    page.head = head;
    page.whole = undefined;
  }

  private changedPage(page: Page): boolean {
    return (page.whole ??= page.head + page.rest) !== page.read;
  }

  /** Whether a page differs from what is on disk. */
  changed(): boolean {
    return [...this.pages.values()].some((page) => this.changedPage(page));
  }

  /** Writes the pages that changed since they were read; returns how many. */
  write(): number {
    let written = 0;
    for (const [file, page] of this.pages) {
      if (!this.changedPage(page)) continue;
      writeFileSync(file, page.whole!);
      page.read = page.whole!;
      written += 1;
    }
    return written;
  }
}

/** The opening tag of a page's article element (class "rp-doc rspress-doc", in any order, with other classes). */
export const ARTICLE_START = /<div\b[^>]*\bclass="(?=[^"]*\brp-doc\b)(?=[^"]*\brspress-doc\b)[^"]*"/;

/** The outline (or its placeholder) follows the article's <main>: the whole article is before it. */
export const AFTER_ARTICLE = '<aside class="rp-doc-layout__outline';

let current: BuiltHtml | undefined;
let written = false;

/** This build's pages (read on first use). Only for afterBuild hooks: builtHtmlPlugin writes them after the last. */
export function builtHtml(dir: string): BuiltHtml {
  // A step after the writer would change pages nobody writes.
  if (written) throw new Error('built-html: the pages were already written; put this plugin before builtHtmlPlugin() in rspress.config.ts');
  const folder = path.resolve(dir);
  // Another folder while this one has unwritten changes would lose them.
  if (current && current.dir !== folder && current.changed()) throw new Error(`built-html: ${folder} asked for while the pages of ${current.dir} are not written yet; every post-build step must use the same build folder`);
  if (!current || current.dir !== folder) current = new BuiltHtml(folder);
  return current;
}

/** Must come after every plugin whose afterBuild uses builtHtml: writes what they changed. */
export function builtHtmlPlugin(): RspressPlugin {
  return {
    name: 'alist-built-html',
    beforeBuild() {
      current = undefined;
      written = false;
    },
    afterBuild(_config, isProd) {
      // The dev server runs afterBuild after every compile (and beforeBuild once): no page is read there.
      if (!isProd) return;
      current?.write();
      current = undefined;
      written = true;
    },
  };
}
