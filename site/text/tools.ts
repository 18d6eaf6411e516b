import type { toolsTextEn } from './tools.en';
import type { standaloneToolTextEn } from './toolsStandalone.en';

/** Plain strings where the English module has literal types, so the Chinese module can be checked against it. */
type Widen<T> = T extends string ? string : T extends (...args: infer A) => infer R ? (...args: A) => Widen<R> : T extends object ? { readonly [K in keyof T]: Widen<T[K]> } : T;

/** The token tools' strings in one language (site/text/tools.en.ts, site/text/tools.zh.ts). */
export type ToolText = Widen<typeof toolsTextEn>;

/** The standalone tools' strings in one language (site/text/toolsStandalone.en.ts, toolsStandalone.zh.ts). */
export type StandaloneToolText = Widen<typeof standaloneToolTextEn>;

/**
 * The strings of each language whose module has run. A tool page imports its own language's module
 * (plugins/localeToolText.ts adds the import), so a page never downloads the other language's.
 */
const loaded: Partial<Record<'en' | 'zh', ToolText>> = {};

export function registerToolText(lang: 'en' | 'zh', text: ToolText): void {
  loaded[lang] = text;
}

/**
 * The tools' strings in a language, or an error saying why they are missing. On a client navigation
 * the engine renders the new page once with the previous page's language before it commits the new
 * page data; that render may ask for a language whose module the new page did not bring, and gets
 * the loaded one (the render that follows, before any paint, has the right language).
 */
export function toolTextOf(lang: 'en' | 'zh'): ToolText {
  const text = loaded[lang] ?? loaded.en ?? loaded.zh;
  if (!text) throw new Error(`tool strings: site/text/tools.${lang}.ts was not loaded; a page that shows a tool must import it (plugins/localeToolText.ts does it for pages under docs/)`);
  return text;
}

const loadedStandalone: Partial<Record<'en' | 'zh', StandaloneToolText>> = {};
const merged = new WeakMap<ToolText, WeakMap<StandaloneToolText, ToolText & StandaloneToolText>>();

export function registerStandaloneToolText(lang: 'en' | 'zh', text: StandaloneToolText): void {
  loadedStandalone[lang] = text;
}

/**
 * The tools' strings with those of the standalone tools, in a language (the same fallback as
 * toolTextOf). The same object for the same modules, so components can depend on it.
 */
export function standaloneToolTextOf(lang: 'en' | 'zh'): ToolText & StandaloneToolText {
  const core = toolTextOf(lang);
  const extra = loadedStandalone[lang] ?? loadedStandalone.en ?? loadedStandalone.zh;
  if (!extra) throw new Error(`tool strings: site/text/toolsStandalone.${lang}.ts was not loaded; a page that shows a standalone tool (SharePoint WebDAV, 115, Wopan, Google Photos albums) must import it (plugins/localeToolText.ts does it for pages under docs/)`);
  let byExtra = merged.get(core);
  if (!byExtra) merged.set(core, (byExtra = new WeakMap()));
  let both = byExtra.get(extra);
  if (!both) byExtra.set(extra, (both = { ...core, ...extra }));
  return both;
}
