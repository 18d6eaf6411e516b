import { useDark } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * Mirrors the shown colour mode as data-theme="dark|light" on <html> for components that observe it.
 * The inline head script of theme/colorMode.ts does the same before paint on pages built with the
 * site's head tags; the engine's 404 page is built without them, so this hook is what sets it there.
 */
export function useDataTheme() {
  const dark = useDark();
  useEffect(() => {
    const value = dark ? 'dark' : 'light';
    // Usually already right (the inline head script sets it before paint); an equal write still restyles.
    if (document.documentElement.getAttribute('data-theme') !== value) document.documentElement.setAttribute('data-theme', value);
  }, [dark]);
}
