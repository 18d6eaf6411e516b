/**
 * On a first load, a page in a large sidebar section reads the section back from its own HTML instead of loading
 * its chunk (theme/sidebarFromPage.ts, plugins/engine/localeSidebars.ts). Here, on every built page of such a section,
 * the reader runs on the page's sidebar and must give the section's data exactly as the engine received it:
 * the same items, texts, links, icons (as the browser spells the SVG) and group states. A difference would render
 * another sidebar, prev/next links or breadcrumbs after hydration; a sidebar the reader gives up on would load the
 * chunk after all, silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import type { Sidebar } from '@rspress/core';
import { readsBack, sidebarSectionOf } from '../plugins/engine/localeSidebars';
import { sidebarFor } from '../site/sidebar';
import { sidebarFromDocument, type SidebarEntry } from '../theme/sidebarFromPage';
import type { LocaleCode } from '../site/locales';

const { document } = new JSDOM('<!doctype html><body></body>').window;

/** An SVG as the browser's innerHTML spells it. */
function asBrowserSpells(html: string): string {
  const span = document.createElement('span');
  span.innerHTML = html;
  return span.innerHTML;
}

/** What the reader should give for one item of the section's data: the fields the engine's sidebar renders from. */
function expected(item: Record<string, unknown>): SidebarEntry {
  const { text, link, icon, items, collapsible, collapsed, ...rest } = item;
  const entry: SidebarEntry & Record<string, unknown> = { text: String(text), ...rest };
  if (typeof link === 'string') entry.link = link;
  if (typeof icon === 'string') entry.icon = asBrowserSpells(icon);
  if (Array.isArray(items)) {
    entry.collapsible = collapsible !== false;
    entry.collapsed = collapsed === true;
    entry.items = items.map((i) => expected(i as Record<string, unknown>));
  }
  return entry;
}

/**
 * Every sidebar section as the browser receives it: the data of each built section chunk (plugins/engine/localeSidebars.ts),
 * by "<lang> <key>". Each chunk is run with a stand-in for the site data it writes into.
 */
export function builtSections(root: string): Map<string, unknown[]> {
  const sections = new Map<string, unknown[]>();
  const dir = path.join(root, 'static', 'js', 'async');
  if (!existsSync(dir)) return sections;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    if (!SECTION_WRITE.test(code)) continue;
    const global = /self\.(\w+)=self\.\w+\|\|\[\]/.exec(code)?.[1];
    if (!global) throw new Error(`${file}: a sidebar section chunk of an unknown shape; check scripts/sidebarReadBackCheck.ts`);
    type Require = (() => object) & { r: () => void };
    const self: Record<string, [unknown, Record<string, (m: object, e: object, r: Require) => void>][]> = { [global]: [] };
    runInNewContext(code, { self });
    for (const [, modules] of self[global]) {
      for (const run of Object.values(modules)) {
        const locales = [{ lang: 'en', sidebar: {} as Record<string, unknown[]> }, { lang: 'zh', sidebar: {} as Record<string, unknown[]> }];
        // The module's require gives it the site data (`.A`, its default export) and marks ES modules (`.r`).
        run({}, {}, Object.assign(() => ({ A: { themeConfig: { locales } } }), { r: () => undefined }));
        for (const { lang, sidebar } of locales) for (const [key, data] of Object.entries(sidebar)) sections.set(`${lang} ${key}`, data);
      }
    }
  }
  return sections;
}

const SECTION_WRITE = /locales\.find\(\w+=>"\w+"===\w+\.lang\)\.sidebar\["[^"]+"\]=/;

const configSidebars = new Map<LocaleCode, Sidebar>();

/** Problems of one built page: its sidebar read back differs from its section's data, or cannot be read back. */
export function checkSidebarReadBack(pageUrl: string, html: string, sections: Map<string, unknown[]>): string[] {
  const lang: LocaleCode = pageUrl.startsWith('/zh/') ? 'zh' : 'en';
  // The sections read back are those plugins/engine/localeSidebars.ts measured in the config as large enough.
  if (!configSidebars.has(lang)) configSidebars.set(lang, sidebarFor(lang));
  const config = configSidebars.get(lang) as Sidebar;
  const section = sidebarSectionOf(pageUrl, Object.keys(config));
  if (!section || !readsBack(config[section])) return [];
  const start = html.indexOf('<aside class="rp-doc-layout__sidebar');
  if (start < 0) return []; // a page of the section without a sidebar (home layout): its module loads the chunk
  const data = sections.get(`${lang} ${section}`);
  if (!data) return [`${pageUrl}: no built chunk holds sidebar section ${section} (${lang})`];
  document.body.innerHTML = html.slice(start, html.indexOf('</aside>', start) + '</aside>'.length);
  const read = sidebarFromDocument(document);
  if (!read) return [`${pageUrl}: its sidebar cannot be read back from the page (theme/sidebarFromPage.ts); every first load would load the section's chunk`];
  const got = JSON.stringify(read);
  const want = JSON.stringify((data as Record<string, unknown>[]).map(expected));
  if (got === want) return [];
  const at = [...got].findIndex((c, i) => c !== want[i]);
  return [`${pageUrl}: the sidebar read back from the page differs from section ${section} as built, at character ${at}: read …${got.slice(Math.max(0, at - 40), at + 60)}… built …${want.slice(Math.max(0, at - 40), at + 60)}…`];
}
