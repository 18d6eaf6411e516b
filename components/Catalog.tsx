import { useLocation, useSidebar } from '@rspress/core/runtime';
import type { SidebarData } from '@rspress/shared';
import { Link } from '../theme/components/Link';
import { canonicalHref } from '../theme/canonicalPath';

type Entry = { text: string; link: string };

/** The pages of the sidebar group whose link is the given section (or the current page). */
function entriesOf(items: SidebarData, section: string): Entry[] | null {
  for (const item of items) {
    if (!('items' in item)) continue;
    const link = 'link' in item && typeof item.link === 'string' ? canonicalHref(item.link) : '';
    if (link === section) {
      return item.items.flatMap((child) =>
        'link' in child && typeof child.link === 'string' && 'text' in child ? [{ text: String(child.text), link: canonicalHref(child.link) }] : [],
      );
    }
    const nested = entriesOf(item.items as SidebarData, section);
    if (nested) return nested;
  }
  return null;
}

/** Top-level pages of a flat sidebar (e.g. /config/) that live under the section. */
function flatEntries(items: SidebarData, section: string): Entry[] {
  return items.flatMap((item) =>
    !('items' in item) && 'link' in item && typeof item.link === 'string' && 'text' in item && canonicalHref(item.link).startsWith(section) && canonicalHref(item.link) !== section
      ? [{ text: String(item.text), link: canonicalHref(item.link) }]
      : [],
  );
}

/** Lists the pages of a section, as the sidebar orders them. Used by section index pages. */
export function Catalog({ section }: { section?: string }) {
  const sidebar = useSidebar();
  const { pathname } = useLocation();
  const where = section ?? pathname;
  const entries = entriesOf(sidebar, where) ?? flatEntries(sidebar, where);
  return (
    <ul className="catalog">
      {entries.map((e) => (
        <li key={e.link}>
          <Link href={e.link}>{e.text}</Link>
        </li>
      ))}
    </ul>
  );
}
