/** How the version features show values and links: shared by the upgrade notes, the checkers and the marks. */

/** A link to one of the site's pages (a path under the locale root, as plugins/content/versionLinks.ts gives) in the page's language. */
export function localHref(route: string, lang: 'en' | 'zh'): string {
  return `${lang === 'zh' ? '/zh/' : '/'}${route}`;
}

const MAX_VALUE = 60;

/** A history value as text: strings as they are, lists joined, the rest as JSON; long ones cut (the full text goes into a title). */
export function valueText(v: unknown): { text: string; full?: string } {
  const full = typeof v === 'string' ? v : Array.isArray(v) ? v.map(String).join(', ') : JSON.stringify(v);
  return full.length > MAX_VALUE ? { text: `${full.slice(0, MAX_VALUE - 1)}…`, full } : { text: full };
}
