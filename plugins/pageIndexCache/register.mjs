// `node --import ./plugins/pageIndexCache/register.mjs …/rspress.js build` (package.json's build and dev
// scripts): lets ./engineEdit.mjs edit one engine module as Node loads it. Worker threads (SSG, search
// indexing) never load that module, so only the main thread registers the hook.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) register('./engineEdit.mjs', import.meta.url);
