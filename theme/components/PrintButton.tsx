import { useLocale } from '../hooks/useLocale';
import { startMyVersion } from '../myVersionStart';

/**
 * The reader's tools beside the breadcrumbs: "My version" (the rest of it loads on click, theme/myVersionStart.ts;
 * here, so that every doc page's first download carries a button and a label, not a component) and Print, which
 * prints the article only (see the print rules in styles/print.css).
 */
export function PrintButton() {
  const { t } = useLocale();
  return (
    // One flex item for both buttons (the header spreads its items apart); the space between them is the gap.
    <span>
      <button type="button" className="reader-tool my-version" onClick={(e) => startMyVersion(e.currentTarget)}>
        {t.myVersion}
      </button>{' '}
      <button type="button" className="reader-tool" onClick={() => window.print()} aria-label={t.print} title={t.print}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 9V2h12v7" />
          <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
          <path d="M6 14h12v8H6z" />
        </svg>
        <span>{t.print}</span>
      </button>
    </span>
  );
}
