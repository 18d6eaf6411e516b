import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlCommand, type TokenRequest } from '../../components/tools/oauth';

/** The curl commands the tool pages print, run for real against a token endpoint on 127.0.0.1. */
describe('generated curl commands run in a shell', () => {
  const received: { method: string; url: string; type: string; body: string }[] = [];
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'] ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"refresh_token":"RT"}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  // Asynchronous, so this process's server can answer while curl waits.
  const run = async (request: TokenRequest) => (await promisify(execFile)('sh', ['-c', curlCommand(request)], { encoding: 'utf8', timeout: 10_000 })).stdout;
  const awkward = "it's a \"secret\" & more $HOME `id`";

  it('sends form fields exactly, whatever characters they hold', async () => {
    expect(await run({ method: 'POST', url: `${base}/token`, encoding: 'form', fields: { code: 'C-1', client_secret: awkward } })).toBe('{"refresh_token":"RT"}');
    const last = received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(last.body))).toEqual({ code: 'C-1', client_secret: awkward });
  });

  it('sends a JSON body exactly', async () => {
    await run({ method: 'POST', url: `${base}/json`, encoding: 'json', fields: { code: 'C-2', client_secret: awkward } });
    const last = received.at(-1)!;
    expect(last.type).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ code: 'C-2', client_secret: awkward });
  });

  it('sends a GET with its query intact', async () => {
    const url = `${base}/get?${new URLSearchParams({ code: 'C-3', client_secret: awkward })}`;
    await run({ method: 'GET', url, encoding: 'query', fields: {} });
    const last = received.at(-1)!;
    expect(last.method).toBe('GET');
    expect(new URL(last.url, base).searchParams.get('client_secret')).toBe(awkward);
  });
});
