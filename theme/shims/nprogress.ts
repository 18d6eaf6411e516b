/**
 * The navigation progress bar with nprogress's API and markup (`#nprogress .bar`, moved with
 * translate3d, the styles stay the engine's), without its unused parts (spinner, promise helper,
 * positioning detection). Aliased for the web build only (plugins/engine/lightRuntime.ts).
 */
interface Settings {
  minimum: number;
  speed: number;
  trickleSpeed: number;
  easing: string;
  trickle: boolean;
  showSpinner: boolean;
}

const settings: Settings = { minimum: 0.08, speed: 200, trickleSpeed: 200, easing: 'ease', trickle: true, showSpinner: false };
let status: number | null = null;
let trickleTimer: ReturnType<typeof setTimeout> | undefined;

const clamp = (n: number) => Math.min(1, Math.max(settings.minimum, n));

function bar(): HTMLElement {
  let root = document.getElementById('nprogress');
  if (!root) {
    root = document.createElement('div');
    root.id = 'nprogress';
    root.innerHTML = '<div class="bar" role="bar"><div class="peg"></div></div>';
    const inner = root.firstElementChild as HTMLElement;
    inner.style.transform = `translate3d(${((status ?? 0) - 1) * 100}%,0,0)`;
    document.body.appendChild(root);
  }
  return root.firstElementChild as HTMLElement;
}

const nprogress = {
  settings,
  configure(options: Partial<Settings>) {
    Object.assign(settings, options);
    return nprogress;
  },
  isStarted: () => typeof status === 'number',
  set(n: number) {
    const value = clamp(n);
    status = value === 1 ? null : value;
    const el = bar();
    void el.offsetWidth; // apply the start position before the transition
    el.style.transition = `all ${settings.speed}ms ${settings.easing}`;
    el.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
    if (value === 1) {
      const root = el.parentElement as HTMLElement;
      root.style.transition = 'none';
      root.style.opacity = '1';
      setTimeout(() => {
        root.style.transition = `all ${settings.speed}ms linear`;
        root.style.opacity = '0';
        setTimeout(() => root.remove(), settings.speed);
      }, settings.speed);
    }
    return nprogress;
  },
  start() {
    if (status === null) nprogress.set(0);
    const work = () => {
      if (status === null) return;
      nprogress.inc();
      trickleTimer = setTimeout(work, settings.trickleSpeed);
    };
    clearTimeout(trickleTimer);
    if (settings.trickle) trickleTimer = setTimeout(work, settings.trickleSpeed);
    return nprogress;
  },
  inc(amount?: number) {
    if (status === null) return nprogress.start();
    if (status >= 1) return nprogress;
    const step = amount ?? (status < 0.2 ? 0.1 : status < 0.5 ? 0.04 : status < 0.8 ? 0.02 : status < 0.99 ? 0.005 : 0);
    return nprogress.set(Math.min(status + step, 0.994));
  },
  done(force?: boolean) {
    if (!force && status === null) return nprogress;
    clearTimeout(trickleTimer);
    return nprogress.inc(0.3 + 0.5 * Math.random()).set(1);
  },
  remove() {
    document.getElementById('nprogress')?.remove();
  },
};

export default nprogress;
