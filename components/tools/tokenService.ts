/**
 * Which route a tool page takes to finish, and the calls to the token service (server/).
 *
 * The service is found through `/token-service.json` on the site's own origin: written at build when
 * TOKEN_SERVICE_URL is set (plugins/delivery/hostingFiles.ts), or served by `npm start` for the service it runs on
 * 127.0.0.1. A service that does not answer /v1/info as ours counts as none. Without a service, a page
 * exchanges the code in the browser where the provider lets web pages read the answer, and otherwise
 * shows the terminal command, without ever sending the code itself.
 */
import { parseTokenResponse, readApiJson, type ClientValues, type Problem, type TokenResult } from './oauth';
import type { ProviderId } from './providers';
import { providers } from './providers';

export const DISCOVERY_PATH = '/token-service.json';
export const SERVICE_NAME = 'alist-docs-token-service';

export interface OperatorApp {
  clientId: string;
  relayUrl: string;
}

export interface ServiceInfo {
  url: string;
  operator: Partial<Record<'aliyundrive' | 'dropbox', OperatorApp>>;
}

export type Route = 'service' | 'browser' | 'terminal';

export function routeFor(provider: ProviderId, service: ServiceInfo | null): Route {
  if (service) return 'service';
  return providers[provider].browserReadsToken ? 'browser' : 'terminal';
}

function isHttpOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search;
  } catch {
    return false;
  }
}

/** Reads the /v1/info answer; null when it is not this project's token service. */
export function parseInfo(url: string, body: unknown): ServiceInfo | null {
  if (!body || typeof body !== 'object') return null;
  const info = body as Record<string, unknown>;
  if (info.service !== SERVICE_NAME) return null;
  const operator: ServiceInfo['operator'] = {};
  const raw = (info.operator ?? {}) as Record<string, { client_id?: unknown; relay_url?: unknown }>;
  for (const id of ['aliyundrive', 'dropbox'] as const) {
    const app = raw[id];
    if (app && typeof app.client_id === 'string' && typeof app.relay_url === 'string') operator[id] = { clientId: app.client_id, relayUrl: app.relay_url };
  }
  return { url, operator };
}

/** Finds the token service of this site, or null. Never throws. */
export async function discoverService(fetchImpl: typeof fetch): Promise<ServiceInfo | null> {
  try {
    const found = await fetchImpl(DISCOVERY_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!found.ok) return null;
    const { url } = (await found.json()) as { url?: unknown };
    if (!isHttpOrigin(url)) return null;
    const base = new URL(url).origin;
    const info = await fetchImpl(`${base}/v1/info`, { headers: { Accept: 'application/json' } });
    if (!info.ok) return null;
    return parseInfo(base, await info.json());
  } catch {
    return null;
  }
}

export type ServiceResult = { ok: true; json: Record<string, unknown> } | { ok: false; problem: Problem };

/** Calls a route of the service with a JSON body. Provider errors come back as providerError, the service's own as serviceError. */
export async function callService(service: ServiceInfo, path: string, body: Record<string, unknown>, fetchImpl: typeof fetch): Promise<ServiceResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, problem: { kind: 'serviceUnreachable', url: service.url, detail: error instanceof Error ? error.message : String(error) } };
  }
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } catch {
    json = null;
  }
  if (json && json.source === 'service' && typeof json.error === 'string') {
    return { ok: false, problem: { kind: 'serviceError', code: json.error, description: String(json.error_description ?? ''), status: response.status } };
  }
  // Provider errors keep the provider's error / error_description, which the usual reading understands.
  const read = readApiJson(response.status, text, response.headers.get('content-type') ?? '');
  return read.ok ? { ok: true, json: read.json } : read;
}

/** Trades a code through the service; the answer is read like a provider's own token answer. */
export async function exchangeViaService(
  service: ServiceInfo,
  provider: ProviderId,
  values: ClientValues,
  code: string,
  options: { codeVerifier?: string; app?: 'own' | 'operator' },
  fetchImpl: typeof fetch,
): Promise<TokenResult> {
  const operator = options.app === 'operator';
  const sent = await callService(
    service,
    `/v1/token/${provider}`,
    {
      ...(operator ? { app: 'operator' } : { client_id: values.clientId.trim(), client_secret: values.clientSecret.trim() }),
      code: code.trim(),
      redirect_uri: values.redirectUri.trim(),
      region: values.region,
      scope: values.scope,
      code_verifier: options.codeVerifier,
    },
    fetchImpl,
  );
  if (!sent.ok) return sent;
  return parseTokenResponse(200, JSON.stringify(sent.json));
}
