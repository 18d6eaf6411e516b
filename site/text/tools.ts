import type { albumTextEn } from './tools/album.en';
import type { callbackTextEn } from './tools/callback.en';
import type { checkerTextEn } from './tools/checker.en';
import type { coreTextEn } from './tools/core.en';
import type { islandTextEn } from './tools/island.en';
import type { pan115TextEn } from './tools/pan115.en';
import type { requestTextEn } from './tools/request.en';
import type { webdavTextEn } from './tools/webdav.en';
import type { wopanTextEn } from './tools/wopan.en';
import { loadedToolText } from './toolTextRegistry';
import type { Widen } from './widen';

/**
 * The token tools' strings in one language. They come in parts (site/text/tools/<part>.<lang>.ts), and a tool
 * page imports only the parts of the tools it shows (plugins/engine/localeToolText.ts, TOOL_TEXT_PARTS).
 */
export type ToolText = Widen<typeof islandTextEn & typeof coreTextEn & typeof requestTextEn & typeof callbackTextEn & typeof pan115TextEn & typeof wopanTextEn & typeof webdavTextEn & typeof albumTextEn & typeof checkerTextEn>;

/**
 * The tools' strings in a language: each section in that language when its part has run, else in the other. On a
 * client navigation the engine renders the new page once with the previous page's language before it commits the
 * new page data; that render may ask for sections the new page brought in its own language only (the render that
 * follows, before any paint, has the right language). A section in neither is an error naming it, not an
 * `undefined` deep inside a component. The same object until another part arrives, so components can depend on it.
 */
export function toolTextOf(lang: 'en' | 'zh'): ToolText {
  return loadedToolText(lang) as ToolText;
}
