// The engine's home parts, rendered as components: by the server for every home page, and in the browser for a
// home page reached by a click inside the site (theme/home/staticHomeParts.tsx loads this then). Each part comes from
// its own file, not from the engine's theme index: what the index exports stays in the main script's copy of the theme.
import { HomeBackground } from '@rspress/core/dist/theme/components/HomeBackground/index.js';
import { HomeFeature } from '@rspress/core/dist/theme/components/HomeFeature/index.js';
import { HomeFooter } from '@rspress/core/dist/theme/components/HomeFooter/index.js';
import { HomeHero } from '@rspress/core/dist/theme/components/HomeHero/index.js';
import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { HOME_PART_ATTR, setEngineHomeLayout } from './homeParts';
import './homeParts.css';

/**
 * The engine's home layout, part for part, with what comes before the page's Markdown body and what comes after it
 * each in a wrapper of its own (`display: contents`), which a first load reads back (staticHomeParts.tsx).
 */
function HomeParts(props: HomeLayoutProps) {
  const { beforeHero, afterHero, beforeFeatures, afterFeatures, beforeHeroActions, afterHeroActions } = props;
  return (
    <>
      <div className="home-part" {...{ [HOME_PART_ATTR]: 'top' }}>
        <HomeBackground />
        {beforeHero}
        <HomeHero beforeHeroActions={beforeHeroActions} afterHeroActions={afterHeroActions} />
        {afterHero}
        {beforeFeatures}
        <HomeFeature />
      </div>
      {afterFeatures}
      <div className="home-part" {...{ [HOME_PART_ATTR]: 'bottom' }}>
        <HomeFooter />
      </div>
    </>
  );
}

setEngineHomeLayout(HomeParts);
