import { useEffect, useState } from 'react';
import { COPY_CONFIRM_MS } from '../../site/constants';

/**
 * Clicking a heading's "#" link also copies the section's address; the returned flag is true for
 * COPY_CONFIRM_MS afterwards so the theme can confirm it.
 */
export function useHeadingLinkCopy(): boolean {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const onClick = (e: MouseEvent) => {
      const anchor = (e.target as Element | null)?.closest?.('a.rp-header-anchor');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      navigator.clipboard?.writeText(anchor.href).then(
        () => {
          setCopied(true);
          window.clearTimeout(timer);
          timer = window.setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
        },
        () => undefined,
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      window.clearTimeout(timer);
    };
  }, []);
  return copied;
}
