/**
 * An Rsbuild plugin that rewrites one of the engine's generated modules in the browser build only,
 * after the engine's own loaders (SSG and the Markdown twins keep the original).
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export function webModuleTransform(name: string, test: RegExp, transform: (code: string) => string): RsbuildPlugin {
  return {
    name,
    setup(api) {
      api.transform({ test, environments: ['web'], order: 'post' }, ({ code }) => transform(code));
    },
  };
}
