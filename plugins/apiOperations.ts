/**
 * Renders the API pages' endpoint sections from the OpenAPI document (data/api/openapi.json) at build time:
 *
 * - `<ApiOperation method="POST" path="/api/fs/mkdir" />` gets the operation's view as a JSON string prop,
 *   so the page ships only the operations it shows, never the whole document.
 * - `<ApiOperations tag="me" />` expands into a heading and an ApiOperation for every operation of that tag
 *   that the page does not already place by hand.
 *
 * An operation missing from the document fails the build naming the page and the route.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Heading, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import openapi from '../data/api/openapi.json';
import { operationView, type OperationView } from '../components/apiOperationView';

type Doc = Record<string, unknown>;
const doc = openapi as Doc;
const componentFile = path.join(import.meta.dirname, '..', 'components', 'ApiOperation.tsx');
const LOCAL = '_AlistApiOperation';

interface Listed {
  method: string;
  path: string;
  tag: string;
}

/** Every operation of the document in document order, as `<ApiOperation>` addresses it (ANY for gin Any routes). */
export function listOperations(source: Doc = doc): Listed[] {
  const out: Listed[] = [];
  for (const [p, item] of Object.entries(source.paths as Record<string, Record<string, Doc>>)) {
    for (const [m, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(m)) continue;
      out.push({ method: op['x-route-method'] === 'ANY' ? 'ANY' : m.toUpperCase(), path: p, tag: String((op.tags as string[])[0]) });
    }
  }
  return out;
}

/** The anchor of a generated heading: the route without /api/, e.g. "me-sshkey-list". */
export function operationAnchor(routePath: string): string {
  return routePath.replace(/^\/api\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '').toLowerCase();
}

function attr(el: MdxJsxFlowElement, name: string): string | undefined {
  const a = el.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

function viewFor(method: string, routePath: string, page: string): OperationView {
  try {
    return operationView(doc, method, routePath);
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`);
  }
}

function operationElement(view: OperationView): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: LOCAL,
    attributes: [{ type: 'mdxJsxAttribute', name: 'view', value: JSON.stringify(view) }],
    children: [],
  };
}

function importNode(): MdxjsEsm {
  const from = componentFile;
  return {
    type: 'mdxjsEsm',
    value: `import { ApiOperation as ${LOCAL} } from ${JSON.stringify(from)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportSpecifier', imported: { type: 'Identifier', name: 'ApiOperation' }, local: { type: 'Identifier', name: LOCAL } }],
            source: { type: 'Literal', value: from, raw: JSON.stringify(from) },
            attributes: [],
          },
        ],
      },
    },
  } as MdxjsEsm;
}

export function remarkApiOperations() {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const page = file.path ?? file.history?.[0] ?? 'a page';
    const lang = /[\\/]docs[\\/]zh[\\/]/.test(page) ? 'zh' : 'en';
    const placed = new Set<string>();
    let used = false;
    const isElement = (node: RootContent, name: string): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === name;

    // Operations placed by hand first, so a tag expansion anywhere on the page leaves them out.
    const collect = (parent: Parent) => {
      for (const node of parent.children as RootContent[]) {
        if (isElement(node, 'ApiOperation')) {
          const method = attr(node, 'method');
          const routePath = attr(node, 'path');
          if (!method || !routePath) throw new Error(`${page}: <ApiOperation> needs method and path`);
          placed.add(`${method.toUpperCase()} ${routePath}`);
        } else if ('children' in node && Array.isArray(node.children)) collect(node as Parent);
      }
    };
    collect(tree);

    const walk = (parent: Parent) => {
      const out: RootContent[] = [];
      for (const node of parent.children as RootContent[]) {
        if (isElement(node, 'ApiOperation')) {
          used = true;
          out.push(operationElement(viewFor(attr(node, 'method')!, attr(node, 'path')!, page)));
          continue;
        }
        if (isElement(node, 'ApiOperations')) {
          const tag = attr(node, 'tag');
          const depth = Number(attr(node, 'depth') ?? 3) as Heading['depth'];
          const ops = listOperations().filter((o) => o.tag === tag && !placed.has(`${o.method} ${o.path}`));
          if (!tag || ops.length === 0) throw new Error(`${page}: <ApiOperations tag="${tag ?? ''}"> matches no operation left to show`);
          for (const o of ops) {
            const view = viewFor(o.method, o.path, page);
            placed.add(`${o.method} ${o.path}`);
            out.push({ type: 'heading', depth, children: [{ type: 'text', value: `${view.summary[lang]} {#${operationAnchor(o.path)}}` }] });
            out.push(operationElement(view));
          }
          used = true;
          continue;
        }
        if ('children' in node && Array.isArray(node.children)) walk(node as Parent);
        out.push(node);
      }
      parent.children = out as Parent['children'];
    };
    walk(tree);
    if (used) tree.children.unshift(importNode());
  };
}

export function apiOperationsPlugin(): RspressPlugin {
  return { name: 'alist-api-operations', markdown: { remarkPlugins: [remarkApiOperations] } };
}
