/**
 * The logic of the API pages' "try it" panel: where the reader's server is, the request for one operation,
 * and what a failed call means. The base URL and token live in this tab's sessionStorage and are sent to
 * the reader's own server only.
 */

export const TRY_IT_STORAGE = { base: 'alist.tryit.base', token: 'alist.tryit.token' } as const;

export interface TryItOperation {
  method: string;
  path: string;
  /** Sends the Authorization header when the reader gave a token. */
  sendsToken: boolean;
  /** A request that changes data on the server: the panel asks before sending it. */
  writes: boolean;
}

export type BaseCheck = { ok: true; base: string } | { ok: false; reason: 'empty' | 'notUrl' | 'scheme' | 'query' };

/** The server address as typed: http(s), optionally with the sub-path AList is served under; no query or fragment. */
export function checkBase(value: string): BaseCheck {
  const text = value.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'notUrl' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (url.search || url.hash || url.username || url.password) return { ok: false, reason: 'query' };
  return { ok: true, base: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

export type BodyCheck = { ok: true; body: string | undefined } | { ok: false };

/** GET sends no body; other methods send the edited JSON (checked here so the reader sees a typo before sending). */
export function checkBody(method: string, text: string): BodyCheck {
  if (method === 'GET' || text.trim() === '') return { ok: true, body: undefined };
  try {
    JSON.parse(text);
    return { ok: true, body: text };
  } catch {
    return { ok: false };
  }
}

export function requestInit(op: TryItOperation, token: string, body: string | undefined): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // AList reads the raw token from Authorization (no "Bearer " prefix).
  if (op.sendsToken && token.trim() !== '') headers.Authorization = token.trim();
  return { method: op.method, headers, body, mode: 'cors', credentials: 'omit', cache: 'no-store', redirect: 'follow' };
}

/** AList answers HTTP 200 with the outcome in the body's `code`; null when the body is not that envelope. */
export function envelopeCode(json: unknown): { code: number; message: string } | null {
  if (!json || typeof json !== 'object') return null;
  const o = json as Record<string, unknown>;
  if (typeof o.code !== 'number') return null;
  return { code: o.code, message: typeof o.message === 'string' ? o.message : '' };
}

export type Failure = 'cors' | 'unreachable' | 'mixedContent';

/**
 * Why a fetch threw. Browsers hide the difference between "refused by CORS" and "nobody answered", so the
 * panel asks the server's public /ping once more without reading the answer (mode no-cors): if that
 * arrives, the server is up and only its CORS settings stopped the call.
 */
export async function classifyFailure(base: string, pageProtocol: string, fetchImpl: typeof fetch): Promise<Failure> {
  if (pageProtocol === 'https:' && base.startsWith('http:') && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(base)) return 'mixedContent';
  try {
    await fetchImpl(`${base}/ping`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return 'cors';
  } catch {
    return 'unreachable';
  }
}
