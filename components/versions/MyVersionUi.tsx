import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ui } from '../../site/locales';
import { applyMarks } from './marks';
import { MyVersionPicker } from './MyVersionPicker';
import { MY_VERSION_EVENT, readMyVersion } from './myVersion';

/**
 * The part of "my version" that loads with import() (theme/components/MyVersionButton.tsx keeps only the button
 * in the first download). It renders in a root of its own inside the button's element: the picker when open, the
 * button's label with the chosen release, and the page's marks, again after each client navigation (seen as a
 * change of the document title; the new page's content arrives a moment after).
 */
const roots = new WeakMap<HTMLElement, (open: boolean) => void>();

export function mountMyVersion(box: HTMLElement, open: boolean): void {
  const toggle = roots.get(box);
  if (toggle) return toggle(open);
  const host = document.createElement('span');
  // The picker opens under the button; set here, so the main stylesheet carries nothing for it.
  box.style.position = 'relative';
  box.append(host);
  createRoot(host).render(<MyVersionUi box={box} initiallyOpen={open} register={(f) => roots.set(box, f)} />);
}

function MyVersionUi({ box, initiallyOpen, register }: { box: HTMLElement; initiallyOpen: boolean; register: (toggle: (open: boolean) => void) => void }) {
  const lang = document.documentElement.lang.startsWith('zh') ? 'zh' : 'en';
  const [release, setRelease] = useState<string | null>(readMyVersion);
  const [open, setOpen] = useState(initiallyOpen);
  const [page, setPage] = useState(document.title);
  useEffect(() => register((o) => (o ? setOpen((x) => !x) : undefined)), [register]);
  useEffect(() => {
    const follow = (e: Event) => setRelease((e as CustomEvent<string | null>).detail);
    window.addEventListener(MY_VERSION_EVENT, follow);
    const title = document.querySelector('title');
    const watch = new MutationObserver(() => setPage(document.title));
    if (title) watch.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      window.removeEventListener(MY_VERSION_EVENT, follow);
      watch.disconnect();
    };
  }, []);
  // The button's label and state follow the choice.
  useEffect(() => {
    const button = box.querySelector(':scope > button');
    if (!button) return;
    button.textContent = release ? `${ui[lang].myVersion}: ${release}` : ui[lang].myVersion;
    button.setAttribute('aria-expanded', String(open));
    if (release) button.setAttribute('data-my-version', release);
    else button.removeAttribute('data-my-version');
  }, [box, release, open, lang]);
  useEffect(() => {
    let current = true;
    const run = () => void (current ? applyMarks(release, lang) : null)?.catch(() => undefined);
    run();
    const again = window.setTimeout(run, 800);
    return () => {
      current = false;
      window.clearTimeout(again);
    };
  }, [release, page, lang]);
  return open ? <MyVersionPicker value={release} lang={lang} onClose={() => setOpen(false)} /> : null;
}
