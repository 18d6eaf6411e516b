/**
 * One locale's search index, built off the main thread: the build starts one of these per locale
 * (./index.ts), so the locales are indexed side by side while the other post-build steps run.
 * Input: the locale's built pages as [url, html]; output: the index files as [name, content].
 */
import { parentPort, workerData } from 'node:worker_threads';
import { corpusOfPages } from './corpus';
import { buildSearchShards } from './shards';

const { lang, pages } = workerData as { lang: string; pages: [url: string, html: string][] };
parentPort!.postMessage([...buildSearchShards(corpusOfPages(lang, pages))]);
