/**
 * Maintainer tool for a new AList release: brings data/drivers/json/ to the release's machine facts and keeps our
 * words. From the reference: option order, type, default, required, select values, default root, since marks. From
 * a source checkout of the same release (scripts/driverSource.ts): the driver.Config flags and how the driver answers
 * each optional method, which data/drivers/behaviour.ts turns into the capabilities the pages show. Options and
 * drivers that are new need our words first, given in a texts file:
 *
 *   { "Driver.option": { "label": {"en","zh"}, "description": {"en","zh"} },
 *     "Driver": { "file": "slug.json", "page": "slug", "summary": {"en","zh"} } }
 *
 *   npx tsx scripts/sync-driver-facts.ts --source <alist checkout> [texts.json]   # then: npm run check:facts
 *
 * Lists what still lacks words and leaves those drivers unchanged; removes data of drivers the release dropped.
 * Nothing of the checkout is copied: only the facts above are written.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { driverJsonDir, loadDrivers } from '../data/drivers/load';
import type { DriverData, DriverOption } from '../data/drivers/schema';
import { driverSince, fieldName, optionSinceMark, sinceMark, type RefDriver, type Since } from './check-facts';
import { readDriverSources } from './driverSource';
import { referenceDir } from './referenceDir';

type Words = Pick<DriverOption, 'label' | 'description'>;
interface NewDriver {
  file: string;
  page?: string;
  summary: DriverData['summary'];
}

const refs = JSON.parse(readFileSync(path.join(referenceDir, 'drivers.json'), 'utf8')) as RefDriver[];
const since = (JSON.parse(readFileSync(path.join(referenceDir, 'since.json'), 'utf8')) as { since: Since }).since;
const args = process.argv.slice(2);
const sourceAt = args.indexOf('--source');
const sourceDir = sourceAt >= 0 ? args[sourceAt + 1] : undefined;
if (!sourceDir || !existsSync(path.join(sourceDir, 'drivers'))) {
  console.error('sync-driver-facts: give --source <dir>, a checkout of the documented AList release (it needs <dir>/drivers/)');
  process.exit(2);
}
const textsFile = args.filter((_, i) => i !== sourceAt && i !== sourceAt + 1)[0];
const texts: Record<string, Words | NewDriver> = textsFile ? JSON.parse(readFileSync(textsFile, 'utf8')) : {};
const sources = readDriverSources(sourceDir);
/** The reference's parser could not read azure_blob's name; drivers/azure_blob/meta.go names it so. */
const NAMES_BY_DIR: Record<string, string> = { azure_blob: 'Azure Blob Storage' };

const existing = loadDrivers();
const missing: string[] = [];
const seen = new Set<string>();
for (const ref of refs) {
  const name = ref.name ?? NAMES_BY_DIR[ref.dir];
  if (!name) throw new Error(`reference driver in ${ref.dir} has no name; add it to NAMES_BY_DIR`);
  const current = existing.find((d) => d.name === name);
  const source = sources.find((d) => d.name === name);
  if (!source) throw new Error(`driver "${name}" (${ref.dir}) of the reference is not registered in ${sourceDir}/drivers/${ref.dir}: is the checkout the reference's release?`);
  const fresh = texts[name] as NewDriver | undefined;
  if (!current && !fresh) {
    missing.push(`driver "${name}" (${ref.dir}): file, page and summary`);
    continue;
  }
  const lacking: string[] = [];
  const options: DriverOption[] = ref.fields.map((f) => {
    const key = fieldName(f);
    const old = current?.options.find((o) => o.name === key);
    const words = (texts[`${name}.${key}`] as Words | undefined) ?? (old && { label: old.label, description: old.description });
    if (!words) lacking.push(`${name}.${key}`);
    const option: DriverOption = {
      name: key,
      type: f.type as DriverOption['type'],
      default: f.default ?? '',
      required: f.required,
      ...(f.options && f.options.length > 0 ? { options: f.options } : {}),
      label: words?.label ?? { en: '', zh: '' },
      description: words?.description ?? { en: '', zh: '' },
    };
    const mark = optionSinceMark(since, name, key);
    return mark ? { ...option, since: mark } : option;
  });
  if (lacking.length > 0) {
    missing.push(...lacking.map((l) => `option ${l}: label and description`));
    continue;
  }
  const defaultRoot = source.defaultRoot;
  const firstRelease = sinceMark(driverSince(since, name));
  const data: DriverData = {
    name,
    dir: ref.dir,
    ...(current?.page ?? fresh?.page ? { page: current?.page ?? fresh?.page } : {}),
    ...(defaultRoot !== undefined ? { defaultRoot } : {}),
    flags: source.flags,
    ...(source.runtimeFlags ? { runtimeFlags: source.runtimeFlags } : {}),
    methods: source.methods,
    ...(source.offlineTool ? { offlineTool: true as const } : {}),
    ...(source.proxyDriver ? { proxyDriver: true as const } : {}),
    summary: current?.summary ?? fresh!.summary,
    ...(firstRelease ? { since: firstRelease } : {}),
    options,
  };
  const file = current ? path.basename(current.file) : fresh!.file;
  seen.add(file);
  writeFileSync(path.join(driverJsonDir, file), `${JSON.stringify(data, null, 2)}\n`);
}
for (const d of existing) {
  const file = path.basename(d.file);
  if (!seen.has(file) && !refs.some((r) => (r.name ?? NAMES_BY_DIR[r.dir]) === d.name)) {
    rmSync(d.file.replace(/^data\/drivers\/json/, driverJsonDir));
    console.log(`removed ${d.file}: "${d.name}" is not in the reference`);
  }
}
if (missing.length > 0) {
  console.error(`sync-driver-facts: ${missing.length} item(s) need our words (those drivers were left as they were):\n${missing.join('\n')}`);
  process.exit(1);
}
console.log('sync-driver-facts: every driver matches the reference');
