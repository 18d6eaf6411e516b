/**
 * Reads the facts the capability rules need from an AList source checkout (drivers/<dir>/*.go): for every
 * registered driver name, its driver.Config flags and how it answers each optional driver interface (absent,
 * implemented, or a stub that only returns an error). Methods promoted from an embedded type of the same package
 * count, as Go's method sets do. Used by scripts/sync-driver-facts.ts; nothing here runs in the site.
 *
 * A small scanner, not a Go parser: it relies on gofmt layout (a method starts at column 0 with `func (`, a
 * struct field is one per line), which every file of the AList tree has.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { emptyStreamGuard, type DriverMethods, type MethodFact, type MethodName } from '../data/drivers/names';
import { flagNames, methodNames, type Flag } from '../data/drivers/names';

export interface SourceDriver {
  name: string;
  dir: string;
  flags: Flag[];
  defaultRoot?: string;
  methods: DriverMethods;
  /** Flags a method of the driver turns on at run time (189CloudPC's Init for some options). */
  runtimeFlags?: Flag[];
  /** A drive-backed offline-download tool (internal/offline_download/<tool>) accepts storages of this driver's type. */
  offlineTool?: true;
  /** The driver has ShouldProxyDownloads (driver.ProxyDriver): its own option decides whether /d proxies. */
  proxyDriver?: true;
}

/** A refusal by a package error variable, as the message its `errors.New` gives (the name when none is found). */
function withMessages(fact: MethodFact, files: GoFile[]): MethodFact {
  if (!fact.declines) return fact;
  const message = (name: string) => {
    for (const { src } of files) {
      const m = new RegExp(`\\b${name}\\s*=\\s*errors\\.New\\("((?:[^"\\\\]|\\\\.)*)"\\)`).exec(src);
      if (m) return m[1];
    }
    return name;
  };
  return { ...fact, declines: fact.declines.map((d) => (/^Err\w+$/.test(d.error) ? { ...d, error: message(d.error) } : d)) };
}

/** Go type names the offline-download tools assert a storage to be (`storage.(*thunder.Thunder)`). */
function offlineToolTypes(root: string): Set<string> {
  const dir = path.join(root, 'internal', 'offline_download');
  if (!existsSync(dir)) throw new Error(`${dir} is missing: is ${root} an AList v3 checkout?`);
  const types = new Set<string>();
  for (const tool of readdirSync(dir).filter((d) => statSync(path.join(dir, d)).isDirectory())) {
    for (const { masked } of readPackage(path.join(dir, tool))) for (const m of masked.matchAll(/storage\.\(\*\w+\.(\w+)\)/g)) types.add(m[1]);
  }
  return types;
}

/** Config field → flag name, for the boolean and string flags the pages show. */
const FLAG_OF_FIELD: Record<string, Flag> = {
  OnlyProxy: 'onlyProxy', OnlyLocal: 'onlyLocal', NoUpload: 'noUpload', NoOverwriteUpload: 'noOverwriteUpload',
  LocalSort: 'localSort', NoCache: 'noCache', CheckStatus: 'checkStatus', NeedMs: 'needMs', PreferProxy: 'preferProxy',
  NoLinkURL: 'noLinkUrl', ProxyRangeOption: 'proxyRangeOption', Alert: 'alert',
};

/** Blanks comments and the contents of string and rune literals (keeping length and newlines), so braces count. */
export function maskGo(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? src.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += c !== '`' && src[j] === '\\' ? 2 : 1;
      out += c + src.slice(i + 1, j).replace(/[^\n]/g, ' ') + c;
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index just past the brace that closes the one at `open`, in masked text. */
function closeBrace(masked: string, open: number): number {
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    if (masked[i] === '{') depth++;
    else if (masked[i] === '}' && --depth === 0) return i + 1;
  }
  throw new Error(`unbalanced braces from offset ${open}`);
}

interface GoFile {
  file: string;
  src: string;
  masked: string;
}

