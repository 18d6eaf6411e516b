/**
 * Shared OAuth helpers of the /tool/ pages: authorization URLs, token requests, parsing of token
 * answers, the reader's values kept in sessionStorage between request and callback, and the
 * terminal command that does the same exchange outside the browser.
 *
 * Nothing here touches `window` at import time: browser objects (fetch, Storage, crypto) are passed
 * in, so the module can be imported during SSG and by unit tests.
 */
import { providers, type ProviderId } from './providers';
import { buildTokenRequest as tableTokenRequest, tokenRequestInit, type AppValues, type TokenRequest } from '../../providers/table';

export type { TokenRequest };

/** What the reader entered on a request form (or on the callback page when nothing was kept). */
export type ClientValues = AppValues;

/** Values kept in sessionStorage from the request page until the callback page has used them. */
export interface PendingRequest extends ClientValues {
  provider: ProviderId;
  state: string;
  /** Language of the page the reader started on, so the callback can answer in it. */
  lang: 'en' | 'zh';
  createdAt: number;
  /** PKCE verifier whose challenge went out with the authorize request (providers that support PKCE). */
  codeVerifier?: string;
  /** "operator": signed in with the token service's own app (operator mode). */
  app?: 'own' | 'operator';
}

export interface Tokens {
  refreshToken: string;
  accessToken?: string;
  expiresIn?: number;
  scope?: string;
}

/** Hints the page can add to a provider's error, in the reader's language. */
export type HintKey =
  | 'crossOrigin'
  | 'redirectMismatch'
  | 'redirectChanged'
  | 'pkce'
  | 'badClient'
  | 'codeSpent'
  | 'secretExpired'
  | 'accessDenied'
  | 'singleTenant'
  | 'noRefreshToken'
  | 'photosScope';

/** Everything that can go wrong between a code and a refresh token. Rendered by ToolProblem.tsx. */
export type Problem =
  | { kind: 'network'; url: string; detail: string }
  | { kind: 'notJson'; status: number | null; contentType: string; snippet: string }
  | { kind: 'providerError'; status: number | null; code: string; description: string; hint?: HintKey }
  | { kind: 'httpStatus'; status: number; snippet: string }
  | { kind: 'missingField'; status: number | null; field: string; hint?: HintKey; accessToken?: string }
  | { kind: 'authorizeError'; code: string; description: string; hint?: HintKey }
  | { kind: 'stateMismatch' }
  /** The token service could not be reached (network, or it refused this site's origin without CORS). */
  | { kind: 'serviceUnreachable'; url: string; detail: string }
  /** The token service's own error, by its stable code (server/errors.ts). */
  | { kind: 'serviceError'; code: string; description: string; status: number }
  | { kind: 'invalidInput'; field: string; reason: 'required' | 'url' };

export type TokenResult = { ok: true; tokens: Tokens } | { ok: false; problem: Problem };

/** Session storage key of a provider's pending request. */
export function pendingKey(provider: ProviderId): string {
  return `alist-docs:tool:${provider}`;
}

/** A pending request older than this is ignored (authorization codes live minutes, not hours). */
export const PENDING_MAX_AGE_MS = 60 * 60 * 1000;

export function savePending(storage: Storage, pending: PendingRequest): void {
  storage.setItem(pendingKey(pending.provider), JSON.stringify(pending));
}

export function loadPending(storage: Storage, provider: ProviderId, now: number): PendingRequest | null {
  const raw = storage.getItem(pendingKey(provider));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingRequest>;
    if (
      value.provider !== provider ||
      typeof value.state !== 'string' ||
      typeof value.clientId !== 'string' ||
      typeof value.clientSecret !== 'string' ||
      typeof value.redirectUri !== 'string' ||
      typeof value.createdAt !== 'number' ||
      now - value.createdAt > PENDING_MAX_AGE_MS
    ) {
      return null;
    }
    return value as PendingRequest;
  } catch {
    return null;
  }
}

export function clearPending(storage: Storage, provider: ProviderId): void {
  storage.removeItem(pendingKey(provider));
}

