import { useMemo } from 'react';
import { useLibrary } from './useLibrary';

// The decoder brings fflate (about 2.3 KiB gzip): it loads with the component's library, after mount, so a page's
// first download carries neither.
const loadDecoder = () => import('./decodeContent').then((m) => m.decodeContent);

/** A rich fence's text (plugins/content/encodeContent.ts), once its decoder has arrived; `error` when it could not. */
export function useDecodedConfig(config: string): { code: string | undefined; error: Error | undefined } {
  const { lib: decode, error } = useLibrary(loadDecoder);
  const code = useMemo(() => decode?.(config), [decode, config]);
  return { code, error };
}
