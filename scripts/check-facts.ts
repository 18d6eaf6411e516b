/**
 * Compares the site with the reference facts of the documented release, taken from the program's source
 * (../shared/reference/v3.63/):
 * data/drivers/ with drivers.json (missing or extra driver, missing or extra option, wrong type,
 * default, required flag or select options, wrong flags, driver methods or shared form fields); the configuration page
 * with config.json (every key in a table row with its environment variable and default); the admin
 * settings pages with settings.json (every setting with its default); and every "since" mark (driver,
 * option, config key, setting) with since.json. Both languages. And the API document (data/api/openapi.json) with
 * api_routes.json: every /api route missing, extra, under the wrong method or with the wrong access level, and its
 * x-since (scripts/apiRoutes.ts).
 * Skips with a notice when the reference folder is not there (e.g. a clone without the steering repo).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LEFT_OUT } from '../data/api/leftOut';
import { openapiPath } from '../data/api/serialize';
import { loadDrivers } from '../data/drivers/load';
import { compareRoutes, documentRoutes, type RefRoute } from './apiRoutes';
import { referenceDir } from './referenceDir';
import type { DriverData, Flag } from '../data/drivers/schema';
import { methodNames, type MethodFact } from '../data/drivers/names';
import { sharedFieldsOf } from '../data/drivers/behaviour';

export interface RefField {
  name: string;
  type: string;
  default: string | null;
  required: boolean;
  options: string[] | null;
}
export interface RefDriver {
  /** Absent where the reference's parser could not read the name (azure_blob); matched by dir then. */
  name?: string;
  dir: string;
  config?: Record<string, unknown>;
  fields: RefField[];
  capabilities: Record<string, string>;
  /** The shared form fields, as the reference applies getMainItems to the driver's config. */
  common_fields?: { name: string }[];
}

const referencePath = path.join(referenceDir, 'drivers.json');

const flagOfConfig: Record<string, Flag> = {
  OnlyProxy: 'onlyProxy', OnlyLocal: 'onlyLocal', NoUpload: 'noUpload', NoOverwriteUpload: 'noOverwriteUpload',
  LocalSort: 'localSort', NoCache: 'noCache', CheckStatus: 'checkStatus', NeedMs: 'needMs', PreferProxy: 'preferProxy',
  NoLinkURL: 'noLinkUrl', ProxyRangeOption: 'proxyRangeOption', Alert: 'alert',
};

/** The JSON key of a reference field: the reference keeps tag options such as ",omitempty" in the name. */
export const fieldName = (f: { name: string }) => f.name.split(',')[0];

/**
 * The reference's word for how a driver answers a method (`implemented`, `implemented:result`, `stub:errs.X`,
 * `stub:error`, `stub:noop`, `absent`), from our data; the archive getter and GetDetails are not read.
 */
export function referenceMethodWord(m: MethodFact | undefined): string {
  if (!m) return 'absent';
  if (m.status === 'implemented') return m.result ? 'implemented:result' : 'implemented';
  if (m.status === 'noop') return 'stub:noop';
  return m.error?.startsWith('errs.') ? `stub:${m.error}` : 'stub:error';
}

/** Methods whose answer data/drivers and the reference both record. */
const comparedMethods = methodNames;

export function flagsOf(ref: RefDriver): Flag[] {
  return Object.entries(ref.config ?? {})
    .filter(([key, value]) => key in flagOfConfig && value)
    .map(([key]) => flagOfConfig[key]);
}

