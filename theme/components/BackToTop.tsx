import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD } from '../../site/constants';
import { useLocale } from '../hooks/useLocale';

/** Appears after BACK_TO_TOP_THRESHOLD px of scrolling; returns to the top of the page. */
export function BackToTop() {
  const { t } = useLocale();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t.backToTop}
      title={t.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="m18 15-6-6-6 6" />
      </svg>
    </button>
  );
}
