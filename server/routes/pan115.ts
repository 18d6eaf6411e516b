/**
 * 115 QR code sign-in, so the code shows on the page: start a session, poll its status, show the image,
 * and turn an allowed session into the cookie the 115 Cloud driver takes. Nothing is kept between calls:
 * the page holds the session values and sends them back.
 */
import { Hono } from 'hono';
import { isPan115App, pan115, pan115Apps } from '../../providers/table';
import type { ServiceConfig } from '../config';
import { ServiceError } from '../errors';
import { field, jsonBody } from '../input';
import { callUpstream, jsonObject } from '../upstream';

const host = new URL(pan115.tokenUrl).host;
const uidPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** 115 answers {"state": 1, "data": …} on success and state 0 with a message otherwise. */
type Answer115 = { ok: true; data: Record<string, unknown> } | { ok: false; refused: { error: string; error_description: string } };

function data115(json: Record<string, unknown>): Answer115 {
  if (json.state === 1 || json.state === true) {
    const data = json.data;
    return { ok: true, data: data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {} };
  }
  const code = json.code ?? json.errno ?? json.errNo ?? 'refused';
  const message = json.message ?? json.error ?? json.msg ?? '';
  return { ok: false, refused: { error: String(code), error_description: String(message) } };
}

export function pan115Routes(config: ServiceConfig) {
  const app = new Hono();

  app.post('/v1/115/qr/start', async (c) => {
    const answer = await callUpstream(config, pan115.tokenUrl, { method: 'GET', headers: { Accept: 'application/json' } });
    const read = data115(jsonObject(answer, host));
    if (!read.ok) return c.json({ ...read.refused, source: 'provider' }, 400);
    const data = read.data;
    if (typeof data.uid !== 'string' || !uidPattern.test(data.uid)) throw new ServiceError('upstream_not_json', `${host} answered without a session uid`);
    return c.json({ uid: data.uid, time: Number(data.time) || 0, sign: String(data.sign ?? ''), qrcode: String(data.qrcode ?? '') });
  });

  app.post('/v1/115/qr/status', async (c) => {
    const body = await jsonBody(c);
    const query = new URLSearchParams({
      uid: field(body, 'uid', { pattern: uidPattern }),
      time: String(body.time ?? ''),
      sign: field(body, 'sign', { pattern: /^[A-Za-z0-9]{1,128}$/ }),
    });
    if (!/^\d{1,13}$/.test(query.get('time')!)) throw new ServiceError('invalid_request', 'time must be the session time (a number)', 'time');
    const answer = await callUpstream(config, `${pan115.statusUrl}?${query.toString()}`, { method: 'GET', headers: { Accept: 'application/json' } });
    const read = data115(jsonObject(answer, host));
    if (!read.ok) return c.json({ ...read.refused, source: 'provider' }, 400);
    const data = read.data;
    return c.json({ status: Number(data.status), msg: typeof data.msg === 'string' ? data.msg : '' });
  });

  app.get('/v1/115/qr/image', async (c) => {
    const uid = c.req.query('uid') ?? '';
    if (!uidPattern.test(uid)) throw new ServiceError('invalid_request', 'uid has an unexpected form', 'uid');
    const answer = await callUpstream(config, pan115.imageUrl(uid), { method: 'GET', headers: { Accept: 'image/png' } });
    if (answer.status !== 200 || !answer.contentType.startsWith('image/')) throw new ServiceError('upstream_not_json', `${host} sent no image`);
    return c.body(answer.bytes.slice().buffer as ArrayBuffer, 200, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' });
  });

  app.post('/v1/115/qr/login', async (c) => {
    const body = await jsonBody(c);
    const uid = field(body, 'uid', { pattern: uidPattern });
    const appName = field(body, 'app');
    if (!isPan115App(appName)) throw new ServiceError('invalid_request', `app must be one of ${pan115Apps.join(', ')}`, 'app');
    const url = pan115.loginUrl(appName);
    const answer = await callUpstream(config, url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ account: uid, app: appName }).toString(),
    });
    const read = data115(jsonObject(answer, new URL(url).host));
    if (!read.ok) return c.json({ ...read.refused, source: 'provider' }, 400);
    const data = read.data;
    const cookie = (data.cookie ?? {}) as Record<string, unknown>;
    const parts = ['UID', 'CID', 'SEID', 'KID'].filter((k) => typeof cookie[k] === 'string' && cookie[k] !== '');
    if (!['UID', 'CID', 'SEID'].every((k) => parts.includes(k))) throw new ServiceError('upstream_not_json', `${host} answered without UID, CID and SEID`);
    // The format of Credential.Cookie() in the 115driver SDK, which the driver's cookie option reads back.
    return c.json({ cookie: parts.map((k) => `${k}=${String(cookie[k])}`).join(';'), user_id: data.user_id ?? null });
  });

  return app;
}
