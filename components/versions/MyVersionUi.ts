import tags from 'virtual-version-tags';
import { myVersionText } from '../../site/text/myVersion';
import { applyMarks } from './marks';
import { MY_VERSION_EVENT, MY_VERSION_KEY, readMyVersion } from './myVersion';
import './versions.css';

/**
 * The part of "my version" that loads with import() (theme/myVersionStart.ts keeps only the button's click and the
 * check for a stored release in the first download). Plain DOM, no React root of its own, so the first download
 * carries nothing for it: the picker panel opens under the button, the button shows the chosen release, and the
 * page's marks follow the choice and every client navigation (seen as a change of the document title; the new
 * page's content arrives a moment after, hence the second pass).
 */
const langOf = (): 'en' | 'zh' => (document.documentElement.lang.startsWith('zh') ? 'zh' : 'en');

export function writeMyVersion(v: string | null): void {
  try {
    if (v) window.localStorage.setItem(MY_VERSION_KEY, v);
    else window.localStorage.removeItem(MY_VERSION_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  window.dispatchEvent(new CustomEvent(MY_VERSION_EVENT, { detail: v }));
}

let started = false;
let again: number | undefined;
let panels = 0;

/** The button's label: the engine's text stays React's; the release goes in a span of its own after it. */
function label(button: HTMLElement, release: string | null): void {
  // The first download's button has no state of its own (fewer bytes); a disclosure button needs one.
  if (!button.hasAttribute('aria-expanded')) button.setAttribute('aria-expanded', 'false');
  let mine = button.querySelector<HTMLElement>(':scope > .my-version__mine');
  if (!release) {
    mine?.remove();
    button.removeAttribute('data-my-version');
    return;
  }
  if (!mine) {
    mine = document.createElement('span');
    mine.className = 'my-version__mine';
    button.append(mine);
  }
  mine.textContent = myVersionText[langOf()].mine(release);
  button.setAttribute('data-my-version', release);
}

function refresh(): void {
  const release = readMyVersion();
  for (const button of document.querySelectorAll<HTMLElement>('button.my-version')) label(button, release);
  const run = () => void applyMarks(release, langOf()).catch(() => undefined);
  run();
  window.clearTimeout(again);
  again = window.setTimeout(run, 800);
}

function close(button: HTMLElement): void {
  button.parentElement?.querySelector('.my-version__panel')?.remove();
  button.setAttribute('aria-expanded', 'false');
}

/** The panel where the reader picks the release they run (or none: the newest, no marks). */
function open(button: HTMLElement): void {
  const t = myVersionText[langOf()];
  const id = `my-version-${++panels}`;
  const panel = document.createElement('div');
  panel.className = 'my-version__panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', id);
  const name = document.createElement('label');
  name.id = id;
  name.htmlFor = `${id}-select`;
  name.textContent = t.label;
  const select = document.createElement('select');
  select.id = `${id}-select`;
  select.append(new Option(t.newest(tags[tags.length - 1]), ''), ...[...tags].reverse().slice(1).map((tag) => new Option(tag, tag)));
  select.value = readMyVersion() ?? '';
  select.addEventListener('change', () => writeMyVersion(select.value || null));
  const hint = document.createElement('p');
  hint.textContent = t.hint;
  const done = document.createElement('button');
  done.type = 'button';
  done.className = 'reader-tool';
  done.textContent = t.close;
  done.addEventListener('click', () => close(button));
  panel.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    close(button);
    button.focus();
  });
  panel.append(name, select, hint, done);
  // The panel opens under the buttons' box; set here, so the main stylesheet carries nothing for it.
  button.parentElement!.style.position = 'relative';
  button.parentElement!.append(panel);
  button.setAttribute('aria-expanded', 'true');
  select.focus();
}

/** Starts following the stored release (once), and opens or closes the picker of `button` when one was clicked. */
export function startMyVersion(button?: HTMLElement): void {
  if (!started) {
    started = true;
    window.addEventListener(MY_VERSION_EVENT, refresh);
    const title = document.querySelector('title');
    if (title) new MutationObserver(refresh).observe(title, { childList: true, characterData: true, subtree: true });
    refresh();
  }
  if (!button?.parentElement) return;
  if (button.parentElement.querySelector('.my-version__panel')) close(button);
  else open(button);
}
