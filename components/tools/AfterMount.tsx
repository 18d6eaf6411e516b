import { useEffect, useState, type ReactNode } from 'react';
import { useToolText } from './useToolText';

/**
 * Renders a tool's browser-only part after mount, and a loading line during server rendering and
 * the first client render, so the static build never needs `window`.
 */
export function AfterMount({ children }: { children: ReactNode }) {
  const { t } = useToolText();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The Markdown twin is read as text: say where the form is instead of "loading".
  if (import.meta.env.SSG_MD) return <p>{t.inBrowser}</p>;
  return mounted ? <>{children}</> : <p className="tool-loading">{t.loading}</p>;
}
