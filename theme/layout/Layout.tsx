import { useLocation } from '@rspress/core/runtime';
import { Layout as EngineLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { redirectToCanonical } from '../canonicalRedirect';
import { BackToTop } from '../components/BackToTop';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { Contributors, PageInfo } from '../components/PageInfo';
import { PrintButton } from '../components/PrintButton';
import { useDataTheme } from '../hooks/useDataTheme';
import { useFocusMode } from '../hooks/useFocusMode';
import { useNavbarAutoHide } from '../hooks/useNavbarAutoHide';
import { usePrevNextKeys } from '../hooks/usePrevNextKeys';
import { useSidebarGestures } from '../hooks/useSidebarGestures';
import { NotFound } from './NotFound';
import { SidebarWarning } from './SidebarWarning';
import { SiteHead } from './SiteHead';

/** Site-wide behaviour that renders nothing: canonical URL, colour attribute, scroll and keyboard handling. */
function Behaviour() {
  const { pathname } = useLocation();
  useEffect(() => {
    redirectToCanonical();
  }, [pathname]);
  useDataTheme();
  useNavbarAutoHide();
  useSidebarGestures();
  usePrevNextKeys();
  useFocusMode();
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
      beforeDocContent={
        <>
          <div className="doc-header site-reader-tools">
            <Breadcrumbs />
            <PrintButton />
          </div>
          <PageInfo />
          {props.beforeDocContent}
        </>
      }
      afterDocContent={
        <>
          {props.afterDocContent}
          <Contributors />
        </>
      }
      bottom={
        <>
          <SiteHead />
          <Behaviour />
          <SidebarWarning />
          <BackToTop />
          {props.bottom}
        </>
      }
    />
  );
}
