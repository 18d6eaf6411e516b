import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.sh': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Types worth compressing: text, scripts, JSON, SVG, XML, the manifest. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The callback pages in the spelling of AList's default redirect URIs, served in place as deploy/nginx/site.conf does. */
export const CALLBACK_STEM = /^\/(zh\/)?tool\/[^/]+\/callback$/;

const isFile = (f: string) => existsSync(f) && statSync(f).isFile();

/**
 * `extra` maps paths to generated bodies served before any file.
 * Serves a built folder as deploy/nginx does for the spellings it knows without its generated map, and no more
 * leniently: the exact file (a folder's index.html under "/"); a callback page under AList's spelling without
 * ".html", in place; a 301 with the query kept from "<path>" to "<path>.html" or "<path>/"; else 404.html with
 * status 404. Nothing case-insensitive happens here on purpose: the client resolves /GUIDE/Install/Docker itself.
 */
export function createStaticServer(root: string, extra: Record<string, string> = {}): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Generated answers (npm start's /token-service.json) win over files.
    if (url.pathname in extra) {
      res.writeHead(200, { 'Content-Type': types[path.extname(url.pathname)] ?? 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(extra[url.pathname]);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const inRoot = (c: string) => {
      const f = path.join(root, c);
      return f.startsWith(root) && isFile(f) ? f : undefined;
    };
    const found = inRoot(safe) ?? (pathname.endsWith('/') || CALLBACK_STEM.test(pathname) ? inRoot(pathname.endsWith('/') ? path.join(safe, 'index.html') : `${safe}.html`) : undefined);
    if (!found && !pathname.endsWith('/')) {
      // nginx answers these spellings with a 301 to the canonical URL, query included (deploy/nginx/site.conf).
      const to = inRoot(`${safe}.html`) ? `${url.pathname}.html` : inRoot(path.join(safe, 'index.html')) ? `${url.pathname}/` : null;
      if (to) {
        res.writeHead(301, { Location: `${to}${url.search}`, 'Cache-Control': 'no-cache' });
        res.end();
        return;
      }
    }
    const file = found ?? path.join(root, '404.html');
    res.statusCode = found ? 200 : 404;
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    // Compress text as every real host does, so `npm start` and the bench's Lighthouse see realistic transfers.
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.setHeader('Content-Encoding', 'gzip');
      createReadStream(file).pipe(createGzip({ level: 6 })).pipe(res);
      return;
    }
    createReadStream(file).pipe(res);
  });
}
