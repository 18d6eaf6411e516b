import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildCacheDir } from '../shared/buildCache';
import { driverViewAtBuildTime, dropUnusedImports, isJsx, pageImports, writeSinceMarks, type BuiltElement, type PageImport } from './buildTimeComponents';
import { pageLangOfSource, pageModulesPlugin } from '../shared/pageLang';
import type { LocaleCode } from '../../site/locales';
import { canonicalHref, isSitePath } from '../../theme/canonicalPath';
import { STATIC_INDEX_ATTR, STATIC_PAGE_ATTR, type OutlineEntry, type StringsFile } from '../../theme/staticHtml';

/**
 * Markdown elements whose engine component renders the very same element with every prop passed on
 * (theme/mdxComponents.ts, the engine's docComponents), or that have no component at all. Their
 * content can be HTML instead of React elements: the page's own module gets smaller, and hydration
 * skips it (React does not walk the children of an element set with dangerouslySetInnerHTML).
 * Left out on purpose: img (the engine rewrites its path), pre (code block with buttons), table
 * (ScrollableTable), h1 (title row with the page's tag). Links are static when plainLink says so.
 */
export const PLAIN_TAGS = new Set([
  'p', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'b', 'i', 'u', 's', 'del', 'ins', 'code', 'kbd', 'samp', 'var',
  'sup', 'sub', 'mark', 'small', 'abbr', 'span', 'br', 'hr', 'dl', 'dt', 'dd', 'thead', 'tbody', 'tfoot', 'tr', 'td',
  'th', 'caption', 'input',
]);

/** Headings keep their element (the engine's component adds the class the outline looks for); only their content becomes HTML. */
const HEADING_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

const EXTERNAL_URL = /^[a-zA-Z][a-zA-Z\d+\-.]*:/;
const UNSAFE_URL = /^(?:javascript|data|file):/i;

/**
 * A link whose element is the same whatever renders it: one to a heading of the same page, to another site (new
 * tab), or to one of the site's own pages. The engine's Link gives the last its behaviour (navigate in the app,
 * load the next page when the pointer comes near); in a static part, theme/hooks/useStaticLinks.ts does that for
 * it, from one listener on the document.
 */
function plainLink(el: Element): boolean {
  const href = el.properties?.href;
  if (typeof href !== 'string') return false;
  return href.startsWith('#') || isSitePath(href) || (EXTERNAL_URL.test(href) && !UNSAFE_URL.test(href));
}

function isStatic(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  if (!(PLAIN_TAGS.has(node.tagName) || (node.tagName === 'a' && plainLink(node)))) return false;
  return node.children.every(isStatic);
}

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** What the engine's Link adds to a link that has no behaviour: its class and, for another site, a new tab. */
function asLinkRenders(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const children = node.children.map(asLinkRenders);
  if (node.tagName !== 'a') return { ...node, children };
  const properties: Element['properties'] = { ...node.properties, className: [...classesOf(node), 'rp-link'] };
  delete properties.class;
  const href = String(properties.href);
  // As theme/components/Link.tsx writes it: an index page as "/dir/".
  if (isSitePath(href)) properties.href = canonicalHref(href);
  else if (!href.startsWith('#')) {
    properties.target ??= '_blank';
    properties.rel ??= ['noopener', 'noreferrer'];
  }
  return { ...node, properties, children };
}

/**
 * The HTML React renders for this content, so the page is the same as before, byte for byte in the DOM:
 * escaping, styles, and MDX's rules for tables (no line breaks between table parts, align as a style).
 */
function renderedHtml(children: ElementContent[]): string {
  const tree: Root = { type: 'root', children: children.map(asLinkRenders) };
  return renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' }));
}

/** Classes from both spellings: the engine's heading anchor sets "class", hast itself uses "className". */
function classesOf(el: Element): string[] {
  return [...toClassList(el.properties?.className), ...toClassList(el.properties?.class)];
}

function toClassList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return [];
}

