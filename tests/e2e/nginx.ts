import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..', '..');
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface RunningNginx {
  origin: string;
  brotli: boolean;
  /** The access log so far, written in the configuration's own format. */
  accessLog(): string;
  stop(): Promise<void>;
}

/**
 * Starts Debian's nginx with the repository's own deploy/nginx/nginx.conf (the one the container uses),
 * changed only where a test must differ: the built folder, a loopback port, writable temp paths, and the
 * access log in a file (same format) that tests can read.
 */
export async function startNginx(root: string, port: number): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'alist-docs-nginx-'));
  symlinkSync(path.join(repo, 'deploy', 'nginx'), path.join(dir, 'alist-docs'));
  const brotli = existsSync(BROTLI_MODULE);
  let conf = readFileSync(path.join(repo, 'deploy', 'nginx', 'nginx.conf'), 'utf8')
    .replaceAll('/tmp/', `${dir}/`)
    .replaceAll('/srv/alist-docs', root)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('error_log stderr warn;', `error_log ${dir}/error.log warn;\ndaemon off;`)
    .replace(/access_log \/dev\/stdout( \w+)?;/, (_, format = '') => `access_log ${dir}/access.log${format};`);
  if (!conf.includes(`${dir}/access.log`)) throw new Error('deploy/nginx/nginx.conf: no "access_log /dev/stdout" line to point at a file');
  if (!brotli) conf = conf.replace(/^load_module .*brotli.*$/m, '').replace(/^\s*include alist-docs\/brotli\.conf;$/m, '');
  // Workers of a root master run as "nobody"; keep them as the test's user so they can read the build.
  if (process.getuid?.() === 0) conf = `user root;\n${conf}`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''}`);
    try {
      await fetch(`${origin}/`);
      break;
    } catch (error) {
      if (i > 100) {
        // Do not leave a server behind when it never answered.
        child.kill('SIGTERM');
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`nginx did not answer on ${origin} (${String((error as Error).cause ?? error)}): ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    origin,
    brotli,
    accessLog: () => (existsSync(`${dir}/access.log`) ? readFileSync(`${dir}/access.log`, 'utf8') : ''),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
