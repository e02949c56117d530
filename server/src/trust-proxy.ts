/**
 * TRUST_PROXY (DESIGN §9): which peers may tell the server who the client is. The client is the
 * first address, walking `X-Forwarded-For` back from the peer, that is not a trusted proxy: never
 * simply the leftmost entry, which the client writes itself. `true` trusts one hop (the server sits
 * behind exactly one proxy), a number that many hops, and a list trusts those proxies only.
 */
import { isIP } from 'node:net';

/** Off, a count of proxy hops in front of the server, or the proxies' addresses and ranges. */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

/** The ranges proxy-addr (Fastify's) knows by name. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The parsed setting, or why it is not one. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { hops } : { error: 'a hop count is at most 10' };
  }
  const proxies = value.split(',').map((entry) => entry.trim());
  const bad = proxies.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    return {
      error: `"${bad}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal (use true, a hop count, or a comma-separated list)`,
    };
  }
  return { proxies };
}

/** Fastify's `trustProxy` option for the setting. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('proxies' in trust) return trust.proxies;
  const { hops } = trust;
  // Fastify reads a bare number as "trust nothing"; a function of the hop counts them.
  return (_address, hop) => hop < hops;
}
