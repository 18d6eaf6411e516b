/**
 * Configuration of the token service, read from environment variables (Node) or bindings (Workers).
 * Nothing here is a secret except the optional operator apps, which are only ever sent to the provider.
 */
import { upstreamOrigins } from '../providers/table';

export interface OperatorApp {
  clientId: string;
  clientSecret: string;
}

export interface ServiceConfig {
  /** Site origins whose pages may call the service (CORS). A browser request from any other origin is refused. */
  allowedOrigins: string[];
  /** Replacement origins for provider origins of the table (stand-in providers in tests). */
  upstreamOverrides: Record<string, string>;
  /** Operator mode: the operator's own apps, for readers without an app of their own. */
  operatorApps: { aliyundrive?: OperatorApp; dropbox?: OperatorApp };
  /** Public address of the service, used in the relay addresses it shows (default: the request's origin). */
  publicUrl?: string;
  /** Requests per client address per window. */
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  upstreamTimeoutMs: number;
  /** Largest provider answer read, in bytes. */
  upstreamBodyLimitBytes: number;
  /** Trust X-Forwarded-For / CF-Connecting-IP for the client address (only behind a proxy you run). */
  trustProxy: boolean;
  fetch: typeof fetch;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name}: "${value}" is not an address (expected e.g. https://docs.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name}: "${value}" must start with https:// or http://`);
  return url.origin;
}

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name}: "${raw}" must be a positive whole number`);
  return n;
}

function operatorApp(env: Env, idName: string, secretName: string): OperatorApp | undefined {
  const clientId = env[idName]?.trim();
  const clientSecret = env[secretName]?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new ConfigError(`${idName} and ${secretName} must be set together`);
  return { clientId, clientSecret };
}

/** Reads the configuration; a wrong value fails with a message that names the variable. */
export function configFromEnv(env: Env, fetchImpl: typeof fetch = fetch): ServiceConfig {
  const allowedOrigins = (env.TOKEN_SERVICE_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => origin(s, 'TOKEN_SERVICE_ALLOWED_ORIGINS'));

  const upstreamOverrides: Record<string, string> = {};
  if (env.TOKEN_SERVICE_UPSTREAMS) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.TOKEN_SERVICE_UPSTREAMS);
    } catch {
      throw new ConfigError('TOKEN_SERVICE_UPSTREAMS must be a JSON object {"https://provider.host": "http://127.0.0.1:port"}');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('TOKEN_SERVICE_UPSTREAMS must be a JSON object');
    for (const [from, to] of Object.entries(parsed as Record<string, unknown>)) {
      const key = origin(from, 'TOKEN_SERVICE_UPSTREAMS');
      // Only providers of the table can be redirected; the override cannot add a host.
      if (!upstreamOrigins.includes(key)) throw new ConfigError(`TOKEN_SERVICE_UPSTREAMS: ${key} is not a provider origin of the table`);
      if (typeof to !== 'string') throw new ConfigError(`TOKEN_SERVICE_UPSTREAMS: the value for ${key} must be a string`);
      upstreamOverrides[key] = origin(to, 'TOKEN_SERVICE_UPSTREAMS');
    }
  }

  return {
    allowedOrigins,
    upstreamOverrides,
    operatorApps: {
      aliyundrive: operatorApp(env, 'TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_ID', 'TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_SECRET'),
      dropbox: operatorApp(env, 'TOKEN_SERVICE_DROPBOX_APP_KEY', 'TOKEN_SERVICE_DROPBOX_APP_SECRET'),
    },
    publicUrl: env.TOKEN_SERVICE_PUBLIC_URL ? origin(env.TOKEN_SERVICE_PUBLIC_URL, 'TOKEN_SERVICE_PUBLIC_URL') : undefined,
    rateLimit: { max: positive(env, 'TOKEN_SERVICE_RATE_LIMIT', 60), windowMs: 60_000 },
    bodyLimitBytes: positive(env, 'TOKEN_SERVICE_BODY_LIMIT', 16 * 1024),
    upstreamTimeoutMs: positive(env, 'TOKEN_SERVICE_TIMEOUT_MS', 10_000),
    upstreamBodyLimitBytes: 512 * 1024,
    trustProxy: env.TOKEN_SERVICE_TRUST_PROXY === '1' || env.TOKEN_SERVICE_TRUST_PROXY === 'true',
    fetch: fetchImpl,
  };
}

/** configFromEnv for the programs that start the service: a bad value ends the process with its message. */
export function configOrExit(env: Env): ServiceConfig {
  try {
    return configFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Token service configuration: ${error.message}`);
    process.exit(2);
  }
}
