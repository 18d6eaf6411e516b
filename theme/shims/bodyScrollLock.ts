/**
 * `body-scroll-lock` as the engine uses it (mobile sidebar and menu screen): while a panel is open
 * the page behind it does not scroll. Elsewhere overflow is hidden with the scrollbar's width kept
 * as padding; iOS ignores overflow on <body>, so there the body is fixed at its scroll position and
 * the position is restored on release. Aliased for the web build only (plugins/engine/lightRuntime.ts).
 */
const locked = new Set<Element>();
let saved: { style: string; scrollY: number } | null = null;

const isIos = () => /iP(ad|hone|od)/.test(navigator.platform) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

export function disableBodyScroll(target: Element, options: { reserveScrollBarGap?: boolean } = {}): void {
  locked.add(target);
  if (saved) return;
  const body = document.body;
  saved = { style: body.getAttribute('style') ?? '', scrollY: window.scrollY };
  if (isIos()) {
    Object.assign(body.style, { position: 'fixed', top: `${-window.scrollY}px`, left: '0', right: '0' });
    return;
  }
  const gap = window.innerWidth - document.documentElement.clientWidth;
  if (options.reserveScrollBarGap && gap > 0) body.style.paddingRight = `${gap}px`;
  body.style.overflow = 'hidden';
}

export function enableBodyScroll(target: Element): void {
  locked.delete(target);
  if (locked.size === 0) clearAllBodyScrollLocks();
}

export function clearAllBodyScrollLocks(): void {
  locked.clear();
  if (!saved) return;
  const { style, scrollY } = saved;
  saved = null;
  const wasFixed = document.body.style.position === 'fixed';
  if (style) document.body.setAttribute('style', style);
  else document.body.removeAttribute('style');
  if (wasFixed) window.scrollTo(0, scrollY);
}
