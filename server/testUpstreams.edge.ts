/** The edge build's stand-in for testUpstreams.ts (server/build-worker.ts swaps it in): provider calls go only to the table. */
import { ConfigError } from './configError';

export function upstreamOverridesFromEnv(env: Record<string, string | undefined>): Record<string, string> {
  if (env.TOKEN_SERVICE_UPSTREAMS) throw new ConfigError('TOKEN_SERVICE_UPSTREAMS does not exist in the edge build; remove the binding');
  return {};
}