interface Method {
  receiver: string;
  name: string;
  /** The result list as written, e.g. `(model.Obj, error)`. */
  results: string;
  /** Body without the outer braces, original text (comments kept) and masked. */
  body: string;
  maskedBody: string;
}

function methodsOf(files: GoFile[]): Method[] {
  const out: Method[] = [];
  for (const { src, masked } of files) {
    const re = /^func \(\w+ \*?(\w+)\) (\w+)\(/gm;
    for (let m = re.exec(masked); m; m = re.exec(masked)) {
      // Parameters end at the parenthesis matching the one after the name; the results run to the body's brace.
      let depth = 0;
      let i = m.index + m[0].length - 1;
      for (; i < masked.length; i++) {
        if (masked[i] === '(') depth++;
        else if (masked[i] === ')' && --depth === 0) break;
      }
      // The body's brace ends the line; `interface{}` in the results does not.
      const open = masked.slice(i).search(/\{\s*\n/) + i;
      const end = closeBrace(masked, open);
      out.push({ receiver: m[1], name: m[2], results: masked.slice(i + 1, open).trim(), body: src.slice(open + 1, end - 1), maskedBody: masked.slice(open + 1, end - 1) });
    }
  }
  return out;
}

/** Embedded types of each struct (fields that are a bare, possibly pointer, type name of this package). */
function embedsOf(files: GoFile[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { masked } of files) {
    const re = /^type (\w+) struct \{/gm;
    for (let m = re.exec(masked); m; m = re.exec(masked)) {
      const open = m.index + m[0].length - 1;
      const body = masked.slice(open + 1, closeBrace(masked, open) - 1);
      const embedded = body.split('\n').map((l) => l.trim().replace(/\s+`.*$/, '')).filter((l) => /^\*?\w+$/.test(l)).map((l) => l.replace(/^\*/, ''));
      out.set(m[1], embedded);
    }
  }
  return out;
}

/** The statements of a body with comments and blank lines dropped. */
const statements = (body: string) => maskComments(body).split('\n').map((l) => l.trim()).filter((l) => l !== '');
const maskComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/**
 * The error a lone `return` gives, when it is a refusal: errs.NotImplement/NotSupport, a fixed message, or an error
 * variable of the package (`ErrX`, resolved to its message by readDriverSources).
 */
function refusal(ret: string): string | undefined {
  const m = /^return (?:nil, )*(errs\.\w+|Err\w+|errors\.New\("((?:[^"\\]|\\.)*)"\)|fmt\.Errorf\("((?:[^"\\]|\\.)*)"\))$/.exec(ret);
  if (!m) return undefined;
  return m[2] ?? m[3] ?? m[1];
}

/** How one method answers: a stub returns nothing but a refusal (or nothing at all); otherwise list branches that refuse. */
export function classify(method: Method): MethodFact {
  const result = /^\((\w+ )?model\.Obj, (\w+ )?error\)$/.test(method.results) ? { result: true as const } : {};
  const lines = statements(method.body);
  if (lines.length === 0 || (lines.length === 1 && /^return(?: nil)*$/.test(lines[0].replace(/,/g, '')))) return { status: 'noop', ...result };
  if (lines.length === 1 && refusal(lines[0])) return { status: 'stub', error: refusal(lines[0])!, ...result };
  // `if <cond> {` followed directly by a refusal and its closing brace: the driver declines in that case. Kept
  // when the refusal is one AList reacts to (errs.NotImplement/NotSupport), the case is files or folders, or a
  // switch of the storage's own options is off (`if !d.Writable` → errs.PermissionDenied: UrlTree, Alias); the
  // other guards (nil checks, empty ids) are errors, not missing support.
  const declines: { when: string; error: string }[] = [];
  const kept = (when: string, error: string) =>
    /^errs\.Not(Implement|Support)$/.test(error) || /IsDir\(\)/.test(when) || (error === 'errs.PermissionDenied' && /^!d\.\w+$/.test(when)) || emptyStreamGuard.test(when);
  for (let i = 0; i + 2 < lines.length; i++) {
    const cond = /^(?:\} else )?if (.+) \{$/.exec(lines[i]);
    const error = refusal(lines[i + 1]);
    // `if x != last {` after `if x == other {` is the default of a dispatch on x's known values, not a set-up that refuses.
    const other = /^(.+) != \w+$/.exec(cond?.[1] ?? '');
    if (other && lines.slice(0, i).some((l) => l.startsWith(`if ${other[1]} == `))) continue;
    if (cond && error && lines[i + 2].startsWith('}') && kept(cond[1], error)) declines.push({ when: cond[1], error });
  }
  // `default:` of a switch on an option (139Yun's cloud type, Cloudreve's storage policy) that refuses: the method
  // works only for the values its cases name. A type switch's default is unreachable for the driver's own objects.
  for (let i = 0; i + 1 < lines.length; i++) {
    if (lines[i] !== 'default:') continue;
    const error = refusal(lines[i + 1]) ?? /^err = (errs\.Not(?:Implement|Support))$/.exec(lines[i + 1])?.[1];
    const opened = lines.slice(0, i).reverse().find((l) => /^switch\b.*\{$/.test(l));
    if (error && opened && !/\.\(type\)/.test(opened) && /^errs\.Not(Implement|Support)$/.test(error)) declines.push({ when: 'default', error });
  }
  // A body that ends in errs.NotImplement/NotSupport does the work only in the cases its branches return from.
  // Not so when those branches only sort the object into the package's plain File and Folder types (WeiYun): every
  // object the driver lists is one of the two, so that refusal, like an `ok` check on them, is never reached.
  const asserted = [...method.maskedBody.matchAll(/(?:\.\(|case )\*(\w+)\)?/g)].map((m) => m[1]);
  const plainTypesOnly = asserted.length > 0 && asserted.every((t) => t === 'File' || t === 'Folder');
  if (plainTypesOnly) for (let i = declines.length - 1; i >= 0; i--) if (/\.\(\*(File|Folder)\); !ok$/.test(declines[i].when)) declines.splice(i, 1);
  const last = refusal(lines[lines.length - 1]);
  if (last && kept('', last) && !plainTypesOnly) declines.push({ when: 'otherwise', error: last });
  return { status: 'implemented', ...result, ...(declines.length > 0 ? { declines } : {}) };
}

function readPackage(dir: string): GoFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
    .sort()
    .map((f) => {
      const src = readFileSync(path.join(dir, f), 'utf8');
      return { file: f, src, masked: maskGo(src) };
    });
}

/** `driver.Config{...}` literals of a package: the variable or field they are assigned to, and their fields. */
function configLiterals(files: GoFile[]): { at: number; file: string; assigned: string; fields: Record<string, string> }[] {
  const out = [];
  for (const { file, src, masked } of files) {
    const re = /(\w+)\s*(?:=|:)\s*driver\.Config\{/g;
    for (let m = re.exec(masked); m; m = re.exec(masked)) {
      const open = m.index + m[0].length - 1;
      const end = closeBrace(masked, open) - 1;
      // Masked lines find the fields (a `//` inside a string is no comment); the original gives their values.
      const original = src.slice(open + 1, end).split('\n');
      const fields: Record<string, string> = {};
      masked.slice(open + 1, end).split('\n').forEach((line, n) => {
        const f = /^\s*(\w+):\s*(.+?),?\s*$/.exec(line);
        if (f) fields[f[1]] = original[n].slice(line.indexOf(f[2]), line.indexOf(f[2]) + f[2].length);
      });
      out.push({ at: m.index, file, assigned: m[1], fields });
    }
  }
  return out;
}

const stringValue = (v: string | undefined) => (v && /^".*"$/.test(v) ? JSON.parse(v) as string : undefined);

function flagsOf(fields: Record<string, string>): Flag[] {
  const flags = Object.entries(fields)
    .filter(([k, v]) => k in FLAG_OF_FIELD && v !== 'false' && v !== '""')
    .map(([k]) => FLAG_OF_FIELD[k]);
  return flagNames.filter((f) => flags.includes(f));
}

/** Every driver registered under `root`/drivers, sorted by directory then name. */
export function readDriverSources(root: string): SourceDriver[] {
  const driversDir = path.join(root, 'drivers');
  const dirs = readdirSync(driversDir).filter((d) => statSync(path.join(driversDir, d)).isDirectory() && d !== 'base' && d !== 'template').sort();
  const out: SourceDriver[] = [];
  const toolTypes = offlineToolTypes(root);
  for (const dir of dirs) {
    const files = readPackage(path.join(driversDir, dir));
    const methods = methodsOf(files);
    const embeds = embedsOf(files);
    const literals = configLiterals(files);
    const registrations: { type: string; name: string; fields: Record<string, string> }[] = [];
    for (const { masked } of files) {
      const re = /op\.RegisterDriver\(func\(\) driver\.Driver \{/g;
      for (let m = re.exec(masked); m; m = re.exec(masked)) {
        const open = m.index + m[0].length - 1;
        const block = masked.slice(open, closeBrace(masked, open));
        const type = /(?:return |:= )&(\w+)\{/.exec(block)?.[1];
        if (!type) throw new Error(`drivers/${dir}: a RegisterDriver call without "return &Type{"`);
        // The config is a literal inside the registration, or the package variable the type's Config() returns.
        let fields = literals.find((l) => l.at > m!.index && l.at < open + block.length)?.fields;
        if (!fields) {
          const configMethod = methods.find((x) => x.receiver === type && x.name === 'Config');
          // `return config`, or a copy made on first call (189CloudPC): the package variable its body names.
          fields = configMethod && literals.find((l) => new RegExp(`\\b${l.assigned}\\b`).test(configMethod.maskedBody))?.fields;
        }
        const name = stringValue(fields?.Name);
        if (!fields || !name) throw new Error(`drivers/${dir}: cannot find the driver.Config of ${type}`);
        registrations.push({ type, name, fields });
      }
    }
    for (const { type, name, fields } of registrations) {
      const found: DriverMethods = {};
      for (const method of methodNames) {
        // Own method first, then those promoted from embedded types (breadth first, as Go resolves them).
        const queue = [type];
        for (let t = queue.shift(); t; t = queue.shift()) {
          const m = methods.find((x) => x.receiver === t && x.name === method);
          if (m) {
            found[method as MethodName] = withMessages(classify(m), files);
            break;
          }
          queue.push(...(embeds.get(t) ?? []));
        }
      }
      const defaultRoot = stringValue(fields.DefaultRoot);
      const flags = flagsOf(fields);
      const assigned = methods.filter((m) => m.receiver === type).flatMap((m) => [...m.maskedBody.matchAll(/\.\w*[cC]onfig\.(\w+) = true\b/g)].map((a) => a[1]));
      const runtimeFlags = flagsOf(Object.fromEntries(assigned.map((a) => [a, 'true']))).filter((f) => !flags.includes(f));
      const offlineTool = toolTypes.has(type) && found.OfflineDownload !== undefined;
      // server/common/check.go ShouldProxy asks a driver.ProxyDriver instead of its OnlyProxy flag.
      const proxyDriver = methods.some((m) => m.receiver === type && m.name === 'ShouldProxyDownloads');
      out.push({
        name, dir, flags, ...(defaultRoot ? { defaultRoot } : {}), methods: found, ...(runtimeFlags.length > 0 ? { runtimeFlags } : {}),
        ...(offlineTool ? { offlineTool: true as const } : {}), ...(proxyDriver ? { proxyDriver: true as const } : {}),
      });
    }
  }
  return out;
}
