/**
 * Configuration of the token service, read from environment variables (Node) or bindings (Workers).
 * Nothing here is a secret except the optional operator apps, which are only ever sent to the provider.
 */
import { CallGate } from './callGate';
import { parseTrustProxy, type TrustProxy } from './clientAddress';
import { ConfigError, originOf } from './configError';
import { upstreamOverridesFromEnv } from './testUpstreams';

export { ConfigError };

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
  /** Which headers name the client (TOKEN_SERVICE_TRUST_PROXY); see clientAddress.ts. */
  trustProxy: TrustProxy;
  /** Reachable by others: an edge deployment, bound beyond loopback, or behind a proxy / public address. */
  public: boolean;
  /**
   * The sign-ins that send a provider a person's credentials or start a session in their name (TOKEN_SERVICE_WOPAN,
   * TOKEN_SERVICE_115). 'loopback', the default of a service that is not public: on for requests that carry no
   * proxy header, so a proxy put in front later without telling the service does not open them to strangers.
   */
  signin: { wopan: SigninSwitch; pan115: SigninSwitch };
  /** Sign-in attempts per hour: per phone number or QR session, and per client address. */
  signinLimits: { perAccount: number; perClient: number; windowMs: number };
  /** Provider calls in flight at once (TOKEN_SERVICE_MAX_CONCURRENT); past it, 503 service_busy. */
  calls: CallGate;
  fetch: typeof fetch;
}

export type SigninSwitch = 'on' | 'off' | 'loopback';

/** Where the service runs, which decides whether it counts as public. */
export type Deployment = { edge: true } | { listenHost: string };

type Env = Record<string, string | undefined>;

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

function signinSwitch(env: Env, name: string, isPublic: boolean): SigninSwitch {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return isPublic ? 'off' : 'loopback';
  if (raw === 'on' || raw === 'off') return raw;
  throw new ConfigError(`${name}: "${env[name]}" must be on or off`);
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

/**
 * Reads the configuration; a wrong value fails with a message that names the variable. Without `where` the
 * service counts as public (the safe reading).
 */
export function configFromEnv(env: Env, fetchImpl: typeof fetch = fetch, where: Deployment = { edge: true }): ServiceConfig {
  const allowedOrigins = (env.TOKEN_SERVICE_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => originOf(s, 'TOKEN_SERVICE_ALLOWED_ORIGINS'));

  const upstreamOverrides = upstreamOverridesFromEnv(env);

  const trust = parseTrustProxy(env.TOKEN_SERVICE_TRUST_PROXY);
  if (typeof trust === 'string') throw new ConfigError(`TOKEN_SERVICE_TRUST_PROXY: ${trust}`);
  const edge = 'edge' in where;
  // On the edge the platform names the client (CF-Connecting-IP); there is no socket and no proxy of yours.
  if (edge && trust.kind !== 'none') throw new ConfigError('TOKEN_SERVICE_TRUST_PROXY does not apply to the edge build, which takes the client address from CF-Connecting-IP; remove it');
  const publicUrl = env.TOKEN_SERVICE_PUBLIC_URL ? originOf(env.TOKEN_SERVICE_PUBLIC_URL, 'TOKEN_SERVICE_PUBLIC_URL') : undefined;
  const isPublic = edge || !isLoopbackHost(where.listenHost) || publicUrl !== undefined || trust.kind !== 'none';

  const operatorApps = {
    aliyundrive: operatorApp(env, 'TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_ID', 'TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_SECRET'),
    dropbox: operatorApp(env, 'TOKEN_SERVICE_DROPBOX_APP_KEY', 'TOKEN_SERVICE_DROPBOX_APP_SECRET'),
  };
  // Relay addresses built from a request's Host header would be whatever the caller claims.
  if (isPublic && !publicUrl && (operatorApps.aliyundrive || operatorApps.dropbox)) {
    throw new ConfigError('TOKEN_SERVICE_PUBLIC_URL is required with an operator app on a public service (it is the address readers put in oauth_token_url)');
  }

  return {
    allowedOrigins,
    upstreamOverrides,
    operatorApps,
    publicUrl,
    rateLimit: { max: positive(env, 'TOKEN_SERVICE_RATE_LIMIT', 60), windowMs: 60_000 },
    bodyLimitBytes: positive(env, 'TOKEN_SERVICE_BODY_LIMIT', 16 * 1024),
    upstreamTimeoutMs: positive(env, 'TOKEN_SERVICE_TIMEOUT_MS', 10_000),
    upstreamBodyLimitBytes: 512 * 1024,
    trustProxy: trust,
    public: isPublic,
    // Off by default where strangers can reach them: each call sends a provider a password or starts a sign-in.
    signin: { wopan: signinSwitch(env, 'TOKEN_SERVICE_WOPAN', isPublic), pan115: signinSwitch(env, 'TOKEN_SERVICE_115', isPublic) },
    signinLimits: {
      perAccount: positive(env, 'TOKEN_SERVICE_SIGNIN_LIMIT', 5),
      perClient: positive(env, 'TOKEN_SERVICE_SIGNIN_CLIENT_LIMIT', 20),
      windowMs: 3_600_000,
    },
    calls: new CallGate(positive(env, 'TOKEN_SERVICE_MAX_CONCURRENT', 32)),
    fetch: fetchImpl,
  };
}

/** configFromEnv for the programs that start the service: a bad value ends the process with its message. */
export function configOrExit(env: Env, where: Deployment): ServiceConfig {
  try {
    return configFromEnv(env, fetch, where);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Token service configuration: ${error.message}`);
    process.exit(2);
  }
}
