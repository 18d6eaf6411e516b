import { preloadLink } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { isSitePath } from '../canonicalPath';
import { STATIC_INDEX_ATTR } from '../staticHtml';

/**
 * A link to one of the site's pages inside a static part of a page (plugins/content/staticHtml.ts), or undefined. Those
 * links are plain HTML, so this gives them what the engine's Link gives every other one.
 */
function staticSiteLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${STATIC_INDEX_ATTR}]`)) return undefined;
  const href = link.getAttribute('href') ?? '';
  if (!isSitePath(href) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  return link;
}

/**
 * Links to the site's own pages in a page's static parts navigate in the app and load the next page when the
 * pointer comes near, as the engine's Link does, from one listener each on the document.
 */
export function useStaticLinks() {
  const navigate = useLinkNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      // The same rule as the engine's Link: a modified or non-primary click is the browser's (new tab, window).
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.shiftKey || e.altKey || e.ctrlKey) return;
      const link = staticSiteLink(e.target);
      if (!link) return;
      e.preventDefault();
      navigate(link.getAttribute('href')!);
    };
    const onNear = (e: Event) => {
      const link = staticSiteLink(e.target);
      if (link) preloadLink(link.pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onNear, { passive: true });
    document.addEventListener('touchstart', onNear, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onNear);
      document.removeEventListener('touchstart', onNear);
    };
  }, [navigate]);
}
