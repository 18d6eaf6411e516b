/**
 * Renders the API pages' endpoint sections from the OpenAPI document (data/api/openapi.json) at build time:
 *
 * `<ApiOperation method="POST" path="/api/fs/mkdir" />` gets the operation's view as JSON, in the page's
 * language only, so the page ships only the operations it shows and never the other language's text. The view
 * is the component's `staticContent`: plugins/content/staticHtml.ts keeps it in the page's strings file, and a first
 * load reads the section's HTML from the page instead.
 *
 * An operation missing from the document fails the build naming the page and the route.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import openapi from '../../data/api/openapi.json';
import { localView, operationView, tryItQuery, type LocalOperationView } from '../../components/apiOperationView';
import { STATIC_CONTENT_PROP, STATIC_RENDERER_PROP } from './staticHtml';
import { pageLangOfSource } from '../shared/pageLang';

/** What renders an operation from its view; a first load, which shows the page's own HTML, never loads it. */
const RENDERER = path.join(import.meta.dirname, '..', '..', 'components', 'ApiOperationFromView.tsx');

type Doc = Record<string, unknown>;

const doc = openapi as Doc;

function attr(el: MdxJsxFlowElement, name: string): string | undefined {
  const a = el.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

function viewFor(method: string, routePath: string, page: string): LocalOperationView {
  try {
    return localView(operationView(doc, method, routePath), pageLangOfSource(page));
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`);
  }
}

function operationElement(method: string, routePath: string, view: LocalOperationView): MdxJsxFlowElement {
  const text = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });
  const query = tryItQuery(view);
  return {
    type: 'mdxJsxFlowElement',
    name: 'ApiOperation',
    attributes: [
      text('method', method),
      text('path', routePath),
      // What the section's element and the "try it" panel need when the section's HTML is read from the page.
      text('id', view.id),
      text('access', view.access),
      // (The request example is read from the section when its panel opens, components/ApiOperation.tsx.)
      ...(query ? [text('query', query)] : []),
      // The whole view goes to the page's strings file (plugins/content/staticHtml.ts), as plain JSON: the page's many
      // similar operations compress well together (base64 would not).
      text(STATIC_CONTENT_PROP, JSON.stringify(view)),
      text(STATIC_RENDERER_PROP, RENDERER),
    ],
    children: [],
  };
}

export function remarkApiOperations() {
  return (tree: Root, file: { path?: string; history?: string[]; value?: unknown }) => {
    const page = file.path ?? file.history?.[0] ?? 'a page';
    let used = false;
    const isElement = (node: RootContent, name: string): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === name;

    const walk = (parent: Parent) => {
      const out: RootContent[] = [];
      for (const node of parent.children as RootContent[]) {
        if (isElement(node, 'ApiOperation')) {
          const method = attr(node, 'method');
          const routePath = attr(node, 'path');
          if (!method || !routePath) throw new Error(`${page}: <ApiOperation> needs method and path`);
          used = true;
          out.push(operationElement(method, routePath, viewFor(method, routePath, page)));
          continue;
        }
        if ('children' in node && Array.isArray(node.children)) walk(node as Parent);
        out.push(node);
      }
      parent.children = out as Parent['children'];
    };
    walk(tree);
    // The page imports the component itself, as pages import DriverOptions: a page's source names every
    // component it uses.
    if (used && !/import\s*\{\s*ApiOperation\s*\}\s*from\s*'@components\/ApiOperation'/.test(String((file as { value?: unknown }).value ?? ''))) {
      throw new Error(`${page}: add "import { ApiOperation } from '@components/ApiOperation';" below the frontmatter`);
    }
  };
}

export function apiOperationsPlugin(): RspressPlugin {
  return { name: 'alist-api-operations', markdown: { remarkPlugins: [remarkApiOperations] } };
}
