/**
 * WoPan sign-in by phone, password and SMS code, so the page can show the refresh token without the
 * reader digging in developer tools. Stateless: the page sends phone and password with each of the two
 * calls, and the service forgets them when it has answered (nothing is logged or kept).
 */
import { Hono } from 'hono';
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { wopan } from '../../providers/table';
import type { ServiceConfig } from '../config';
import { ServiceError } from '../errors';
import { field, jsonBody } from '../input';
import { redactor, type Redact } from '../redact';
import { signinGate, type ServiceEnv, type SigninAttempts } from '../signin';
import { callUpstream, jsonObject } from '../upstream';

const host = new URL(wopan.dispatcherUrl).host;
/** Mainland China mobile numbers, the only accounts WoPan has. */
const phonePattern = /^1\d{10}$/;
const smsPattern = /^\d{4,8}$/;

async function aesKey(): Promise<CryptoKey> {
  const raw = new TextEncoder().encode(wopan.clientSecret);
  return crypto.subtle.importKey('raw', raw, { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']);
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const text = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** The request body of one api-user call, signed and encrypted as the SDK does it. */
export async function dispatcherBody(key: string, param: Record<string, unknown>, now = Date.now(), seq = 100000 + Math.floor(Math.random() * 8999)): Promise<string> {
  const iv = new TextEncoder().encode(wopan.iv);
  const plain = new TextEncoder().encode(JSON.stringify(param));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, await aesKey(), plain));
  const version = '';
  const sign = bytesToHex(md5(new TextEncoder().encode(`${key}${now}${seq}${wopan.channel}${version}`)));
  return JSON.stringify({
    header: { key, resTime: now, reqSeq: seq, channel: wopan.channel, sign, version },
    body: { clientId: wopan.clientId, secret: true, param: toBase64(cipher) },
  });
}

type WopanAnswer = { ok: true; data: Record<string, unknown> } | { ok: false; refused: { error: string; error_description: string } };

/** Reads WoPan's envelope; DATA may be plain JSON or a quoted, encrypted string. */
async function readAnswer(json: Record<string, unknown>, redact: Redact): Promise<WopanAnswer> {
  const status = String(json.STATUS ?? '');
  if (status !== '200') return { ok: false, refused: { error: redact(`status_${status || 'missing'}`), error_description: redact(String(json.MSG ?? '')) } };
  const rsp = (json.RSP ?? {}) as Record<string, unknown>;
  const code = String(rsp.RSP_CODE ?? '');
  if (code !== '0000') return { ok: false, refused: { error: redact(code || 'refused'), error_description: redact(String(rsp.RSP_DESC ?? '')) } };
  let data = rsp.DATA;
  if (typeof data === 'string' && data !== '') {
    try {
      const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: new TextEncoder().encode(wopan.iv) }, await aesKey(), fromBase64(data));
      data = JSON.parse(new TextDecoder().decode(plain));
    } catch {
      throw new ServiceError('upstream_not_json', `${host} answered with DATA that does not decrypt to JSON`);
    }
  }
  return { ok: true, data: data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {} };
}

/** One dispatcher call; WoPan's refusals are relayed without the password and SMS code sent in `secrets`. */
async function dispatch(config: ServiceConfig, key: string, param: Record<string, unknown>, secrets: string[]): Promise<WopanAnswer> {
  const answer = await callUpstream(config, wopan.dispatcherUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: wopan.webOrigin, Referer: `${wopan.webOrigin}/` },
    body: await dispatcherBody(key, param),
  });
  if (answer.status >= 400) throw new ServiceError('upstream_not_json', `${host} answered HTTP ${answer.status}`);
  return readAnswer(jsonObject(answer, host), redactor(secrets));
}

function credentials(body: Record<string, unknown>) {
  return { phone: field(body, 'phone', { pattern: phonePattern }), password: field(body, 'password') };
}

export function wopanRoutes(config: ServiceConfig, attempts: SigninAttempts) {
  const app = new Hono<ServiceEnv>();
  app.use('/v1/wopan/*', signinGate(config, 'wopan'));

  // Step 1: phone and password; WoPan then sends the SMS code.
  app.post('/v1/wopan/login', async (c) => {
    const { phone, password } = credentials(await jsonBody(c));
    attempts.take(c, 'wopan', phone);
    const read = await dispatch(config, wopan.keys.login, { phone, password, uuid: '', verifyCode: '', clientSecret: wopan.clientSecret }, [password]);
    if (!read.ok) return c.json({ ...read.refused, source: 'provider' }, 400);
    return c.json({ need_sms_code: String(read.data.needSmsCode ?? '') });
  });

  // Step 2: the same plus the SMS code; the answer carries the tokens.
  app.post('/v1/wopan/verify', async (c) => {
    const body = await jsonBody(c);
    const { phone, password } = credentials(body);
    const messageCode = field(body, 'sms_code', { pattern: smsPattern });
    attempts.take(c, 'wopan', phone);
    const read = await dispatch(config, wopan.keys.verify, { phone, messageCode, verifyCode: null, uuid: null, clientSecret: wopan.clientSecret, password }, [password, messageCode]);
    if (!read.ok) return c.json({ ...read.refused, source: 'provider' }, 400);
    const { refresh_token: refresh, access_token: access, expires_in: expires } = read.data;
    if (typeof refresh !== 'string' || refresh === '') throw new ServiceError('upstream_not_json', `${host} answered without a refresh_token`);
    return c.json({ refresh_token: refresh, access_token: typeof access === 'string' ? access : '', expires_in: Number(expires) || 0 });
  });

  return app;
}
