import type { ComponentType } from 'react';
import type { HomeLayoutProps } from '@rspress/core/theme-original';

/**
 * The home layout (hero, features, footer) is needed by the two home pages only. Their page modules put it into
 * this slot before the engine renders them (plugins/engine/homeParts.ts): on a first load the parts as the page's HTML
 * holds them (./staticHomeParts.tsx), else the engine's components (./registerHomeParts.tsx). The site's
 * HomeLayout reads it. Every other page's scripts leave it out.
 */
let engineHomeLayout: ComponentType<HomeLayoutProps> | null = null;

/** The attribute of the two wrappers: "top" (background, hero, features) and "bottom" (footer). */
export const HOME_PART_ATTR = 'data-home-part';

export function setEngineHomeLayout(layout: ComponentType<HomeLayoutProps>): void {
  engineHomeLayout = layout;
}

export function engineHomeLayoutOrThrow(): ComponentType<HomeLayoutProps> {
  if (!engineHomeLayout) {
    throw new Error('A home page (pageType: home) rendered before its module put the home layout in place: the page module must run theme/home/staticHomeParts.tsx or import theme/home/registerHomeParts.tsx first (plugins/engine/homeParts.ts adds that).');
  }
  return engineHomeLayout;
}
