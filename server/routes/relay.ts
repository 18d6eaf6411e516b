/**
 * Operator mode: refresh relays that AList's drivers call themselves, holding the operator's app secret so
 * readers without an app of their own can mount. Both speak what the AList v3.63 drivers send:
 * - AliyundriveOpen `oauth_token_url` (drivers/aliyundrive_open/util.go): GET ?refresh_ui=… answered with
 *   {refresh_token, access_token} or {text}; the older POST {grant_type, refresh_token} answered with
 *   {refresh_token, access_token} or {code, message}. The GET puts the refresh token in the address, where
 *   proxies and access logs keep it; it stays only because it is the call AList v3.63 makes first, and it cannot
 *   be refused without AList having sent the token already. Other callers use the POST (token in the body).
 * - Dropbox `oauth_token_url` (drivers/dropbox/util.go): a form POST {grant_type, refresh_token, client_id,
 *   client_secret}, answered with Dropbox's own token answer; the driver accepts only HTTP 200.
 * No CORS: browsers never call these.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { providerFacts, tokenRequestInit } from '../../providers/table';
import type { OperatorApp, ServiceConfig } from '../config';
import { ServiceError } from '../errors';
import { field, jsonBody } from '../input';
import { redactor } from '../redact';
import { callUpstream, jsonObject } from '../upstream';
import { providerError } from './answers';

const tokenPattern = /^[\x21-\x7e]+$/;

function operatorApp(config: ServiceConfig, provider: 'aliyundrive' | 'dropbox'): OperatorApp {
  const app = config.operatorApps[provider];
  if (!app) throw new ServiceError('operator_app_missing', `this service holds no app for ${provider}`);
  return app;
}

async function refresh(config: ServiceConfig, provider: 'aliyundrive' | 'dropbox', refreshToken: string) {
  const app = operatorApp(config, provider);
  const url = providerFacts[provider].tokenEndpoint({ clientId: '', clientSecret: '', redirectUri: '' });
  const fields = { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: app.clientId, client_secret: app.clientSecret };
  const answer = await callUpstream(config, url, tokenRequestInit({ method: 'POST', url, fields, encoding: provider === 'aliyundrive' ? 'json' : 'form' }));
  return { answer, json: jsonObject(answer, new URL(url).host), redact: redactor([refreshToken, app.clientSecret]) };
}

function statusOf(status: number): ContentfulStatusCode {
  return (status >= 400 && status < 600 ? status : 400) as ContentfulStatusCode;
}

async function aliyundriveRelay(c: Context, config: ServiceConfig, refreshToken: string, legacy: boolean) {
  const { answer, json, redact } = await refresh(config, 'aliyundrive', refreshToken);
  const failed = providerError(answer.status, json, redact);
  if (failed) {
    const message = failed.error_description || failed.error;
    return legacy ? c.json({ code: failed.error, message }, statusOf(answer.status)) : c.json({ text: message }, statusOf(answer.status));
  }
  return c.json({ refresh_token: json.refresh_token, access_token: json.access_token });
}

export function relayRoutes(config: ServiceConfig) {
  const app = new Hono();

  app.get('/relay/aliyundrive', async (c) => {
    const refreshToken = c.req.query('refresh_ui') ?? '';
    if (!tokenPattern.test(refreshToken) || refreshToken.length > 8192) throw new ServiceError('invalid_request', 'refresh_ui must carry the refresh token', 'refresh_ui');
    return aliyundriveRelay(c, config, refreshToken, false);
  });

  app.post('/relay/aliyundrive', async (c) => {
    const body = await jsonBody(c);
    field(body, 'grant_type', { pattern: /^refresh_token$/ });
    return aliyundriveRelay(c, config, field(body, 'refresh_token', { pattern: tokenPattern }), true);
  });

  app.post('/relay/dropbox', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(type)) throw new ServiceError('unsupported_media_type', 'send the form as application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    field(form, 'grant_type', { pattern: /^refresh_token$/ });
    const { answer, json, redact } = await refresh(config, 'dropbox', field(form, 'refresh_token', { pattern: tokenPattern }));
    const failed = providerError(answer.status, json, redact);
    if (failed) return c.json(failed, statusOf(answer.status));
    return c.json({ access_token: json.access_token, token_type: json.token_type, expires_in: json.expires_in });
  });

  return app;
}
