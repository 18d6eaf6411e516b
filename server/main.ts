/**
 * Runs the token service alone: `npm run service` (or the container). Listens on $HOST:$PORT
 * (default 127.0.0.1:8788). Configuration: environment variables, see server/config.ts and the README.
 */
import { configOrExit } from './config';
import { startService } from './node';

const host = process.env.HOST ?? '127.0.0.1';
const config = configOrExit(process.env, { listenHost: host });
const running = await startService(config, Number(process.env.PORT ?? 8788), host);
console.log(`Token service at ${running.url} (pages allowed from: ${config.allowedOrigins.join(', ') || 'none; set TOKEN_SERVICE_ALLOWED_ORIGINS'})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void running.close().then(() => process.exit(0)));
