/**
 * On the built site: heavy libraries are absent from the JS of pages that do not use them
 * (see scripts/heavyChunks.ts). Usage: DOCS_OUT_DIR=doc_build tsx scripts/check-bundles.ts
 */
import path from 'node:path';
import { outDir } from './builtFiles';
import { checkHeavyLibraries } from './heavyChunks';

const { problems, pages, usedOn } = checkHeavyLibraries(outDir, path.join(import.meta.dirname, '..', 'docs'));
if (problems.length > 0) {
  console.error(`check-bundles: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
const summary = Object.entries(usedOn).map(([lib, routes]) => `${lib} on ${routes.length}`).join(', ');
console.log(`check-bundles: ${pages} pages checked; heavy libraries only where used (${summary})`);
