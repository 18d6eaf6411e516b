/**
 * The static parts of a page (plugins/content/staticHtml.ts) are HTML strings in a JSON file of their own. The built
 * page already holds every one of them, so on the first load they are read back from its elements and that
 * file is never fetched: the page's script carries its structure, not its text a second time. The file is
 * loaded where the page's HTML is not there: a page reached by client navigation, server rendering, the
 * dev server.
 */
import type { Header } from '@rspress/core';
import { whenIdle } from './whenIdle';

/** Each static element's number in the page's order. */
export const STATIC_INDEX_ATTR = 'data-s';
/** On the element with number 0: the digest of the page's strings, so a module reads only its own page. */
export const STATIC_PAGE_ATTR = 'data-s-page';

/**
 * What a page's strings file holds (plugins/content/staticHtml.ts): the strings, and the page's outline when the page
 * reads it back from its HTML too (the engine's `toc`, which is then not in the page's module).
 */
export interface StringsFile {
  strings: string[];
  toc?: OutlineEntry[];
}

/** An entry of the engine's outline data as the build writes it (no `charIndex`). */
export type OutlineEntry = Pick<Header, 'id' | 'text' | 'depth'>;

/** The strings' file: its URL in the browser, an import on the server. */
type StringsSource = URL | (() => Promise<{ default: StringsFile }>);

/** What else the page module asks for (plugins/content/staticHtml.ts writes it). */
export interface PageExtras {
  /**
   * Modules that render the components of the page whose `staticContent` is data when it is not the page's HTML
   * (STATIC_RENDERER_PROP); loaded with the strings' file, never on a first load.
   */
  renderers?: () => Promise<unknown>;
  /**
   * The page's outline is in the strings file, and on a first load in the page's own outline, which this reads
   * (theme/outlineFromPage.ts; passed in, so that pages whose outline stays in their module do not carry it).
   */
  toc?: (doc: Document) => OutlineEntry[] | null;
}

/**
 * `fromPage`: the strings were read from the page's HTML, so each one is what its element renders. A component
 * given a build-time source instead (an API operation's data, `staticContent`) renders that into the same HTML.
 */
export interface PageStrings {
  strings: StaticString[];
  fromPage: boolean;
  /** The page's outline, when PageExtras.toc (else empty: the module has its own). */
  toc: OutlineEntry[];
}

/**
 * An element's HTML as the page holds it, serialized only when asked. Hydration only checks that an element's
 * `__html` is there, and React writes it only into an element it creates (this page rendered again after a
 * client navigation away and back) or when it changes; reading all of them up front cost an API page more main-
 * thread time than its script's strings did. A value React writes to `innerHTML` may be an object (as a
 * TrustedHTML is): the browser takes its `toString()`. The element stays referenced, so it can still be read
 * once the page has left the document.
 */
export class PageHtml {
  #html: string | undefined;
  constructor(readonly element: Element) {}
  toString(): string {
    return (this.#html ??= this.element.innerHTML);
  }
}

export type StaticString = string | PageHtml;

export async function pageStaticHtml(digest: string, count: number, source: StringsSource, extras: PageExtras = {}): Promise<PageStrings> {
  const inDocument = typeof document === 'undefined' ? null : fromDocument(document, digest, count);
  // A page whose served outline is missing or unreadable renders from its file instead, as after a navigation.
  const toc = inDocument && (extras.toc ? extras.toc(document) : []);
  if (inDocument && toc) {
    if (source instanceof URL) keepForOffline(source);
    return { strings: inDocument, fromPage: true, toc };
  }
  const [file] = await Promise.all([stringsFrom(source), extras.renderers?.()]);
  return { strings: file.strings, fromPage: false, toc: file.toc ?? [] };
}

async function stringsFrom(source: StringsSource): Promise<StringsFile> {
  if (typeof source === 'function') return (await source()).default;
  const response = await fetch(source);
  if (!response.ok) throw new Error(`The page's text (${source.pathname}) could not be loaded: HTTP ${response.status}`);
  return (await response.json()) as StringsFile;
}

/**
 * A returning reader's service worker keeps what the site fetches (plugins/delivery/serviceWorker/sw.js), so that a page
 * opened before also opens offline by a click inside the app, which needs the strings' file. The first visit,
 * which has no service worker yet, never fetches it; later visits fetch it once, when the browser is idle.
 */
function keepForOffline(url: URL) {
  if (!navigator.serviceWorker?.controller) return;
  whenIdle(() => void fetch(url).catch(() => undefined));
}

/**
 * The strings as the page's elements hold them, or null unless every one is there. The browser's spelling
 * of an element's HTML may differ from React's (entities, attribute quotes); hydration does not compare
 * the inside of an element set with dangerouslySetInnerHTML, and a later render with the same value
 * changes nothing, so both spellings give the same page.
 */
export function fromDocument(doc: Document, digest: string, count: number): PageHtml[] | null {
  if (!doc.querySelector(`[${STATIC_PAGE_ATTR}="${digest}"]`)) return null;
  const strings: PageHtml[] = new Array(count);
  let found = 0;
  for (const el of doc.querySelectorAll(`[${STATIC_INDEX_ATTR}]`)) {
    const index = Number(el.getAttribute(STATIC_INDEX_ATTR));
    if (Number.isInteger(index) && index >= 0 && index < count && strings[index] === undefined) {
      strings[index] = new PageHtml(el);
      found++;
    }
  }
  return found === count ? strings : null;
}