/** The element's own attributes as JSX ones, if they are only a class and an id (anything else stays as it is). */
function simpleAttributes(el: Element): { name: string; value: string }[] | null {
  const out: { name: string; value: string }[] = [];
  for (const [key, value] of Object.entries(el.properties ?? {})) {
    if (value === undefined || value === null || key === 'className' || key === 'class') continue;
    if (key === 'id' && typeof value === 'string') out.push({ name: 'id', value });
    else return null;
  }
  const classes = classesOf(el);
  if (classes.length > 0) out.push({ name: 'className', value: classes.join(' ') });
  return out;
}

/** The page's strings, and whether they were read from its HTML, by the names its module gives them (see staticHtmlModule). */
const STRINGS = '__staticHtml';
const FROM_PAGE = '__staticFromPage';
const TOC = '__staticToc';
const TOC_READER = '__tocFromOutline';

/**
 * A component's attribute whose value goes to the page's strings file like static HTML does: the component
 * gets it back as `staticContent`, with `staticFromPage` and the element number (`data-s`, and `data-s-page` on
 * number 0), which it must put on the element it renders that string into. With `staticFromPage` the string is
 * that element's HTML, read from the page; without, it is the attribute's own value (for the API operations, their
 * data as JSON), which the component renders into the same HTML.
 */
export const STATIC_CONTENT_PROP = 'staticContent';

/**
 * With STATIC_CONTENT_PROP: the module (an absolute path) whose code renders the component from that data. It is
 * not an import of the page: the page's module loads it only when its strings are not read from the page
 * (theme/staticHtml.ts, `renderers`), so a first load never downloads it. The attribute itself is dropped.
 */
export const STATIC_RENDERER_PROP = 'staticRenderer';

const estreeExpression = (expression: object) => ({
  type: 'mdxJsxAttributeValueExpression',
  value: '',
  data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
});

const stringAt = (index: number) => ({ type: 'MemberExpression', object: { type: 'Identifier', name: STRINGS }, property: { type: 'Literal', value: index }, computed: true, optional: false });

/** `{ __html: __staticHtml[index] }` */
function innerHtmlExpression(index: number) {
  return estreeExpression({
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: { type: 'Identifier', name: '__html' },
        value: stringAt(index),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  });
}

type JsxAttribute = { type: string; name: string; value: unknown };

/** A page's strings in page order, and the attributes of the element that holds string 0 (it names their digest). */
interface PageStrings {
  strings: string[];
  first?: JsxAttribute[];
  /** The STATIC_RENDERER_PROP modules of the page's components. */
  renderers: Set<string>;
}

/** Adds a string and numbers its element; `attributes` are that element's. */
function addString(page: PageStrings, value: string, attributes: JsxAttribute[]): number {
  const index = page.strings.push(value) - 1;
  if (index === 0) page.first = attributes;
  attributes.push({ type: 'mdxJsxAttribute', name: STATIC_INDEX_ATTR, value: String(index) });
  return index;
}

/**
 * Plain text shorter than this stays in the module: an element numbered and read back from the page costs
 * about as many bytes of script as a few words (`"data-s":"65",dangerouslySetInnerHTML:{__html:s[65]}`).
 */
const MIN_TEXT_LENGTH = 24;

const textLength = (nodes: ElementContent[]): number => nodes.reduce((sum, node) => sum + (node.type === 'text' ? node.value.length : 0), 0);

/**
 * The element, with its content as one HTML string, when it is worth it: everything inside is static,
 * and it holds an element or enough text to outweigh its number.
 */
