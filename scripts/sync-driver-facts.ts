/**
 * Maintainer tool for a new AList release: brings data/drivers/json/ to the reference's machine facts
 * (option order, type, default, required, select values, flags, capabilities, default root, since marks)
 * and keeps our words. Options and drivers that are new need our words first, given in a texts file:
 *
 *   { "Driver.option": { "label": {"en","zh"}, "description": {"en","zh"} },
 *     "Driver": { "file": "slug.json", "page": "slug", "summary": {"en","zh"} } }
 *
 *   npx tsx scripts/sync-driver-facts.ts [texts.json]      # then: npm run check:facts
 *
 * Lists what still lacks words and leaves those drivers unchanged; removes data of drivers the release dropped.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { driverJsonDir, loadDrivers } from '../data/drivers/load';
import type { DriverData, DriverOption } from '../data/drivers/schema';
import { capabilitiesOf, driverSince, fieldName, flagsOf, optionSinceMark, sinceMark, type RefDriver, type Since } from './check-facts';
import { referenceDir } from './referenceDir';

type Words = Pick<DriverOption, 'label' | 'description'>;
interface NewDriver {
  file: string;
  page?: string;
  summary: DriverData['summary'];
}

const refs = JSON.parse(readFileSync(path.join(referenceDir, 'drivers.json'), 'utf8')) as RefDriver[];
const since = (JSON.parse(readFileSync(path.join(referenceDir, 'since.json'), 'utf8')) as { since: Since }).since;
const texts: Record<string, Words | NewDriver> = process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')) : {};
/** The reference's parser could not read azure_blob's name; drivers/azure_blob/meta.go names it so. */
const NAMES_BY_DIR: Record<string, string> = { azure_blob: 'Azure Blob Storage' };

const existing = loadDrivers();
const missing: string[] = [];
const seen = new Set<string>();
for (const ref of refs) {
  const name = ref.name ?? NAMES_BY_DIR[ref.dir];
  if (!name) throw new Error(`reference driver in ${ref.dir} has no name; add it to NAMES_BY_DIR`);
  const current = existing.find((d) => d.name === name);
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
  const defaultRoot = typeof ref.config?.DefaultRoot === 'string' && ref.config.DefaultRoot !== '' ? ref.config.DefaultRoot : undefined;
  const firstRelease = sinceMark(driverSince(since, name));
  const data: DriverData = {
    name,
    dir: ref.dir,
    ...(current?.page ?? fresh?.page ? { page: current?.page ?? fresh?.page } : {}),
    ...(defaultRoot !== undefined ? { defaultRoot } : {}),
    flags: flagsOf(ref),
    capabilities: capabilitiesOf(ref),
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
