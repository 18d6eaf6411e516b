import { LOADING_BAR_HEIGHT } from '../site/constants';
import './feedback.css';

/**
 * A thin bar at the top of the window while a component's library downloads (SPEC.md §9: 2 px).
 * Several loads may overlap; the bar finishes when the last one ends.
 */
let active = 0;
let bar: HTMLDivElement | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function element(): HTMLDivElement {
  if (!bar || !bar.isConnected) {
    bar = document.createElement('div');
    bar.className = 'alist-loading-bar';
    bar.setAttribute('aria-hidden', 'true');
    bar.style.height = `${LOADING_BAR_HEIGHT}px`;
    document.body.appendChild(bar);
  }
  return bar;
}

export const loadingBar = {
  start() {
    active += 1;
    clearTimeout(hideTimer);
    const el = element();
    el.dataset.state = 'loading';
  },
  finish(failed = false) {
    active = Math.max(0, active - 1);
    if (active > 0 && !failed) return;
    const el = element();
    el.dataset.state = failed ? 'error' : 'done';
    hideTimer = setTimeout(() => {
      if (active === 0) el.dataset.state = 'idle';
    }, 400);
  },
};

/** Runs a dynamic import() with the loading bar shown. */
export async function loadLibrary<T>(load: () => Promise<T>): Promise<T> {
  loadingBar.start();
  try {
    const mod = await load();
    loadingBar.finish();
    return mod;
  } catch (error) {
    loadingBar.finish(true);
    throw error;
  }
}
