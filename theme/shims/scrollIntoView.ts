/**
 * `scroll-into-view-if-needed` as the engine calls it (sidebar and outline keep the active item in
 * view): scrolls the nearest scrollable ancestor inside the boundary so the element is centred, only
 * when it is not fully visible. Never scrolls the window. Aliased for the web build only.
 */
interface Options {
  scrollMode?: 'if-needed' | 'always';
  block?: 'center' | 'start' | 'end' | 'nearest';
  boundary?: Element | ((parent: Element) => boolean) | null;
  behavior?: ScrollBehavior;
}

function insideBoundary(el: Element, boundary: Options['boundary']): boolean {
  if (!boundary) return true;
  return typeof boundary === 'function' ? boundary(el) : el !== boundary;
}

export default function scrollIntoViewIfNeeded(target: Element, options: Options = {}): void {
  // Inside a closed panel (content-visibility: hidden) there is no layout to scroll, and asking for one
  // would lay out the page in the middle of hydration; theme/hooks/useActiveItemOnOpen.ts scrolls on opening.
  if (!target.checkVisibility()) return;
  let parent = target.parentElement;
  while (parent && parent !== document.body && parent !== document.documentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) break;
    if (!insideBoundary(parent, options.boundary)) return;
    parent = parent.parentElement;
  }
  if (!parent || parent === document.body || parent === document.documentElement) return;
  const box = parent.getBoundingClientRect();
  const item = target.getBoundingClientRect();
  const visible = item.top >= box.top && item.bottom <= box.bottom;
  if (visible && options.scrollMode !== 'always') return;
  const offset = item.top - box.top;
  const block = options.block ?? 'center';
  const delta = block === 'start' ? offset : block === 'end' ? offset - box.height + item.height : offset - (box.height - item.height) / 2;
  parent.scrollBy({ top: delta, behavior: options.behavior ?? 'auto' });
}
