import { useEffect, useRef } from 'react';
import { useLocale } from '../hooks/useLocale';

/** Brings the rest of "my version" (components/versions/MyVersionUi.tsx) into the button's element. */
const start = (el: HTMLElement | null, open: boolean) => void import('../../components/versions/MyVersionUi').then((m) => el && m.mountMyVersion(el, open));

/**
 * "My version": the AList release the reader runs. Only this button is in the first download, the same for every
 * reader in the built HTML; the picker and the marks load with import() when the button is used or a release is
 * stored (localStorage `alist.myVersion`, MY_VERSION_KEY), so a reader who never chose one loads nothing more.
 */
export function MyVersionButton() {
  const { t } = useLocale();
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    try {
      if (localStorage.getItem('alist.myVersion')) start(box.current, false);
    } catch {
      // No storage: nothing was chosen.
    }
  }, []);
  return (
    <span className="my-version" ref={box}>
      <button type="button" className="reader-tool" aria-expanded="false" onClick={() => start(box.current, true)}>
        {t.myVersion}
      </button>
    </span>
  );
}
