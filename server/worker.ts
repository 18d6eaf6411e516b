/**
 * The token service on an edge runtime (Cloudflare Workers and others with the same module format):
 * configuration comes from the environment bindings, the client address from CF-Connecting-IP.
 * Built by `npm run build:service-worker`; deploy the output with the platform's own tool.
 */
import { createApp } from './app';
import { configFromEnv } from './config';

type Bindings = Record<string, string | undefined>;

let cached: { env: Bindings; app: ReturnType<typeof createApp> } | null = null;

export default {
  fetch(request: Request, env: Bindings): Response | Promise<Response> {
    if (!cached || cached.env !== env) {
      cached = { env, app: createApp(configFromEnv(env, (input, init) => fetch(input, init)), { clientAddress: (c) => c.req.header('cf-connecting-ip') ?? 'unknown' }) };
    }
    return cached.app.fetch(request, env);
  },
};
