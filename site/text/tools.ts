import type { albumTextEn } from './tools/album.en';
import type { callbackTextEn } from './tools/callback.en';
import type { checkerTextEn } from './tools/checker.en';
import type { coreTextEn } from './tools/core.en';
import type { islandTextEn } from './tools/island.en';
import type { pan115TextEn } from './tools/pan115.en';
import type { requestTextEn } from './tools/request.en';
import type { webdavTextEn } from './tools/webdav.en';
import type { wopanTextEn } from './tools/wopan.en';

/** Plain strings where the English module has literal types, so the Chinese module can be checked against it. */
export type Widen<T> = T extends string ? string : T extends (...args: infer A) => infer R ? (...args: A) => Widen<R> : T extends object ? { readonly [K in keyof T]: Widen<T[K]> } : T;

/**
 * The token tools' strings in one language. They come in parts (site/text/tools/<part>.<lang>.ts), and a tool
 * page imports only the parts of the tools it shows (plugins/localeToolText.ts, TOOL_TEXT_PARTS).
 */
export type ToolText = Widen<typeof islandTextEn & typeof coreTextEn & typeof requestTextEn & typeof callbackTextEn & typeof pan115TextEn & typeof wopanTextEn & typeof webdavTextEn & typeof albumTextEn & typeof checkerTextEn>;

type Lang = 'en' | 'zh';

/** The sections of each language whose part modules have run. A page never downloads the other language's. */
const loaded: Partial<Record<Lang, Partial<ToolText>>> = {};
const merged: Partial<Record<Lang, ToolText>> = {};

export function registerToolText(lang: Lang, part: Partial<ToolText>): void {
  loaded[lang] = { ...loaded[lang], ...part };
  delete merged.en;
  delete merged.zh;
}

/**
 * The tools' strings in a language: each section in that language when its part has run, else in the other. On a
 * client navigation the engine renders the new page once with the previous page's language before it commits the
 * new page data; that render may ask for sections the new page brought in its own language only (the render that
 * follows, before any paint, has the right language). A section in neither is an error naming it, not an
 * `undefined` deep inside a component. The same object until another part arrives, so components can depend on it.
 */
export function toolTextOf(lang: Lang): ToolText {
  const cached = merged[lang];
  if (cached) return cached;
  const sections = { ...loaded[lang === 'en' ? 'zh' : 'en'], ...loaded[lang] };
  if (Object.keys(sections).length === 0) throw new Error('tool strings: no part of site/text/tools/ was loaded; a page that shows a tool must import its parts (plugins/localeToolText.ts does it for pages under docs/)');
  const text = new Proxy(sections, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) throw new Error(`tool strings: the section "${key}" is in none of the loaded parts; add its part to the tool in TOOL_TEXT_PARTS (plugins/localeToolText.ts)`);
      return Reflect.get(target, key);
    },
  }) as ToolText;
  merged[lang] = text;
  return text;
}
