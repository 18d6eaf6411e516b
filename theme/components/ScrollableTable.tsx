import { forwardRef, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useLocale } from '../hooks/useLocale';

/**
 * A content table in a horizontal scroll box. When the table is wider than the box, the box becomes a
 * focusable, named region so keyboard users can scroll it too.
 */
export const ScrollableTable = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function ScrollableTable(props, ref) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const { t } = useLocale();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="rp-table-scroll-container rp-scrollbar"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': t.scrollableTable } : {})}
    >
      <table ref={ref} {...props} />
    </div>
  );
});
