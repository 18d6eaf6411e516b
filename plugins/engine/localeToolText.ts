/**
 * The token tools' strings exist once per language, in parts (site/text/tools/<part>.<lang>.ts); a tool reads
 * them through useToolText. A page that imports a tool component gets, in its own language and in every build
 * environment, the `island` part with the page (the line shown until the tool is there) and the parts the tool
 * needs with the tool: a Chinese tool page never downloads the English strings, a request page not the callback
 * page's, and the 115 page none of the OAuth forms'.
 *
 * The tool itself is not in the page's first download: `import { Tool } from '@components/tools/Tool'` becomes a
 * `toolIsland` (components/tools/ToolIsland.tsx) whose loader brings the tool's module and its text parts in
 * chunks of their own, requested when the page module runs, so the page hydrates without waiting for them.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pageModulesPlugin } from '../shared/pageLang';

export type ToolTextPart = 'island' | 'core' | 'request' | 'callback' | 'pan115' | 'wopan' | 'webdav' | 'album' | 'checker';

/** The part every tool page imports with the page: what the island says before and instead of the tool. */
export const ISLAND_TEXT_PART: ToolTextPart = 'island';

/**
 * The parts each tool a page can show reads, itself and through every component it renders (besides the island
 * part, which every tool page has); they load with the tool. A unit test
 * (tests/unit/localeToolText.test.ts) follows each tool's imports and checks that the sections it reads are in
 * these parts, and that every tool a page imports is listed.
 */
export const TOOL_TEXT_PARTS: Record<string, readonly ToolTextPart[]> = {
  OAuthRequest: ['core', 'request'],
  OAuthCallback: ['core', 'request', 'callback'],
  Pan115Token: ['core', 'pan115'],
  WopanToken: ['core', 'wopan'],
  SharePointWebdav: ['core', 'webdav'],
  GoogleAlbums: ['core', 'album'],
  ConfigCheck: ['checker'],
  StorageCheck: ['checker'],
};

export const toolTextModule = (part: ToolTextPart, lang: string) => path.join(import.meta.dirname, '..', '..', 'site', 'text', 'tools', `${part}.${lang}.ts`);

const TOOL_IMPORT = /["'](?:@components|[./]*components)\/tools\/([\w-]+)/g;
/** How a page imports a tool: one named export, the component of the module's own name (checked below). */
const TOOL_IMPORT_STATEMENT = /^import\s*\{\s*(\w+)\s*\}\s*from\s*(["'])((?:@components|[./]*components)\/tools\/([\w-]+))\2;?[ \t]*$/gm;
const ISLAND_MODULE = path.join(import.meta.dirname, '..', '..', 'components', 'tools', 'ToolIsland.tsx');

/**
 * A compiled page module whose tools are islands: the island strings imported first, in the page's language, and
 * each tool loaded with its text parts when the page module runs (see the comment at the top).
 */
export function withToolText(code: string, lang: string): string {
  const tools = [...new Set([...code.matchAll(TOOL_IMPORT)].map((m) => m[1]))];
  if (tools.length === 0) return code;
  const islands = new Set<string>();
  const body = code.replace(TOOL_IMPORT_STATEMENT, (_statement, name: string, _quote: string, spec: string, tool: string) => {
    if (name !== tool) throw new Error(`plugins/engine/localeToolText.ts: a page imports ${name} from components/tools/${tool}; import the tool's own component, { ${tool} }`);
    const parts = TOOL_TEXT_PARTS[tool];
    if (!parts) throw new Error(`plugins/engine/localeToolText.ts: a page shows components/tools/${tool}, which TOOL_TEXT_PARTS does not list; add the text parts it reads`);
    islands.add(tool);
    const imports = [...parts.map((part) => `import(${JSON.stringify(toolTextModule(part, lang))})`), `import(${JSON.stringify(spec)})`];
    return `const ${tool} = __toolIsland(() => Promise.all([${imports.join(', ')}]).then((m) => m[${parts.length}].${tool}));`;
  });
  const missed = tools.filter((tool) => !islands.has(tool));
  if (missed.length > 0) throw new Error(`plugins/engine/localeToolText.ts: a page imports components/tools/${missed[0]} in a form other than "import { ${missed[0]} } from '@components/tools/${missed[0]}';", which is the one that keeps the tool out of the page's first download`);
  return `import ${JSON.stringify(toolTextModule(ISLAND_TEXT_PART, lang))};\nimport { toolIsland as __toolIsland } from ${JSON.stringify(ISLAND_MODULE)};\n${body}`;
}

export function localeToolTextPlugin(): RspressPlugin {
  return pageModulesPlugin('alist-locale-tool-text', withToolText);
}
