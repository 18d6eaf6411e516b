/**
 * A built page's article (the HTML the reader gets) written as Markdown, for its Markdown twin. Working from the
 * rendered HTML means what components render (driver option tables, API operations, tabs, the driver matrix) is in
 * the twin as the reader sees it, without compiling every page once more for text. What the HTML does not hold
 * comes from the caller: the source of rich fences (diagrams, charts, demos render in the browser from code the
 * HTML leaves out) and the line a tool shows instead of its form.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { attr, classes, findElement, hasClass, isElement } from '../shared/htmlTree';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export interface MarkdownOptions {
  /** Rewrites a link's href (the site's own pages to their twins, say); unchanged when left out. */
  href?: (href: string) => string;
  /** The Markdown of the n-th rich fence of the page (diagram, chart, demo), in page order. */
  richFence?: (index: number) => string | undefined;
  /** What a tool's place says in text (the HTML shows a loading line there until the tool's code arrives). */
  toolLine?: string;
}

/** Elements that carry no text for a reader of the twin: controls, icons, styles, the engine's copy button. */
const SKIP_TAGS = new Set(['script', 'style', 'svg', 'button', 'template', 'noscript', 'iframe', 'select', 'textarea', 'input', 'form', 'option']);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Block elements whose content is written as blocks of their own. */
const CONTAINERS = new Set(['div', 'section', 'main', 'article', 'header', 'footer', 'nav', 'aside', 'figure', 'dl', 'dd', 'fieldset']);
/** The callout titles the engine shows when the source gives none (`:::tip` alone): not written back. */
const DEFAULT_CALLOUT_TITLES = new Set(['tip', 'note', 'info', 'warning', 'danger', 'details', '提示', '注意', '信息', '警告', '危险', '详情']);

const isText = (n: Node): n is DefaultTreeAdapterTypes.TextNode => n.nodeName === '#text';

function skipped(el: Element): boolean {
  return (
    SKIP_TAGS.has(el.tagName) ||
    hasClass(el, 'rp-header-anchor') ||
    hasClass(el, 'rp-not-doc') ||
    hasClass(el, 'spinner') ||
    // "Try it": a form for the reader's own server; the operation's curl example already says how to call it.
    hasClass(el, 'api-tryit') ||
    attr(el, 'hidden') !== undefined
  );
}

/** All text below a node, as the browser shows it (no markup). */
function plainText(node: Node): string {
  if (isText(node)) return node.value;
  if (!isElement(node) || skipped(node)) return '';
  return node.childNodes.map(plainText).join('');
}

