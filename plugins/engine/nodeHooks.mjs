// `node --import ./plugins/engine/nodeHooks.mjs …/rspress.js build` (package.json's build and dev scripts):
// registers the load hooks that edit engine modules as Node loads them (./pageIndexCache/engineEdit.mjs,
// ./llmsOrder.mjs). Worker threads (SSG, search indexing) never load those modules, so only the main
// thread registers them.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  register('./pageIndexCache/engineEdit.mjs', import.meta.url);
  register('./llmsOrder.mjs', import.meta.url);
}
