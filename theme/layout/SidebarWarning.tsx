import { useLocation, usePage, useSidebar } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** A documentation page outside every configured sidebar still renders; a console warning tells the maintainer. */
export function SidebarWarning() {
  const sidebar = useSidebar();
  const { page } = usePage();
  const { pathname } = useLocation();
  const isDoc = page.pageType === 'doc' || page.pageType === 'doc-wide';
  useEffect(() => {
    if (isDoc && sidebar.length === 0) console.warn(`[sidebar] no sidebar configuration matches ${pathname}`);
  }, [isDoc, sidebar.length, pathname]);
  return null;
}
