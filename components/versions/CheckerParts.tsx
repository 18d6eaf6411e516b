import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ToolText } from '../../site/text/tools';
import { loadVersionData, type LoadedVersionData } from './loadVersionData';
import { readMyVersion } from './myVersion';
import { localHref } from './format';
import { useCheckerText } from './useCheckerText';

/** The history once loaded (started when the checker mounts), or the failure, with a way to try again. */
export function useVersionData(): { data: LoadedVersionData | null; failed: boolean; retry: () => void } {
  const [data, setData] = useState<LoadedVersionData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadVersionData().then(
      (d) => current && setData(d),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { data, failed, retry: () => (setFailed(false), setAttempt((n) => n + 1)) };
}

/** The release to check for: the reader's "my version" when set, else the newest. */
export function initialRelease(tags: string[]): string {
  const mine = readMyVersion();
  return mine && tags.includes(mine) ? mine : tags[tags.length - 1];
}

export function ReleaseSelect({ tags, value, onChange, c }: { tags: string[]; value: string; onChange: (v: string) => void; c: ToolText['checker'] }) {
  const id = useId();
  return (
    <div className="tool-field">
      <label htmlFor={id}>{c.release}</label>
      <select id={id} name="release" value={value} onChange={(e) => onChange(e.target.value)}>
        {[...tags].reverse().map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A text area with a file picker that fills it; the file is read here, never sent. */
export function JsonInput({ label, value, onChange, c }: { label: string; value: string; onChange: (v: string) => void; c: ToolText['checker'] }) {
  const id = useId();
  const fileId = useId();
  return (
    <>
      <div className="tool-field">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} name="json" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      <div className="tool-field">
        <label htmlFor={fileId}>{c.open}</label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then(onChange);
          }}
        />
      </div>
    </>
  );
}

/** A key in a message, linked to where the site documents it. */
export function KeyLink({ name, href, lang }: { name: string; href?: string; lang: 'en' | 'zh' }): ReactNode {
  return href ? (
    <a href={localHref(href, lang)}>
      <code>{name}</code>
    </a>
  ) : (
    <code>{name}</code>
  );
}

/** Splits a message around the names it mentions, so each can be shown as a link or code. */
export function withNames(message: string, names: Record<string, ReactNode>): ReactNode[] {
  const keys = Object.keys(names).filter(Boolean).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return [message];
  const pattern = new RegExp(`(${keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return message.split(pattern).map((part, i) => (i % 2 === 1 && part in names ? <span key={i}>{names[part]}</span> : part));
}

/**
 * The form both checkers share: the history loaded on mount (with a retry when it fails), the release to check for
 * (the reader's own by default; changing it checks again), the pasted or opened JSON, and the result, which `render`
 * shows. An empty input gets its own message instead of a check.
 */
export function CheckerForm<R>({ tool, inputLabel, check, render }: { tool: string; inputLabel: string; check: (text: string, release: string, data: LoadedVersionData) => R; render: (result: R, release: string, data: LoadedVersionData) => ReactNode }) {
  const { t } = useCheckerText();
  const c = t.checker;
  const { data, failed, retry } = useVersionData();
  const [release, setRelease] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ value: R; release: string } | 'empty' | null>(null);
  if (failed)
    return (
      <p className="tool-problem" role="alert">
        {t.loadFailed}{' '}
        <button type="button" className="tool-button" onClick={retry}>
          {t.retry}
        </button>
      </p>
    );
  if (!data) return <p className="tool-loading">{c.loading}</p>;
  const chosen = release ?? initialRelease(data.history.tags);
  const run = (e?: FormEvent, r = chosen) => {
    e?.preventDefault();
    if (text.trim() === '') return setResult('empty');
    setResult({ value: check(text, r, data), release: r });
  };
  return (
    <div className="version-check" data-tool={tool}>
      <form className="tool-form" onSubmit={run} noValidate>
        <p>{c.stays}</p>
        <ReleaseSelect
          tags={data.history.tags}
          value={chosen}
          onChange={(v) => {
            setRelease(v);
            if (result && result !== 'empty') run(undefined, v);
          }}
          c={c}
        />
        <JsonInput label={inputLabel} value={text} onChange={setText} c={c} />
        <button type="submit" className="tool-button tool-button--primary">
          {c.check}
        </button>
      </form>
      {result === 'empty' && (
        <p className="tool-problem" role="alert">
          {c.empty}
        </p>
      )}
      {result && result !== 'empty' && render(result.value, result.release, data)}
    </div>
  );
}
