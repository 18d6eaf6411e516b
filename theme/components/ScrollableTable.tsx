import { forwardRef, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useLocale } from '../hooks/useLocale';

/**
 * A content table in a horizontal scroll box. When the table is wider than the box, the box becomes a
 * focusable, named region so keyboard users can scroll it too.
 */
/** The heading a table sits under (the nearest h2–h6 before it in the page body). */
function headingOf(box: Element): Element | null {
  for (let el: Element | null = box; el; el = el.previousElementSibling ?? el.parentElement) {
    if (el !== box && /^H[2-6]$/.test(el.tagName)) return el;
    if (el.classList.contains('rp-doc')) return null;
  }
  return null;
}

/** A name that tells this table from the others on the page: its heading, numbered when a section holds several. */
function tableTitle(box: HTMLElement): string {
  const tables = [...document.querySelectorAll('.rp-table-scroll-container')];
  const heading = headingOf(box);
  const text = (heading?.textContent ?? '').replace(/^#/, '').trim();
  const index = tables.indexOf(box) + 1;
  if (!text) return String(index);
  return tables.some((t) => t !== box && headingOf(t) === heading) ? `${text} (${index})` : text;
}

/** Wider than its box: the box scrolls. */
const isWide = (box: Element) => box.scrollWidth > box.clientWidth + 1;
const REGION_ATTRS = ['tabindex', 'role', 'aria-label'] as const;

/**
 * The same rules for named tables in HTML that React does not render (an API operation read from the page,
 * components/ApiOperation.tsx): each box starts as a named region, as the server rendered it, and is one only
 * while its table is wider than the box or it has the focus. Returns the cleanup.
 */
export function watchTableBoxes(root: Element): () => void {
  const cleanups: (() => void)[] = [];
  for (const box of root.querySelectorAll<HTMLElement>('.rp-table-scroll-container')) {
    const region = REGION_ATTRS.map((name) => [name, box.getAttribute(name)] as const);
    const measure = () => {
      const scrolls = isWide(box) || box === document.activeElement;
      for (const [name, value] of region) {
        // Only what changes: writing an attribute, even with its own value, restyles the box.
        if (scrolls && value !== null && box.getAttribute(name) !== value) box.setAttribute(name, value);
        else if (!scrolls && box.hasAttribute(name)) box.removeAttribute(name);
      }
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    box.addEventListener('focusout', measure);
    cleanups.push(() => {
      observer.disconnect();
      box.removeEventListener('focusout', measure);
    });
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * `name`: the table's own name (unique on the page). A named table counts as scrolling until it is first
 * measured: it may sit in content the browser has not laid out yet (content-visibility: auto), where no
 * measurement arrives until the reader gets there, so it stays reachable by keyboard meanwhile.
 */
export const ScrollableTable = forwardRef<HTMLTableElement, ComponentProps<'table'> & { name?: string }>(function ScrollableTable({ name, ...props }, ref) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(name !== undefined);
  const [title, setTitle] = useState(name ?? '');
  const { t } = useLocale();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Measured in the observer's callbacks only (the first comes right after the next layout): reading
    // sizes here would force a layout of the page in the middle of hydration, once per table. The title
    // is looked up only for tables that scroll.
    const measure = () => {
      const wide = isWide(el);
      // A region the reader has focused stays one until they leave it: dropping its tabindex would drop the focus.
      setScrolls(wide || el === document.activeElement);
      if (wide) setTitle((known) => known || tableTitle(el));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('focusout', measure);
    return () => {
      observer.disconnect();
      el.removeEventListener('focusout', measure);
    };
  }, []);
  return (
    <div
      ref={box}
      className="rp-table-scroll-container rp-scrollbar"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': title ? `${title}: ${t.scrollableTable}` : t.scrollableTable } : {})}
    >
      <table ref={ref} {...props} />
    </div>
  );
});
