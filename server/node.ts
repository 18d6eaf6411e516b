/** The token service on Node: started by server/main.ts, by `npm start` and by the tests. */
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app';
import type { ServiceConfig } from './config';

export interface RunningService {
  url: string;
  close(): Promise<void>;
}

/** Starts the service; resolves once it listens. Port 0 picks a free port. */
export function startService(config: ServiceConfig, port: number, hostname = '127.0.0.1'): Promise<RunningService> {
  const app = createApp(config, { clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown' });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      const host = info.address.includes(':') ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

