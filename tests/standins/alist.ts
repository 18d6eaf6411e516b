/**
 * A stand-in AList v3.63 server for the API pages' "try it" tests: a real HTTP server on 127.0.0.1 with
 * AList's answer envelope (HTTP 200, outcome in `code`) and AList's CORS middleware as configured by
 * `cors.allow_origins` / `allow_methods` / `allow_headers` (server/router.go → gin-contrib/cors v1.7.2):
 * an origin not allowed gets 403, preflights get 204 with the configured lists joined as they are, and
 * "*" is sent literally, so the browser applies its own wildcard rules (which do not cover Authorization).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AlistCors {
  allowOrigins: string[];
  allowMethods: string[];
  allowHeaders: string[];
}

/** AList's defaults (internal/conf/config.go DefaultConfig). */
export const defaultCors: AlistCors = { allowOrigins: ['*'], allowMethods: ['*'], allowHeaders: ['*'] };

export const ADMIN = { username: 'admin', password: 'docs-pass', token: 'alist-token-0123456789' };

export interface StandInAlist {
  url: string;
  /** Requests that reached a route (after CORS), for the tests to check what was sent. */
  received: { method: string; path: string; authorization: string | null; body: string }[];
  close(): Promise<void>;
}

const canonical = (h: string) => h.trim().toLowerCase().replace(/(^|-)([a-z])/g, (_, d: string, c: string) => d + c.toUpperCase());

function applyCors(cors: AlistCors, req: IncomingMessage, res: ServerResponse): 'pass' | 'done' {
  const origin = req.headers.origin;
  if (!origin) return 'pass';
  const host = req.headers.host ?? '';
  if (origin === `http://${host}` || origin === `https://${host}`) return 'pass';
  const all = cors.allowOrigins.includes('*');
  if (!all && !cors.allowOrigins.includes(origin)) {
    res.writeHead(403);
    res.end();
    return 'done';
  }
  if (req.method === 'OPTIONS') {
    const headers: Record<string, string | string[]> = {
      'Access-Control-Allow-Methods': cors.allowMethods.map((m) => m.trim().toUpperCase()).join(','),
      'Access-Control-Allow-Headers': cors.allowHeaders.map(canonical).join(','),
    };
    if (all) headers['Access-Control-Allow-Origin'] = '*';
    else {
      headers['Access-Control-Allow-Origin'] = origin;
      headers.Vary = ['Origin', 'Access-Control-Request-Method', 'Access-Control-Request-Headers'];
    }
    res.writeHead(204, headers);
    res.end();
    return 'done';
  }
  if (all) res.setHeader('Access-Control-Allow-Origin', '*');
  else {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  return 'pass';
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStandInAlist(port: number, cors: AlistCors = defaultCors): Promise<StandInAlist> {
  const received: StandInAlist['received'] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      if (applyCors(cors, req, res) === 'done') return;
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = req.method === 'POST' ? await readBody(req) : '';
      const json = (data: unknown) => {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(data));
      };
      const ok = (data: unknown) => json({ code: 200, message: 'success', data });
      const fail = (code: number, message: string) => json({ code, message, data: null });
      if (url.pathname === '/ping') {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end('pong');
      }
      const authorization = (req.headers.authorization as string | undefined) ?? null;
      received.push({ method: req.method ?? '', path: url.pathname + url.search, authorization, body });
      // server/middlewares/auth.go: no token → the guest; an unknown one → ParseToken's error with code 401.
      const user = authorization === null || authorization === '' ? 'guest' : authorization === ADMIN.token ? 'admin' : null;
      if (url.pathname === '/api/auth/login' && req.method === 'POST') {
        let creds: { username?: string; password?: string } = {};
        try {
          creds = JSON.parse(body);
        } catch {
          return fail(400, 'invalid character in JSON');
        }
        if (creds.username === ADMIN.username && creds.password === ADMIN.password) return ok({ token: ADMIN.token });
        return fail(400, 'username or password is incorrect');
      }
      if (user === null) return fail(401, "that's not even a token");
      if (url.pathname === '/api/me' && req.method === 'GET') return ok({ id: user === 'admin' ? 1 : 2, username: user, base_path: '/', role: user === 'admin' ? 2 : 1 });
      if (url.pathname === '/api/fs/list') {
        return ok({ content: [{ name: 'Movies', size: 0, is_dir: true, modified: '2026-11-01T10:00:00Z', sign: '', thumb: '', type: 1 }], total: 1, readme: '', header: '', write: user === 'admin', provider: 'Local' });
      }
      if (url.pathname === '/api/fs/mkdir' && req.method === 'POST') {
        if (user !== 'admin') return fail(403, 'permission denied');
        return ok(null);
      }
      if (url.pathname.startsWith('/api/admin/')) {
        if (user !== 'admin') return fail(403, 'You are not an admin');
        return ok({ content: [], total: 0 });
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('404 page not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${bound}`, received, close: () => new Promise((r) => server.close(() => r())) };
}
