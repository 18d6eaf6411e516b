/**
 * Rules of the engine's stylesheets for things no page of this site shows: callout types the pages do not use,
 * Shiki's line highlight, focus and diff marks (no code block uses the notation), nprogress's spinner (off), and
 * parts of the engine's theme the site replaced (search button, code wrap icons, a menu placeholder). The browser
 * build's CSS pipeline drops every selector that names one of these classes, before the stylesheets are hashed
 * (about 0.4 KiB gzip of every page's CSS). check-site fails when a built page or script uses one of them, so a
 * page that starts using, say, a `:::note` callout names the class to take out of this list.
 */
import type { RspressPlugin } from '@rspress/core';

export const UNUSED_CSS_CLASSES = [
  'rp-callout--note',
  'rp-callout--important',
  'rp-callout--caution',
  'rp-callout--details',
  'has-highlighted',
  'has-focused',
  'has-diff',
  'code-line-highlighted',
  'spinner-icon',
  'nprogress-custom-parent',
  'rp-search-button',
  'rp-search-button__hotkey',
  'rp-button--medium',
  'rp-nav-menu--left',
  'rp-sidebar-item__link',
  'rp-doc-layout__menu__placeholder',
  'rp-code-button-group__icon--wrap',
  'rp-code-button-group__icon--wrapped',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A class name as a whole token (".has-diff" but not ".has-diff-x"). */
const inSelector = new RegExp(`\\.(?:${UNUSED_CSS_CLASSES.map(escape).join('|')})(?![\\w-])`);
const inBuiltFile = new RegExp(`(?<![\\w-])(?:${UNUSED_CSS_CLASSES.map(escape).join('|')})(?![\\w-])`, 'g');

interface CssRule {
  selectors: string[];
  parent?: { type: string; name?: string };
  remove(): void;
}

/** The PostCSS plugin: drops those selectors, and a rule left with none. */
export const dropUnusedCss = {
  postcssPlugin: 'alist-unused-css',
  Rule(rule: CssRule) {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name ?? '')) return;
    const kept = rule.selectors.filter((selector) => !inSelector.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  },
};

/** The dropped classes a built file uses. */
export function droppedClassesIn(text: string): string[] {
  return [...new Set(text.match(inBuiltFile) ?? [])];
}

export function unusedCssPlugin(): RspressPlugin {
  return {
    name: 'alist-unused-css',
    builderConfig: {
      environments: {
        web: {
          tools: {
            postcss: (_config: unknown, { addPlugins }: { addPlugins: (plugins: unknown) => void }) => {
              addPlugins(dropUnusedCss);
            },
          },
        },
      },
    },
  };
}
