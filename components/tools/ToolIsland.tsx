import { useEffect, useState, type ComponentType } from 'react';
import { HYDRATED_ATTR } from '../../theme/firstLoad';
import { useToolText } from './useToolText';

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A tool as a page shows it: the page's HTML and its first download hold only a line saying the tool is loading;
 * the tool's code, styles and strings (most of a tool page's weight) come in a chunk of their own, requested when
 * the page module runs in the browser, so the page hydrates without waiting for them. The tool renders once the
 * page has mounted and the chunk has arrived; a tool never rendered during the build, since it reads `window`.
 * plugins/engine/localeToolText.ts turns a page's `import { Tool } from '@components/tools/Tool'` into one of these.
 * A failed download (offline) says so, with a button that tries again.
 */
export function toolIsland<P extends object>(load: Loader<P>): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () => {
    pending ??= load().then(
      (tool) => (loaded = tool),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  if (!import.meta.env.SSR) void start().catch(() => undefined);

  function Island(props: P) {
    const { t } = useToolText();
    // Hydration renders what the build rendered (the loading line), even when the chunk came first; a render after
    // a client navigation shows a tool already loaded at once.
    const [tool, setTool] = useState<{ Tool: ComponentType<P> } | 'failed' | null>(() =>
      loaded && document.documentElement.hasAttribute(HYDRATED_ATTR) ? { Tool: loaded } : null,
    );
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      let current = true;
      start().then(
        (Tool) => current && setTool({ Tool }),
        () => current && setTool('failed'),
      );
      return () => {
        current = false;
      };
    }, [attempt]);
    if (tool === 'failed') {
      return (
        <p className="tool-problem" role="alert">
          {t.loadFailed}{' '}
          <button
            type="button"
            className="tool-button"
            onClick={() => {
              setTool(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t.retry}
          </button>
        </p>
      );
    }
    if (tool) return <tool.Tool {...props} />;
    return <p className="tool-loading">{t.loading}</p>;
  }
  return Island;
}
