/**
 * Compares the site with the reference facts taken from the program's source (../shared/reference/):
 * data/drivers/ with drivers.json (missing or extra driver, missing or extra option, wrong type,
 * default, required flag or select options, wrong flags or capabilities); the configuration page
 * with config.json (every key in a table row with its environment variable and default); the admin
 * settings pages with settings.json (every setting with its default). Both languages.
 * Skips with a notice when the reference folder is not there (e.g. a clone without the steering repo).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadDrivers } from '../data/drivers/load';
import type { Capability, DriverData, Flag } from '../data/drivers/schema';

interface RefField {
  name: string;
  type: string;
  default: string | null;
  required: boolean;
  options: string[] | null;
}
interface RefDriver {
  name: string;
  dir: string;
  source: 'alist' | 'openlist';
  config?: Record<string, unknown>;
  fields: RefField[];
  capabilities: Record<string, string>;
}

const referenceDir = process.env.REFERENCE_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'shared', 'reference');
const referencePath = path.join(referenceDir, 'drivers.json');

const flagOfConfig: Record<string, Flag> = {
  OnlyProxy: 'onlyProxy', OnlyLocal: 'onlyLocal', NoUpload: 'noUpload', NoOverwriteUpload: 'noOverwriteUpload',
  LocalSort: 'localSort', NoCache: 'noCache', CheckStatus: 'checkStatus', NeedMs: 'needMs', PreferProxy: 'preferProxy',
  NoLinkURL: 'noLinkUrl', ProxyRangeOption: 'proxyRangeOption', Alert: 'alert',
};

const implemented = (v: string | undefined) => v !== undefined && v.startsWith('implemented');

/** Capabilities as the reader sees them, derived from which driver methods are implemented. */
export function capabilitiesOf(ref: RefDriver): Capability[] {
  const c = ref.capabilities;
  const caps: Capability[] = ['list', 'download'];
  if (implemented(c.Put) && !ref.config?.NoUpload) caps.push('upload');
  const methods: [string, Capability][] = [['MakeDir', 'mkdir'], ['Rename', 'rename'], ['Move', 'move'], ['Copy', 'copy'], ['Remove', 'remove'], ['OfflineDownload', 'offlineDownload']];
  for (const [method, cap] of methods) if (implemented(c[method])) caps.push(cap);
  if (implemented(c.GetArchiveMeta) || implemented(c.ListArchive) || implemented(c.Extract)) caps.push('archive');
  if (implemented(c.GetDetails)) caps.push('details');
  return caps;
}

export function flagsOf(ref: RefDriver): Flag[] {
  return Object.entries(ref.config ?? {})
    .filter(([key, value]) => key in flagOfConfig && value)
    .map(([key]) => flagOfConfig[key]);
}

