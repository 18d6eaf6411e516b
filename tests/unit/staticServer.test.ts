/**
 * The test and `npm start` static server answers the spellings deploy/nginx knows as nginx does, no more
 * leniently: a callback page under AList's spelling in place with its query, other stems by a 301 that keeps
 * the query, unknown paths with the 404 page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/staticServer';

let root: string;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  for (const [file, body] of Object.entries({
    'index.html': 'home',
    '404.html': 'not found',
    'faq/error.html': 'error page',
    'guide/install/index.html': 'install',
    'tool/google/callback.html': 'google callback',
    'zh/tool/google/callback.html': 'zh google callback',
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  const server = createStaticServer(root).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((r) => server.close(() => r()));
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${origin}${p}`, { redirect: 'manual' });

describe('static server', () => {
  it('serves the callback pages under the default redirect URI, in place', async () => {
    for (const [p, body] of [['/tool/google/callback?code=c&state=s', 'google callback'], ['/zh/tool/google/callback?code=c', 'zh google callback']]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toBe(body);
    }
  });

  it('redirects other stems to the canonical spelling with the query, as nginx does', async () => {
    for (const [from, to] of [['/faq/error?x=1', '/faq/error.html?x=1'], ['/guide/install?y=2', '/guide/install/?y=2'], ['/tool/google/callback/?code=c', null]]) {
      const res = await get(from!);
      if (to === null) {
        expect(res.status, from!).toBe(404);
        continue;
      }
      expect(res.status, from!).toBe(301);
      expect(res.headers.get('location'), from!).toBe(to);
    }
  });

  it('serves exact files and folder indexes, and the 404 page for anything else', async () => {
    expect(await (await get('/faq/error.html')).text()).toBe('error page');
    expect(await (await get('/guide/install/')).text()).toBe('install');
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('not found');
  });
});
