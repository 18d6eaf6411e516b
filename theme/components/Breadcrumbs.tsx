import { useLocation, useSidebar } from '@rspress/core/runtime';
import type { SidebarData } from '@rspress/shared';
import { canonicalHref, lookupKey } from '../canonicalPath';
import { useLocale } from '../hooks/useLocale';
import { Link } from './Link';

interface Crumb {
  text: string;
  link?: string;
}

/** The chain of sidebar groups that leads to the current page. */
export function trail(items: SidebarData, pathname: string, parents: Crumb[] = []): Crumb[] | null {
  const key = lookupKey(pathname);
  for (const item of items) {
    if (!('text' in item)) continue;
    const link = 'link' in item && typeof item.link === 'string' ? canonicalHref(item.link) : undefined;
    const crumb = { text: String(item.text), link };
    if (link && lookupKey(link) === key) return [...parents, crumb];
    if ('items' in item && Array.isArray(item.items)) {
      const found = trail(item.items as SidebarData, pathname, [...parents, crumb]);
      if (found) return found;
    }
  }
  return null;
}

/** Home › section › group › page, from the sidebar the page belongs to. */
export function Breadcrumbs() {
  const sidebar = useSidebar();
  const { pathname } = useLocation();
  const { locale, t } = useLocale();
  const crumbs = trail(sidebar, pathname);
  if (!crumbs) return null;
  const all: Crumb[] = [{ text: t.home, link: locale.prefix }, ...crumbs];
  return (
    <nav aria-label={t.breadcrumbs} className="breadcrumbs">
      <ol>
        {all.map((c, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${c.text}-${i}`}>
              {last || !c.link ? <span aria-current={last ? 'page' : undefined}>{c.text}</span> : <Link href={c.link}>{c.text}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
