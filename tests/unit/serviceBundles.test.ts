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
    const info = await worker.fetch(new Request('https://tokens.example.org/v1/info'), env);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ service: 'alist-docs-token-service', providers: expect.arrayContaining(['onedrive', 'baidu']) });
    const foreign = await worker.fetch(new Request('https://tokens.example.org/v1/token/google', { method: 'POST', headers: { Origin: 'https://evil.example' } }), env);
    expect(foreign.status).toBe(403);
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
