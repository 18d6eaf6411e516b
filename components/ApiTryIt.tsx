import { lazy, Suspense, useState } from 'react';
import { tryItSummaryText } from '../site/text/tryItSummary';
import type { TryItOperation } from './apiTryIt';
import { usePageText } from './usePageLang';
import './apiTryIt.css';

interface Props {
  op: TryItOperation;
  /** The request example, or where to read it when the panel opens (a first load reads it from the section's HTML). */
  example?: string | (() => string | undefined);
  query?: string;
}

// The form's code and strings (about 3 KiB gzip on the page) load when a reader first opens a panel; most readers
// of an API page never do. A failed download (offline) says so in the panel instead of breaking the page.
const Panel = lazy(() =>
  import('./ApiTryItPanel').then(
    (m) => ({ default: m.ApiTryItPanel }),
    () => ({ default: LoadFailed }),
  ),
);

function LoadFailed() {
  const { t } = usePageText(tryItSummaryText);
  return (
    <p className="tool-problem" role="alert">
      {t.loadFailed}
    </p>
  );
}

/**
 * "Try it" for one API operation: calls the reader's own AList server from the browser. The static HTML
 * holds only the summary line.
 */
export function ApiTryIt(props: Props) {
  const { t } = usePageText(tryItSummaryText);
  // The form is built the first time the reader opens the panel and kept after: an API page has dozens of
  // operations, and building every form at load was most of the page's start-up work.
  const [opened, setOpened] = useState(false);
  const loading = <p className="tool-loading">{t.loading}</p>;
  return (
    // The panel is the same on every operation: kept out of the search index.
    <details className="api-tryit" data-search="skip" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{t.summary}</summary>
      {/* Only ever true in the browser, so the build never touches sessionStorage. */}
      {opened ? (
        <Suspense fallback={loading}>
          <Panel op={props.op} query={props.query} example={typeof props.example === 'function' ? props.example() : props.example} />
        </Suspense>
      ) : (
        loading
      )}
    </details>
  );
}
