/**
 * POST /v1/token/:provider — trades an authorization code for tokens at the provider's token endpoint
 * (from the table). With "app": "operator" the operator's own app is used (operator mode).
 */
import { Hono } from 'hono';
import { buildTokenRequest, isOneDriveRegion, isProviderId, oneDriveRegions, providerFacts, providerIds, tokenRequestInit, type AppValues } from '../../providers/table';
import type { ServiceConfig } from '../config';
import { ServiceError } from '../errors';
import { field, jsonBody, urlField } from '../input';
import { redactor } from '../redact';
import { callUpstream, jsonObject } from '../upstream';
import { providerAnswer } from './answers';

export function tokenRoutes(config: ServiceConfig) {
  const app = new Hono();
  app.post('/v1/token/:provider', async (c) => {
    const provider = c.req.param('provider');
    // The name is not echoed: whatever a caller put in the path stays out of the answer.
    if (!isProviderId(provider)) throw new ServiceError('unknown_provider', `no such provider; known: ${providerIds.join(', ')}`);
    const body = await jsonBody(c);
    const operator = field(body, 'app', { optional: true, pattern: /^(own|operator)$/ }) === 'operator';
    let clientId: string;
    let clientSecret: string;
    if (operator) {
      const own = provider === 'aliyundrive' || provider === 'dropbox' ? config.operatorApps[provider] : undefined;
      if (!own) throw new ServiceError('operator_app_missing', `this service holds no app for ${provider}`);
      clientId = own.clientId;
      clientSecret = own.clientSecret;
    } else {
      clientId = field(body, 'client_id');
      clientSecret = field(body, 'client_secret');
    }
    const code = field(body, 'code');
    const redirectUri = provider === 'baidu' && body.redirect_uri === 'oob' ? 'oob' : urlField(body, 'redirect_uri');
    const region = field(body, 'region', { optional: true });
    if (region && !isOneDriveRegion(region)) throw new ServiceError('invalid_request', `region must be one of ${oneDriveRegions.join(', ')}`, 'region');
    const scope = field(body, 'scope', { optional: true, pattern: /^[a-z]{1,20}$/ });
    const verifier = field(body, 'code_verifier', { optional: true, pattern: /^[A-Za-z0-9._~-]{43,128}$/ });
    const values: AppValues = { clientId, clientSecret, redirectUri, region: region ? (region as AppValues['region']) : undefined, scope: scope || undefined };
    const request = buildTokenRequest(provider, values, code, providerFacts[provider].pkce ? verifier || undefined : undefined);
    const answer = await callUpstream(config, request.url, tokenRequestInit(request));
    const json = jsonObject(answer, new URL(request.url).host);
    return providerAnswer(c, answer.status, json, redactor([clientSecret, code, verifier]), (ok) => ({
      refresh_token: ok.refresh_token,
      access_token: ok.access_token,
      expires_in: ok.expires_in,
      scope: ok.scope,
    }));
  });
  return app;
}
