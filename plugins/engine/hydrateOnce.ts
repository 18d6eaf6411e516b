/**
 * Two of the engine's runtime modules render the whole page, or the whole sidebar, a second time right
 * after hydration, synchronously (state set in a layout effect is not time-sliced). On the Docker page at
 * 4× CPU that second pass was a 340 ms task, on every first load of every page. In the browser build:
 *
 * - ssrClientEntry.js loads the page's data, hydrates, and records the data as the current page's. The
 *   App's layout effect then looks for the data in the "warm" slot only, finds nothing, loads it again
 *   and sets a new (equal) object: every component that reads the page re-renders. The entry now also
 *   warms the slot with the same object, so the App sets what it has and React bails out.
 * - useSidebar.js computes the sidebar from a copy of the site data for the first render, then again
 *   from the site data itself in a layout effect, and sets that new array. In the browser the first
 *   render now computes from the site data itself (what the effect would do), and the effect skips its
 *   first run when its inputs are the ones the first render used. SSG keeps the copy: there one
 *   process renders every page from the same site data.
 *
 * Each transform throws, naming this file, when the engine's module no longer has the code it replaces.
 */
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { applyEngineEdit, type EngineModuleEdit } from './engineModuleEdit';


export const EDITS: EngineModuleEdit[] = [
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]ssrClientEntry\.js$/,
    name: 'ssrClientEntry.js',
    replacements: [
      ['import { initPageData, setCurrentPageData } from "./initPageData.js";', 'import { initPageData, setCurrentPageData, warmPageData } from "./initPageData.js";'],
      ['    setCurrentPageData(pathname, initialPageData);\n', '    setCurrentPageData(pathname, initialPageData);\n    warmPageData(pathname, initialPageData);\n'],
    ],
  },
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]hooks[\\/]useSidebar\.js$/,
    name: 'hooks/useSidebar.js',
    replacements: [
      ['import { useLayoutEffect, useMemo, useState } from "react";', 'import { useLayoutEffect, useMemo, useRef, useState } from "react";'],
      [
        '    const [sidebar, setSidebar] = useState(()=>createInitialSidebar(structuredClone(rawSidebarData), activeMatcher));\n    useLayoutEffect(()=>{\n        setSidebar(createInitialSidebar(rawSidebarData, activeMatcher));\n',
        '    const firstInputs = useRef(null);\n    const [sidebar, setSidebar] = useState(()=>{\n        firstInputs.current = [rawSidebarData, activeMatcher];\n        return createInitialSidebar(rawSidebarData, activeMatcher);\n    });\n    useLayoutEffect(()=>{\n        const first = firstInputs.current;\n        firstInputs.current = null;\n        if (first && first[0] === rawSidebarData && first[1] === activeMatcher) return;\n        setSidebar(createInitialSidebar(rawSidebarData, activeMatcher));\n',
      ],
    ],
  },
];

/** The module's code with the edit applied, or an error naming this file. */
export function applyEdit(code: string, edit: EngineModuleEdit): string {
  return applyEngineEdit(code, edit, 'hydrate-once', 'plugins/engine/hydrateOnce.ts');
}

export function hydrateOncePlugin(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-hydrate-once-modules',
    setup(api) {
      for (const edit of EDITS) api.transform({ test: edit.module, environments: ['web'] }, ({ code }) => applyEdit(code, edit));
    },
  };
  return { name: 'alist-hydrate-once', builderConfig: { plugins: [rsbuildPlugin] } };
}
