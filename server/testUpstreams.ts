/**
 * TOKEN_SERVICE_UPSTREAMS: points provider origins of the table at stand-ins (plain http on loopback) in tests.
 * It takes effect only with TOKEN_SERVICE_TEST_MODE=1 and never with NODE_ENV=production; set without test mode it
 * stops the service, so it cannot be switched on by accident. The edge build replaces this module with
 * testUpstreams.edge.ts, which has no way to redirect a call at all.
 */
import { upstreamOrigins } from '../providers/table';
import { ConfigError, originOf } from './configError';

type Env = Record<string, string | undefined>;

export function upstreamOverridesFromEnv(env: Env): Record<string, string> {
  const raw = env.TOKEN_SERVICE_UPSTREAMS;
  if (!raw) return {};
  const production = env.NODE_ENV === 'production' || globalThis.process?.env?.NODE_ENV === 'production';
  if (production) throw new ConfigError('TOKEN_SERVICE_UPSTREAMS is for tests only and is refused with NODE_ENV=production; unset it');
  if (env.TOKEN_SERVICE_TEST_MODE !== '1') throw new ConfigError('TOKEN_SERVICE_UPSTREAMS is for tests only; it needs TOKEN_SERVICE_TEST_MODE=1 (unset it outside tests)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('TOKEN_SERVICE_UPSTREAMS must be a JSON object {"https://provider.host": "http://127.0.0.1:port"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('TOKEN_SERVICE_UPSTREAMS must be a JSON object');
  const overrides: Record<string, string> = {};
  for (const [from, to] of Object.entries(parsed as Record<string, unknown>)) {
    const key = originOf(from, 'TOKEN_SERVICE_UPSTREAMS');
    // Only providers of the table can be redirected; the override cannot add a host.
    if (!upstreamOrigins.includes(key)) throw new ConfigError(`TOKEN_SERVICE_UPSTREAMS: ${key} is not a provider origin of the table`);
    if (typeof to !== 'string') throw new ConfigError(`TOKEN_SERVICE_UPSTREAMS: the value for ${key} must be a string`);
    overrides[key] = originOf(to, 'TOKEN_SERVICE_UPSTREAMS');
  }
  return overrides;
}
