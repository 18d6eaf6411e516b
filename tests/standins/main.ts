/**
 * Runs the stand-in providers for the end-to-end tests (started by playwright.config.ts) and a control
 * listener that reports the requests they received: GET http://127.0.0.1:<control port>/requests.
 */
import http from 'node:http';
import { startStandIns } from './providers';
import { STANDIN_CONTROL_PORT, STANDIN_HTTP_BASE_PORT, STANDIN_HTTPS_PORT, standInSites } from './ports';

const standIns = await startStandIns({ httpsPort: STANDIN_HTTPS_PORT, httpBasePort: STANDIN_HTTP_BASE_PORT, sites: standInSites });
http
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(req.url === '/requests' ? standIns.requests : { ok: true }));
  })
  .listen(STANDIN_CONTROL_PORT, '127.0.0.1', () => console.log(`Stand-in providers on 127.0.0.1:${STANDIN_HTTPS_PORT} (https) and control on ${STANDIN_CONTROL_PORT}`));
