/** Reading and checking what callers send: JSON objects of short strings, nothing else. */
import type { Context } from 'hono';
import { ServiceError } from './errors';

/** Longest value accepted for any field (tokens and codes are far shorter). */
export const MAX_FIELD_LENGTH = 8192;

/** The request's JSON object body. The size limit is enforced before this runs (bodyLimit middleware). */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ServiceError('unsupported_media_type', 'send the request as JSON (Content-Type: application/json)');
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw new ServiceError('invalid_request', 'the body is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ServiceError('invalid_request', 'the body must be a JSON object');
  return value as Record<string, unknown>;
}

/** A string field: required unless `optional`; no control characters, at most MAX_FIELD_LENGTH characters. */
export function field(body: Record<string, unknown>, name: string, options: { optional?: boolean; pattern?: RegExp } = {}): string {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    if (options.optional) return '';
    throw new ServiceError('invalid_request', `${name} is required`, name);
  }
  if (typeof value !== 'string') throw new ServiceError('invalid_request', `${name} must be a string`, name);
  if (value.length > MAX_FIELD_LENGTH) throw new ServiceError('invalid_request', `${name} is too long`, name);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) throw new ServiceError('invalid_request', `${name} contains control characters`, name);
  if (options.pattern && !options.pattern.test(value)) throw new ServiceError('invalid_request', `${name} has an unexpected form`, name);
  return value;
}

/** An http(s) address field (redirect URIs, site addresses). */
export function urlField(body: Record<string, unknown>, name: string): string {
  const value = field(body, name);
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return value;
  } catch {
    // reported below
  }
  throw new ServiceError('invalid_request', `${name} must be an http(s) address`, name);
}
