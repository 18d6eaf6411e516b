import { useEffect, useId, useMemo, useState } from 'react';
import { usePageText } from '../usePageLang';
import { compareReleases } from '../releases';
import { upgradeText } from '../../site/text/upgrade';
import type { UpgradeDefault } from '../../plugins/content/versionHistory';
import { KINDS, splitOption, type Diff, type Kind } from './history';
import { localHref, valueText } from './format';
import { notesInRange, rangeFromQuery } from './upgradeRange';
import './versions.css';

type View = Pick<UpgradeDefault, 'from' | 'to' | 'diff' | 'links'>;
type Status = 'ready' | 'loading' | 'failed' | 'reversed';

/**
 * What changes between two AList releases. The build renders the default range (`data`, from the
 * virtual-upgrade-default module); choosing other releases loads the whole history with import() and keeps the pair
 * in the address, so a comparison can be shared.
 */
export function UpgradeNotes({ data }: { data: UpgradeDefault }) {
  const { lang, t } = usePageText(upgradeText);
  const [from, setFrom] = useState(data.from);
  const [to, setTo] = useState(data.to);
  const [view, setView] = useState<View>(data);
  const [status, setStatus] = useState<Status>('ready');
  const fromId = useId();
  const toId = useId();

  const choose = (f: string, tt: string, write: boolean) => {
    setFrom(f);
    setTo(tt);
    if (write) {
      const url = new URL(window.location.href);
      url.searchParams.set('from', f);
      url.searchParams.set('to', tt);
      window.history.replaceState(window.history.state, '', url);
    }
    if (compareReleases(f, tt) > 0) return setStatus('reversed');
    if (f === data.from && tt === data.to) {
      setView(data);
      return setStatus('ready');
    }
    setStatus('loading');
    Promise.all([import('virtual-version-history'), import('./history')]).then(
      ([{ default: all }, { diff, expandHistory }]) => {
        setView({ from: f, to: tt, diff: diff(expandHistory(all.history), f, tt), links: all.links });
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  };

  useEffect(() => {
    const range = rangeFromQuery(window.location.search, data.tags);
    if (range && (range.from !== data.from || range.to !== data.to)) choose(range.from, range.to, false);
    // Once, on mount: the address of a shared comparison.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tags = useMemo(() => [...data.tags].reverse(), [data.tags]);
  return (
    <div className="upgrade-notes" data-from={view.from} data-to={view.to} aria-busy={status === 'loading'}>
      <form className="upgrade-notes__range" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={fromId}>{t.from}</label>
        <select id={fromId} name="from" value={from} onChange={(e) => choose(e.target.value, to, true)}>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
        <label htmlFor={toId}>{t.to}</label>
        <select id={toId} name="to" value={to} onChange={(e) => choose(from, e.target.value, true)}>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
        <a className="upgrade-notes__share" href={`?from=${view.from}&to=${view.to}`}>
          {t.share}
        </a>
      </form>
      {status === 'loading' && <p role="status">{t.loading}</p>}
      {status === 'failed' && <p role="alert">{t.loadFailed}</p>}
      {status === 'reversed' && <p role="alert">{t.reversed(from, to)}</p>}
      {status !== 'reversed' && <DiffView view={view} lang={lang} />}
    </div>
  );
}

function DiffView({ view, lang }: { view: View; lang: 'en' | 'zh' }) {
  const t = upgradeText[lang];
  const { diff: d, links } = view;
  const link = (kind: Kind, key: string, label = key) => {
    const href = links[kind][key];
    return href ? <a href={localHref(href, lang)}>{label}</a> : <span>{label}</span>;
  };
  const total = KINDS.reduce((n, k) => n + d[k].added.length + d[k].removed.length + d[k].changed.length, 0);
  const notes = notesInRange(view.from, view.to);
  return (
    <>
      <h3 className="upgrade-notes__title">{t.heading(view.from, view.to)}</h3>
      {total === 0 && <p>{t.same}</p>}
      <table className="upgrade-notes__counts">
        <caption>{t.summary}</caption>
        <thead>
          <tr>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.added}</th>
            <th scope="col">{t.removed}</th>
            <th scope="col">{t.changed}</th>
          </tr>
        </thead>
        <tbody>
          {KINDS.map((k) => (
            <tr key={k} data-kind={k}>
              <th scope="row">
                <a href={`#upgrade-${k}`}>{t.kinds[k]}</a>
              </th>
              <td data-count="added">{d[k].added.length}</td>
              <td data-count="removed">{d[k].removed.length}</td>
              <td data-count="changed">{d[k].changed.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="upgrade-notes__kind">{t.actions}</h4>
      {notes.length === 0 ? (
        <p>{t.noActions}</p>
      ) : (
        <ul className="upgrade-notes__actions">
          {notes.map((n) => (
            <li key={n.id} data-note={n.id}>
              <strong>{n.tag}</strong> <Prose text={n.text[lang]} />{' '}
              <span className="upgrade-notes__about">
                {t.about}:{' '}
                {n.items.map((it, i) => (
                  <span key={it.key}>
                    {i > 0 && ', '}
                    <code>{link(it.kind, it.key)}</code>
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {KINDS.map((k) => (
        <KindSection key={k} kind={k} d={d} lang={lang} link={link} />
      ))}
    </>
  );
}

/** Note text with `code` spans. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}
    </>
  );
}

function Value({ v, lang }: { v: unknown; lang: 'en' | 'zh' }) {
  const t = upgradeText[lang];
  if (v === '' || v === undefined || v === null) return <span>{t.empty}</span>;
  const { text, full } = valueText(v);
  return <code title={full}>{text}</code>;
}

type LinkFn = (kind: Kind, key: string, label?: string) => React.ReactNode;

function KindSection({ kind, d, lang, link }: { kind: Kind; d: Diff; lang: 'en' | 'zh'; link: LinkFn }) {
  const t = upgradeText[lang];
  const { added, removed, changed } = d[kind];
  if (added.length + removed.length + changed.length === 0) return null;
  const items = (keys: string[]) =>
    kind === 'driver_options' ? (
      byDriver(keys).map(([driver, options]) => (
        <li key={driver}>
          {driver}:{' '}
          {options.map((o, i) => (
            <span key={o}>
              {i > 0 && ', '}
              <code>{link(kind, `${driver}.${o}`, o)}</code>
            </span>
          ))}
        </li>
      ))
    ) : (
      keys.map((key) => (
        <li key={key}>
          <code>{link(kind, key)}</code>
        </li>
      ))
    );
  return (
    <section className="upgrade-notes__section" id={`upgrade-${kind}`} data-kind={kind}>
      <h4 className="upgrade-notes__kind">{t.kinds[kind]}</h4>
      {added.length > 0 && (
        <>
          <p>
            {t.added} ({added.length})
          </p>
          <ul data-list="added">{items(added)}</ul>
        </>
      )}
      {removed.length > 0 && (
        <>
          <p>
            {t.removed} ({removed.length})
          </p>
          <ul data-list="removed">{items(removed)}</ul>
        </>
      )}
      {changed.length > 0 && (
        <>
          <p>
            {t.changed} ({changed.length})
          </p>
          <ul data-list="changed">
            {changed.map((c) => (
              <li key={c.key}>
                <code>{link(kind, c.key)}</code>
                {c.fields.map((f) => (
                  <span key={f.field}>
                    {' — '}
                    {t.fields[f.field] ?? f.field}: <Value v={f.from} lang={lang} /> → <Value v={f.to} lang={lang} />
                    {f.tags.length > 0 && ` (${f.tags.map((tag) => t.since(tag)).join(', ')})`}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** "Driver.option" keys grouped by driver, in order. */
function byDriver(keys: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const { driver, option } = splitOption(key);
    groups.set(driver, [...(groups.get(driver) ?? []), option]);
  }
  return [...groups];
}
