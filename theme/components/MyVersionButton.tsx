import { useLang, useLocation } from '@rspress/core/runtime';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { MY_VERSION_EVENT, readMyVersion } from '../../components/versions/myVersion';
import { useLocale } from '../hooks/useLocale';

type Picker = ComponentType<{ value: string | null; lang: 'en' | 'zh'; onClose: () => void }>;

/**
 * "My version": the AList release the reader runs, chosen once and kept in localStorage. The button is all the
 * first download carries; the picker and the marks load with import() when used, and nothing loads while no
 * release is chosen. The release is read after hydration, so the built HTML is the same for every reader.
 */
export function MyVersionButton() {
  const { t } = useLocale();
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const { pathname } = useLocation();
  const [release, setRelease] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [picker, setPicker] = useState<{ Picker: Picker } | null>(null);
  const marked = useRef(false);

  useEffect(() => {
    const stored = readMyVersion();
    if (stored) setRelease(stored);
    const follow = (e: Event) => setRelease((e as CustomEvent<string | null>).detail);
    window.addEventListener(MY_VERSION_EVENT, follow);
    return () => window.removeEventListener(MY_VERSION_EVENT, follow);
  }, []);

  // Marks for the chosen release on this page, again after a client navigation (its content arrives a moment later).
  useEffect(() => {
    if (!release && !marked.current) return;
    marked.current = release !== null;
    let current = true;
    const run = () =>
      void import('../../components/versions/marks').then((m) => (current ? m.applyMarks(release, lang) : 0)).catch(() => undefined);
    run();
    const again = window.setTimeout(run, 800);
    return () => {
      current = false;
      window.clearTimeout(again);
    };
  }, [release, pathname, lang]);

  const toggle = () => {
    if (!picker) void import('../../components/versions/MyVersionPicker').then((m) => setPicker({ Picker: m.MyVersionPicker }));
    setOpen((o) => !o);
  };
  return (
    <span className="my-version">
      <button type="button" className="reader-tool" aria-expanded={open} onClick={toggle} data-my-version={release ?? undefined}>
        {release ? `${t.myVersion}: ${release}` : t.myVersion}
      </button>
      {open && picker && <picker.Picker value={release} lang={lang} onClose={() => setOpen(false)} />}
    </span>
  );
}