const same = (a: readonly string[], b: readonly string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** First releases from since.json; a value equal to the earliest readable tag means "that release or earlier". */
export interface Since {
  drivers: Record<string, string>;
  driver_options: Record<string, string>;
  config: Record<string, string>;
  settings: Record<string, string>;
  api_routes?: Record<string, string>;
}
const EARLIEST_DRIVER_TAG = 'v3.7.1';
/**
 * First releases since.json lacks: its parser could not read azure_blob's driver name. From the same kind of scan
 * (git ls-tree of every v3 tag): drivers/azure_blob first appears in v3.45.0.
 */
const SINCE_GAPS: Record<string, string> = { 'Azure Blob Storage': 'v3.45.0' };
/** The first release of a driver, from since.json or its known gaps. */
export const driverSince = (since: Since, name: string) => since.drivers[name] ?? SINCE_GAPS[name];
/** An option's mark: only when it arrived after its driver (and after the earliest readable tag). */
export const optionSinceMark = (since: Since, driver: string, option: string) =>
  sinceMark(since.driver_options[`${driver}.${option}`] ?? since.driver_options[`${driver}.${option},omitempty`], driverSince(since, driver) ?? EARLIEST_DRIVER_TAG);
const EARLIEST_TAG = 'v3.0.1';
/** The "since" mark an item should carry: its first release, unless that is the earliest readable tag. */
export const sinceMark = (value: string | undefined, earliest = EARLIEST_DRIVER_TAG) => (value && value !== earliest ? value : undefined);

export function compareDriver(data: DriverData, ref: RefDriver, since?: Since): string[] {
  const out: string[] = [];
  const where = `driver "${data.name}"`;
  if (data.dir !== ref.dir) out.push(`${where}: dir is "${data.dir}", reference "${ref.dir}"`);
  if (since) {
    const want = sinceMark(driverSince(since, data.name));
    if (data.since !== want) out.push(`${where}: since is ${JSON.stringify(data.since)}, since.json says ${JSON.stringify(want)}`);
    for (const option of data.options) {
      const wantOption = optionSinceMark(since, data.name, option.name);
      if (option.since !== wantOption) out.push(`${where} option "${option.name}": since is ${JSON.stringify(option.since)}, since.json says ${JSON.stringify(wantOption)}`);
    }
  }
  const defaultRoot = typeof ref.config?.DefaultRoot === 'string' && ref.config.DefaultRoot !== '' ? ref.config.DefaultRoot : undefined;
  if (data.defaultRoot !== defaultRoot) out.push(`${where}: defaultRoot is ${JSON.stringify(data.defaultRoot)}, reference ${JSON.stringify(defaultRoot)}`);
  if (!same(data.flags, flagsOf(ref))) out.push(`${where}: flags [${data.flags}] differ from reference [${flagsOf(ref)}]`);
  for (const method of comparedMethods) {
    const want = ref.capabilities[method] ?? 'absent';
    const have = referenceMethodWord(data.methods[method]);
    if (have !== want) out.push(`${where}: method ${method} is "${have}", reference "${want}"`);
  }
  if (ref.common_fields) {
    const want = ref.common_fields.map((f) => f.name);
    const have = sharedFieldsOf(data);
    if (JSON.stringify(have) !== JSON.stringify(want)) out.push(`${where}: shared fields [${have}] differ from reference [${want}]`);
  }
  const refNames = ref.fields.map(fieldName);
  const dataNames = data.options.map((o) => o.name);
  if (JSON.stringify(refNames.filter((n) => dataNames.includes(n))) !== JSON.stringify(dataNames.filter((n) => refNames.includes(n)))) {
    out.push(`${where}: options are in a different order than the admin form`);
  }
  for (const field of ref.fields) {
    const option = data.options.find((o) => o.name === fieldName(field));
    if (!option) {
      out.push(`${where}: option "${fieldName(field)}" is missing`);
      continue;
    }
    const at = `${where} option "${fieldName(field)}"`;
    if (option.type !== field.type) out.push(`${at}: type is "${option.type}", reference "${field.type}"`);
    if (option.default !== (field.default ?? '')) out.push(`${at}: default is "${option.default}", reference "${field.default ?? ''}"`);
    if (option.required !== field.required) out.push(`${at}: required is ${option.required}, reference ${field.required}`);
    if (!same(option.options ?? [], field.options ?? [])) out.push(`${at}: options [${option.options ?? []}] differ from reference [${field.options ?? []}]`);
  }
  for (const option of data.options) if (!refNames.includes(option.name)) out.push(`${where}: option "${option.name}" is not in the reference`);
  return out;
}

export function checkFacts(refs: RefDriver[], drivers: DriverData[], since?: Since): string[] {
  const problems: string[] = [];
  const matched = new Set<DriverData>();
  for (const ref of refs) {
    const data = drivers.find((d) => (ref.name ? d.name === ref.name : d.dir === ref.dir));
    if (!data) problems.push(`driver "${ref.name ?? `(no name, dir ${ref.dir})`}" (${ref.dir}) is missing from data/drivers/`);
    else {
      matched.add(data);
      problems.push(...compareDriver(data, ref, since));
    }
  }
  for (const data of drivers) if (!matched.has(data)) problems.push(`driver "${data.name}" in data/drivers/ is not in the reference`);
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
/** A row's since mark must match the item's first release (none when it is the earliest readable tag). */
function sinceProblem(key: string, matching: string[], label: string, first: string | undefined, where: string): string[] {
  const want = sinceMark(first, EARLIEST_TAG);
  // Only the row that describes the item (its first cell) carries its mark; other rows may mention it.
  const rows = matching.filter((r) => r.trimStart().startsWith(`| \`${key}\``));
  const marks = [...new Set(rows.flatMap((r) => [...r.matchAll(/<Since v="([^"]+)"/g)].map((m) => m[1])))];
  if (want && !marks.includes(want)) return [`${where}: ${label} lacks its mark <Since v="${want}" />`];
  const wrong = marks.filter((m) => m !== want);
  if (wrong.length > 0) return [`${where}: ${label} is marked since ${wrong.join(', ')}, since.json says ${want ?? 'the first releases'}`];
  return [];
}

export function checkConfigPage(keys: RefConfigKey[], markdown: string, where: string, since?: Record<string, string>): string[] {
  const rows = rowsOf(markdown);
  const out: string[] = [];
  for (const k of keys) {
    const leaf = k.key.split('.').pop() ?? k.key;
    const matching = rows.filter((r) => (r.includes(`\`${k.key}\``) || r.includes(`\`${leaf}\``)) && (!k.env || r.includes(`\`${k.env}\``)));
    if (matching.length === 0) out.push(`${where}: no row for config key "${k.key}"${k.env ? ` with ${k.env}` : ''}`);
    else if (k.default !== null && k.default !== '' && !matching.some((r) => r.includes(`\`${shown(k.default)}\``)))
      out.push(`${where}: config key "${k.key}" does not show its default \`${shown(k.default)}\``);
    if (matching.length > 0 && since) out.push(...sinceProblem(k.key, matching, `config key "${k.key}"`, since[k.key], where));
  }
  return out;
}

/** Every setting (created in normal mode) is named on the settings pages, with its default when short. */
export function checkSettingsPages(settings: RefSetting[], markdown: string, where: string, since?: Record<string, string>): string[] {
  const rows = rowsOf(markdown);
  const out: string[] = [];
  for (const s of settings) {
    if (s.only_if) continue;
    const matching = rows.filter((r) => r.includes(`\`${s.key}\``));
    const value = s.default === undefined || s.default === null ? '' : shown(s.default);
    if (matching.length === 0) out.push(`${where}: setting "${s.key}" is not described`);
    else if (value !== '' && value.length <= 40 && !value.includes('\n') && !matching.some((r) => r.includes(`\`${value}\``)))
      out.push(`${where}: setting "${s.key}" does not show its default \`${value}\``);
    if (matching.length > 0 && since) out.push(...sinceProblem(s.key, matching, `setting "${s.key}"`, since[s.key], where));
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(referencePath)) {
    console.log(`check:facts skipped: no reference file at ${referencePath}`);
    process.exit(0);
  }
  const refs = JSON.parse(readFileSync(referencePath, 'utf8')) as RefDriver[];
  const since = (JSON.parse(readFileSync(path.join(referenceDir, 'since.json'), 'utf8')) as { since: Since }).since;
  const problems = checkFacts(refs, loadDrivers(), since);
  const docs = path.resolve(import.meta.dirname, '..', 'docs');
  const configKeys = JSON.parse(readFileSync(path.join(referenceDir, 'config.json'), 'utf8')) as RefConfigKey[];
  const settings = JSON.parse(readFileSync(path.join(referenceDir, 'settings.json'), 'utf8')) as RefSetting[];
  for (const lang of ['en', 'zh']) {
    const page = (name: string) => readFileSync(path.join(docs, lang, 'config', name), 'utf8');
    problems.push(...checkConfigPage(configKeys, page('configuration.mdx'), `docs/${lang}/config/configuration.mdx`, since.config));
    const settingsPages = ['site.mdx', 'style.mdx', 'preview.mdx', 'global.mdx', 'other.mdx', 'side.mdx'].map(page).join('\n');
    problems.push(...checkSettingsPages(settings, settingsPages, `docs/${lang}/config/*`, since.settings));
  }
  const apiRefs = JSON.parse(readFileSync(path.join(referenceDir, 'api_routes.json'), 'utf8')) as RefRoute[];
  const openapi = JSON.parse(readFileSync(openapiPath, 'utf8')) as Parameters<typeof documentRoutes>[0];
  problems.push(...compareRoutes(apiRefs, documentRoutes(openapi), LEFT_OUT, since.api_routes).map((p) => `data/api/openapi.json: ${p}`));
  if (problems.length > 0) {
    console.error(`check:facts: ${problems.length} difference(s) with ${referenceDir}\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`check:facts: driver data, configuration keys, admin settings and the API document's routes agree with ${referenceDir}`);
}
