/** The token service on Node: started by server/main.ts, by `npm start` and by the tests. */
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app';
import type { ServiceConfig } from './config';

export interface RunningService {
  url: string;
  close(): Promise<void>;
}

/**
 * Limits on what a client may take to send its request. Without them Node waits a minute for headers and five
 * for a body, so a few thousand idle connections hold the process. Node checks them every
 * `connectionsCheckingInterval`, so a connection may live up to that much longer.
 */
export interface ServerTimeouts {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
}

export const serverTimeouts: ServerTimeouts = { headersTimeout: 10_000, requestTimeout: 20_000, connectionsCheckingInterval: 2_000 };

/** Starts the service; resolves once it listens. Port 0 picks a free port. */
export function startService(config: ServiceConfig, port: number, hostname = '127.0.0.1', timeouts: ServerTimeouts = serverTimeouts): Promise<RunningService> {
  const app = createApp(config, { clientAddress: (c) => getConnInfo(c).remote.address });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname, serverOptions: { ...timeouts, keepAliveTimeout: 5_000 } }, (info) => {
      const host = info.address.includes(':') ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive connections would hold close() open until they time out.
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
