/**
 * What the navbar's menu buttons open, loaded on first use (./NavHamburger.tsx): the engine's full-screen
 * menu of narrow screens, and the group of wider screens with the colour switch, versions and languages.
 */
import { NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';

export { NavScreen } from '@rspress/core/dist/theme/components/NavScreen/index.js';

/** The engine's group, less the divider and social links it ends with (the site shows none, so they drew nothing). */
export function NavMenuGroup() {
  return (
    <div className="rp-nav-menu__others-mobile__container">
      <div className="rp-nav-hamburger__md__hover-group">
        <NavScreenAppearance />
        <NavVersions />
        <NavScreenLangs />
      </div>
    </div>
  );
}
