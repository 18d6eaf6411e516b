import { useLang } from '@rspress/core/runtime';
import { useEffect, useId, useMemo, useState } from 'react';
import type { MatrixData, MatrixRow } from '../plugins/content/driverMatrix';
import { capabilityLabels } from '../site/text/capabilityLabels';
import { matrixText } from '../site/text/matrix';
import { capabilityNames } from '../data/drivers/names';
import { Since } from './Since';
import { availableIn, releasesOf } from './releases';
import { MY_VERSION_EVENT, storedMyVersion } from './versions/storedMyVersion';
import './driverMatrix.css';

/** Flags worth a column of their own; the others are explained on each driver's page. */
const flagColumns = ['onlyProxy', 'localSort'] as const;
type Column = (typeof capabilityNames)[number] | (typeof flagColumns)[number] | 'defaultRoot';
const columns: Column[] = [...capabilityNames, ...flagColumns, 'defaultRoot'];

/** Cell marks by the row's support letter: the storage does it, AList does it for it, in some cases, nobody. */
const marks = { s: ['✓', 'yes'], a: ['A', 'alist'], p: ['◐', 'some'], n: ['–', 'no'] } as const;
const letter = (row: MatrixRow, c: Column) => row.support[(capabilityNames as readonly string[]).indexOf(c)] as keyof typeof marks;

function has(row: MatrixRow, column: Column): boolean {
  if (column === 'defaultRoot') return row.defaultRoot !== undefined;
  if ((flagColumns as readonly string[]).includes(column)) return row.flags.includes(column);
  return letter(row, column) !== 'n';
}

/**
 * Searchable, filterable table of every storage driver and what it can do. `data` is the page's language's matrix
 * module (`import matrix from 'virtual-driver-matrix-zh'` on a Chinese page, plugins/content/driverMatrix.ts).
 */
export function DriverMatrix({ data }: { data: MatrixData }) {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  if (data.lang !== lang) throw new Error(`DriverMatrix: a page in "${lang}" passes the matrix of "${data.lang}"; import virtual-driver-matrix-${lang}`);
  const { rows } = data;
  const t = matrixText[lang];
  const names = capabilityLabels[lang].names;
  const flags = capabilityLabels[lang].flags;
  const labelOf = (c: Column) => (c === 'defaultRoot' ? t.defaultRoot : c in names ? names[c as keyof typeof names] : t.flagShort[c as keyof typeof t.flagShort]);
  const [query, setQuery] = useState('');
  const [required, setRequired] = useState<Column[]>([]);
  const [release, setRelease] = useState('');
  const searchId = useId();
  const releaseId = useId();
  const releases = useMemo(() => releasesOf(rows), [rows]);
  // The reader's "my version", once hydrated: the matrix starts filtered to the drivers that release has, shown as
  // the newest listed release at or before it (no driver came in between, so the rows are the same). A stored value
  // that is no release matches none, so the raw value will do (the check of its form stays out of this chunk).
  useEffect(() => {
    const follow = (v: string | null) => setRelease((v && releases.find((r) => availableIn(r, v))) ?? '');
    follow(storedMyVersion());
    const onChange = (e: Event) => follow((e as CustomEvent<string | null>).detail);
    window.addEventListener(MY_VERSION_EVENT, onChange);
    return () => window.removeEventListener(MY_VERSION_EVENT, onChange);
  }, [releases]);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return rows.filter(
      (row) =>
        (q === '' || row.name.toLowerCase().includes(q) || row.summary.toLowerCase().includes(q)) &&
        required.every((c) => has(row, c)) &&
        availableIn(row.since, release),
    );
  }, [rows, query, required, release]);

  const toggle = (c: Column) => setRequired((r) => (r.includes(c) ? r.filter((x) => x !== c) : [...r, c]));
  const prefix = lang === 'zh' ? '/zh' : '';

  return (
    <div className="driver-matrix">
      <div className="driver-matrix__controls">
        <label htmlFor={searchId}>{t.search}</label>
        <input id={searchId} type="search" value={query} placeholder={t.placeholder} onChange={(e) => setQuery(e.target.value)} />
        <label htmlFor={releaseId}>{t.release}</label>
        <select id={releaseId} value={release} onChange={(e) => setRelease(e.target.value)}>
          <option value="">{t.anyRelease}</option>
          {releases.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>{t.mustSupport}</legend>
          {columns.map((c) => (
            <label key={c} className="driver-matrix__filter">
              <input type="checkbox" checked={required.includes(c)} onChange={() => toggle(c)} />
              {labelOf(c)}
            </label>
          ))}
        </fieldset>
        <p className="driver-matrix__legend">{t.legend}</p>
        <p role="status" className="driver-matrix__count">
          {t.count(visible.length, rows.length)}
        </p>
      </div>
      <div className="driver-matrix__scroll" tabIndex={0} role="region" aria-label={t.tableLabel}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.driver}</th>
              {columns.map((c) => (
                <th key={c} scope="col" title={c in flags ? flags[c as keyof typeof flags] : undefined}>
                  {labelOf(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.name} data-driver={row.name}>
                <th scope="row">
                  {row.page ? <a href={`${prefix}/guide/drivers/${row.page}.html`}>{row.name}</a> : row.name}
                  {row.since && <Since v={row.since} />}
                </th>
                {columns.map((c) => {
                  const yes = has(row, c);
                  const [mark, word] = marks[(capabilityNames as readonly string[]).includes(c) ? letter(row, c) : yes ? 's' : 'n'];
                  return (
                    <td key={c} data-yes={yes}>
                      <span aria-hidden="true">{mark}</span>
                      <span className="sr-only">{t[word]}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {visible.length === 0 && <p className="driver-matrix__empty">{t.empty}</p>}
      </div>
    </div>
  );
}
