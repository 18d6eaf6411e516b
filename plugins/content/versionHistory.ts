/**
 * The release history at build time (data/history/, a copy of the reference history.json) as runtime modules:
 *
 * - `virtual-version-history`: the whole history in its compact form, the page of each item (plugins/content/versionLinks.ts),
 *   the JSON type of every configuration key and the v3.63.0 form of every driver option (type, required,
 *   choices). Pages never import it statically: the upgrade page, the checkers and the "my version" marks load it
 *   with `import()` on first use (about 15 KiB gzip).
 * - `virtual-upgrade-default`: the upgrade page's default view (the last ten releases to the newest), its
 *   difference computed here, with the links it shows, so the page's HTML has it and its module carries only that.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { loadDrivers } from '../../data/drivers/load';
import { compactHistory, diff, KINDS, type CompactHistory, type Diff, type History, type Kind } from '../../components/versions/history';
import { docLinks, type DocLinks } from './versionLinks';

const DIR = path.join(import.meta.dirname, '..', '..', 'data', 'history');

/** A driver option as v3.63.0 has it: [type, required, choices?]. */
export type OptionFacts = [type: string, required: boolean, choices?: string[]];

export interface VersionData {
  history: CompactHistory;
  links: DocLinks;
  /** JSON type of each configuration key: string, integer, boolean or string[]. */
  configTypes: Record<string, string>;
  /** Driver name → option name → facts in v3.63.0. */
  options: Record<string, Record<string, OptionFacts>>;
}

export interface UpgradeDefault {
  from: string;
  to: string;
  tags: string[];
  diff: Diff;
  links: DocLinks;
}

/** How many releases before the newest the upgrade page's default view starts. */
export const DEFAULT_SPAN = 10;

export function loadHistory(): History {
  return JSON.parse(readFileSync(path.join(DIR, 'history.json'), 'utf8')) as History;
}

export function versionData(history = loadHistory()): VersionData {
  const options: VersionData['options'] = {};
  for (const d of loadDrivers()) options[d.name] = Object.fromEntries(d.options.map((o) => [o.name, o.options?.length ? [o.type, o.required, o.options] : [o.type, o.required]]));
  return {
    history: compactHistory(history),
    links: docLinks(history),
    configTypes: JSON.parse(readFileSync(path.join(DIR, 'config-types.json'), 'utf8')) as Record<string, string>,
    options,
  };
}

export function upgradeDefault(history: History, links: DocLinks): UpgradeDefault {
  const to = history.tags[history.tags.length - 1];
  const from = history.tags[history.tags.length - 1 - DEFAULT_SPAN];
  const d = diff(history, from, to);
  // Only the links this view shows.
  const shown = {} as DocLinks;
  for (const kind of KINDS as readonly Kind[]) {
    const keys = [...d[kind].added, ...d[kind].removed, ...d[kind].changed.map((c) => c.key)];
    shown[kind] = Object.fromEntries(keys.filter((k) => links[kind][k]).map((k) => [k, links[kind][k]]));
  }
  return { from, to, tags: history.tags, diff: d, links: shown };
}

export function versionHistoryPlugin(): RspressPlugin {
  return {
    name: 'alist-version-history',
    addRuntimeModules() {
      const history = loadHistory();
      const data = versionData(history);
      return {
        'virtual-version-history': `export default ${JSON.stringify(data)};`,
        'virtual-upgrade-default': `export default ${JSON.stringify(upgradeDefault(history, data.links))};`,
        // The "my version" picker's list: the releases alone, so opening it does not load the history.
        'virtual-version-tags': `export default ${JSON.stringify(history.tags)};`,
      };
    },
  };
}
