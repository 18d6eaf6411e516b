/**
 * The token service: a small, stateless Hono app. It trades authorization codes for tokens, looks up
 * SharePoint site IDs, runs 115's QR sign-in and WoPan's SMS sign-in, and (operator mode) relays token refreshes for AList.
 * Provider addresses come only from the provider table; nothing a caller sends is logged or kept.
 *
 * Hono was chosen because one app runs unchanged on Node (server/node.ts) and on edge runtimes such as
 * Cloudflare Workers (server/worker.ts), with body-limit and CORS middleware maintained alongside it.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { providerIds } from '../providers/table';
import type { ServiceConfig } from './config';
import { ServiceError } from './errors';
import { RateLimiter } from './rateLimit';
import { oneDriveRoutes } from './routes/onedrive';
import { pan115Routes } from './routes/pan115';
import { relayRoutes } from './routes/relay';
import { tokenRoutes } from './routes/token';
import { wopanRoutes } from './routes/wopan';

export const SERVICE_NAME = 'alist-docs-token-service';
export const API_VERSION = 1;

export interface AppOptions {
  /** The client's address as the runtime sees it (socket address on Node, the platform's header on an edge runtime). */
  clientAddress(c: Context): string;
}

function fail(c: Context, error: ServiceError) {
  return c.json(error.toJSON(), error.status);
}

export function createApp(config: ServiceConfig, options: AppOptions) {
  const app = new Hono();
  const limiter = new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs);

  app.use('*', async (c, next) => {
    // Pages, tokens and codes must not stay in any cache on the way.
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });

  // A browser on a site that is not configured is refused before anything reaches a provider:
  // answering without CORS headers would still let the request spend a one-time code.
  app.use('/v1/*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !config.allowedOrigins.includes(origin)) {
      throw new ServiceError('origin_not_allowed', `pages on ${origin.slice(0, 200)} may not call this service; add the origin to TOKEN_SERVICE_ALLOWED_ORIGINS`);
    }
    await next();
  });
  app.use(
    '/v1/*',
    cors({
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  );

  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const forwarded = config.trustProxy ? (c.req.header('cf-connecting-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()) : undefined;
    const wait = limiter.take(forwarded || options.clientAddress(c));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return fail(c, new ServiceError('rate_limited', `too many requests from this address; try again in ${wait} s`));
    }
    await next();
  });

  app.use(
    '*',
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: () => {
        throw new ServiceError('body_too_large', `the body is larger than ${config.bodyLimitBytes} bytes`);
      },
    }),
  );

  app.get('/v1/info', (c) => {
    const base = config.publicUrl ?? new URL(c.req.url).origin;
    const operator: Record<string, { client_id: string; relay_url: string }> = {};
    for (const id of ['aliyundrive', 'dropbox'] as const) {
      const own = config.operatorApps[id];
      if (own) operator[id] = { client_id: own.clientId, relay_url: `${base}/relay/${id}` };
    }
    return c.json({ service: SERVICE_NAME, api: API_VERSION, providers: providerIds, pan115: true, wopan: true, sharepoint_site: true, operator });
  });

  app.route('/', tokenRoutes(config));
  app.route('/', oneDriveRoutes(config));
  app.route('/', pan115Routes(config));
  app.route('/', relayRoutes(config));
  app.route('/', wopanRoutes(config));

  app.notFound((c) => fail(c, new ServiceError('not_found', `no route ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)}`)));
  app.onError((error, c) => {
    if (error instanceof ServiceError) return fail(c, error);
    // Never echo an unexpected error: it could carry a request's values or internals.
    return fail(c, new ServiceError('internal', 'the service failed; try again later'));
  });
  return app;
}
