/**
 * Marks on the page for the reader's release ("my version"): option rows, configuration keys, settings and API
 * routes that release does not have ("not in v3.x — added in v3.y", "removed in v3.z"), and the value a changed
 * default, type, required flag or choice list had in it. Loaded with import() only once a release is chosen;
 * the history loads only when the page has such items. Marks are elements of their own
 * (`data-version-mark`), added inside the static parts of the page, so clearing them leaves the page as built.
 */
import { myVersionText } from '../../site/text/myVersion';
import { absence, valueIn, type HistoryEntry, type Kind } from './history';
import { loadVersionData, type LoadedVersionData } from './loadVersionData';
import { valueText } from './format';
import './versions.css';

const MARK = 'data-version-mark';

export function clearMarks(root: ParentNode = document): void {
  for (const el of root.querySelectorAll(`[${MARK}]`)) el.remove();
}

interface Target {
  kind: Kind;
  key: string;
  /** Where the mark goes (a cell, a section). */
  cell: Element;
  /** The cell that shows the current default, when there is one. */
  defaultCell?: Element;
}

/** Cells of a table whose first column names keys in code, with the column headed "Default". */
function tableRows(table: Element, defaultHeads: string[]): { key: string; cell: Element; defaultCell?: Element }[] {
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  const col = heads.findIndex((h) => defaultHeads.includes(h));
  return [...table.querySelectorAll('tbody tr')].flatMap((tr) => {
    const cells = tr.querySelectorAll(':scope > td, :scope > th');
    const code = cells[0]?.querySelector('code');
    return code?.textContent ? [{ key: code.textContent.trim(), cell: cells[0], defaultCell: col >= 0 ? cells[col] : undefined }] : [];
  });
}

/** The driver whose options are exactly the rows of an options table (the table does not name its driver). */
function driverOfTable(optionNames: string[], data: LoadedVersionData): string | undefined {
  const want = [...optionNames].sort().join('\n');
  return Object.keys(data.options).find((d) => Object.keys(data.options[d]).sort().join('\n') === want);
}

/** Whether the page has anything to mark, without the history: driver tables, API operations or key tables. */
export function pageHasItems(doc: ParentNode = document): boolean {
  return !!doc.querySelector('.driver-options, .api-op[id], .rp-doc table code');
}

function targetsOf(doc: ParentNode, data: LoadedVersionData): Target[] {
  const out: Target[] = [];
  const DEFAULT = ['Default', '默认值'];
  for (const box of doc.querySelectorAll('.driver-options')) {
    const rows = [...box.querySelectorAll('tbody tr[id^="option-"]')];
    const names = rows.map((r) => r.id.slice('option-'.length));
    const driver = driverOfTable(names, data);
    if (!driver) continue;
    const table = box.querySelector('table');
    if (table) for (const r of tableRows(table, DEFAULT)) out.push({ kind: 'driver_options', key: `${driver}.${r.key}`, cell: r.cell, defaultCell: r.defaultCell });
    out.push({ kind: 'drivers', key: driver, cell: box });
  }
  const routeByAnchor = new Map(Object.entries(data.links.api_routes).map(([key, href]) => [href.split('#')[1], key]));
  for (const op of doc.querySelectorAll('.api-op[id]')) {
    const key = routeByAnchor.get(op.id);
    const head = op.querySelector('h2, h3, h4, summary, header') ?? op.firstElementChild;
    if (key && head) out.push({ kind: 'api_routes', key, cell: head });
  }
  for (const table of doc.querySelectorAll('.rp-doc table')) {
    if (table.closest('.driver-options, .upgrade-notes, .api-op')) continue;
    for (const r of tableRows(table, DEFAULT)) {
      const kind: Kind | undefined = r.key in data.history.items.config && data.links.config[r.key] ? 'config' : r.key in data.history.items.settings && data.links.settings[r.key] ? 'settings' : undefined;
      if (kind) out.push({ kind, key: r.key, cell: r.cell, defaultCell: r.defaultCell });
    }
  }
  return out;
}

function markElement(text: string, className: string): HTMLElement {
  const span = document.createElement('span');
  span.setAttribute(MARK, '');
  span.className = `version-mark ${className}`;
  span.textContent = text;
  return span;
}

function markOne(t: Target, e: HistoryEntry, release: string, lang: 'en' | 'zh'): void {
  const s = myVersionText[lang];
  const gone = absence(e, release);
  if (t.kind === 'drivers') {
    if (gone && 'added' in gone) t.cell.before(markElement(s.driverNotYet(t.key, release, gone.added), 'version-mark--block'));
    return;
  }
  if (gone) {
    t.cell.append(' ', markElement('added' in gone ? s.notYet(release, gone.added) : s.removed(release, gone.removed), 'version-mark--missing'));
    t.cell.closest('tr, section')?.setAttribute('data-version-absent', '');
    return;
  }
  for (const field of ['default', 'type', 'required', 'options', 'access']) {
    const then = valueIn(e, field, release);
    const now = valueIn(e, field, 'v9999.0.0');
    if (!then || JSON.stringify(then.value) === JSON.stringify(now?.value)) continue;
    const where = field === 'default' && t.defaultCell ? t.defaultCell : t.cell;
    const mark = markElement(`${s.valueIn(release, s.fields[field] ?? field)} `, 'version-mark--value');
    const code = document.createElement('code');
    code.textContent = then.value === '' ? '""' : valueText(then.value).text;
    mark.append(code);
    where.append(' ', mark);
  }
}

/** Puts the marks for `release` on the page (after removing any), or only removes them when `release` is null. */
export async function applyMarks(release: string | null, lang: 'en' | 'zh', doc: Document = document): Promise<number> {
  clearMarks(doc);
  for (const el of doc.querySelectorAll('[data-version-absent]')) el.removeAttribute('data-version-absent');
  if (!release || !pageHasItems(doc)) return 0;
  const data = await loadVersionData();
  clearMarks(doc);
  const targets = targetsOf(doc, data);
  for (const t of targets) {
    const e = data.history.items[t.kind][t.key];
    if (e) markOne(t, e, release, lang);
  }
  return doc.querySelectorAll(`[${MARK}]`).length;
}
