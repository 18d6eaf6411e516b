/**
 * An Rsbuild plugin that rewrites one of the engine's generated modules in the browser build only,
 * after the engine's own loaders (SSG keeps the original). `buildOnly` leaves
 * `rspress dev` alone, which wraps such a module in hot-reload code of its own.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export function webModuleTransform(name: string, test: RegExp, transform: (code: string) => string, { buildOnly = false } = {}): RsbuildPlugin {
  return {
    name,
    setup(api) {
      if (buildOnly && api.context.action === 'dev') return;
      api.transform({ test, environments: ['web'], order: 'post' }, ({ code }) => transform(code));
    },
  };
}
