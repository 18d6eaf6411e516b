import { useLocation } from '@rspress/core/runtime';
import { Layout as EngineLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { redirectToCanonical } from '../canonicalRedirect';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { NotFound } from './NotFound';
import { SidebarWarning } from './SidebarWarning';
import { SiteHead } from './SiteHead';

/** Keeps the address bar canonical after client-side navigations too. */
function CanonicalUrl() {
  const { pathname } = useLocation();
  useEffect(() => {
    redirectToCanonical();
  }, [pathname]);
  return null;
}

export function Layout(props: LayoutProps) {
  return (
    <EngineLayout
      {...props}
      NotFoundLayout={NotFound}
      afterNavMenu={
        <>
          <LanguageSwitch />
          {props.afterNavMenu}
        </>
      }
      bottom={
        <>
          <SiteHead />
          <CanonicalUrl />
          <SidebarWarning />
          {props.bottom}
        </>
      }
    />
  );
}
