import { useCheckerText as useToolText } from '../versions/useCheckerText';
import { checkStorages, type StorageCheckResult, type StorageFinding } from '../versions/storageCheck';
import { CheckerForm, KeyLink, withNames } from '../versions/CheckerParts';
import type { LoadedVersionData } from '../versions/loadVersionData';
import './tools.css';
import '../versions/versions.css';

function FindingText({ f, driver, release, data }: { f: StorageFinding; driver: string; release: string; data: LoadedVersionData }) {
  const { lang, t } = useToolText();
  const c = t.checker;
  const type = (x: string) => c.types[x] ?? x;
  const option = (name: string) => <KeyLink name={name} href={data.links.driver_options[`${driver}.${name}`] ?? data.links.drivers[driver]} lang={lang} />;
  const driverLink = (name: string) => <KeyLink name={name} href={data.links.drivers[name] ?? 'guide/drivers/'} lang={lang} />;
  switch (f.kind) {
    case 'parse':
      return <>{c.parse(f.message)}</>;
    case 'addition':
      return <>{c.addition(f.message)}</>;
    case 'no-driver':
      return <>{c.noDriver}</>;
    case 'not-object':
      return <>{withNames(c.notObject(f.key, type(f.actual)), { [f.key]: <code>{f.key}</code> })}</>;
    case 'unknown-driver':
      return (
        <>
          {withNames(c.unknownDriver(f.key), { [f.key]: <code>{f.key}</code> })}
          {f.suggestion && <> {withNames(c.suggestion(f.suggestion), { [f.suggestion]: driverLink(f.suggestion) })}</>}
        </>
      );
    case 'driver-not-yet':
      return <>{withNames(c.driverNotYet(f.key, f.added, release), { [f.key]: driverLink(f.key) })}</>;
    case 'unknown':
      return (
        <>
          {withNames(c.unknownOption(f.key), { [f.key]: <code>{f.key}</code> })}
          {f.suggestion && <> {withNames(c.suggestion(f.suggestion), { [f.suggestion]: option(f.suggestion) })}</>}
        </>
      );
    case 'not-yet':
      return <>{withNames(c.notYet(f.key, f.added, release), { [f.key]: option(f.key) })}</>;
    case 'removed':
      return <>{withNames(c.removed(f.key, f.removed, release), { [f.key]: option(f.key) })}</>;
    case 'type':
      return <>{withNames(c.typeOption(f.key, type(f.expected), type(f.actual)), { [f.key]: option(f.key) })}</>;
    case 'choice':
      return <>{withNames(c.choice(f.key, f.value, f.choices.join(', ')), { [f.key]: option(f.key) })}</>;
    case 'missing':
      return <>{withNames(c.missing(f.key), { [f.key]: option(f.key) })}</>;
  }
}

const severity = (f: StorageFinding) => (f.kind === 'unknown' || f.kind === 'not-yet' || f.kind === 'removed' || f.kind === 'choice' ? 'warning' : 'error');

/** Checks pasted storages (admin API answer or backup file) against one release, in the browser. */
export function StorageCheck() {
  const { t } = useToolText();
  const c = t.checker;
  return (
    <CheckerForm
      tool="storage-check"
      inputLabel={c.storageInput}
      check={checkStorages}
      render={(r: StorageCheckResult, release, data) =>
        !r.ok ? (
          <p className="tool-problem" role="alert">
            {r.finding.kind === 'no-storages' ? c.noStorages : r.finding.kind === 'parse' ? c.parse(r.finding.message) : c.noStorages}
          </p>
        ) : (
          <section className="tool-result version-check__results" aria-live="polite">
            {r.storages.map((s, i) => (
              <div key={i} data-storage={s.label} data-findings={s.findings.length}>
                <p>
                  <strong>{c.storage(s.label, s.driver)}</strong>: {s.findings.length === 0 ? c.cleanStorage(release) : c.count(s.findings.length)}
                </p>
                {s.findings.length > 0 && (
                  <ul>
                    {s.findings.map((f, j) => (
                      <li key={j} data-kind={f.kind} data-key={'key' in f ? f.key : undefined} data-severity={severity(f)}>
                        <FindingText f={f} driver={s.driver} release={release} data={data} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </section>
        )
      }
    />
  );
}
