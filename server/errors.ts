/**
 * The service's own errors: a stable code the pages translate, an HTTP status, and an English
 * description for people using curl. Provider errors are passed through separately (source "provider").
 */
export const serviceErrors = {
  invalid_request: 400,
  unsupported_media_type: 415,
  body_too_large: 413,
  origin_not_allowed: 403,
  unknown_provider: 404,
  not_found: 404,
  operator_app_missing: 404,
  rate_limited: 429,
  client_address_unknown: 400,
  signin_disabled: 403,
  service_busy: 503,
  upstream_unreachable: 502,
  upstream_not_json: 502,
  upstream_too_large: 502,
  upstream_timeout: 504,
  internal: 500,
} as const;

export type ServiceErrorCode = keyof typeof serviceErrors;

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    readonly description: string,
    /** The request field at fault, for invalid_request. */
    readonly field?: string,
    /** Seconds to wait, sent as Retry-After (rate_limited, service_busy). */
    readonly retryAfter?: number,
  ) {
    super(description);
  }

  get status(): (typeof serviceErrors)[ServiceErrorCode] {
    return serviceErrors[this.code];
  }

  toJSON(): Record<string, string> {
    return { error: this.code, error_description: this.description, source: 'service', ...(this.field ? { field: this.field } : {}) };
  }
}
