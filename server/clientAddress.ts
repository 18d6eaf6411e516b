/**
 * Which client a request counts against: the address the runtime saw, or the one a trusted proxy wrote.
 * Written without node:net so the edge build shares it; tests hold the parser to node:net's isIP.
 */

/** How far the service trusts headers about the client (TOKEN_SERVICE_TRUST_PROXY). */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'cloudflare' };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or null. A zone (%eth0) is dropped. */
function ipv6Groups(text: string): number[] | null {
  const zone = text.indexOf('%');
  if (zone !== -1) {
    if (!/^[0-9a-zA-Z.:-]+$/.test(text.slice(zone + 1))) return null;
    text = text.slice(0, zone);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string, last: boolean): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (last && i === pieces.length - 1 && piece.includes('.')) {
        const v4 = IPV4.exec(piece);
        if (!v4) return null;
        out.push((Number(v4[1]) << 8) | Number(v4[2]), (Number(v4[3]) << 8) | Number(v4[4]));
      } else if (HEX_GROUP.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  if (halves.length === 1) {
    const groups = parse(halves[0], true);
    return groups && groups.length === 8 ? groups : null;
  }
  const head = parse(halves[0], false);
  const tail = parse(halves[1], true);
  if (!head || !tail || head.length + tail.length > 7) return null;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** 4 or 6 for an IP address (as node:net's isIP answers), 0 otherwise. */
export function ipVersion(text: string): 0 | 4 | 6 {
  if (IPV4.test(text)) return 4;
  return ipv6Groups(text) ? 6 : 0;
}

/**
 * The rate-limit key of an address: IPv4 as written, IPv6 by its /64 network (one subscriber usually holds a
 * whole /64, so rotating inside it buys nothing). IPv4-mapped IPv6 (::ffff:a.b.c.d, what a dual-stack socket
 * reports) counts as the IPv4 address. Null when the text is not an IP address.
 */
export function addressKey(text: string): string | null {
  const trimmed = text.trim();
  if (IPV4.test(trimmed)) return trimmed;
  const g = ipv6Groups(trimmed);
  if (!g) return null;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
  return `${g.slice(0, 4).map((x) => x.toString(16)).join(':')}::/64`;
}

/** Reads TOKEN_SERVICE_TRUST_PROXY: empty or 0 (trust nothing), a number of proxy hops (1-10), or "cloudflare". */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0') return { kind: 'none' };
  if (value === 'cloudflare') return { kind: 'cloudflare' };
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return { kind: 'hops', hops: Number(value) };
  return `"${raw}" must be 0, the number of your proxies in front of the service (1-10), or cloudflare`;
}

/**
 * The key a request is counted under, or null when no address is known.
 * - hops N: X-Forwarded-For's N-th entry from the right, the one your outermost proxy appended; everything left
 *   of it is whatever the client sent. With fewer than N entries (a request that bypassed a proxy) or an entry
 *   that is not an IP address, the socket address counts.
 * - cloudflare: CF-Connecting-IP, which Cloudflare overwrites on every request; the socket address without it.
 */
export function clientKey(trust: TrustProxy, header: (name: string) => string | undefined, socketAddress: string | undefined): string | null {
  let forwarded: string | undefined;
  if (trust.kind === 'hops') {
    const entries = (header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (entries.length >= trust.hops) forwarded = entries[entries.length - trust.hops];
  } else if (trust.kind === 'cloudflare') {
    forwarded = header('cf-connecting-ip');
  }
  const fromProxy = forwarded === undefined ? null : addressKey(forwarded);
  if (fromProxy) return fromProxy;
  if (socketAddress === undefined || socketAddress === '') return null;
  // A socket address is the runtime's own; one that does not parse still identifies that peer.
  return addressKey(socketAddress) ?? `peer:${socketAddress.slice(0, 100)}`;
}
