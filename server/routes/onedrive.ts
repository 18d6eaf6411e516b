/** POST /v1/onedrive/site — the ID of a SharePoint site (the Onedrive driver's site_id), asked of Microsoft Graph. */
import { Hono } from 'hono';
import { graphSiteLookup, isOneDriveRegion, oneDriveRegions } from '../../providers/table';
import type { ServiceConfig } from '../config';
import { ServiceError } from '../errors';
import { field, jsonBody } from '../input';
import { redactor } from '../redact';
import { callUpstream, jsonObject } from '../upstream';
import { providerAnswer } from './answers';

export function oneDriveRoutes(config: ServiceConfig) {
  const app = new Hono();
  app.post('/v1/onedrive/site', async (c) => {
    const body = await jsonBody(c);
    const region = field(body, 'region', { optional: true }) || 'global';
    if (!isOneDriveRegion(region)) throw new ServiceError('invalid_request', `region must be one of ${oneDriveRegions.join(', ')}`, 'region');
    const accessToken = field(body, 'access_token', { pattern: /^[\x21-\x7e]+$/ });
    const lookup = graphSiteLookup(region, field(body, 'site_url'));
    if (!lookup.ok) throw new ServiceError('invalid_request', 'site_url must be the https address of a SharePoint site', 'site_url');
    const answer = await callUpstream(config, lookup.url, { method: 'GET', headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
    const json = jsonObject(answer, new URL(lookup.url).host);
    return providerAnswer(c, answer.status, json, redactor([accessToken]), (ok) => ({ id: ok.id, name: ok.displayName, web_url: ok.webUrl }));
  });
  return app;
}
