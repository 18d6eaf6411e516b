/**
 * Components whose HTML follows from their props and the page's language alone. The build writes that HTML into
 * the page as static parts (plugins/content/staticHtml.ts calls this file), so the page's module carries neither the
 * component nor its data:
 *
 * - `<Since v="…" />` becomes the `<span>` it renders, so the element around it can be a static part as well;
 * - `<DriverOptions driver={x} />` and `<DriverCapabilities driver={x} />`, where `x` is a driver file the page
 *   imports (`import x from '@data/drivers/json/<driver>.json'`), become their outer element with the rest as
 *   one static string. Their views (components/driverViews.tsx) are what the app renders too.
 *
 * Afterwards the page's imports of components/ and data/ that nothing on the page uses any more are dropped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { parseFragment, serialize } from 'parse5';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DriverData } from '../../data/drivers/schema';
import { DriverCapabilityList, DriverOptionsTable } from '../../components/driverViews';
import type { LocaleCode } from '../../site/locales';
import { sinceText } from '../../site/text/since';

const DATA_DIR = path.join(import.meta.dirname, '..', '..', 'data');

type Attribute = { type: string; name: string; value: unknown };
type JsxNode = { type: string; name: string | null; attributes: Attribute[]; children: RootContent[] };
type Specifier = { type: string; local: { name: string }; imported?: { name?: string } };
type Statement = { type: string; source?: { value?: unknown }; specifiers?: Specifier[] };
type EsmNode = { type: 'mdxjsEsm'; value?: string; data?: { estree?: { body: Statement[] } } };

/** What an imported name of a page stands for: the module and the name it has there ("default" for a default import). */
export interface PageImport {
  source: string;
  imported: string;
}

/** The page's imports, by local name. */
export function pageImports(tree: Root): Map<string, PageImport> {
  const out = new Map<string, PageImport>();
  for (const node of tree.children as unknown as EsmNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source?.value);
      for (const s of statement.specifiers ?? []) out.set(s.local.name, { source, imported: s.type === 'ImportDefaultSpecifier' ? 'default' : (s.imported?.name ?? s.local.name) });
    }
  }
  return out;
}

/** An MDX JSX element (a component or an element written as JSX), block or inline. */
export const isJsx = (node: RootContent): boolean => (node.type as string) === 'mdxJsxFlowElement' || (node.type as string) === 'mdxJsxTextElement';
const SINCE = /(?:^|[/@])components\/Since(?:\.tsx)?$/;
const DRIVER_VIEWS = /(?:^|[/@])components\/DriverOptions(?:\.tsx)?$/;
const DRIVER_FILE = /^@data\/(drivers\/json\/[\w.-]+\.json)$/;
const views: Record<string, (props: { driver: DriverData; lang: LocaleCode }) => ReactElement> = { DriverOptions: DriverOptionsTable, DriverCapabilities: DriverCapabilityList };

/** A "since" mark as components/sinceMark.ts renders it (the unit test compares the two). */
function sinceMark(v: string, lang: LocaleCode): Element {
  const t = sinceText[lang];
  return { type: 'element', tagName: 'span', properties: { className: ['since-mark'], title: t.title(v) }, children: [{ type: 'text', value: t.text(v) }] };
}

/** An element written by the build: its tag and attributes (as the DOM has them) and its content as HTML. */
export interface BuiltElement {
  tag: string;
  attributes: [name: string, value: string][];
  html: string;
}

/** The JSX element's component, when the page imports it, and its one attribute's value when it has only `name`. */
function componentOf(node: RootContent, imports: Map<string, PageImport>, name: string): { bound: PageImport; value: unknown } | null {
  if (!isJsx(node)) return null;
  const jsx = node as unknown as JsxNode;
  const bound = jsx.name ? imports.get(jsx.name) : undefined;
  if (!bound) return null;
  const only = jsx.attributes.length === 1 && jsx.attributes[0].type === 'mdxJsxAttribute' && jsx.attributes[0].name === name ? jsx.attributes[0] : undefined;
  return { bound, value: only?.value };
}

