import { IconCopy, IconSuccess, IconWrap, IconWrapped, SvgWrapper, copyToClipboard, useCodeButtonGroup } from '@rspress/core/theme-original';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { CODE_COPY_CONFIRM_MS } from '../../site/constants';
import { codeText } from '../codeText';
import { useLocale } from '../hooks/useLocale';

export { useCodeButtonGroup };

interface Props {
  wrapCode: boolean;
  toggleWrapCode: () => void;
  copyElementRef: RefObject<HTMLElement | null>;
  showWrapCodeButton?: boolean;
  showCopyButton?: boolean;
}

/** Copy button of a code block: confirms for CODE_COPY_CONFIRM_MS, announced to screen readers. */
function CopyCodeButton({ codeRef }: { codeRef: RefObject<HTMLElement | null> }) {
  const { t } = useLocale();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    if (!codeRef.current) return;
    const text = codeText(codeRef.current);
    if (!(await copyToClipboard(text))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), CODE_COPY_CONFIRM_MS);
  };
  return (
    <button
      type="button"
      className={`rp-code-button-group__button rp-code-copy-button${copied ? ' rp-code-copy-button--copied' : ''}`}
      onClick={copy}
      aria-label={copied ? t.copied : t.copyCode}
      title={t.copyCode}
      data-copied={copied}
    >
      <SvgWrapper icon={copied ? IconSuccess : IconCopy} className="rp-code-button-group__icon" aria-hidden="true" />
      <span className="code-copied" role="status" aria-live="polite">
        {copied ? t.copied : ''}
      </span>
    </button>
  );
}

/** The engine's code-block buttons (wrap, copy) with the site's copy confirmation and labels. */
export function CodeButtonGroup({ wrapCode, toggleWrapCode, copyElementRef, showWrapCodeButton = true, showCopyButton = true }: Props) {
  const { t } = useLocale();
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={toggleWrapCode}
          aria-label={t.wrapCode}
          aria-pressed={wrapCode}
          title={t.wrapCode}
        >
          <SvgWrapper icon={wrapCode ? IconWrapped : IconWrap} className="rp-code-button-group__icon" aria-hidden="true" />
        </button>
      )}
      {showCopyButton && <CopyCodeButton codeRef={copyElementRef} />}
    </div>
  );
}
