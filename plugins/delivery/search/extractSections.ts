/**
 * Reads a built page (the HTML the reader gets) and cuts its article into heading sections for the
 * search index. Working from the rendered HTML, not the Markdown source, means text rendered by
 * components (driver option tables, the driver matrix, tabs) is searchable too.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { ARTICLE_START } from '../../shared/builtHtml';
import { attr, findElement, hasClass, isElement } from '../../shared/htmlTree';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export interface ExtractedSection {
  /** Heading id; "" for the text above the first heading. */
  anchor: string;
  /** Heading chain, e.g. "Install › Docker compose"; the page title for the top section. */
  heading: string;
  text: string;
}

export interface ExtractedPage {
  title: string;
  sections: ExtractedSection[];
}

/** Elements whose text is never searchable (controls, icons, anchors "#" next to headings). */
const SKIP_TAGS = new Set(['script', 'style', 'svg', 'button', 'template', 'noscript', 'iframe', 'select', 'textarea', 'input']);
/** Elements that separate words: a space is put around their text. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);
const SECTION_HEADINGS: Record<string, number> = { h2: 2, h3: 3, h4: 4 };
export const HEADING_SEPARATOR = ' › ';


function skipped(el: Element): boolean {
  return SKIP_TAGS.has(el.tagName) || attr(el, 'aria-hidden') === 'true' || hasClass(el, 'rp-header-anchor') || attr(el, 'data-search') === 'skip';
}

function textOf(node: Node, out: string[] = []): string[] {
  if (node.nodeName === '#text') out.push((node as DefaultTreeAdapterTypes.TextNode).value);
  else if (isElement(node)) {
    if (skipped(node)) return out;
    const block = BLOCK_TAGS.has(node.tagName) || hasClass(node, 'line');
    if (block) out.push(' ');
    for (const child of node.childNodes) textOf(child, out);
    if (block) out.push(' ');
  }
  return out;
}


/** Character references in a <title>, decoded the way the HTML parser would. */
function decodeText(text: string): string {
  const fragment = parseFragment(`<p>${text}</p>`).childNodes[0];
  return fragment && isElement(fragment) ? textOf(fragment).join('') : text;
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The title and heading sections of one built page, or null when it has no article (home page). */
export function extractSections(html: string): ExtractedPage | null {
  // Only the article is parsed: the header, sidebar and scripts before it are most of a page's bytes,
  // and parsing whole pages was most of the build's search step.
  const start = ARTICLE_START.exec(html)?.index;
  if (start === undefined) return null;
  const article = findElement(parseFragment(html.slice(start)), (el) => hasClass(el, 'rp-doc') && hasClass(el, 'rspress-doc'));
  if (!article) return null;
  const h1 = findElement(article, (el) => el.tagName === 'h1');
  const titleText = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  const title = clean(h1 ? textOf(h1).join('') : titleText ? decodeText(titleText).split(' | ')[0] : '');

  const sections: ExtractedSection[] = [];
  let current: ExtractedSection & { parts: string[] } = { anchor: '', heading: title, text: '', parts: [] };
  const chain: string[] = [];

  const close = () => {
    current.text = clean(current.parts.join(''));
    if (current.text || current.anchor || sections.length === 0) sections.push({ anchor: current.anchor, heading: current.heading, text: current.text });
  };

  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      current.parts.push((node as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (!isElement(node) || skipped(node)) return;
    if (node.tagName === 'h1') return;
    const level = SECTION_HEADINGS[node.tagName];
    const id = attr(node, 'id');
    if (level && id) {
      close();
      chain.length = level - 2;
      chain[level - 2] = clean(textOf(node).join(''));
      current = { anchor: id, heading: chain.filter(Boolean).join(HEADING_SEPARATOR), text: '', parts: [] };
      return;
    }
    const block = BLOCK_TAGS.has(node.tagName) || hasClass(node, 'line');
    if (block) current.parts.push(' ');
    for (const child of node.childNodes) walk(child);
    if (block) current.parts.push(' ');
  };
  for (const child of article.childNodes) walk(child);
  close();
  return { title, sections };
}
