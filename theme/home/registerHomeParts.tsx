// Imported by the home page modules only (plugins/homeParts.ts). Each part comes from its own file, not
// from the engine's theme index: what the index exports stays in the main script's copy of the theme.
import { HomeBackground } from '@rspress/core/dist/theme/components/HomeBackground/index.js';
import { HomeFeature } from '@rspress/core/dist/theme/components/HomeFeature/index.js';
import { HomeFooter } from '@rspress/core/dist/theme/components/HomeFooter/index.js';
import { HomeHero } from '@rspress/core/dist/theme/components/HomeHero/index.js';
import { HomeLayout as EngineHomeLayout } from '@rspress/core/dist/theme/layout/HomeLayout/index.js';
import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { setEngineHomeLayout } from './homeParts';

/** The engine's home layout, part for part; the Markdown twin keeps the engine's own text rendering. */
function HomeParts(props: HomeLayoutProps) {
  if (import.meta.env.SSG_MD) return <EngineHomeLayout {...props} />;
  const { beforeHero, afterHero, beforeFeatures, afterFeatures, beforeHeroActions, afterHeroActions } = props;
  return (
    <>
      <HomeBackground />
      {beforeHero}
      <HomeHero beforeHeroActions={beforeHeroActions} afterHeroActions={afterHeroActions} />
      {afterHero}
      {beforeFeatures}
      <HomeFeature />
      {afterFeatures}
      <HomeFooter />
    </>
  );
}

setEngineHomeLayout(HomeParts);
