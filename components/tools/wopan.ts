/**
 * Reads the answer of WoPan's sign-in (the `api-user` channel of panservice.mail.wo.cn) that the
 * reader copies from the developer tools of pan.wo.cn. Envelope and key as in wopan-sdk-go v0.1.3,
 * the SDK of AList's WoPan driver: `{"STATUS":"200","MSG":…,"RSP":{"RSP_CODE":"0000","RSP_DESC":…,"DATA":…}}`;
 * DATA is either plain JSON or a quoted Base64 string encrypted with AES-CBC.
 */

import { wopan } from '../../providers/table';

export type WopanResult =
  | { ok: true; refreshToken: string; accessToken?: string; expiresIn?: number }
  | { ok: false; reason: 'empty' | 'notJson' | 'noData' | 'decryptFailed' | 'missingRefreshToken' }
  | { ok: false; reason: 'status'; status: string; message: string }
  | { ok: false; reason: 'rsp'; code: string; message: string };

function asObject(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** Decrypts an api-user DATA string (AES-128-CBC, PKCS#7) with WebCrypto. */
export async function decryptApiUserData(cipherB64: string, subtle: SubtleCrypto): Promise<string> {
  const enc = new TextEncoder();
  const key = await subtle.importKey('raw', enc.encode(wopan.clientSecret), { name: 'AES-CBC' }, false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-CBC', iv: enc.encode(wopan.iv) }, key, base64ToBytes(cipherB64));
  return new TextDecoder().decode(plain);
}

/** Reads a pasted sign-in answer (or just its DATA object) and returns the tokens it carries. */
export async function parseWopanAnswer(text: string, subtle: SubtleCrypto): Promise<WopanResult> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  let json: Record<string, unknown> | null;
  try {
    json = asObject(JSON.parse(trimmed));
  } catch {
    json = null;
  }
  if (!json) return { ok: false, reason: 'notJson' };

  let data: unknown = json;
  if ('STATUS' in json || 'RSP' in json) {
    const status = String(json.STATUS ?? '');
    if (status !== '200') return { ok: false, reason: 'status', status, message: String(json.MSG ?? '') };
    const rsp = asObject(json.RSP);
    if (!rsp) return { ok: false, reason: 'noData' };
    const code = String(rsp.RSP_CODE ?? '');
    if (code !== '0000') return { ok: false, reason: 'rsp', code, message: String(rsp.RSP_DESC ?? '') };
    data = rsp.DATA;
  }
  if (typeof data === 'string') {
    try {
      data = JSON.parse(await decryptApiUserData(data, subtle));
    } catch {
      return { ok: false, reason: 'decryptFailed' };
    }
  }
  const obj = asObject(data);
  if (!obj) return { ok: false, reason: 'noData' };
  const refresh = obj.refresh_token ?? obj.refreshToken;
  if (typeof refresh !== 'string' || refresh === '') return { ok: false, reason: 'missingRefreshToken' };
  const access = obj.access_token ?? obj.accessToken;
  const expires = Number(obj.expires_in);
  return {
    ok: true,
    refreshToken: refresh,
    accessToken: typeof access === 'string' && access !== '' ? access : undefined,
    expiresIn: Number.isFinite(expires) && expires > 0 ? expires : undefined,
  };
}
