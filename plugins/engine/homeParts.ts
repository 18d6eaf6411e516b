/**
 * Home pages (pageType: home) put the home layout in place first (theme/home/homeParts.ts explains the slot), so it
 * is bundled with them and not with the main script that every page loads:
 *
 * - in the browser build, the page's module runs `homeParts(route, load)` (theme/home/staticHomeParts.tsx): on a
 *   first load it takes hero, features and footer as the page's HTML holds them, and the engine's components
 *   (theme/home/registerHomeParts.tsx) are an `import()` it runs only after a client navigation;
 * - the server build (SSG) imports the engine's components.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { routeOfPage } from './localeSidebars';
import { isHomePage, langOfPageModule, pageLanguagesOf, type PageLanguages } from '../shared/pageLang';

export const registerHomePartsModule = path.join(import.meta.dirname, '..', '..', 'theme', 'home', 'registerHomeParts.tsx');
const staticHomePartsModule = path.join(import.meta.dirname, '..', '..', 'theme', 'home', 'staticHomeParts.tsx');

/** A compiled page module with the home parts put in place first, when it is a home page (`route` in the browser build). */
export function withHomeParts(code: string, route?: string): string {
  if (!isHomePage(code)) return code;
  if (!route) return `import ${JSON.stringify(registerHomePartsModule)};\n${code}`;
  return `import { homeParts as __homeParts } from ${JSON.stringify(staticHomePartsModule)};
await __homeParts(${JSON.stringify(route)}, () => import(${JSON.stringify(registerHomePartsModule)}));
${code}`;
}

export function homePartsPlugin(): RspressPlugin {
  let pages: PageLanguages = { root: '', langs: [], defaultLang: '' };
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-home-parts-modules',
    setup(api) {
      api.transform({ test: /\.mdx?$/, order: 'post' }, ({ code, resourcePath, environment }) => {
        if (!langOfPageModule(resourcePath, pages)) return code;
        return withHomeParts(code, environment.name === 'web' ? routeOfPage(resourcePath, pages) : undefined);
      });
    },
  };
  return {
    name: 'alist-home-parts',
    config(config) {
      pages = pageLanguagesOf(config);
      return config;
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