function collapsed(el: Element, page: PageStrings): RootContent | null {
  if (!(PLAIN_TAGS.has(el.tagName) || HEADING_TAGS.has(el.tagName))) return null;
  if (el.tagName === 'input' || el.tagName === 'br' || el.tagName === 'hr') return null;
  if (!el.children.every(isStatic)) return null;
  if (!el.children.some((c) => c.type === 'element') && textLength(el.children) < MIN_TEXT_LENGTH) return null;
  const attributes = simpleAttributes(el);
  if (!attributes) return null;
  // As MDX does for the parts of a table: no line breaks between rows and cells (React would warn).
  const content = TABLE_PARTS.has(el.tagName) ? el.children.filter((c) => !(c.type === 'text' && c.value === '\n')) : el.children;
  const jsxAttributes: JsxAttribute[] = attributes.map((a) => ({ type: 'mdxJsxAttribute', name: a.name, value: a.value }));
  const index = addString(page, renderedHtml(content), jsxAttributes);
  jsxAttributes.push({ type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: innerHtmlExpression(index) });
  // Not marked as JSX written by hand, so MDX still maps it to the page's component for this tag.
  return { type: 'mdxJsxFlowElement', name: el.tagName, attributes: jsxAttributes, children: [] } as unknown as RootContent;
}

/** A component's `staticContent` string becomes one of the page's strings (see STATIC_CONTENT_PROP). */
function moveStaticContent(node: RootContent, page: PageStrings) {
  const attributes = (node as unknown as { attributes: JsxAttribute[] }).attributes;
  const content = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === STATIC_CONTENT_PROP);
  const renderer = attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && a.name === STATIC_RENDERER_PROP);
  if (renderer >= 0) {
    const value = attributes[renderer].value;
    if (!content || typeof value !== 'string' || !path.isAbsolute(value)) throw new Error(`plugins/content/staticHtml.ts: ${STATIC_RENDERER_PROP} must be a module's absolute path, on an element with ${STATIC_CONTENT_PROP}`);
    page.renderers.add(value);
    attributes.splice(renderer, 1);
  }
  if (!content) return;
  if (typeof content.value !== 'string') throw new Error(`plugins/content/staticHtml.ts: ${STATIC_CONTENT_PROP} must be a plain string`);
  attributes.push({ type: 'mdxJsxAttribute', name: 'staticFromPage', value: estreeExpression({ type: 'Identifier', name: FROM_PAGE }) });
  content.value = estreeExpression(stringAt(addString(page, content.value, attributes)));
}


/** The page's facts the build-time components need (plugins/content/buildTimeComponents.ts). */
interface PageContext {
  imports: Map<string, PageImport>;
  lang: LocaleCode;
}

/** A component's HTML written by the build: its outer element, written as JSX by hand (no Markdown component), with the rest as a string. */
function builtElement(built: BuiltElement, page: PageStrings): RootContent {
  const jsxName = (name: string) => (name === 'class' ? 'className' : name);
  const attributes: JsxAttribute[] = built.attributes.map(([name, value]) => ({ type: 'mdxJsxAttribute', name: jsxName(name), value }));
  const index = addString(page, built.html, attributes);
  attributes.push({ type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: innerHtmlExpression(index) });
  return { type: 'mdxJsxFlowElement', name: built.tag, attributes, children: [], data: { _mdxExplicitJsx: true } } as unknown as RootContent;
}

function collapse(parent: Root | Element, page: PageStrings, context: PageContext) {
  // Code blocks: the <pre> keeps its component (buttons, title); the <code> inside is plain.
  parent.children = parent.children.map((child) => {
    const view = driverViewAtBuildTime(child, context.imports, context.lang);
    if (view) return builtElement(view, page);
    // Markdown inside a component (<Callout>, a tab) is collapsed like any other; the component stays.
    if (isJsx(child)) {
      moveStaticContent(child, page);
      collapse(child as unknown as Element, page, context);
    }
    // The code highlighter puts each code block into a root of its own, inside the page's.
    if ((child.type as string) === 'root') collapse(child as unknown as Root, page, context);
    if (child.type !== 'element') return child;
    const replacement = collapsed(child, page);
    if (replacement) return replacement;
    collapse(child, page, context);
    return child;
  }) as typeof parent.children;
}

const RUNTIME = path.join(import.meta.dirname, '..', '..', 'theme', 'staticHtml.ts');
const OUTLINE_READER = path.join(import.meta.dirname, '..', '..', 'theme', 'outlineFromPage.ts');

