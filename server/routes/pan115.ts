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
import { signinGate, type ServiceEnv, type SigninAttempts } from '../signin';
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

/** The QR image types relayed. Anything else (SVG above all, which can carry script) is refused. */
const imageTypes: { type: string; magic: number[] }[] = [
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
];

/** The image type when the declared type is PNG, JPEG or GIF and the bytes start as that type does; else null. */
export function qrImageType(contentType: string, bytes: Uint8Array): string | null {
  const declared = contentType.split(';')[0].trim().toLowerCase();
  const known = imageTypes.find((t) => t.type === declared);
  return known && known.magic.every((b, i) => bytes[i] === b) ? known.type : null;
}

export function pan115Routes(config: ServiceConfig, attempts: SigninAttempts) {
  const app = new Hono<ServiceEnv>();
  app.use('/v1/115/*', signinGate(config, 'pan115'));

  app.post('/v1/115/qr/start', async (c) => {
    // A new session per attempt: counted per client (there is no account yet).
    attempts.takeClient(c, 'pan115');
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
    const type = answer.status === 200 ? qrImageType(answer.contentType, answer.bytes) : null;
    if (!type) throw new ServiceError('upstream_not_json', `${host} sent no PNG, JPEG or GIF image`);
    return c.body(answer.bytes.slice().buffer as ArrayBuffer, 200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, the image can do nothing: no script, no subresource, no framing.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox; frame-ancestors 'none'",
    });
  });

  app.post('/v1/115/qr/login', async (c) => {
    const body = await jsonBody(c);
    const uid = field(body, 'uid', { pattern: uidPattern });
    const appName = field(body, 'app');
    if (!isPan115App(appName)) throw new ServiceError('invalid_request', `app must be one of ${pan115Apps.join(', ')}`, 'app');
    attempts.take(c, 'pan115', uid);
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
