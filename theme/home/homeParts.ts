import type { ComponentType } from 'react';
import type { HomeLayoutProps } from '@rspress/core/theme-original';

/**
 * The engine's home layout (hero, features, footer and their code, about 2 KiB gzip) is needed by the
 * two home pages only. Their page modules import `theme/home/registerHomeParts.tsx` first
 * (plugins/homeParts.ts), which hands the layout to this slot; the site's HomeLayout reads it. Every
 * other page's scripts leave it out, and the engine loads a page's module before it renders the page.
 */
let engineHomeLayout: ComponentType<HomeLayoutProps> | null = null;

export function setEngineHomeLayout(layout: ComponentType<HomeLayoutProps>): void {
  engineHomeLayout = layout;
}

export function engineHomeLayoutOrThrow(): ComponentType<HomeLayoutProps> {
  if (!engineHomeLayout) {
    throw new Error('A home page (pageType: home) rendered before its module registered the home layout: the page module must import theme/home/registerHomeParts.tsx (plugins/homeParts.ts adds that import).');
  }
  return engineHomeLayout;
}
