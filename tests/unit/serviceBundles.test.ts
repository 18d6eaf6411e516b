/**
 * The two deployable forms of the token service: the edge-runtime bundle (server/build-worker.ts) and the
 * single-file Node bundle the container builds (the same esbuild command as server/Dockerfile). Both are
 * built here and answer a real request.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildWorker } from '../../server/build-worker';

const dir = mkdtempSync(path.join(tmpdir(), 'token-service-'));

describe('edge-runtime bundle', () => {
  it('builds without Node modules and answers through its fetch export with the bindings as configuration', async () => {
    const out = path.join(dir, 'worker.js');
    await buildWorker(out);
    expect(readFileSync(out, 'utf8')).not.toMatch(/from\s*["']node:/);
    const worker = (await import(pathToFileURL(out).href)).default as { fetch(r: Request, env: Record<string, string>): Promise<Response> };
    const env = { TOKEN_SERVICE_ALLOWED_ORIGINS: 'https://docs.example.com' };
    const client = { 'CF-Connecting-IP': '203.0.113.20' };
    const info = await worker.fetch(new Request('https://tokens.example.org/v1/info', { headers: client }), env);
    expect(info.status).toBe(200);
    // On the edge the service is public: the WoPan and 115 sign-ins are off unless switched on.
    expect(await info.json()).toMatchObject({ service: 'alist-docs-token-service', providers: expect.arrayContaining(['onedrive', 'baidu']), wopan: false, pan115: false });
    const foreign = await worker.fetch(new Request('https://tokens.example.org/v1/token/google', { method: 'POST', headers: { ...client, Origin: 'https://evil.example' } }), env);
    expect(foreign.status).toBe(403);
    // No CF-Connecting-IP: refused, not counted in one bucket shared by every such request.
    const anonymous = await worker.fetch(new Request('https://tokens.example.org/v1/info'), env);
    expect(anonymous.status).toBe(400);
    expect(await anonymous.json()).toMatchObject({ error: 'client_address_unknown' });
  }, 60_000);

  it('has no test redirection of provider calls: TOKEN_SERVICE_UPSTREAMS is refused even in test mode', async () => {
    const out = path.join(dir, 'worker-upstreams.js');
    await buildWorker(out);
    const text = readFileSync(out, 'utf8');
    expect(text).not.toContain('TOKEN_SERVICE_TEST_MODE');
    const worker = (await import(pathToFileURL(out).href)).default as { fetch(r: Request, env: Record<string, string>): Promise<Response> };
    const env = { TOKEN_SERVICE_TEST_MODE: '1', TOKEN_SERVICE_UPSTREAMS: JSON.stringify({ 'https://oauth2.googleapis.com': 'http://127.0.0.1:9' }) };
    const res = await worker.fetch(new Request('https://tokens.example.org/v1/info', { headers: { 'CF-Connecting-IP': '203.0.113.20' } }), env);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: 'internal', error_description: expect.stringContaining('TOKEN_SERVICE_UPSTREAMS does not exist in the edge build') });
  }, 60_000);
});

describe('container bundle', () => {
  it('the Dockerfile\'s esbuild command gives a Node program that starts and serves', async () => {
    const dockerfile = readFileSync('server/Dockerfile', 'utf8');
    expect(dockerfile).toContain('npx esbuild server/main.ts --bundle --platform=node --format=esm --target=node20');
    const out = path.join(dir, 'service.mjs');
    await build({
      entryPoints: ['server/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: out,
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      logLevel: 'error',
    });
    const child = spawn(process.execPath, [out], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TOKEN_SERVICE_ALLOWED_ORIGINS: 'https://docs.example.com' } });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (d) => {
          text += String(d);
          const m = /Token service at (http:\/\/[^\s]+)/.exec(text);
          if (m) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const res = await fetch(`${url}/v1/info`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      child.kill();
    }
    // A wrong setting stops it with a message naming the variable.
    const bad = spawn(process.execPath, [out], { env: { ...process.env, PORT: '0', TOKEN_SERVICE_RATE_LIMIT: 'lots' } });
    let err = '';
    bad.stderr.on('data', (d) => (err += String(d)));
    const code = await new Promise((r) => bad.on('exit', r));
    expect(code).toBe(2);
    expect(err).toContain('TOKEN_SERVICE_RATE_LIMIT');
  }, 60_000);
});
