import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { locales, ui } from '../../../site/locales';
import { offlineText } from '../../../site/text/offline';

export const SERVICE_WORKER_PATH = '/sw.js';

/** The files every page needs (main bundle and styles): fetched when the service worker installs. */
export function shellAssets(outDir: string): string[] {
  const list = (dir: string, ext: string) =>
    readdirSync(path.join(outDir, dir))
      .filter((f) => f.endsWith(ext))
      .map((f) => `/${dir}/${f}`);
  return [...list('static/js', '.js'), ...list('static/css', '.css')].sort();
}

/** The service worker's source with its configuration: cache version, shell files, offline texts. */
export function serviceWorkerSource(precache: string[]): string {
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  const offline = Object.fromEntries(
    (['en', 'zh'] as const).map((code) => [code, { lang: locales[code].tag, title: offlineText[code].title, body: offlineText[code].body, home: ui[code].takeMeHome }]),
  );
  const template = readFileSync(path.join(import.meta.dirname, 'sw.js'), 'utf8');
  return template.replace('__SW_CONFIG__', JSON.stringify({ version, precache, offline }));
}

/** Writes sw.js into the build, so pages once opened keep working offline. */
export function serviceWorkerPlugin(): RspressPlugin {
  return {
    name: 'alist-service-worker',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      writeFileSync(path.join(outDir, SERVICE_WORKER_PATH.slice(1)), serviceWorkerSource(shellAssets(outDir)));
    },
  };
}
