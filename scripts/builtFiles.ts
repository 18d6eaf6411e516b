import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The built site; DOCS_OUT_DIR overrides it, the same variable rspress.config.ts reads. */
export const outDir = path.resolve(import.meta.dirname, '..', process.env.DOCS_OUT_DIR ?? 'doc_build');

/** Every file under a folder, as absolute paths. */
export function listFiles(dir: string, filter: (file: string) => boolean = () => true): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full, filter);
    return filter(full) ? [full] : [];
  });
}

/** The URL path a built HTML file is served at, in canonical form ("/guide/", "/guide/webdav.html"). */
export function urlOfHtml(file: string, root = outDir): string {
  const rel = `/${path.relative(root, file).split(path.sep).join('/')}`;
  return rel.replace(/(^|\/)index\.html$/, '$1');
}

/** Character references of built HTML as text (numeric ones included; "&amp;" last, so "&amp;lt;" stays "&lt;"). */
export function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
