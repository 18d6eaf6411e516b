import './styles/theme.css';
import './styles/print.css';
import nprogress from 'nprogress';
import { PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_MS } from '../site/constants';
import { redirectToCanonical } from './canonicalRedirect';
import { registerServiceWorker } from './registerServiceWorker';

// Before hydration: turn /GUIDE/Install/Docker into /guide/install/docker.html.
if (typeof window !== 'undefined') {
  redirectToCanonical();
  registerServiceWorker();
}

// The navigation progress bar of the spec (the engine starts and stops it around page loads).
nprogress.configure({ minimum: PROGRESS_MINIMUM, speed: PROGRESS_SPEED_MS, trickleSpeed: PROGRESS_TRICKLE_MS, showSpinner: false });

export * from '@rspress/core/theme-original';
export { CodeButtonGroup, useCodeButtonGroup } from './components/CodeButtonGroup';
export { Link } from './components/Link';
export { NavHamburger } from './components/NavHamburger';
export { Search } from './search/Search';
export { SwitchAppearance } from './components/SwitchAppearance';
export { useActiveAnchor, useDynamicToc, useWatchToc } from './hooks/useToc';
export { getCustomMDXComponent } from './mdxComponents';
// HomeLayout too: the engine's Layout falls back to the theme's HomeLayout, which would keep the engine's one.
export { HomeLayout, Layout } from './layout/Layout';

/**
 * Parts of the engine's theme this site never shows — no overview pages, no social links in the
 * navbar, no "open in…" menu next to "Copy Markdown" (llmsUI.viewOptions is off), no fallback title
 * (every page writes its "# Title"; check:pages enforces it), no tag badges (a page's `tag` is in its
 * page info, components/PageInfo.tsx; navbar and sidebar items carry none, tests/unit/locales.test.ts) —
 * replaced by an empty component so their code (about 6 KiB gzip with the heading slugger, the badge and
 * its icons) stays out of every page.
 */
const Nothing = () => null;
export { Nothing as Overview, Nothing as OverviewGroup, Nothing as LlmsViewOptions, Nothing as LlmsOpenRow, Nothing as LlmsCopyRow, Nothing as SocialLinks, Nothing as FallbackHeading, Nothing as Tag };
export { NotFound as NotFoundLayout } from './layout/NotFound';