const same = (a: readonly string[], b: readonly string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

export function compareDriver(data: DriverData, ref: RefDriver): string[] {
  const out: string[] = [];
  const where = `driver "${data.name}"`;
  if (data.dir !== ref.dir) out.push(`${where}: dir is "${data.dir}", reference "${ref.dir}"`);
  if (data.source !== ref.source) out.push(`${where}: source is "${data.source}", reference "${ref.source}"`);
  const defaultRoot = typeof ref.config?.DefaultRoot === 'string' && ref.config.DefaultRoot !== '' ? ref.config.DefaultRoot : undefined;
  if (data.defaultRoot !== defaultRoot) out.push(`${where}: defaultRoot is ${JSON.stringify(data.defaultRoot)}, reference ${JSON.stringify(defaultRoot)}`);
  if (!same(data.flags, flagsOf(ref))) out.push(`${where}: flags [${data.flags}] differ from reference [${flagsOf(ref)}]`);
  if (!same(data.capabilities, capabilitiesOf(ref))) out.push(`${where}: capabilities [${data.capabilities}] differ from reference [${capabilitiesOf(ref)}]`);
  const refNames = ref.fields.map((f) => f.name);
  const dataNames = data.options.map((o) => o.name);
  if (JSON.stringify(refNames.filter((n) => dataNames.includes(n))) !== JSON.stringify(dataNames.filter((n) => refNames.includes(n)))) {
    out.push(`${where}: options are in a different order than the admin form`);
  }
  for (const field of ref.fields) {
    const option = data.options.find((o) => o.name === field.name);
    if (!option) {
      out.push(`${where}: option "${field.name}" is missing`);
      continue;
    }
    const at = `${where} option "${field.name}"`;
    if (option.type !== field.type) out.push(`${at}: type is "${option.type}", reference "${field.type}"`);
    if (option.default !== (field.default ?? '')) out.push(`${at}: default is "${option.default}", reference "${field.default ?? ''}"`);
    if (option.required !== field.required) out.push(`${at}: required is ${option.required}, reference ${field.required}`);
    if (!same(option.options ?? [], field.options ?? [])) out.push(`${at}: options [${option.options ?? []}] differ from reference [${field.options ?? []}]`);
  }
  for (const option of data.options) if (!refNames.includes(option.name)) out.push(`${where}: option "${option.name}" is not in the reference`);
  return out;
}

/** Drivers of the OpenList fork that AList v3 never shipped; the site documents none of them. */
const outOfScope = (ref: RefDriver, documented: Set<string>) => ref.source === 'openlist' && !documented.has(ref.name);

export function checkFacts(refs: RefDriver[], drivers: DriverData[]): string[] {
  const problems: string[] = [];
  const documented = new Set(drivers.map((d) => d.name));
  for (const ref of refs) {
    if (outOfScope(ref, documented)) continue;
    const data = drivers.find((d) => d.name === ref.name);
    if (!data) problems.push(`driver "${ref.name}" (${ref.dir}) is missing from data/drivers/`);
    else problems.push(...compareDriver(data, ref));
  }
  for (const data of drivers) if (!refs.some((r) => r.name === data.name)) problems.push(`driver "${data.name}" in data/drivers/ is not in the reference`);
  return problems;
}

interface RefConfigKey {
  key: string;
  env?: string;
  default: unknown;
}
interface RefSetting {
  key: string;
  default?: unknown;
  only_if?: unknown;
}

/** Table rows of a page, with Markdown's escaped pipes unescaped. */
const rowsOf = (markdown: string) => markdown.split('\n').map((l) => l.replace(/\\\|/g, '|'));
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Every config key has a table row naming it and its environment variable, showing its default. */
export function checkConfigPage(keys: RefConfigKey[], markdown: string, where: string): string[] {
  const rows = rowsOf(markdown);
  const out: string[] = [];
  for (const k of keys) {
    const leaf = k.key.split('.').pop() ?? k.key;
    const matching = rows.filter((r) => (r.includes(`\`${k.key}\``) || r.includes(`\`${leaf}\``)) && (!k.env || r.includes(`\`${k.env}\``)));
    if (matching.length === 0) out.push(`${where}: no row for config key "${k.key}"${k.env ? ` with ${k.env}` : ''}`);
    else if (k.default !== null && k.default !== '' && !matching.some((r) => r.includes(`\`${shown(k.default)}\``)))
      out.push(`${where}: config key "${k.key}" does not show its default \`${shown(k.default)}\``);
  }
  return out;
}

/** Every setting (created in normal mode) is named on the settings pages, with its default when short. */
export function checkSettingsPages(settings: RefSetting[], markdown: string, where: string): string[] {
  const rows = rowsOf(markdown);
  const out: string[] = [];
  for (const s of settings) {
    if (s.only_if) continue;
    const matching = rows.filter((r) => r.includes(`\`${s.key}\``));
    const value = s.default === undefined || s.default === null ? '' : shown(s.default);
    if (matching.length === 0) out.push(`${where}: setting "${s.key}" is not described`);
    else if (value !== '' && value.length <= 40 && !value.includes('\n') && !matching.some((r) => r.includes(`\`${value}\``)))
      out.push(`${where}: setting "${s.key}" does not show its default \`${value}\``);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(referencePath)) {
    console.log(`check:facts skipped: no reference file at ${referencePath}`);
    process.exit(0);
  }
  const refs = JSON.parse(readFileSync(referencePath, 'utf8')) as RefDriver[];
  const problems = checkFacts(refs, loadDrivers());
  const docs = path.resolve(import.meta.dirname, '..', 'docs');
  const configKeys = JSON.parse(readFileSync(path.join(referenceDir, 'config.json'), 'utf8')) as RefConfigKey[];
  const settings = JSON.parse(readFileSync(path.join(referenceDir, 'settings.json'), 'utf8')) as RefSetting[];
  for (const lang of ['en', 'zh']) {
    const page = (name: string) => readFileSync(path.join(docs, lang, 'config', name), 'utf8');
    problems.push(...checkConfigPage(configKeys, page('configuration.mdx'), `docs/${lang}/config/configuration.mdx`));
    const settingsPages = ['site.md', 'style.md', 'preview.md', 'global.md', 'other.md', 'side.md'].map(page).join('\n');
    problems.push(...checkSettingsPages(settings, settingsPages, `docs/${lang}/config/*`));
  }
  if (problems.length > 0) {
    console.error(`check:facts: ${problems.length} difference(s) with ${referencePath}\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`check:facts: driver data, configuration keys and admin settings agree with ${referenceDir}`);
}
