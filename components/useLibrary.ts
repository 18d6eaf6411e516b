import { useEffect, useState } from 'react';
import { loadLibrary } from './loadingBar';

/**
 * Loads a heavy library with import() once the component is in the browser (never during SSG).
 * `lib` is undefined until it is ready; `error` is set when the download failed.
 */
export function useLibrary<T>(load: () => Promise<T>): { lib: T | undefined; error: Error | undefined } {
  const [state, setState] = useState<{ lib: T | undefined; error: Error | undefined }>({ lib: undefined, error: undefined });
  useEffect(() => {
    let alive = true;
    loadLibrary(load).then(
      (lib) => alive && setState({ lib, error: undefined }),
      (error: unknown) => alive && setState({ lib: undefined, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      alive = false;
    };
    // The loader is a module-level constant of each component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
