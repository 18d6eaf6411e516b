/**
 * The token service on an edge runtime (Cloudflare Workers and others with the same module format):
 * configuration comes from the environment bindings, the client address from CF-Connecting-IP, which
 * Cloudflare sets on every request (a request without it is refused, not counted in a shared bucket).
 * Built by `npm run build:service-worker`; deploy the output with the platform's own tool.
 */
import { createApp } from './app';
import { ConfigError, configFromEnv } from './config';

type Bindings = Record<string, string | undefined>;

let cached: { env: Bindings; app: ReturnType<typeof createApp> } | null = null;

export default {
  fetch(request: Request, env: Bindings): Response | Promise<Response> {
    if (!cached || cached.env !== env) {
      try {
        const config = configFromEnv(env, (input, init) => fetch(input, init), { edge: true });
        cached = { env, app: createApp(config, { clientAddress: (c) => c.req.header('cf-connecting-ip') }) };
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        // The operator's mistake, named for them; the caller learns nothing else.
        return Response.json({ error: 'internal', error_description: `configuration: ${error.message}`, source: 'service' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
      }
    }
    return cached.app.fetch(request, env);
  },
};
