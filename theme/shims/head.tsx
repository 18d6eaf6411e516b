/**
 * The browser side of the engine's head management (`@unhead/react`, `@unhead/react/client`), in the
 * few hundred bytes the site needs instead of unhead's ~7 KiB gzip: the static HTML already carries
 * every head tag (SSG renders them with the real unhead), so in the browser only the tags of the
 * current page have to be kept up to date after a client-side navigation — the title, attributes of
 * <html>, and <meta>/<link> tags. Aliased for the web build only (plugins/engine/lightRuntime.ts).
 */
import { Children, createContext, createElement, isValidElement, useContext, useEffect, useRef, type ReactNode } from 'react';

type Attrs = Record<string, string | number | boolean | undefined | null>;

export interface HeadInput {
  title?: string;
  htmlAttrs?: Attrs;
  meta?: (Attrs | undefined | null | false)[];
  link?: (Attrs | undefined | null | false)[];
}

interface Entry {
  input: HeadInput;
}

export interface HeadRegistry {
  entries: Set<Entry>;
  /** Writes the merged entries to the document (later entries win). */
  apply(): void;
}

/** Marks tags this module created, so they can be removed when no page asks for them any more. */
const CREATED = 'data-head';

function keyOf(tag: 'meta' | 'link', attrs: Attrs): string | null {
  if (tag === 'meta') {
    const name = attrs.name ?? attrs.property ?? attrs['http-equiv'] ?? (attrs.charset !== undefined ? 'charset' : undefined);
    return name === undefined || name === null ? null : `meta:${name}`;
  }
  return attrs.rel ? `link:${attrs.rel}:${attrs.hreflang ?? ''}:${attrs.rel === 'canonical' ? '' : (attrs.href ?? '')}` : null;
}

function selectorOf(tag: 'meta' | 'link', attrs: Attrs): string {
  if (tag === 'meta') {
    for (const a of ['name', 'property', 'http-equiv']) if (attrs[a] != null) return `meta[${a}="${CSS.escape(String(attrs[a]))}"]`;
    return 'meta[charset]';
  }
  const hreflang = attrs.hreflang != null ? `[hreflang="${CSS.escape(String(attrs.hreflang))}"]` : ':not([hreflang])';
  const href = attrs.rel !== 'canonical' && attrs.href != null ? `[href="${CSS.escape(String(attrs.href))}"]` : '';
  return `link[rel="${CSS.escape(String(attrs.rel))}"]${hreflang}${href}`;
}

function setAttrs(el: Element, attrs: Attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) el.removeAttribute(name);
    else if (el.getAttribute(name) !== String(value === true ? '' : value)) el.setAttribute(name, value === true ? '' : String(value));
  }
}

export function createHead(): HeadRegistry {
  const entries = new Set<Entry>();
  let scheduled = false;
  return {
    entries,
    // The effects of one commit each ask for an update; one write after all of them, with every entry
    // registered, keeps <html lang> from flipping between the engine's value and the site's (each flip
    // restyles and lays out the whole page).
    apply() {
      if (typeof document === 'undefined' || scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        write();
      });
    },
  };

  function write() {
    let title: string | undefined;
    const htmlAttrs: Attrs = {};
    const tags = new Map<string, { tag: 'meta' | 'link'; attrs: Attrs }>();
    for (const { input } of entries) {
      if (input.title !== undefined) title = input.title;
      Object.assign(htmlAttrs, input.htmlAttrs);
      for (const tag of ['meta', 'link'] as const) {
        for (const attrs of input[tag] ?? []) {
          if (!attrs) continue;
          const key = keyOf(tag, attrs);
          if (key) tags.set(key, { tag, attrs });
        }
      }
    }
    if (title !== undefined && document.title !== title) document.title = title;
    setAttrs(document.documentElement, htmlAttrs);
    const kept = new Set<Element>();
    for (const { tag, attrs } of tags.values()) {
      let el = document.head.querySelector(selectorOf(tag, attrs));
      if (!el) {
        el = document.createElement(tag);
        el.setAttribute(CREATED, '');
        document.head.appendChild(el);
      }
      setAttrs(el, attrs);
      kept.add(el);
    }
    for (const el of document.head.querySelectorAll(`[${CREATED}]`)) if (!kept.has(el)) el.remove();
  }
}

const HeadContext = createContext<HeadRegistry | null>(null);

export function UnheadProvider({ head, children }: { head: HeadRegistry; children?: ReactNode }) {
  return createElement(HeadContext.Provider, { value: head }, children);
}

export function useHead(input: HeadInput): void {
  const head = useContext(HeadContext);
  const entry = useRef<Entry>({ input });
  entry.current.input = input;
  const serialized = JSON.stringify(input);
  useEffect(() => {
    if (!head) return;
    const current = entry.current;
    head.entries.add(current);
    head.apply();
    return () => {
      head.entries.delete(current);
    };
  }, [head]);
  useEffect(() => {
    head?.apply();
  }, [head, serialized]);
}

/** `<Head>` children (<title>, <meta>, <link>) as head input, as unhead's component reads them. */
export function Head({ children }: { children?: ReactNode }) {
  const input: HeadInput = { meta: [], link: [] };
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return;
    const props = child.props as Attrs & { children?: ReactNode };
    const { children: text, ...attrs } = props;
    if (child.type === 'title') input.title = Children.toArray(text).join('');
    else if (child.type === 'meta') input.meta?.push(attrs);
    else if (child.type === 'link') input.link?.push(attrs);
    else if (child.type === 'html') input.htmlAttrs = attrs;
  });
  useHead(input);
  return null;
}
