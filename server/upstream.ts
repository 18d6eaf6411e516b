/**
 * The only way the service reaches the outside: a fixed provider address from the table, with a timeout that
 * covers the whole answer (a provider that sends its headers and then trickles the body times out too), no
 * redirects followed, a cap on the answer's size, and a cap on calls in flight (config.calls). Any other origin
 * is refused before a request is made.
 */
import { upstreamOrigins } from '../providers/table';
import type { ServiceConfig } from './config';
import { ServiceError } from './errors';

export interface UpstreamAnswer {
  status: number;
  contentType: string;
  bytes: Uint8Array;
  text(): string;
}

export async function callUpstream(
  config: ServiceConfig,
  address: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<UpstreamAnswer> {
  const url = new URL(address);
  if (!upstreamOrigins.includes(url.origin)) throw new ServiceError('internal', 'refused to call a host outside the provider table');
  const target = config.upstreamOverrides[url.origin];
  const finalUrl = target ? `${target}${url.pathname}${url.search}` : url.toString();
  if (!config.calls.tryEnter()) {
    throw new ServiceError('service_busy', `the service is already waiting on ${config.calls.max} provider calls; try again in a few seconds`, undefined, 5);
  }
  const timedOut = () => new ServiceError('upstream_timeout', `${url.host} did not answer within ${config.upstreamTimeoutMs / 1000} s`);
  try {
    const signal = AbortSignal.timeout(config.upstreamTimeoutMs);
    let response: Response;
    try {
      response = await config.fetch(finalUrl, { ...init, redirect: 'manual', signal });
    } catch (error) {
      if (signal.aborted || isAbort(error)) throw timedOut();
      throw new ServiceError('upstream_unreachable', `${url.host} could not be reached`);
    }
    const bytes = await readCapped(response, config.upstreamBodyLimitBytes, url.host, signal, timedOut);
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      bytes,
      text: () => new TextDecoder().decode(bytes),
    };
  } finally {
    config.calls.leave();
  }
}

function isAbort(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError';
}

async function readCapped(response: Response, limit: number, host: string, signal: AbortSignal, timedOut: () => ServiceError): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  // Whether or not the fetch in use ties its body to the signal, a read never outlives the timeout.
  const expired = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(timedOut());
    signal.addEventListener('abort', () => reject(timedOut()), { once: true });
  });
  expired.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await Promise.race([reader.read(), expired]);
    } catch (error) {
      // The timeout reaches the body as a read error or as `expired`: a slow answer, not a broken one.
      if (signal.aborted || isAbort(error)) {
        reader.cancel().catch(() => undefined);
        throw timedOut();
      }
      throw new ServiceError('upstream_unreachable', `${host} broke off its answer`);
    }
    if (part.done) break;
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ServiceError('upstream_too_large', `${host} sent more than ${limit} bytes`);
    }
    chunks.push(part.value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** A provider answer read as a JSON object, or the service error that says why it is not one. */
export function jsonObject(answer: UpstreamAnswer, host: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(answer.text());
  } catch {
    throw new ServiceError('upstream_not_json', `${host} answered HTTP ${answer.status} with something other than JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ServiceError('upstream_not_json', `${host} answered HTTP ${answer.status} without a JSON object`);
  return value as Record<string, unknown>;
}