/** A random state value (32 hex digits) from the given crypto implementation. */
export function randomState(crypto: Pick<Crypto, 'getRandomValues'>): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Checks the fields a provider needs; returns the first problem or null. */
export function validateValues(provider: ProviderId, values: ClientValues, operatorApp = false): Problem | null {
  const def = providers[provider];
  if (values.clientId.trim() === '') return { kind: 'invalidInput', field: 'clientId', reason: 'required' };
  // The token service holds the secret of its own app.
  if (def.needsSecret && !operatorApp && values.clientSecret.trim() === '') return { kind: 'invalidInput', field: 'clientSecret', reason: 'required' };
  const redirect = values.redirectUri.trim();
  if (redirect === '') return { kind: 'invalidInput', field: 'redirectUri', reason: 'required' };
  if (!(def.allowsOob && redirect === 'oob') && !isHttpUrl(redirect)) return { kind: 'invalidInput', field: 'redirectUri', reason: 'url' };
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A PKCE code verifier: 43 characters of the unreserved set (RFC 7636 §4.1). */
export function randomVerifier(crypto: Pick<Crypto, 'getRandomValues'>): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

function base64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 challenge of a verifier (RFC 7636 §4.2). */
export async function pkceChallenge(verifier: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** The provider's authorization page address for these values (with the PKCE challenge where the provider takes one). */
export function buildAuthorizeUrl(provider: ProviderId, values: ClientValues, state: string, codeChallenge?: string): string {
  const def = providers[provider];
  const url = new URL(def.authorizeEndpoint(values));
  for (const [k, v] of Object.entries(def.authorizeParams(values, state))) url.searchParams.set(k, v);
  if (codeChallenge && def.pkce) {
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/** The token request that trades an authorization code for tokens (with the PKCE verifier when there is one). */
export function buildTokenRequest(provider: ProviderId, values: ClientValues, code: string, codeVerifier?: string): TokenRequest {
  return tableTokenRequest(provider, values, code, codeVerifier);
}

/** The callback's query (and, for providers that answer in the fragment, hash) parameters. */
export interface CallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

export function readCallbackParams(search: string, hash = ''): CallbackParams {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const h = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const pick = (name: string) => q.get(name) ?? h.get(name);
  return {
    code: pick('code'),
    state: pick('state'),
    error: pick('error'),
    errorDescription: pick('error_description') ?? pick('error_msg') ?? pick('message'),
  };
}

/** The problem an authorization error in the callback address stands for. */
export function authorizeProblem(params: CallbackParams): Problem | null {
  if (!params.error) return null;
  const description = params.errorDescription ?? '';
  return { kind: 'authorizeError', code: params.error, description, hint: hintFor(params.error, description) };
}

/** Picks a hint from well-known OAuth error codes and Microsoft's AADSTS numbers. */
export function hintFor(code: string, description: string): HintKey | undefined {
  const aadsts = /AADSTS(\d+)/.exec(description)?.[1];
  switch (aadsts) {
    case '9002326':
      return 'crossOrigin';
    case '50011':
    case '90102':
      return 'redirectMismatch';
    case '7000215':
    case '700016':
      return 'badClient';
    case '7000222':
      return 'secretExpired';
    case '70008':
    case '54005':
      return 'codeSpent';
    case '50194':
      return 'singleTenant';
    case '50148':
    case '501481':
      return 'pkce';
  }
  // Providers answer a failed PKCE check or a changed redirect URI with a generic code; the text tells.
  if (/code[_ ]verifier|code[_ ]challenge|\bPKCE\b/i.test(description)) return 'pkce';
  if (code === 'invalid_grant' && /redirect[_ ]ur[il]/i.test(description)) return 'redirectMismatch';
  switch (code) {
    case 'redirect_uri_mismatch':
      return 'redirectMismatch';
    case 'invalid_client':
    case 'unauthorized_client':
      return 'badClient';
    case 'invalid_grant':
    case 'bad_verification_code':
      return 'codeSpent';
    case 'access_denied':
      return 'accessDenied';
    case 'PERMISSION_DENIED':
      return 'photosScope';
  }
  return undefined;
}

/** Text of a body without markup, shortened for display. */
export function snippetOf(body: string, max = 240): string {
  const text = body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export type ApiResult = { ok: true; status: number | null; json: Record<string, unknown> } | { ok: false; problem: Problem };

/**
 * Reads a JSON answer of a provider. `status` is the HTTP status, or null for text the reader pasted.
 * Recognises the error shapes of the providers used here: OAuth's `error`/`error_description`,
 * Google and Microsoft Graph API errors (`error.code`/`error.status` and `error.message`), Dropbox's
 * `error_summary`, Aliyundrive's `code`/`message`.
 */
export function readApiJson(status: number | null, body: string, contentType = ''): ApiResult {
  const trimmed = body.trim();
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    return { ok: false, problem: { kind: 'notJson', status, contentType, snippet: snippetOf(trimmed) } };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, problem: { kind: 'notJson', status, contentType, snippet: snippetOf(trimmed) } };
  }
  const json = data as Record<string, unknown>;

  const error = json.error;
  if (typeof error === 'string' && error !== '') {
    const description = str(json.error_description) ?? str(json.error_summary) ?? str(json.message) ?? '';
    return { ok: false, problem: { kind: 'providerError', status, code: error, description, hint: hintFor(error, description) } };
  }
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    const code = str(e.status) ?? str(e.code) ?? str(e['.tag']) ?? 'error';
    const description = str(e.message) ?? str(json.error_summary) ?? '';
    return { ok: false, problem: { kind: 'providerError', status, code, description, hint: hintFor(code, description) } };
  }
  if (json.refresh_token === undefined && json.access_token === undefined && str(json.code) && str(json.message)) {
    const code = str(json.code)!;
    return { ok: false, problem: { kind: 'providerError', status, code, description: str(json.message)!, hint: hintFor(code, '') } };
  }
  if (status !== null && (status < 200 || status >= 300)) {
    return { ok: false, problem: { kind: 'httpStatus', status, snippet: snippetOf(trimmed) } };
  }
  return { ok: true, status, json };
}

/** Reads a token endpoint's answer: a provider error, or the tokens (a refresh token is required). */
export function parseTokenResponse(status: number | null, body: string, contentType = ''): TokenResult {
  const read = readApiJson(status, body, contentType);
  // At the token step the redirect URI was already accepted at sign-in: a mismatch now means it changed since.
  if (!read.ok && read.problem.kind === 'providerError' && read.problem.hint === 'redirectMismatch') return { ok: false, problem: { ...read.problem, hint: 'redirectChanged' } };
  if (!read.ok) return read;
  const { json } = read;
  const refreshToken = str(json.refresh_token);
  const accessToken = str(json.access_token);
  if (!refreshToken) {
    return { ok: false, problem: { kind: 'missingField', status, field: 'refresh_token', hint: 'noRefreshToken', accessToken } };
  }
  const expires = Number(json.expires_in);
  return {
    ok: true,
    tokens: {
      refreshToken,
      accessToken,
      expiresIn: Number.isFinite(expires) && expires > 0 ? expires : undefined,
      scope: str(json.scope),
    },
  };
}

/** Fetches and returns the status and body text; a network failure (including a CORS refusal) becomes a problem. */
export async function fetchText(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch,
): Promise<{ ok: true; status: number; body: string; contentType: string } | { ok: false; problem: Problem }> {
  try {
    const response = await fetchImpl(url, init);
    const body = await response.text();
    return { ok: true, status: response.status, body, contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    return { ok: false, problem: { kind: 'network', url: new URL(url).origin, detail: error instanceof Error ? error.message : String(error) } };
  }
}

/** Sends a token request and reads the answer. Failures become a problem, never an exception. */
export async function exchange(request: TokenRequest, fetchImpl: typeof fetch): Promise<TokenResult> {
  const sent = await fetchText(request.url, tokenRequestInit(request), fetchImpl);
  if (!sent.ok) return sent;
  return parseTokenResponse(sent.status, sent.body, sent.contentType);
}

/** Quotes a value for a POSIX shell. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The same token request as one curl command, for a terminal on macOS, Linux, WSL or Git Bash. */
export function curlCommand(request: TokenRequest): string {
  if (request.method === 'GET') return `curl ${shellQuote(request.url)}`;
  if (request.encoding === 'json') {
    return `curl -X POST ${shellQuote(request.url)} -H 'Content-Type: application/json' -d ${shellQuote(JSON.stringify(request.fields))}`;
  }
  const parts = Object.entries(request.fields).map(([k, v]) => `--data-urlencode ${shellQuote(`${k}=${v}`)}`);
  return `curl -X POST ${shellQuote(request.url)} ${parts.join(' ')}`;
}

/** Quotes a value for PowerShell (single quotes; a quote inside is doubled). */
export function powerShellQuote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The same token request for Windows PowerShell 5.1 or PowerShell 7 (Invoke-RestMethod prints the JSON answer). */
export function powerShellCommand(request: TokenRequest): string {
  const tail = ' | ConvertTo-Json';
  if (request.method === 'GET') return `Invoke-RestMethod -Uri ${powerShellQuote(request.url)}${tail}`;
  if (request.encoding === 'json') {
    return `Invoke-RestMethod -Method Post -Uri ${powerShellQuote(request.url)} -ContentType 'application/json' -Body ${powerShellQuote(JSON.stringify(request.fields))}${tail}`;
  }
  const body = Object.entries(request.fields)
    .map(([k, v]) => `${k}=${powerShellQuote(v)}`)
    .join('; ');
  return `Invoke-RestMethod -Method Post -Uri ${powerShellQuote(request.url)} -ContentType 'application/x-www-form-urlencoded' -Body @{ ${body} }${tail}`;
}

/** The callback address of a provider on an origin, in the spelling AList's defaults use (no ".html"). */
export function defaultRedirectUri(provider: ProviderId, origin: string): string {
  return `${origin}${providers[provider].callbackPath}`;
}
