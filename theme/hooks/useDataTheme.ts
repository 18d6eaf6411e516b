import { useDark } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** Mirrors the shown colour mode as data-theme="dark|light" on <html> for components that observe it. */
export function useDataTheme() {
  const dark = useDark();
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  }, [dark]);
}
