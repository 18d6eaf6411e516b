/**
 * Release numbers written in the pages and in the data that renders into them: every "v3.N.P" must be a v3 release
 * tag and every "v3.N" a release line that has one (after v3.24.0 comes v3.25.1, so "v3.25.0" names no release).
 * Where a mention says an item (driver, driver option, config key, setting, /api route, named in a code span just
 * before it) arrived or was removed in that release, the mention is compared with the item's first or last release
 * in history.json. Mentions whose item cannot be told for sure are returned as ambiguous, not guessed at.
 * The tag list comes from history.json (CI has no git mirror).
 */
import { compareReleases } from '../components/releases';

export interface HistoryItem {
  first: string;
  last: string;
  changes: { tag: string; field: string; from?: unknown; to?: unknown }[];
}
export interface History {
  tags: string[];
  items: Record<'drivers' | 'driver_options' | 'config' | 'settings' | 'api_routes', Record<string, HistoryItem>>;
}

export interface Mention {
  line: number;
  /** As written: "v3.42.0" or the release line "v3.42". */
  version: string;
  /** Offset of the mention in its line. */
  column: number;
}

/** "v3.N" or "v3.N.P", not part of a longer number, a pre-release name (v3.0.0-rc.1) or a licence name (GPL v3.0). */
const MENTION = /(?<![\w.\-/])v3\.(\d+)(?:\.(\d+))?(?![\w\-]|\.\d)/g;
const LICENCE_BEFORE = /(License|Licence|许可证)\s*$/;

export function versionMentions(text: string): Mention[] {
  const out: Mention[] = [];
  text.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(MENTION)) {
      if (LICENCE_BEFORE.test(line.slice(0, m.index))) continue;
      out.push({ line: index + 1, version: m[0], column: m.index });
    }
  });
  return out;
}

/** Whether a written number names a release: a tag, or a release line (v3.N) with at least one tag. */
export function isRelease(version: string, tags: readonly string[]): boolean {
  return version.split('.').length === 3 ? tags.includes(version) : tags.some((t) => t.startsWith(`${version}.`));
}

/** Whether a tag belongs to a written number: the same tag, or a tag of that release line. */
const matches = (written: string, tag: string) => written === tag || tag.startsWith(`${written}.`);

type Kind = keyof History['items'];
interface Candidate {
  kind: Kind;
  name: string;
  first: string;
  last: string;
}

/** The earliest tag each kind can show: earlier tags register drivers in a way history.json does not read. */
const EARLIEST: Record<Kind, string> = { drivers: 'v3.7.1', driver_options: 'v3.7.1', config: 'v3.0.1', settings: 'v3.0.1', api_routes: 'v3.0.1' };

/**
 * The items a code span names. Routes by path ("/api/fs/list", "POST /api/fs/list") or by group prefix
 * ("/api/share/*", "/api/task/decompress"), config keys by full key or section, driver options by name, limited to the
 * page's drivers when one of them has the option.
 */
export function itemsNamed(span: string, history: History, pageDrivers: readonly string[] = []): Candidate[] {
  const text = span.trim().replace(/[*…]+$/, '').replace(/\/+$/, '');
  const of = (kind: Kind, names: string[]): Candidate[] =>
    names.map((name) => ({ kind, name, first: history.items[kind][name].first, last: history.items[kind][name].last }));
  const routes = Object.keys(history.items.api_routes);
  const route = /^(?:(GET|POST|PUT|DELETE|ANY|PATCH)\s+)?(\/api\/\S*)$/.exec(text);
  if (route) {
    const [, method, p] = route;
    const exact = routes.filter((r) => r.split(' ')[1] === p && (!method || r.startsWith(`${method} `)));
    if (exact.length > 0) return of('api_routes', exact);
    // A group ("/api/task/*") arrived with its first route.
    const group = of('api_routes', routes.filter((r) => r.split(' ')[1].startsWith(`${p}/`)));
    return group.length > 0 ? [{ kind: 'api_routes', name: `${p}/*`, ...rangeOf(group) }] : [];
  }
  const options = Object.keys(history.items.driver_options).filter((k) => k.endsWith(`.${text}`) || k.endsWith(`.${text},omitempty`));
  const onPage = options.filter((k) => pageDrivers.some((d) => k.startsWith(`${d}.`)));
  // On a driver page a name is first the page's driver option.
  if (onPage.length > 0) return of('driver_options', onPage);
  const out: Candidate[] = [];
  if (text in history.items.drivers) out.push(...of('drivers', [text]));
  if (text in history.items.settings) out.push(...of('settings', [text]));
  const config = Object.keys(history.items.config);
  if (text in history.items.config) out.push(...of('config', [text]));
  else {
    const section = config.filter((k) => k.startsWith(`${text}.`));
    if (section.length > 0) out.push({ kind: 'config', name: `${text}.*`, ...rangeOf(of('config', section)) });
  }
  // Elsewhere a config key or setting of that name is meant before the option of some driver.
  return out.length > 0 ? out : of('driver_options', options);
}

