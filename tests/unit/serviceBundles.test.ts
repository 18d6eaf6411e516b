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

/** The instructions of one stage of a Dockerfile (0: the first FROM). */
function stage(dockerfile: string, index: number): string {
  return dockerfile.split(/^FROM /m)[index + 1] ?? '';
}

describe('container images', () => {
  it('the token service image: Node 24 in both stages, no package manager left in the runtime, a health check on /healthz', () => {
    const dockerfile = readFileSync('server/Dockerfile', 'utf8');
    expect(stage(dockerfile, 0)).toMatch(/^node:24-alpine AS build/);
    const runtime = stage(dockerfile, 1);
    expect(runtime).toMatch(/^node:24-alpine\n/);
    for (const tool of ['/usr/local/lib/node_modules', '/usr/local/bin/npm', '/usr/local/bin/npx', '/usr/local/bin/corepack', '/usr/local/bin/yarn']) expect(runtime).toContain(tool);
    expect(runtime).not.toMatch(/^RUN .*\bnpm (ci|install|i)\b/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\\\n\s+CMD \["node", "-e", ".*\/healthz/m);
    expect(runtime).toMatch(/^USER node$/m);
  });

  it('the site image logs to the container output and runs nginx unprivileged; .dockerignore keeps history and .env files out', () => {
    const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
    expect(stage(dockerfile, 0)).toMatch(/^node:24-bookworm AS build/);
    expect(stage(dockerfile, 1)).toMatch(/^USER www-data$/m);
    expect(stage(dockerfile, 1)).toContain('CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]');
    const nginx = readFileSync('deploy/nginx/nginx.conf', 'utf8');
    expect(nginx).toMatch(/^error_log stderr /m);
    expect(nginx).toMatch(/^\s*access_log \/dev\/stdout(?: \w+)?;/m);
    expect(nginx).not.toMatch(/(access|error)_log\s+\/var\/log/);
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n').map((l) => l.trim());
    for (const entry of ['.git', '.env*', '**/.env*', 'node_modules']) expect(ignored).toContain(entry);
  });
});

/** The HEALTHCHECK command of server/Dockerfile, as the exec-form array Docker runs. */
function healthCheck(): string[] {
  const dockerfile = readFileSync('server/Dockerfile', 'utf8');
  const m = /^HEALTHCHECK [^\n]*\\\n\s+CMD (\[.*\])$/m.exec(dockerfile);
  if (!m) throw new Error('server/Dockerfile has no HEALTHCHECK ... CMD [...]');
  return JSON.parse(m[1]) as string[];
}

function exitCode(command: string[], env: Record<string, string>): Promise<number | null> {
  const child = spawn(process.execPath, command.slice(1), { env: { ...process.env, ...env } });
  return new Promise((r) => child.on('exit', r));
}

describe('container bundle', () => {
  it('the Dockerfile\'s esbuild command gives a Node program that starts and serves, and its health check passes', async () => {
    const dockerfile = readFileSync('server/Dockerfile', 'utf8');
    expect(dockerfile).toContain('npx esbuild server/main.ts --bundle --platform=node --format=esm --target=node24');
    const out = path.join(dir, 'service.mjs');
    await build({
      entryPoints: ['server/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
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
      const check = healthCheck();
      expect(check[0]).toBe('node');
      expect(await exitCode(check, { PORT: new URL(url).port })).toBe(0);
    } finally {
      child.kill();
    }
    // With nothing listening, the check fails.
    expect(await exitCode(healthCheck(), { PORT: '9' })).toBe(1);
    // A wrong setting stops it with a message naming the variable.
    const bad = spawn(process.execPath, [out], { env: { ...process.env, PORT: '0', TOKEN_SERVICE_RATE_LIMIT: 'lots' } });
    let err = '';
    bad.stderr.on('data', (d) => (err += String(d)));
    const code = await new Promise((r) => bad.on('exit', r));
    expect(code).toBe(2);
    expect(err).toContain('TOKEN_SERVICE_RATE_LIMIT');
  }, 60_000);
});
