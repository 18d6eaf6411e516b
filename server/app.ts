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
import { clientKey } from './clientAddress';
import type { ServiceConfig } from './config';
import { ServiceError } from './errors';
import { RateLimiter } from './rateLimit';
import { SigninAttempts, signinOpen, type ServiceEnv } from './signin';
import { oneDriveRoutes } from './routes/onedrive';
import { pan115Routes } from './routes/pan115';
import { relayRoutes } from './routes/relay';
import { tokenRoutes } from './routes/token';
import { wopanRoutes } from './routes/wopan';

export const SERVICE_NAME = 'alist-docs-token-service';
export const API_VERSION = 1;

export interface AppOptions {
  /**
   * The client's address as the runtime sees it: the socket's peer on Node, CF-Connecting-IP on the edge
   * (Cloudflare sets it on every request). Undefined when the runtime has none: such a request is refused.
   */
  clientAddress(c: Context): string | undefined;
  /** Clock of the rate limits (tests). */
  now?: () => number;
}

function fail(c: Context, error: ServiceError) {
  if (error.retryAfter) c.header('Retry-After', String(error.retryAfter));
  return c.json(error.toJSON(), error.status);
}

export function createApp(config: ServiceConfig, options: AppOptions) {
  const app = new Hono<ServiceEnv>();
  const now = options.now ?? Date.now;
  const limiter = new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs, { now });
  const attempts = new SigninAttempts(config.signinLimits, now);

  app.use('*', async (c, next) => {
    // Pages, tokens and codes must not stay in any cache on the way.
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    // Nothing the service answers is meant to run or be framed (the QR image sets its own, equally strict).
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
    await next();
  });

  // For container health checks: answers before the rate limit and calls nobody.
  app.get('/healthz', (c) => c.json({ status: 'ok' }));

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
    const key = clientKey(config.trustProxy, (name) => c.req.header(name), options.clientAddress(c));
    // Never one shared bucket for every client whose address is missing: that would let one of them block all.
    if (key === null) throw new ServiceError('client_address_unknown', 'the client address is unknown (on the edge: no CF-Connecting-IP), so the request cannot be counted');
    c.set('client', key);
    const wait = limiter.take(key);
    if (wait > 0) return fail(c, new ServiceError('rate_limited', `too many requests from this address; try again in ${wait} s`, undefined, wait));
    const started = now();
    try {
      await next();
    } finally {
      // A request that held a provider call for seconds counts as one request per second it took, so one client
      // cannot keep the provider-call slots busy within an ordinary request budget.
      const seconds = Math.floor((now() - started) / 1000);
      if (seconds > 0) limiter.charge(key, seconds);
    }
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
    const header = (name: string) => c.req.header(name);
    return c.json({
      service: SERVICE_NAME,
      api: API_VERSION,
      providers: providerIds,
      pan115: signinOpen(config, 'pan115', header),
      wopan: signinOpen(config, 'wopan', header),
      sharepoint_site: true,
      operator,
    });
  });

  app.route('/', tokenRoutes(config));
  app.route('/', oneDriveRoutes(config));
  app.route('/', pan115Routes(config, attempts));
  app.route('/', relayRoutes(config));
  app.route('/', wopanRoutes(config, attempts));

  app.notFound((c) => fail(c, new ServiceError('not_found', `no route ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)}`)));
  app.onError((error, c) => {
    if (error instanceof ServiceError) return fail(c, error);
    // Never echo an unexpected error: it could carry a request's values or internals.
    return fail(c, new ServiceError('internal', 'the service failed; try again later'));
  });
  return app;
}