/** First and last release of a group of items: its earliest first and latest last. */
function rangeOf(items: Candidate[]): { first: string; last: string } {
  const first = items.map((i) => i.first).sort(compareReleases)[0];
  const last = items.map((i) => i.last).sort(compareReleases).at(-1) ?? first;
  return { first, last };
}

type Claim = 'first' | 'last' | 'removed' | 'changed';
/** What the words around a mention claim: the item's first release, its last release, or the release that dropped it. */
export function claimOf(before: string, after: string): Claim | undefined {
  if (/(\bsince|\badded in|\barrived in|\bintroduced in|\bnew in|<Since v=")\s*(AList\s+)?$/i.test(before)) return 'first';
  if (/^\+/.test(after) || /^"\s*\/>/.test(after) || /^\s*(and|or) later\b/i.test(after)) return 'first';
  if (/^\s*(及以后|及之后|及更高版本|起)/.test(after)) return 'first';
  if (/^\s*(and|or) (older|earlier)\b/i.test(after) || /^\s*(及以前|及更早|及之前|为止)/.test(after)) return 'last';
  if (/(从|自)\s*(AList\s*)?$/.test(before) && /^\s*(起|开始)/.test(after)) return 'first';
  // "`video_types` 在 v3.33.0 加入了 `m3u8`": a value added to the item, not the item's arrival.
  if (/^\s*(新增|加入|引入|中加入|中新增|中引入)(?!了?\s*`)/.test(after)) return 'first';
  if (/(\bremoved in|\bdropped in)\s*(AList\s+)?$/i.test(before) || /^\s*(中)?(移除|删除|去掉)/.test(after)) return 'removed';
  if (/(\bup to|\buntil)\s*(AList\s+)?$/i.test(before)) return 'last';
  return undefined;
}

/** Where the clause a mention belongs to starts: after the last sentence or clause stop before it. */
function clauseStart(line: string, column: number): number {
  const head = line.slice(0, column);
  let start = 0;
  for (const m of head.matchAll(/[.;:](?=\s)|[。；：]/g)) {
    // A stop inside a code span ("`a.b`") does not end the clause.
    const ticks = (head.slice(0, m.index).match(/`/g) ?? []).length;
    if (ticks % 2 === 0) start = m.index + 1;
  }
  return start;
}

export interface ItemClaim {
  line: number;
  version: string;
  claim: Claim;
  /** The code span the claim is about, or the page's drivers for "AList v3.N+" on a driver page. */
  subject: string;
  /** Set when the claim contradicts history.json. */
  problem?: string;
  /** Set when the subject names items whose releases differ, or the item's first release is the earliest readable one. */
  ambiguous?: string;
}

/** The release an item's history records for a claim. */
function recorded(c: Candidate, claim: Claim, history: History, written: string): string | undefined {
  if (claim === 'first') return c.first;
  if (claim === 'changed') {
    const tags = [c.first, ...history.items[c.kind][c.name]?.changes.map((x) => x.tag) ?? []];
    return tags.find((t) => matches(written, t)) ?? tags.join(' or ');
  }
  if (claim === 'last') return c.last === history.tags.at(-1) ? undefined : c.last;
  return c.last === history.tags.at(-1) ? undefined : history.tags[history.tags.indexOf(c.last) + 1];
}

/** Compares each claim of one page or data file with history.json. pageDrivers: display names of the page's drivers. */
export function itemClaims(text: string, history: History, pageDrivers: readonly string[] = []): ItemClaim[] {
  const lines = text.split('\n');
  const out: ItemClaim[] = [];
  for (const mention of versionMentions(text)) {
    const line = lines[mention.line - 1];
    let claim = claimOf(line.slice(0, mention.column), line.slice(mention.column + mention.version.length));
    if (!claim) continue;
    const clause = line.slice(clauseStart(line, mention.column), mention.column);
    const spans = [...clause.matchAll(/(`+)(.+?)\1/g)].map((m) => ({ text: m[2].trim(), end: m.index + m[0].length }));
    const base = { line: mention.line, version: mention.version };
    let subject: string;
    let candidates: Candidate[];
    if (spans.length > 0) {
      const nearest = spans.at(-1) as { text: string; end: number };
      subject = nearest.text;
      candidates = itemsNamed(subject, history, pageDrivers);
      if (candidates.length === 0) {
        // The nearest code span is not an item (an error text, a file path); an item further back may not be the subject.
        const further = spans.slice(0, -1).find((s) => itemsNamed(s.text, history, pageDrivers).length > 0);
        if (further) out.push({ ...base, claim, subject: further.text, ambiguous: `\`${further.text}\` is not the nearest code span before ${mention.version}` });
        continue;
      }
      const between = clause.slice(nearest.end);
      const mark = /<Since v="$/.test(between);
      // A claim about the item's value ("off by default since v3.11.0", "自 v3.11.0 起默认关闭") dates a change, not its arrival.
      const next = line.slice(mention.column + mention.version.length).split(/[.;:,)。；：，）]/)[0].slice(0, 20);
      if (claim === 'first' && !mark && /default|默认|\b(on|off)\b|开启|关闭|改为/i.test(between + next)) claim = 'changed';
      if (between.length > (mark ? 60 : 40)) {
        out.push({ ...base, claim, subject, ambiguous: `\`${subject}\` stands ${between.length} characters before ${mention.version}; the claim may be about something else` });
        continue;
      }
      if (candidates.every((c) => c.kind === 'drivers') && !pageDrivers.includes(subject) && !/driver|驱动/i.test(between)) {
        out.push({ ...base, claim, subject, ambiguous: `\`${subject}\` is a driver's name but the sentence does not say it means the driver` });
        continue;
      }
    } else if (claim === 'first' && pageDrivers.length > 0 && /^\+/.test(line.slice(mention.column + mention.version.length))) {
      // "in AList v3.59+" on a driver page: the page's drivers, the earliest of them.
      subject = pageDrivers.join(', ');
      candidates = [{ kind: 'drivers', name: subject, ...rangeOf(pageDrivers.map((d) => ({ kind: 'drivers' as const, name: d, first: history.items.drivers[d]?.first ?? '', last: history.items.drivers[d]?.last ?? '' })).filter((c) => c.first)) }];
      if (!candidates[0].first) continue;
    } else continue;
    const answers = [...new Set(candidates.map((c) => recorded(c, claim, history, mention.version) ?? '(still in the latest release)'))];
    const at = `\`${subject}\``;
    if (answers.length > 1) {
      out.push({ ...base, claim, subject, ambiguous: `${at} names items with different ${claim} releases (${answers.join(', ')})` });
      continue;
    }
    const want = answers[0];
    if (want.startsWith('(')) {
      out.push({ ...base, claim, subject, problem: `${at} ${claim === 'first' ? 'arrived' : 'is still there'}: history.json has it ${want}` });
      continue;
    }
    if (matches(mention.version, want)) {
      out.push({ ...base, claim, subject });
      continue;
    }
    const earliest = EARLIEST[candidates[0].kind];
    if (claim === 'first' && want === earliest && compareReleases(mention.version, earliest) < 0) {
      out.push({ ...base, claim, subject, ambiguous: `${at}: history.json starts at ${earliest}, so it cannot confirm ${mention.version}` });
      continue;
    }
    const word = { first: 'first release', last: 'last release', removed: 'release that removed it', changed: 'first release or change' }[claim];
    out.push({ ...base, claim, subject, problem: `${at} is dated ${mention.version}, history.json gives its ${word} as ${want}` });
  }
  return out;
}

export interface VersionReport {
  mentions: number;
  problems: string[];
  ambiguous: string[];
  claims: number;
}

/** Checks every file: each mention is a release, each claim about an item agrees with history.json. */
export function checkVersionMentions(files: { path: string; text: string; drivers?: string[] }[], history: History): VersionReport {
  const report: VersionReport = { mentions: 0, problems: [], ambiguous: [], claims: 0 };
  for (const file of files) {
    for (const m of versionMentions(file.text)) {
      report.mentions++;
      if (!isRelease(m.version, history.tags)) report.problems.push(`${file.path}:${m.line}: ${m.version} is not a v3 release tag (history.json tags)`);
    }
    for (const c of itemClaims(file.text, history, file.drivers)) {
      report.claims++;
      if (!isRelease(c.version, history.tags)) continue;
      if (c.problem) report.problems.push(`${file.path}:${c.line}: ${c.version}: ${c.problem}`);
      if (c.ambiguous) report.ambiguous.push(`${file.path}:${c.line}: ${c.version}: ${c.ambiguous}`);
    }
  }
  return report;
}