/** `<Since v="…" />` as the hast element it renders, or null for any other node. */
export function sinceAtBuildTime(node: RootContent, imports: Map<string, PageImport>, lang: LocaleCode): Element | null {
  const found = componentOf(node, imports, 'v');
  return found && SINCE.test(found.bound.source) && typeof found.value === 'string' ? sinceMark(found.value, lang) : null;
}

/** `<Since>` marks anywhere in the page become their elements (before the static parts are looked for). */
export function writeSinceMarks(parent: Root | Element, imports: Map<string, PageImport>, lang: LocaleCode): void {
  parent.children = parent.children.map((child) => {
    const mark = sinceAtBuildTime(child, imports, lang);
    if (mark) return mark;
    if ('children' in child) writeSinceMarks(child as Element, imports, lang);
    return child;
  }) as typeof parent.children;
}

/** A driver table given an imported driver file, as the element the build writes; null for any other node. */
export function driverViewAtBuildTime(node: RootContent, imports: Map<string, PageImport>, lang: LocaleCode): BuiltElement | null {
  const found = componentOf(node, imports, 'driver');
  const View = found && DRIVER_VIEWS.test(found.bound.source) ? views[found.bound.imported] : undefined;
  if (!found || !View) return null;
  const name = /^\s*([A-Za-z_$][\w$]*)\s*$/.exec((found.value as { value?: string } | undefined)?.value ?? '')?.[1];
  const data = name ? imports.get(name) : undefined;
  const file = data?.imported === 'default' ? DRIVER_FILE.exec(data.source)?.[1] : undefined;
  if (!file) return null;
  const driver = JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as DriverData;
  // Called, not rendered: the views only build elements (components/driverViews.ts).
  const outer = parseFragment(renderToStaticMarkup(View({ driver, lang }))).childNodes[0];
  if (!outer || !('tagName' in outer)) throw new Error(`plugins/content/buildTimeComponents.ts: <${found.bound.imported}> rendered no element`);
  return { tag: outer.tagName, attributes: outer.attrs.map((a) => [a.name, a.value]), html: serialize(outer) };
}

/** Every name a page's remaining JSX and expressions use. */
function namesUsed(tree: Root): Set<string> {
  const names = new Set<string>();
  const visitEstree = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visitEstree);
    const node = value as Record<string, unknown>;
    if (node.type === 'Identifier' && typeof node.name === 'string') names.add(node.name);
    if (node.type === 'JSXIdentifier' && typeof node.name === 'string') names.add(node.name);
    for (const [key, child] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && key !== 'position') visitEstree(child);
  };
  const visit = (node: { type: string; children?: unknown[]; name?: string | null; attributes?: Attribute[]; data?: { estree?: unknown } }) => {
    if (node.type === 'mdxjsEsm') {
      const body = (node.data?.estree as { body?: Statement[] } | undefined)?.body ?? [];
      return visitEstree(body.filter((statement) => statement.type !== 'ImportDeclaration'));
    }
    if (node.name) names.add(node.name.split('.')[0]);
    for (const a of node.attributes ?? []) {
      visitEstree((a.value as { data?: { estree?: unknown } } | undefined)?.data?.estree);
      visitEstree((a as { data?: { estree?: unknown } }).data?.estree);
    }
    visitEstree(node.data?.estree);
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree as unknown as Parameters<typeof visit>[0]);
  return names;
}

/** Drops the page's imports of components/ and data/ whose names nothing on the page uses any more. */
export function dropUnusedImports(tree: Root): void {
  const used = namesUsed(tree);
  const ours = (source: string) => /(?:^|[/@])components\//.test(source) || DRIVER_FILE.test(source);
  for (const node of tree.children as unknown as EsmNode[]) {
    const estree = node.type === 'mdxjsEsm' ? node.data?.estree : undefined;
    if (!estree) continue;
    estree.body = estree.body.filter((s) => !(s.type === 'ImportDeclaration' && ours(String(s.source?.value)) && (s.specifiers ?? []).length > 0 && s.specifiers!.every((spec) => !used.has(spec.local.name))));
  }
  tree.children = tree.children.filter((node) => !((node as unknown as EsmNode).type === 'mdxjsEsm' && (node as unknown as EsmNode).data?.estree?.body.length === 0));
}
