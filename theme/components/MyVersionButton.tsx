import { useLang, useLocation } from '@rspress/core/runtime';
import { useEffect, useState, type ComponentType } from 'react';
import { useLocale } from '../hooks/useLocale';

type Ui = ComponentType<{ release: string | null; pathname: string; lang: 'en' | 'zh'; open: boolean; onChange: (v: string | null) => void; onClose: () => void }>;

/** localStorage key of the reader's release; components/versions/myVersion.ts (MY_VERSION_KEY) writes it. */
const KEY = 'alist.myVersion';

/**
 * "My version": the AList release the reader runs. Only this button is in the first download; the picker and the
 * marks (components/versions/MyVersionUi.tsx) load with import() when the button is used or a release is stored,
 * so a reader who never chose one loads nothing more. The release is read after hydration: the built HTML is the
 * same for every reader.
 */
export function MyVersionButton() {
  const { t } = useLocale();
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const { pathname } = useLocation();
  const [release, setRelease] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [ui, setUi] = useState<{ Ui: Ui } | null>(null);
  const load = () => void import('../../components/versions/MyVersionUi').then((m) => setUi({ Ui: m.MyVersionUi }));
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(KEY);
    } catch {
      // No storage: nothing was chosen.
    }
    if (stored && /^v3\.\d+\.\d+$/.test(stored)) {
      setRelease(stored);
      load();
    }
  }, []);
  return (
    <span className="my-version">
      <button
        type="button"
        className="reader-tool"
        aria-expanded={open}
        onClick={() => {
          if (!ui) load();
          setOpen(!open);
        }}
      >
        {release ? `${t.myVersion}: ${release}` : t.myVersion}
      </button>
      {ui && <ui.Ui release={release} pathname={pathname} lang={lang} open={open} onChange={setRelease} onClose={() => setOpen(false)} />}
    </span>
  );
}
