import { Content, useLocation } from '@rspress/core/runtime';
import { MDXProvider } from '@mdx-js/react';
import { Callout, Layout as EngineLayout, type HomeLayoutProps, type LayoutProps } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { completeRoutesAfterHydration, redirectToCanonical } from '../canonicalRedirect';
import { BackToTop } from '../components/BackToTop';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { Dialogs } from '../components/Dialogs';
import { ImageZoom } from '../components/ImageZoom';
import { LinkCopied } from '../components/LinkCopied';
import { Contributors, PageInfo, SourceFiles } from '../components/PageInfo';
import { PrintButton } from '../components/PrintButton';
import { useActiveItemOnOpen } from '../hooks/useActiveItemOnOpen';
import { useFocusMode } from '../hooks/useFocusMode';
import { useLocale } from '../hooks/useLocale';
import { useLandmarkLabels } from '../hooks/useLandmarkLabels';
import { useNavbarAutoHide } from '../hooks/useNavbarAutoHide';
import { usePrevNextKeys } from '../hooks/usePrevNextKeys';
import { useSidebarGestures } from '../hooks/useSidebarGestures';
import { useStaticLinks } from '../hooks/useStaticLinks';
import { HYDRATED_ATTR } from '../firstLoad';
import { resumeMyVersion } from '../myVersionStart';
import { engineHomeLayoutOrThrow } from '../home/homeParts';
import { getCustomMDXComponent } from '../mdxComponents';
import { NotFound } from './NotFound';
import { SidebarWarning } from './SidebarWarning';
import { SiteHead } from './SiteHead';

/** Site-wide behaviour that renders nothing: canonical URL, scroll and keyboard handling. */
function Behaviour() {
  const { pathname } = useLocation();
  // The page is interactive from here on (tests and scripts can wait for the attribute).
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    completeRoutesAfterHydration();
    resumeMyVersion();
  }, []);
  useEffect(() => {
    redirectToCanonical();
  }, [pathname]);
  useNavbarAutoHide();
  useSidebarGestures();
  useActiveItemOnOpen();
  usePrevNextKeys();
  useFocusMode();
  useLandmarkLabels();
  useStaticLinks();
  return null;
}

/**
 * The engine's home page shows only hero and features: wrap it in a <main> landmark with a heading,
 * and render the page's Markdown body (quick start, links) below the features. The engine's layout
 * comes with the home page's module (theme/home/homeParts.ts).
 */
export function HomeLayout(props: HomeLayoutProps) {
  const { locale } = useLocale();
  const EngineHomeLayout = engineHomeLayoutOrThrow();
  return (
    <main className="home-main">
      <h1 className="sr-only">{locale.title}</h1>
      <EngineHomeLayout
        {...props}
        afterFeatures={
          <>
            {props.afterFeatures}
            <div className="home-content rp-doc rspress-doc">
              <MDXProvider components={{ ...getCustomMDXComponent(), $$$callout$$$: Callout }}>
                <Content />
              </MDXProvider>
            </div>
          </>
        }
      />
    </main>
  );
}

export function Layout(props: LayoutProps) {
  return (
    <EngineLayout
      {...props}
      NotFoundLayout={NotFound}
      HomeLayout={HomeLayout}
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
          <SourceFiles />
          <Contributors />
        </>
      }
      bottom={
        <>
          <SiteHead />
          <Behaviour />
          <SidebarWarning />
          <BackToTop />
          <LinkCopied />
          <ImageZoom />
          <Dialogs />
          {props.bottom}
        </>
      }
    />
  );
}
