/**
 * The token tools' strings exist once per language (site/text/tools.en.ts, tools.zh.ts); a tool reads
 * those of the page's language (useToolText). A page that imports a tool component gets its
 * language's strings imported first, in every build environment, so a Chinese tool page never
 * downloads the English strings and the other way round (about 6 KiB gzip each). The strings of the
 * standalone tools (toolsStandalone.<lang>.ts, about 2.5 KiB) come only with the pages that show one.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pageModulesPlugin } from './pageLang';

const textModule = (lang: string) => path.join(import.meta.dirname, '..', 'site', 'text', `tools.${lang}.ts`);
const standaloneTextModule = (lang: string) => path.join(import.meta.dirname, '..', 'site', 'text', `toolsStandalone.${lang}.ts`);

/** The tools that read site/text/toolsStandalone.<lang>.ts (useStandaloneToolText); a unit test keeps this list true. */
export const STANDALONE_TOOLS = ['GoogleAlbums', 'Pan115Token', 'SharePointWebdav', 'WopanToken'];

const TOOL_IMPORT = /["'](?:@components|[./]*components)\/tools\/([\w-]+)/g;

/**
 * A compiled page module with its language's tool strings imported first, when it shows a tool, and
 * the standalone tools' strings as well when it shows one of those.
 */
export function withToolText(code: string, lang: string): string {
  const tools = [...code.matchAll(TOOL_IMPORT)].map((m) => m[1]);
  if (tools.length === 0) return code;
  const modules = [textModule(lang), ...(tools.some((tool) => STANDALONE_TOOLS.includes(tool)) ? [standaloneTextModule(lang)] : [])];
  return `${modules.map((m) => `import ${JSON.stringify(m)};\n`).join('')}${code}`;
}

export function localeToolTextPlugin(): RspressPlugin {
  return pageModulesPlugin('alist-locale-tool-text', withToolText);
}
