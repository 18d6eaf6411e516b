// `node --import ./plugins/engine/nodeHooks.mjs …/rspress.js build` (package.json's build and dev scripts):
// registers the load hook that edits an engine module as Node loads it (./pageIndexCache/engineEdit.mjs).
// Worker threads (SSG, search indexing) never load that module, so only the main thread registers it.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  register('./pageIndexCache/engineEdit.mjs', import.meta.url);
}
