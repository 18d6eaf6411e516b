import { useEffect, useState } from 'react';
import { applyMarks } from './marks';
import { MyVersionPicker } from './MyVersionPicker';
import { MY_VERSION_EVENT } from './myVersion';

/**
 * The part of "my version" that loads with import() (theme/components/MyVersionButton.tsx keeps only the button
 * in the first download): the picker when open, and the page's marks for the chosen release, again after each
 * client navigation (the new page's content arrives a moment after the address changes).
 */
export function MyVersionUi({ release, pathname, lang, open, onChange, onClose }: { release: string | null; pathname: string; lang: 'en' | 'zh'; open: boolean; onChange: (v: string | null) => void; onClose: () => void }) {
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    const follow = (e: Event) => onChange((e as CustomEvent<string | null>).detail);
    window.addEventListener(MY_VERSION_EVENT, follow);
    return () => window.removeEventListener(MY_VERSION_EVENT, follow);
  }, [onChange]);
  useEffect(() => {
    if (!release && !marked) return;
    setMarked(release !== null);
    let current = true;
    const run = () => void (current ? applyMarks(release, lang) : null)?.catch(() => undefined);
    run();
    const again = window.setTimeout(run, 800);
    return () => {
      current = false;
      window.clearTimeout(again);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [release, pathname, lang]);
  return open ? <MyVersionPicker value={release} lang={lang} onClose={onClose} /> : null;
}
