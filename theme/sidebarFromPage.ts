/**
 * A page's sidebar section on a first load comes from its own HTML (plugins/engine/localeSidebars.ts). The built page
 * already shows every item of the section, so the page's module reads them back from there instead of loading
 * the section's chunk, as the static parts of the text are read back (./staticHtml.ts). The chunk is loaded where
 * the HTML is not the page's: a client navigation, or a sidebar this reader cannot read back.
 *
 * What is read back is what the engine's sidebar rendered from: each item's text, link and icon, and each group's
 * collapsible and collapsed state. check-site compares it with the section's data on every built page. Only the
 * sections whose data outweighs this reader are read back (plugins/engine/localeSidebars.ts, READ_BACK_MIN_CHARS).
 */
import { isFirstLoadOf } from './firstLoad';
import { whenIdle } from './whenIdle';

export interface SidebarEntry {
  text: string;
  link?: string;
  icon?: string;
  collapsible?: boolean;
  collapsed?: boolean;
  items?: SidebarEntry[];
}

interface SiteData {
  themeConfig: { locales: { lang: string; sidebar: Record<string, unknown> }[] };
}

/**
 * The entries of a list of sidebar items, or null at anything this reader does not know (a divider, a header,
 * text with markup, an icon that is not an inline SVG, a context): the section's module is loaded then.
 */
function readList(parent: Element): SidebarEntry[] | null {
  const entries: SidebarEntry[] = [];
  const children = [...parent.children];
  for (let i = 0; i < children.length; i++) {
    const el = children[i];
    const label = el.querySelector(':scope>.rp-sidebar-item__left>.rp-doc');
    const icon = el.querySelector(':scope>.rp-sidebar-item__left>.rp-sidebar-item__icon');
    if (!el.classList.contains('rp-sidebar-item') || !label || label.childElementCount || el.hasAttribute('data-context')) return null;
    if (icon && icon.firstElementChild?.tagName.toLowerCase() !== 'svg') return null;
    const entry: SidebarEntry = { text: label.textContent ?? '' };
    // The theme's Link writes an index page as "/dir/"; the engine's link is "/dir/index.html".
    const href = el.tagName === 'A' && el.getAttribute('href');
    if (href) entry.link = href.endsWith('/') ? `${href}index.html` : href;
    if (icon) entry.icon = icon.innerHTML;
    if (el.classList.contains('rp-sidebar-group')) {
      // The group's items follow it: <div style="display:grid;grid-template-rows:…"><div>items</div></div>.
      const wrapper = children[++i] as HTMLElement | undefined;
      const items = wrapper?.firstElementChild && !wrapper.classList.length ? readList(wrapper.firstElementChild) : null;
      if (!items || !wrapper) return null;
      entry.collapsible = !!el.querySelector(':scope>.rp-sidebar-item__right')?.childElementCount;
      entry.collapsed = wrapper.style.gridTemplateRows === '0fr';
      entry.items = items;
    }
    entries.push(entry);
  }
  return entries;
}

/** The section a page's sidebar shows, read from its element, or null where it holds anything this reader does not know. */
export function sidebarFromDocument(doc: Document): SidebarEntry[] | null {
  const aside = doc.querySelector('aside.rp-doc-layout__sidebar');
  const entries = aside ? readList(aside) : null;
  return entries && entries.length > 0 ? entries : null;
}

/**
 * Puts the page's sidebar section into the site data before the engine renders the page: read back from the
 * document on the first load of this very page (before hydration), else loaded (`load` runs the section's module).
 * A returning reader's service worker gets the chunk too, when the browser is idle, so that later client
 * navigations into the section work offline (the first visit has no service worker yet, as for the static parts).
 */
export async function pageSidebar(siteData: SiteData, lang: string, section: string, route: string, load: () => Promise<unknown>): Promise<void> {
  const locale = siteData.themeConfig.locales.find((l) => l.lang === lang);
  if (!locale) throw new Error(`No language "${lang}" in the site data (plugins/engine/localeSidebars.ts)`);
  if (locale.sidebar[section]) return;
  const entries = isFirstLoadOf(route) ? sidebarFromDocument(document) : null;
  if (!entries) {
    await load();
    return;
  }
  locale.sidebar[section] = entries;
  if (navigator.serviceWorker?.controller) whenIdle(() => void load().catch(() => undefined));
}
