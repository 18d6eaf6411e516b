import { useDark } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** Mirrors the shown colour mode as data-theme="dark|light" on <html> for components that observe it. */
export function useDataTheme() {
  const dark = useDark();
  useEffect(() => {
    const value = dark ? 'dark' : 'light';
    // Usually already right (the inline head script sets it before paint); an equal write still restyles.
    if (document.documentElement.getAttribute('data-theme') !== value) document.documentElement.setAttribute('data-theme', value);
  }, [dark]);
}
