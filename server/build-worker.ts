/**
 * Bundles the token service for edge runtimes (Cloudflare Workers and others that take an ES module with a
 * default `fetch` export): `npm run build:service-worker` writes dist-service/worker.js. Nothing from Node is
 * allowed into the bundle; the build fails if anything imports a node: module. TOKEN_SERVICE_UPSTREAMS (tests
 * only) is not in it at all.
 */
import { build } from 'esbuild';
import path from 'node:path';

export const workerOutFile = path.join(import.meta.dirname, '..', 'dist-service', 'worker.js');

export async function buildWorker(outfile = workerOutFile): Promise<void> {
  await build({
    entryPoints: [path.join(import.meta.dirname, 'worker.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: ['worker', 'browser'],
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    plugins: [
      {
        // The test-only provider redirection has no place on the edge: its module is swapped for one that refuses it.
        name: 'no-test-upstreams',
        setup(b) {
          b.onResolve({ filter: /\/testUpstreams$/ }, () => ({ path: path.join(import.meta.dirname, 'testUpstreams.edge.ts') }));
        },
      },
      {
        name: 'no-node-builtins',
        setup(b) {
          b.onResolve({ filter: /^node:|^(fs|path|http|https|net|crypto|stream|os|child_process)$/ }, (args) => ({
            errors: [{ text: `${args.importer} imports ${args.path}, which edge runtimes do not have` }],
          }));
        },
      },
    ],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildWorker();
  console.log(`Token service worker bundle: ${path.relative(process.cwd(), workerOutFile)}`);
}
