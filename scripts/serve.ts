/**
 * Serves the built site on 127.0.0.1, and beside it the token service (server/) that the tool pages use.
 * Usage: tsx scripts/serve.ts [port] [--no-service] (default 4173, or $PORT). The service listens on the next port
 * ($TOKEN_SERVICE_PORT to choose) and accepts pages of this site only; the pages find it through
 * /token-service.json. A site built with TOKEN_SERVICE_URL already names its service: then none is started.
 * TOKEN_SERVICE_* variables configure the service as in server/config.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configOrExit } from '../server/config';
import { startService } from '../server/node';
import { DISCOVERY_PATH } from '../components/tools/tokenService';
import { outDir } from './builtFiles';
import { createStaticServer } from './staticServer';

if (!existsSync(outDir)) {
  console.error(`No built site at ${outDir}; run "npm run build" first.`);
  process.exit(1);
}
/** The service named at build (TOKEN_SERVICE_URL), if any; the built file says `"url": null` otherwise. */
function builtServiceUrl(): string | null {
  const file = path.join(outDir, DISCOVERY_PATH);
  if (!existsSync(file)) return null;
  try {
    const { url } = JSON.parse(readFileSync(file, 'utf8')) as { url?: unknown };
    return typeof url === 'string' && url ? url : null;
  } catch {
    return null;
  }
}

const args = process.argv.slice(2);
const withService = !args.includes('--no-service');
const port = Number(args.find((a) => /^\d+$/.test(a)) ?? process.env.PORT ?? 4173);
const siteOrigins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
const extra: Record<string, string> = {};
let serviceNote: string;

if (!withService) {
  serviceNote = 'No token service (--no-service): the tool pages use the browser or the terminal.';
} else if (builtServiceUrl()) {
  serviceNote = 'Token service: the one this site was built with (TOKEN_SERVICE_URL); none started here.';
} else {
  const config = configOrExit(process.env, { listenHost: '127.0.0.1' });
  config.allowedOrigins = [...new Set([...config.allowedOrigins, ...siteOrigins])];
  const service = await startService(config, Number(process.env.TOKEN_SERVICE_PORT ?? port + 1));
  extra[DISCOVERY_PATH] = JSON.stringify({ url: service.url });
  serviceNote = `Token service at ${service.url}/ (the tool pages use it; it keeps nothing)`;
}

createStaticServer(outDir, extra).listen(port, '127.0.0.1', () => {
  console.log(`AList docs served at http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
  console.log(serviceNote);
});