/**
 * An outline moves to the strings file when its data outweighs the reader a page then carries (about 0.6 KB of
 * script): an API page's dozens of entries do; a guide page's handful stay in its module, like the sidebar
 * sections below plugins/engine/localeSidebars.ts's threshold.
 */
export const OUTLINE_READ_BACK_MIN_CHARS = 1500;

/** Whether a page's outline is read back from its HTML (and kept in its strings file) rather than carried in its module. */
export function outlineReadsBack(toc: readonly OutlineEntry[] | undefined): toc is OutlineEntry[] {
  return Array.isArray(toc) && JSON.stringify(toc).length >= OUTLINE_READ_BACK_MIN_CHARS;
}

export interface StaticHtmlOptions {
  /** Where the strings' files are written (content-addressed); the build cache by default. */
  dir?: string;
}

/**
 * A digest of the strings in the letters g to v, one per hex digit. The bundler replaces its chunks' first
 * content hashes (6 hex digits) with their final ones wherever they occur in the output, so a hex digest that
 * happened to contain one was rewritten in the browser build, file name and page module alike, and no longer
 * matched the page's HTML (a clean build hit this on one page in 326).
 */
function letterDigest(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return [...hex].map((c) => String.fromCharCode(103 + parseInt(c, 16))).join('');
}

/**
 * The page's strings as a JSON file of their own, and what the page's module runs first:
 * `const { strings: __staticHtml, fromPage: __staticFromPage } = await pageStaticHtml(digest, count, source)`.
 * The source is the file's URL in the browser build, an asset the page fetches only when its HTML does not hold
 * the strings (theme/staticHtml.ts);
 * an `import()` would put every page's strings chunk into the main script's chunk table (2.7 KiB gzip). The
 * server build imports the file.
 */
function staticHtmlModule(strings: string[], renderers: Set<string>, toc: OutlineEntry[] | undefined, dir: string): { node: RootContent; digest: string } {
  const contents: StringsFile = toc ? { strings, toc } : { strings };
  const json = JSON.stringify(contents);
  const digest = letterDigest(json);
  const file = path.join(dir, `${digest}.json`);
  // Content-addressed: a file of that name already holds these strings.
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, json);
  }
  const id = (name: string) => ({ type: 'Identifier', name });
  const literal = (value: string | number) => ({ type: 'Literal', value, raw: JSON.stringify(value) });
  const property = (key: string, value: object) => ({ type: 'Property', key: id(key), value, kind: 'init', method: false, shorthand: false, computed: false });
  const member = (object: object, name: string) => ({ type: 'MemberExpression', object, property: id(name), computed: false, optional: false });
  const importMeta = { type: 'MetaProperty', meta: id('import'), property: id('meta') };
  const source = {
    type: 'ConditionalExpression',
    test: member(member(importMeta, 'env'), 'SSR'),
    consequent: { type: 'ArrowFunctionExpression', params: [], async: false, expression: true, body: { type: 'ImportExpression', source: literal(file) } },
    alternate: { type: 'NewExpression', callee: id('URL'), arguments: [literal(file), member(importMeta, 'url')] },
  };
  const imports = [...renderers].sort().map((module) => ({ type: 'ImportExpression', source: literal(module) }));
  const loadRenderers = {
    type: 'ArrowFunctionExpression',
    params: [],
    async: false,
    expression: true,
    body: imports.length === 1 ? imports[0] : { type: 'CallExpression', optional: false, callee: member(id('Promise'), 'all'), arguments: [{ type: 'ArrayExpression', elements: imports }] },
  };
  const extras = [...(imports.length > 0 ? [property('renderers', loadRenderers)] : []), ...(toc ? [property('toc', id(TOC_READER))] : [])];
  const args = [literal(digest), literal(strings.length), source, ...(extras.length > 0 ? [{ type: 'ObjectExpression', properties: extras }] : [])];
  const body = [
    {
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportSpecifier', imported: id('pageStaticHtml'), local: id('__pageStaticHtml') }],
      source: literal(RUNTIME),
      attributes: [],
    },
    ...(toc
      ? [{ type: 'ImportDeclaration', specifiers: [{ type: 'ImportSpecifier', imported: id('tocFromOutline'), local: id(TOC_READER) }], source: literal(OUTLINE_READER), attributes: [] }]
      : []),
    {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: {
            type: 'ObjectPattern',
            properties: [
              property('strings', id(STRINGS)),
              property('fromPage', id(FROM_PAGE)),
              ...(toc ? [property('toc', id(TOC))] : []),
            ],
          },
          init: { type: 'AwaitExpression', argument: { type: 'CallExpression', optional: false, callee: id('__pageStaticHtml'), arguments: args } },
        },
      ],
    },
  ];
  return { node: { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } } as unknown as RootContent, digest };
}

