/**
 * The WoPan and 115 sign-ins are a different risk from code exchange: a WoPan call sends a phone number and a
 * password to WoPan (and makes it text that phone), a 115 call starts or completes a sign-in session, all from
 * the operator's address. On a public service they are off unless the operator switches them on (config.signin),
 * and every attempt counts per account (phone number, QR session) and per client, within an hour.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ServiceConfig } from './config';
import { ServiceError } from './errors';
import { RateLimiter } from './rateLimit';

/** What the app's middleware hands the routes: the key the client is counted under. */
export type ServiceEnv = { Variables: { client: string } };

export type SigninKind = 'wopan' | 'pan115';

const names: Record<SigninKind, { label: string; variable: string }> = {
  wopan: { label: 'WoPan sign-in', variable: 'TOKEN_SERVICE_WOPAN' },
  pan115: { label: '115 QR sign-in', variable: 'TOKEN_SERVICE_115' },
};

/** Headers a proxy adds; their presence on a loopback-only service means someone put a proxy in front. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via', 'cf-connecting-ip', 'true-client-ip'];

export function signinOpen(config: ServiceConfig, kind: SigninKind, header: (name: string) => string | undefined): boolean {
  const setting = config.signin[kind];
  if (setting === 'loopback') return PROXY_HEADERS.every((h) => header(h) === undefined);
  return setting === 'on';
}

/** Refuses the routes of a sign-in that is switched off, before anything is read or sent. */
export function signinGate(config: ServiceConfig, kind: SigninKind): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS' && !signinOpen(config, kind, (h) => c.req.header(h))) {
      const { label, variable } = names[kind];
      throw new ServiceError('signin_disabled', `the ${label} is switched off on this service (its operator can set ${variable}=on)`);
    }
    await next();
  };
}

export class SigninAttempts {
  private readonly perAccount: RateLimiter;
  private readonly perClient: RateLimiter;

  constructor(limits: ServiceConfig['signinLimits'], now?: () => number) {
    this.perAccount = new RateLimiter(limits.perAccount, limits.windowMs, { now });
    this.perClient = new RateLimiter(limits.perClient, limits.windowMs, { now });
  }

  /** Counts one attempt of the client on `account` (after the request is checked, before the provider is called). */
  take(c: Context<ServiceEnv>, kind: SigninKind, account: string): void {
    this.takeClient(c, kind);
    const accountWait = this.perAccount.take(`${kind}:${account}`);
    if (accountWait > 0) throw new ServiceError('rate_limited', `too many ${names[kind].label} attempts for this account; try again in ${accountWait} s`, undefined, accountWait);
  }

  /** Counts an attempt that names no account yet (a new QR session). */
  takeClient(c: Context<ServiceEnv>, kind: SigninKind): void {
    const wait = this.perClient.take(`${kind}:${c.get('client')}`);
    if (wait > 0) throw new ServiceError('rate_limited', `too many ${names[kind].label} attempts from this address; try again in ${wait} s`, undefined, wait);
  }
}