/** A code span around `text`, with a fence longer than any run of backticks inside it. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

function fence(code: string, info: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/^\s*(`{3,})/gm)].map((m) => m[1].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${info}\n${code.replace(/\n$/, '')}\n${ticks}`;
}

class Writer {
  private richFences = 0;

  constructor(private readonly options: MarkdownOptions) {}

  /** Inline content of an element, Markdown, whitespace as in the HTML (soft line breaks stay). */
  inline(node: Node): string {
    if (isText(node)) return node.value;
    if (!isElement(node) || skipped(node)) return '';
    const inner = () => node.childNodes.map((c) => this.inline(c)).join('');
    switch (node.tagName) {
      case 'br':
        return '\n';
      case 'strong':
      case 'b':
        return wrap(inner(), '**');
      case 'em':
      case 'i':
        return wrap(inner(), '*');
      case 'del':
      case 's':
        return wrap(inner(), '~~');
      case 'code':
      case 'kbd':
        return codeSpan(plainText(node));
      case 'a': {
        const text = inner();
        const href = attr(node, 'href');
        if (!href || !text.trim()) return text;
        return `[${text}](${this.options.href ? this.options.href(href) : href})`;
      }
      case 'img': {
        const src = attr(node, 'src');
        return src ? `![${attr(node, 'alt') ?? ''}](${src})` : '';
      }
      case 'span':
        // "since v3.31.0" after an option's key: a word of its own in text.
        return hasClass(node, 'since-mark') ? ` ${inner().trim()}` : inner();
      default:
        return inner();
    }
  }

  /** Blocks of a list of nodes: inline runs become paragraphs, block elements write themselves. */
  blocks(nodes: Node[]): string[] {
    const out: string[] = [];
    let run: Node[] = [];
    const flush = () => {
      const text = run.map((n) => this.inline(n)).join('').trim();
      if (text) out.push(text);
      run = [];
    };
    for (const node of nodes) {
      if (isElement(node) && !skipped(node) && this.isBlock(node)) {
        flush();
        out.push(...this.block(node));
      } else run.push(node);
    }
    flush();
    return out;
  }

  private isBlock(el: Element): boolean {
    return (
      el.tagName in HEADINGS ||
      CONTAINERS.has(el.tagName) ||
      ['p', 'ul', 'ol', 'pre', 'table', 'blockquote', 'hr', 'details', 'summary', 'figcaption', 'caption', 'dt', 'li', 'tr', 'legend', 'label'].includes(el.tagName)
    );
  }

  private block(el: Element): string[] {
    const level = HEADINGS[el.tagName];
    if (level) {
      const text = collapse(el.childNodes.map((c) => this.inline(c)).join(''));
      return text ? [`${'#'.repeat(level)} ${text}`] : [];
    }
    if (hasClass(el, 'rich-figure') || hasClass(el, 'rich-demo')) {
      this.richFences += 1;
      const source = this.options.richFence?.(this.richFences - 1);
      if (source === undefined) throw new Error(`markdown twin: the page shows rich content (${classes(el).join(' ')}) number ${this.richFences} that its source has no fence for`);
      return [source];
    }
    if (hasClass(el, 'tool-loading')) return this.options.toolLine ? [this.options.toolLine] : [];
    if (hasClass(el, 'rp-callout')) return this.callout(el);
    if (hasClass(el, 'rich-tabs')) return this.tabs(el);
    if (hasClass(el, 'rp-codeblock')) return this.codeBlock(el);
    switch (el.tagName) {
      case 'p':
      case 'figcaption':
      case 'caption':
      case 'summary':
      case 'dt':
      case 'legend':
      case 'label': {
        const text = el.childNodes.map((c) => this.inline(c)).join('').trim();
        return text ? [text] : [];
      }
      case 'ul':
      case 'ol':
        return [this.list(el)];
      case 'pre':
        return [this.pre(el, '')];
      case 'table':
        return this.table(el);
      case 'blockquote':
        return [this.blocks(el.childNodes).join('\n\n').replace(/^/gm, '> ').replace(/^> $/gm, '>')];
      case 'hr':
        return ['---'];
      default:
        return this.blocks(el.childNodes);
    }
  }

  private callout(el: Element): string[] {
    const type = classes(el).find((c) => c.startsWith('rp-callout--'))?.slice('rp-callout--'.length) ?? 'note';
    const titleEl = findElement(el, (e) => hasClass(e, 'rp-callout__title'));
    const contentEl = findElement(el, (e) => hasClass(e, 'rp-callout__content'));
    const title = titleEl ? collapse(this.inline(titleEl)) : '';
    const head = title && !DEFAULT_CALLOUT_TITLES.has(title.toLowerCase()) ? `:::${type} ${title}` : `:::${type}`;
    return [`${head}\n\n${this.blocks(contentEl ? contentEl.childNodes : []).join('\n\n')}\n\n:::`];
  }

  /** Every panel under its label in bold, as text has no tabs. */
  private tabs(el: Element): string[] {
    const labels: string[] = [];
    const panels: Element[] = [];
    const collect = (node: Node) => {
      if (!isElement(node)) return;
      if (hasClass(node, 'rich-tabs__tab')) return void labels.push(collapse(plainText({ ...node, tagName: 'span' } as Element)));
      if (hasClass(node, 'rich-tabs__panel')) return void panels.push(node);
      node.childNodes.forEach(collect);
    };
    el.childNodes.forEach(collect);
    return panels.flatMap((panel, i) => [`**${labels[i] ?? ''}**`, ...this.blocks(panel.childNodes)]);
  }

  private codeBlock(el: Element): string[] {
    const pre = findElement(el, (e) => e.tagName === 'pre');
    if (!pre) return [];
    const lang = attr(pre, 'data-lang') ?? classes(el).find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
    const titleEl = findElement(el, (e) => hasClass(e, 'rp-codeblock__title'));
    const title = titleEl ? collapse(plainText(titleEl)) : '';
    return [this.pre(pre, `${lang}${title ? ` title=${JSON.stringify(title)}` : ''}`)];
  }

  private pre(pre: Element, info: string): string {
    const code = findElement(pre, (e) => e.tagName === 'code') ?? pre;
    const lang = info || (classes(code).find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '');
    return fence(plainText(code), lang);
  }

  private list(el: Element): string {
    const ordered = el.tagName === 'ol';
    let n = Number(attr(el, 'start') ?? 1);
    const items: string[] = [];
    for (const li of el.childNodes) {
      if (!isElement(li) || li.tagName !== 'li') continue;
      const marker = ordered ? `${n++}. ` : '- ';
      const body = this.blocks(li.childNodes).join('\n\n');
      items.push(marker + body.replace(/\n(?=.)/g, `\n${' '.repeat(marker.length)}`));
    }
    return items.join('\n');
  }

  private table(el: Element): string[] {
    const out: string[] = [];
    const caption = findElement(el, (e) => e.tagName === 'caption');
    if (caption) out.push(collapse(this.inline(caption)));
    const rows: { header: boolean; cells: string[] }[] = [];
    const collect = (node: Node, inHead: boolean) => {
      if (!isElement(node) || node.tagName === 'caption') return;
      if (node.tagName === 'tr') {
        const cells = node.childNodes.filter((c): c is Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th'));
        rows.push({ header: inHead || cells.every((c) => c.tagName === 'th'), cells: cells.map((c) => cell(this.blocks(c.childNodes).join(' '))) });
        return;
      }
      node.childNodes.forEach((c) => collect(c, inHead || node.tagName === 'thead'));
    };
    collect(el, false);
    if (rows.length === 0) return out;
    const width = Math.max(...rows.map((r) => r.cells.length));
    const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
    const head = rows[0].header ? rows.shift()!.cells : Array.from({ length: width }, () => '');
    out.push([line(head), line(Array.from({ length: width }, () => '---')), ...rows.map((r) => line(r.cells))].join('\n'));
    return out;
  }
}

function wrap(text: string, mark: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.slice(0, text.indexOf(trimmed));
  return `${lead}${mark}${trimmed}${mark}${text.slice(lead.length + trimmed.length)}`;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
/** A table cell on one line, its pipes escaped. */
const cell = (s: string) => collapse(s).replace(/\|/g, '\\|');

/** Markdown of the children of `root` (an article element of a parsed page). */
export function elementToMarkdown(root: Element, options: MarkdownOptions = {}): string {
  return `${new Writer(options).blocks(root.childNodes).join('\n\n')}\n`;
}

/** Markdown of an HTML fragment. */
export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): string {
  const fragment = parseFragment(html);
  return `${new Writer(options).blocks(fragment.childNodes).join('\n\n')}\n`;
}
