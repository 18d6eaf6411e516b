/**
 * 115 helpers that run entirely in the browser: reducing a copied cookie to the three values the
 * 115 Cloud driver reads, and reading the answers of 115's QR code login endpoints, which the
 * reader opens in a tab of their own (115 does not let other sites call them).
 * Endpoints and status values as used by the 115driver SDK that AList v3.38 builds on.
 */

/** Starts a QR code login session (GET). Its answer holds the uid that becomes `qrcode_token`. */
export const QR_TOKEN_URL = 'https://qrcodeapi.115.com/api/1.0/web/1.0/token';

/** Image of the QR code for a session. */
export function qrImageUrl(uid: string): string {
  return `https://qrcodeapi.115.com/api/1.0/mac/1.0/qrcode?uid=${encodeURIComponent(uid)}`;
}

/** Status of a session: waiting, scanned, allowed... */
export function qrStatusUrl(session: QrSession): string {
  const q = new URLSearchParams({ uid: session.uid, time: String(session.time), sign: session.sign });
  return `https://qrcodeapi.115.com/get/status/?${q.toString()}`;
}

/** The cookie names the driver needs (it upper-cases names, so any letter case is accepted). */
export const COOKIE_NAMES = ['UID', 'CID', 'SEID'] as const;
export type CookieName = (typeof COOKIE_NAMES)[number];
/** Read by the driver's parser too but not required (older cookies have none); kept when present. */
export const OPTIONAL_COOKIE_NAMES = ['KID'] as const;
type AnyCookieName = CookieName | (typeof OPTIONAL_COOKIE_NAMES)[number];

export type CookieResult =
  | { ok: true; cookie: string; values: Record<CookieName, string>; ignored: number }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'missing'; missing: CookieName[] }
  | { ok: false; reason: 'badValue'; name: CookieName };

/**
 * Reads a cookie copied from the browser: a `Cookie:` request header, `name=value; ...` pairs, or
 * rows copied from the developer tools' cookie table (name, tab, value). Returns the short form
 * `UID=...; CID=...; SEID=...` (with `; KID=...` when present), which the driver's parser accepts (it rejects any pair whose value
 * contains "=", so the full header often fails with "bad cookie").
 */
export function cleanCookie(input: string): CookieResult {
  let text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  text = text.replace(/^cookie\s*:\s*/i, '');
  const found: Partial<Record<AnyCookieName, string>> = {};
  let total = 0;
  for (const raw of text.split(/[;\n]/)) {
    const item = raw.trim();
    if (item === '') continue;
    let name: string;
    let value: string;
    if (item.includes('\t')) {
      const cols = item.split('\t');
      name = cols[0].trim();
      value = (cols[1] ?? '').trim();
    } else {
      const eq = item.indexOf('=');
      if (eq === -1) continue;
      name = item.slice(0, eq).trim();
      value = item.slice(eq + 1).trim();
    }
    total += 1;
    const upper = name.toUpperCase() as AnyCookieName;
    if ([...COOKIE_NAMES, ...OPTIONAL_COOKIE_NAMES].includes(upper) && value !== '') found[upper] = value;
  }
  const missing = COOKIE_NAMES.filter((n) => !found[n]);
  if (missing.length > 0) return { ok: false, reason: 'missing', missing };
  const values = { UID: found.UID, CID: found.CID, SEID: found.SEID } as Record<CookieName, string>;
  for (const n of COOKIE_NAMES) if (/[=;\s]/.test(values[n])) return { ok: false, reason: 'badValue', name: n };
  // A KID the driver could not parse is left out rather than spoiling the whole cookie.
  const kid = found.KID !== undefined && !/[=;\s]/.test(found.KID) ? found.KID : undefined;
  const pairs = COOKIE_NAMES.map((n) => `${n}=${values[n]}`);
  if (kid !== undefined) pairs.push(`KID=${kid}`);
  return { ok: true, cookie: pairs.join('; '), values, ignored: total - pairs.length };
}

export interface QrSession {
  uid: string;
  time: number;
  sign: string;
  qrcode: string;
}

export type QrSessionResult =
  | { ok: true; session: QrSession }
  | { ok: false; reason: 'empty' | 'notJson' | 'missingUid' }
  | { ok: false; reason: 'refused'; code: string; message: string };

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim());
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function refusal(json: Record<string, unknown>): { code: string; message: string } {
  const code = json.code ?? json.errno ?? json.errNo ?? '';
  const message = json.message ?? json.error ?? json.msg ?? '';
  return { code: String(code), message: String(message) };
}

/** Reads the answer of QR_TOKEN_URL: `{"state":1,"data":{"uid","time","sign","qrcode"}}`. */
export function parseQrSession(text: string): QrSessionResult {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const json = parseObject(text);
  if (!json) return { ok: false, reason: 'notJson' };
  if (json.state !== 1 && json.state !== true) return { ok: false, reason: 'refused', ...refusal(json) };
  const data = (json.data ?? {}) as Record<string, unknown>;
  if (typeof data.uid !== 'string' || data.uid === '') return { ok: false, reason: 'missingUid' };
  return {
    ok: true,
    session: { uid: data.uid, time: Number(data.time) || 0, sign: String(data.sign ?? ''), qrcode: String(data.qrcode ?? '') },
  };
}

export type QrStatus = 'waiting' | 'scanned' | 'allowed' | 'expired' | 'canceled';

export type QrStatusResult =
  | { ok: true; status: QrStatus; message: string }
  | { ok: false; reason: 'empty' | 'notJson' | 'unknown'; value?: string }
  | { ok: false; reason: 'refused'; code: string; message: string };

const STATUS: Record<string, QrStatus> = { '0': 'waiting', '1': 'scanned', '2': 'allowed', '-1': 'expired', '-2': 'canceled' };

/** Reads the answer of qrStatusUrl(): `data.status` 0 waiting, 1 scanned, 2 allowed, -1 expired, -2 canceled. */
export function parseQrStatus(text: string): QrStatusResult {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const json = parseObject(text);
  if (!json) return { ok: false, reason: 'notJson' };
  if (json.state !== 1 && json.state !== true) return { ok: false, reason: 'refused', ...refusal(json) };
  const data = (json.data ?? {}) as Record<string, unknown>;
  const status = STATUS[String(data.status)];
  if (!status) return { ok: false, reason: 'unknown', value: String(data.status) };
  return { ok: true, status, message: typeof data.msg === 'string' ? data.msg : '' };
}
