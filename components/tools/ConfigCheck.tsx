import { useCheckerText as useToolText } from '../versions/useCheckerText';
import { checkConfig, type Finding } from '../versions/configCheck';
import { CheckerForm, KeyLink, withNames } from '../versions/CheckerParts';
import type { LoadedVersionData } from '../versions/loadVersionData';
import './tools.css';
import '../versions/versions.css';

/** The message of one finding about config.json, with the keys it names linked to their documentation. */
function FindingText({ f, release, data }: { f: Finding; release: string; data: LoadedVersionData }) {
  const { lang, t } = useToolText();
  const c = t.checker;
  const type = (x: string) => c.types[x] ?? x;
  const link = (key: string) => <KeyLink name={key} href={data.links.config[key]} lang={lang} />;
  switch (f.kind) {
    case 'parse':
      return <>{c.parse(f.message)}</>;
    case 'not-object':
      return <>{withNames(c.notObject(f.key, type(f.actual)), { [f.key]: link(f.key) })}</>;
    case 'unknown':
      return (
        <>
          {withNames(c.unknown(f.key), { [f.key]: <code>{f.key}</code> })}
          {f.suggestion && <> {withNames(c.suggestion(f.suggestion), { [f.suggestion]: link(f.suggestion) })}</>}
        </>
      );
    case 'not-yet':
      return <>{withNames(c.notYet(f.key, f.added, release), { [f.key]: link(f.key) })}</>;
    case 'removed':
      return <>{withNames(c.removed(f.key, f.removed, release), { [f.key]: link(f.key) })}</>;
    case 'type':
      return <>{withNames(c.type(f.key, type(f.expected), type(f.actual)), { [f.key]: link(f.key) })}</>;
    case 'choice':
      return <>{withNames(c.choice(f.key, f.value, f.choices.join(', ')), { [f.key]: link(f.key) })}</>;
    case 'missing':
      return <>{withNames(c.missing(f.key), { [f.key]: link(f.key) })}</>;
  }
}

const severity = (f: Finding) => (f.kind === 'unknown' || f.kind === 'not-yet' || f.kind === 'removed' ? 'warning' : 'error');

/** Checks a pasted or opened config.json against one release, in the browser. */
export function ConfigCheck() {
  const { t } = useToolText();
  const c = t.checker;
  return (
    <CheckerForm
      tool="config-check"
      inputLabel={c.configInput}
      check={checkConfig}
      render={(findings: Finding[], release, data) => (
        <section className="tool-result version-check__results" aria-live="polite" data-findings={findings.length}>
          <p>{findings.length === 0 ? c.clean(release) : c.count(findings.length)}</p>
          {findings.length > 0 && (
            <ul>
              {findings.map((f, i) => (
                <li key={i} data-kind={f.kind} data-key={'key' in f ? f.key : undefined} data-severity={severity(f)}>
                  <FindingText f={f} release={release} data={data} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    />
  );
}
