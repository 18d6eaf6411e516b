import { useEffect, useId, useRef, useState } from 'react';
import { CODE_COPY_CONFIRM_MS } from '../../site/constants';
import { useToolText } from './useToolText';

interface Props {
  label: string;
  value: string;
  /** Several lines (long tokens, commands). */
  multiline?: boolean;
  /** Shown as dots until the reader asks to see it (secrets). */
  masked?: boolean;
  /** Names the field for tests and styling, e.g. "refresh-token". */
  name?: string;
}

/** A read-only value with a copy button; the copy result is announced to screen readers. */
export function CopyField({ label, value, multiline = false, masked = false, name }: Props) {
  const { t } = useToolText();
  const id = useId();
  const ref = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), CODE_COPY_CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // Clipboard API refused (permissions, insecure origin): select the text so the reader can copy it.
      if (ref.current && !masked) {
        ref.current.focus();
        ref.current.select();
      }
      setState('failed');
    }
  }

  const rows = Math.min(8, Math.max(2, Math.ceil(value.length / 70)));
  return (
    <div className="tool-value" data-name={name}>
      <label htmlFor={id}>{label}</label>
      <div className="tool-value__row">
        {multiline && !(masked && !revealed) ? (
          <textarea id={id} ref={ref} readOnly value={value} rows={rows} spellCheck={false} />
        ) : (
          <input id={id} ref={ref} readOnly value={value} type={masked && !revealed ? 'password' : 'text'} spellCheck={false} />
        )}
        {masked && (
          <button type="button" className="tool-button tool-button--plain" onClick={() => setRevealed((r) => !r)} aria-pressed={revealed}>
            {revealed ? t.hide : t.show}
          </button>
        )}
        <button type="button" className="tool-button" onClick={copy}>
          {state === 'copied' ? t.copied : t.copy}
        </button>
      </div>
      <span className="tool-value__status" role="status">
        {state === 'failed' ? t.copyFailed : state === 'copied' ? t.copied : ''}
      </span>
    </div>
  );
}
