import { useLocale } from '../hooks/useLocale';

/** Prints the article only (see the print rules in styles/print.css). */
export function PrintButton() {
  const { t } = useLocale();
  return (
    <button type="button" className="reader-tool" onClick={() => window.print()} aria-label={t.print} title={t.print}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 9V2h12v7" />
        <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
        <path d="M6 14h12v8H6z" />
      </svg>
      <span>{t.print}</span>
    </button>
  );
}
