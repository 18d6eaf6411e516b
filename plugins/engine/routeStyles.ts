/**
 * Stylesheets by route. The engine gathers every stylesheet into one file that every page loads
 * before its first paint, the token tools' forms and the search dialog included. Here that file
 * keeps only the CSS of modules every page loads (the main script's); the CSS of parts that only
 * some routes or a later click need goes into a few stylesheets of their own, one per part, which the
 * bundler's runtime loads with the chunk that imports them (before the chunk runs, so nothing shows
 * unstyled). paintFirst links a page's route stylesheets in its HTML, so a first load paints with them.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Rspack } from '@rsbuild/core';

const STYLESHEET = /\.(?:css|less|sass|scss)$/;

/** Each part's stylesheet: chunk name → the CSS files that go into it. The first that matches wins. */
export const ROUTE_STYLE_PARTS: Record<string, RegExp> = {
  // Token tools, and the API pages' "try it" panel once opened.
  tools: /[\\/]components[\\/]tools[\\/]tools\.css$/,
  // The API pages' operations and their closed "try it" boxes.
  api: /[\\/]components[\\/](?:apiTryIt|apiOperation)\.css$/,
  // The driver matrix of the drivers' overview pages.
  matrix: /[\\/]components[\\/]driverMatrix\.css$/,
  // The upgrade notes, the config and storage checkers and the "my version" marks (components/versions/).
  versions: /[\\/]components[\\/]versions[\\/]versions\.css$/,
  // Tabs and code tabs, on the install and configuration pages among others.
  tabs: /[\\/]components[\\/]tabs\.css$/,
  // Diagrams, charts, code demos, players and the messages they show.
  rich: /[\\/]components[\\/](?:richContent|feedback)\.css$/,
  // The engine's home layout and the site's wrappers of it, which only the home pages import (theme/home/).
  home: /[\\/]theme[\\/]components[\\/]Home\w*[\\/]|[\\/]theme[\\/]home[\\/]/,
  // The search dialogs (local, or DocSearch when configured), loaded on first use.
  search: /[\\/]theme[\\/]styles[\\/]searchDialog\.css$|[\\/]@docsearch[\\/]/,
  // Announcement notices and the language dialog, which open after hydration (theme/components/Dialogs.tsx).
  dialogs: /[\\/]theme[\\/]styles[\\/]dialogs\.css$/,
  // What the navbar's menu buttons open, drawn on first use (theme/components/NavHamburger.tsx).
  menu: /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]NavScreen[\\/]/,
};

function resourceOf(module: Rspack.Module): string {
  return (module as unknown as { nameForCondition?: () => string | null }).nameForCondition?.() ?? '';
}

/**
 * The split-chunks groups: the engine's shared group for the main script's CSS only, then one per part. Each takes
 * the extracted stylesheet modules only (`type: 'css/mini-extract'`), not the empty script modules that stand for
 * them: a stylesheet chunk then has no script file (the main one was a 0.2 KiB request on every page), and the
 * runtime marks it loaded once its stylesheet is (plugins/engine/routeChunkHashes.ts knows it needs no hash).
 */
export function routeStyleGroups(): Record<string, Record<string, unknown>> {
  const parts = Object.entries(ROUTE_STYLE_PARTS);
  const groups: Record<string, Record<string, unknown>> = {
    // The engine's group (same name, test and priority), limited to the initial chunks.
    styles: { name: 'styles', type: 'css/mini-extract', test: STYLESHEET, chunks: 'initial', minSize: 0, priority: 99, enforce: true },
  };
  parts.forEach(([name, test], i) => {
    groups[`${name}Styles`] = { name, type: 'css/mini-extract', test: (m: Rspack.Module) => STYLESHEET.test(resourceOf(m)) && test.test(resourceOf(m)), chunks: 'async', minSize: 0, enforce: true, priority: 98 - i };
  });
  // Anything else an async chunk imports: one more sheet, rather than a copy in every route's chunk.
  groups.otherStyles = { name: 'other', type: 'css/mini-extract', test: STYLESHEET, chunks: 'async', minSize: 0, enforce: true, priority: 90 - parts.length };
  return groups;
}

export function routeStylesPlugin(): RspressPlugin {
  return {
    name: 'alist-route-styles',
    builderConfig: {
      environments: {
        web: {
          tools: {
            rspack: {
              optimization: { splitChunks: { cacheGroups: routeStyleGroups() } },
            },
          },
        },
      },
    },
  };
}
