/** Passing a provider's answer on: its error as error / error_description, or the chosen fields of a success. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Redact } from '../redact';

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * The error a provider answered with, in the shapes the providers of the table use; null for a success. Its
 * texts go through `redact` (what the service sent the provider), since some providers echo the request.
 */
export function providerError(status: number, json: Record<string, unknown>, redact: Redact): { error: string; error_description: string } | null {
  const found = rawProviderError(status, json);
  return found && { error: redact(found.error), error_description: redact(found.error_description) };
}

function rawProviderError(status: number, json: Record<string, unknown>): { error: string; error_description: string } | null {
  const error = json.error;
  if (typeof error === 'string' && error !== '') {
    return { error, error_description: text(json.error_description) ?? text(json.error_summary) ?? text(json.message) ?? '' };
  }
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    return { error: text(e.code) ?? text(e.status) ?? 'error', error_description: text(e.message) ?? '' };
  }
  // Aliyundrive: {"code": "InvalidCode", "message": "..."}; a success has tokens instead.
  if (json.access_token === undefined && json.refresh_token === undefined && text(json.code) && text(json.message)) {
    return { error: text(json.code)!, error_description: text(json.message)! };
  }
  if (status < 200 || status >= 300) return { error: `http_${status}`, error_description: '' };
  return null;
}

/** Answers with the provider's error (4xx status kept, else 400) or with `pick(json)` without empty fields. */
export function providerAnswer(c: Context, status: number, json: Record<string, unknown>, redact: Redact, pick: (json: Record<string, unknown>) => Record<string, unknown>) {
  const failed = providerError(status, json, redact);
  if (failed) {
    const code = (status >= 400 && status < 500 ? status : 400) as ContentfulStatusCode;
    return c.json({ ...failed, source: 'provider', provider_status: status }, code);
  }
  const picked = Object.fromEntries(Object.entries(pick(json)).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return c.json(picked, 200);
}
