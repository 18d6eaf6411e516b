import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { encodeContent } from './encodeContent';
import { parseFenceMeta, formatFenceMeta } from './fenceMeta';

const componentsDir = path.join(import.meta.dirname, '..', '..', 'components');
/** React demos are written here as real modules, so the bundler compiles and splits them like any page code. */
export const demoDir = path.join(import.meta.dirname, '..', '..', '.tmp', 'rich-demos');

/** Fence language → component (and its module in components/). Aliases point to the same component. */
export const fenceComponents = {
  mermaid: 'Mermaid',
  chartjs: 'ChartJS',
  chart: 'ChartJS',
  echarts: 'ECharts',
  flow: 'Flowchart',
  flowchart: 'Flowchart',
} as const;
type FenceLang = keyof typeof fenceComponents;
type ComponentName = (typeof fenceComponents)[FenceLang] | 'Demo';

const presets = new Set(['ant', 'vue', 'pie']);
export const demoLangs: Record<string, 'html' | 'css' | 'js' | 'react'> = {
  html: 'html', css: 'css', js: 'js', javascript: 'js', jsx: 'react', tsx: 'react',
};
const demoLabels = { html: 'HTML', css: 'CSS', js: 'JavaScript', react: 'React (JSX)' } as const;

function localName(component: ComponentName): string {
  return `_Alist${component}`;
}

function stringAttr(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

function identifierAttr(name: string, identifier: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }] } },
    },
  };
}

function importNode(local: string, from: string, named?: string): MdxjsEsm {
  const specifier = named
    ? { type: 'ImportSpecifier' as const, imported: { type: 'Identifier' as const, name: named }, local: { type: 'Identifier' as const, name: local } }
    : { type: 'ImportDefaultSpecifier' as const, local: { type: 'Identifier' as const, name: local } };
  const value = named ? `import { ${named} as ${local} } from ${JSON.stringify(from)}` : `import ${local} from ${JSON.stringify(from)}`;
  return {
    type: 'mdxjsEsm',
    value,
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ImportDeclaration', specifiers: [specifier], source: { type: 'Literal', value: from, raw: JSON.stringify(from) }, attributes: [] }] } },
  };
}

function element(name: string, attributes: MdxJsxAttribute[], children: MdxJsxFlowElement['children'] = []): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children };
}

/** The component that replaces a chart / diagram / flowchart fence, or undefined for other fences. */
export function fenceToElement(node: Code): { component: ComponentName; element: MdxJsxFlowElement } | undefined {
  const lang = (node.lang ?? '').toLowerCase();
  if (!(lang in fenceComponents)) return undefined;
  const component = fenceComponents[lang as FenceLang];
  const meta = parseFenceMeta(node.meta);
  const attributes = [stringAttr('config', encodeContent(node.value))];
  if (meta.title) attributes.push(stringAttr('title', meta.title));
  if (component === 'ChartJS' || component === 'ECharts') {
    const type = meta.type ?? 'json';
    if (type !== 'json' && type !== 'js') throw new Error(`${lang} fence: type must be json or js, got "${type}"`);
    attributes.push(stringAttr('type', type));
  }
  if (component === 'Flowchart') {
    const preset = meta.preset ?? 'vue';
    if (!presets.has(preset)) throw new Error(`flowchart fence: preset must be ant, vue or pie, got "${preset}"`);
    attributes.push(stringAttr('preset', preset));
  }
  return { component, element: element(localName(component), attributes) };
}

function isDemoFence(node: RootContent): boolean {
  return node.type === 'code' && 'demo' in parseFenceMeta(node.meta) && (node.lang ?? '').toLowerCase() in demoLangs;
}

/** Writes a React demo as a module (content-addressed, so rebuilds reuse it) and returns its path. */
export function writeReactDemo(code: string): string {
  if (!/export\s+default\b/.test(code)) throw new Error('React demo fence: the code must `export default` a component');
  const file = path.join(demoDir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.jsx`);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== code) {
    mkdirSync(demoDir, { recursive: true });
    writeFileSync(file, code);
  }
  return file;
}

/**
 * Groups fences marked `demo` that follow each other (```html demo, ```css demo, ```js demo, or one
 * ```jsx demo) into one <Demo>. The fences stay inside it, so the engine still highlights them.
 */
function demoElement(fences: Code[], index: number, imports: MdxjsEsm[]): MdxJsxFlowElement {
  const parts: Partial<Record<'html' | 'css' | 'js' | 'react', string>> = {};
  let title = '';
  const children: Code[] = fences.map((fence) => {
    const kind = demoLangs[(fence.lang ?? '').toLowerCase()];
    const meta = parseFenceMeta(fence.meta);
    if (meta.title && !title) title = meta.title;
    if (parts[kind] !== undefined) throw new Error(`demo: two ${kind} fences in one demo`);
    parts[kind] = fence.value;
    delete meta.demo;
    meta.title = demoLabels[kind];
    return { ...fence, meta: formatFenceMeta(meta) };
  });
  if (parts.react !== undefined && (parts.html !== undefined || parts.js !== undefined)) {
    throw new Error('demo: a React demo is one jsx/tsx fence (optionally with css), not mixed with html/js');
  }
  const attributes = [stringAttr('title', title)];
  if (parts.react !== undefined) {
    const local = `_AlistDemoModule${index}`;
    imports.push(importNode(local, writeReactDemo(parts.react)));
    attributes.push(stringAttr('kind', 'react'), stringAttr('jsx', parts.react), identifierAttr('component', local));
  } else {
    attributes.push(stringAttr('kind', 'html'));
    if (parts.html !== undefined) attributes.push(stringAttr('html', parts.html));
    if (parts.js !== undefined) attributes.push(stringAttr('js', parts.js));
  }
  if (parts.css !== undefined) attributes.push(stringAttr('css', parts.css));
  return element(localName('Demo'), attributes, children);
}

/** remark plugin: chart, diagram, flowchart and demo fences → components, imported only where used. */
export function remarkRichContent() {
  return (tree: Root) => {
    const used = new Set<ComponentName>();
    const imports: MdxjsEsm[] = [];
    let demoCount = 0;
    const walk = (parent: Parent) => {
      const out: RootContent[] = [];
      const kids = parent.children as RootContent[];
      for (let i = 0; i < kids.length; i += 1) {
        const node = kids[i];
        if (isDemoFence(node)) {
          const group: Code[] = [node as Code];
          while (i + 1 < kids.length && isDemoFence(kids[i + 1]) && parseFenceMeta((kids[i + 1] as Code).meta).title === undefined) {
            group.push(kids[i + 1] as Code);
            i += 1;
          }
          used.add('Demo');
          out.push(demoElement(group, demoCount, imports));
          demoCount += 1;
          continue;
        }
        if (node.type === 'code') {
          const replaced = fenceToElement(node);
          if (replaced) {
            used.add(replaced.component);
            out.push(replaced.element);
            continue;
          }
        }
        if ('children' in node && Array.isArray(node.children)) walk(node as Parent);
        out.push(node);
      }
      parent.children = out as Parent['children'];
    };
    walk(tree);
    for (const component of used) imports.push(importNode(localName(component), path.join(componentsDir, `${component}.tsx`), component));
    tree.children.unshift(...imports);
  };
}

/** Registers the remark plugin; the components themselves load their libraries with import(). */
export function richContentPlugin(): RspressPlugin {
  return {
    name: 'alist-rich-content',
    markdown: { remarkPlugins: [remarkRichContent] },
  };
}