/**
 * rehype plugin, run after every other one: static parts of a page become HTML strings, numbered in
 * the page's order and kept in a JSON file of their own. The element of the first names the strings' digest.
 * The page's outline (the engine's `toc`, from the compiler's page meta) goes into that file too: a first load
 * reads it back from the page's own outline, and the page's module refers to it instead of carrying it (see
 * withTocFromStrings).
 */
export function rehypeStaticHtml(this: unknown, options: StaticHtmlOptions = {}) {
  const dir = options.dir ?? path.join(buildCacheDir(), 'static-html');
  const processor = this as { data?: (key: string) => unknown } | undefined;
  return (tree: Root, file: { path?: string }) => {
    const page: PageStrings = { strings: [], renderers: new Set() };
    const context = { imports: pageImports(tree), lang: pageLangOfSource(file.path ?? '') };
    writeSinceMarks(tree, context.imports, context.lang);
    collapse(tree, page, context);
    dropUnusedImports(tree);
    if (!page.first) return;
    const toc = (processor?.data?.('pageMeta') as { toc?: OutlineEntry[] } | undefined)?.toc;
    const { node, digest } = staticHtmlModule(page.strings, page.renderers, outlineReadsBack(toc) ? toc : undefined, dir);
    page.first.unshift({ type: 'mdxJsxAttribute', name: STATIC_PAGE_ATTR, value: digest });
    tree.children.unshift(node);
  };
}

const PAGE_META = /(\.__RSPRESS_PAGE_META\[[^\]]+\]\s*=\s*)(\{[\s\S]*\})(\s*;?\s*)$/;

/**
 * A compiled page module whose strings file holds its outline: the page meta the engine appends refers to the
 * outline the module read (`__staticToc`) instead of carrying its own copy. Other modules stay as they are. Not
 * under `rspress dev` (which appends its hot-reload code): there the meta keeps its copy, the same outline.
 */
export function withTocFromStrings(code: string): string {
  if (!new RegExp(`\\btoc:\\s*${TOC}\\b`).test(code)) return code;
  const m = PAGE_META.exec(code);
  if (!m) throw new Error("plugins/content/staticHtml.ts: a page module reads its outline from its strings file, but the engine's page meta (__RSPRESS_PAGE_META) is not where it was; check withTocFromStrings against @rspress/core");
  const meta = JSON.parse(m[2]) as Record<string, unknown>;
  if (!Array.isArray(meta.toc)) throw new Error('plugins/content/staticHtml.ts: the page meta has no toc to replace');
  const marker = '"__outline_from_strings__"';
  const replaced = JSON.stringify({ ...meta, toc: JSON.parse(marker) }).replace(marker, TOC);
  return code.slice(0, m.index) + m[1] + replaced + m[3];
}

/** Registered last, so it sees the final tree (code highlighting, heading anchors and labels done). */
export function staticHtmlPlugin(): RspressPlugin {
  return { ...pageModulesPlugin('alist-static-html', withTocFromStrings, { buildOnly: true }), markdown: { rehypePlugins: [rehypeStaticHtml] } };
}
