import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { useLocale } from '../hooks/useLocale';

const SELECTOR = '.rp-doc img:not(.no-zoom)';

/**
 * Lightbox for content images. medium-zoom loads only on pages with images. Each image is a
 * keyboard control (Enter or Space opens it); Escape, a click or a tap closes it.
 */
export function ImageZoom() {
  const { pathname } = useLocation();
  const { t } = useLocale();
  useEffect(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>(SELECTOR)];
    if (images.length === 0) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import('medium-zoom').then(({ default: mediumZoom }) => {
      if (cancelled) return;
      const zoom = mediumZoom(images, { background: 'var(--rp-c-bg)', margin: 24 });
      const onKey = (e: KeyboardEvent) => {
        const img = e.target as HTMLImageElement;
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        // Back to the image when the zoom closes, so keyboard readers keep their place.
        img.addEventListener('medium-zoom:closed', () => img.focus(), { once: true });
        void zoom.open({ target: img });
      };
      // medium-zoom ignores Escape while its opening animation runs; close once it has opened.
      const onEscape = (e: KeyboardEvent) => {
        if (e.key !== 'Escape' || !zoom.getZoomedImage()) return;
        const opening = images.find((img) => img.classList.contains('medium-zoom-image--hidden'));
        opening?.addEventListener('medium-zoom:opened', () => void zoom.close(), { once: true });
        void zoom.close();
      };
      document.addEventListener('keydown', onEscape);
      for (const img of images) {
        img.tabIndex = 0;
        img.setAttribute('role', 'button');
        img.setAttribute('aria-label', `${t.enlargeImage}${img.alt ? `: ${img.alt}` : ''}`);
        img.addEventListener('keydown', onKey);
      }
      detach = () => {
        document.removeEventListener('keydown', onEscape);
        for (const img of images) img.removeEventListener('keydown', onKey);
        void zoom.close();
        zoom.detach();
      };
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [pathname, t]);
  return null;
}
