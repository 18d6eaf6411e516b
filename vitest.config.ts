import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // As rspress.config.ts: pages import driver data as '@data/…' (tests/unit/staticHtml.test.ts compiles one).
  resolve: { alias: { '@data': path.join(import.meta.dirname, 'data') } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores, which on a 2-core CI runner runs the files one by one;
    // the main process only collects results, so every core gets a worker.
    maxWorkers: '100%',
  },
});
