/**
 * The engine ships every text of its theme in both languages with the main script (virtual-i18n-text), though
 * this site replaces or leaves out the parts that show many of them: its own search box, 404 page and code
 * buttons, no overview pages, no "open in" menu, no prompt blocks, no source-code link. The browser build drops
 * those texts (about 0.3 KiB gzip on every page). check-bundles fails if any built script names one of them,
 * which would mean a part of the engine the site now shows reads it.
 */
import type { RspressPlugin } from '@rspress/core';
import { webModuleTransform } from './webModuleTransform';

export const UNUSED_ENGINE_TEXTS = [
  'sourceCodeText',
  'searchPlaceholderText',
  'searchPanelCancelText',
  'searchNoResultsText',
  'searchSuggestedQueryText',
  'overview.filterNameText',
  'overview.filterPlaceholderText',
  'overview.filterNoResultText',
  'openInText',
  'copyMarkdownLinkText',
  'codeButtonGroupCopyButtonText',
  'codeButtonGroupWrapButtonText',
  'notFoundText',
  'takeMeHomeText',
  'promptCopyText',
  'promptCopiedText',
  'promptExpandText',
  'promptCollapseText',
];

/** The engine's texts module without the texts the site never shows. */
export function withoutUnusedTexts(code: string): string {
  const m = /^export default ([\s\S]*?);?\s*$/.exec(code.trim());
  let texts: Record<string, unknown>;
  try {
    texts = JSON.parse(m?.[1] ?? '') as Record<string, unknown>;
  } catch {
    throw new Error(`engine-texts: the engine's virtual-i18n-text module has an unknown shape; check plugins/engine/engineTexts.ts. It starts: ${code.slice(0, 120)}`);
  }
  for (const key of UNUSED_ENGINE_TEXTS) delete texts[key];
  return `export default ${JSON.stringify(texts)};`;
}

/** Where a built script names a dropped text: `"key"`, `'key'` or `` `key` ``. */
export function droppedTextsNamedIn(js: string): string[] {
  return UNUSED_ENGINE_TEXTS.filter((key) => [`"${key}"`, `'${key}'`, `\`${key}\``].some((literal) => js.includes(literal)));
}

export function engineTextsPlugin(): RspressPlugin {
  // A byte saving for readers only, as plugins/engine/localeSidebars.ts: `rspress dev` keeps the whole module.
  return {
    name: 'alist-engine-texts',
    builderConfig: { plugins: [webModuleTransform('alist-engine-texts-module', /virtual-i18n-text/, withoutUnusedTexts, { buildOnly: true })] },
  };
}
