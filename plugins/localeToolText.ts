/**
 * The token tools' strings exist once per language, in parts (site/text/tools/<part>.<lang>.ts); a tool reads
 * them through useToolText. A page that imports a tool component gets the parts that tool needs imported first, in
 * its own language and in every build environment: a Chinese tool page never downloads the English strings, a
 * request page not the callback page's, and the 115 page none of the OAuth forms'.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pageModulesPlugin } from './pageLang';

export type ToolTextPart = 'core' | 'request' | 'callback' | 'pan115' | 'wopan' | 'webdav' | 'album';

/**
 * The parts each tool a page can show reads, itself and through every component it renders. A unit test
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
};

export const toolTextModule = (part: ToolTextPart, lang: string) => path.join(import.meta.dirname, '..', 'site', 'text', 'tools', `${part}.${lang}.ts`);

const TOOL_IMPORT = /["'](?:@components|[./]*components)\/tools\/([\w-]+)/g;

/** A compiled page module with the text parts of the tools it shows imported first, in its language. */
export function withToolText(code: string, lang: string): string {
  const tools = [...new Set([...code.matchAll(TOOL_IMPORT)].map((m) => m[1]))];
  if (tools.length === 0) return code;
  const parts = new Set<ToolTextPart>();
  for (const tool of tools) {
    const own = TOOL_TEXT_PARTS[tool];
    if (!own) throw new Error(`plugins/localeToolText.ts: a page shows components/tools/${tool}, which TOOL_TEXT_PARTS does not list; add the text parts it reads`);
    for (const part of own) parts.add(part);
  }
  return `${[...parts].map((part) => `import ${JSON.stringify(toolTextModule(part, lang))};\n`).join('')}${code}`;
}

export function localeToolTextPlugin(): RspressPlugin {
  return pageModulesPlugin('alist-locale-tool-text', withToolText);
}
