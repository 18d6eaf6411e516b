import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { useLocale } from './useLocale';

/** The engine renders the sidebar and the outline as unnamed <aside> landmarks; name them. */
export function useLandmarkLabels() {
  const { pathname } = useLocation();
  const { t } = useLocale();
  useEffect(() => {
    document.querySelector('.rp-doc-layout__sidebar')?.setAttribute('aria-label', t.sidebarLabel);
    document.querySelector('.rp-doc-layout__outline')?.setAttribute('aria-label', t.outlineLabel);
  }, [pathname, t]);
}
