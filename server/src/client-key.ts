/**
 * The client a limit counts a request against (DESIGN §9): the write limit and the admin
 * sign-in limit key their counts by it. An IPv6 address counts by its /64 network, since one
 * subscriber is handed a whole /64 and could otherwise take a fresh address for every request;
 * an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) counts as the IPv4 address it carries.
 */
import { isIPv6 } from 'node:net';

/** "2001:db8:7:1::" for any address of 2001:db8:7:1::/64; an IPv4 address, or anything else, lowercased. */
export function clientKey(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  const groups = ipv6Groups(address);
  const [, , , , , mapped = 0, high = 0, low = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0) && mapped === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  // Written as RFC 5952 writes the network's first address: the zero host half, and any zero
  // groups of the network before it, make the longest run of zeros, so `::` ends the address.
  const network = groups.slice(0, 4);
  while (network.at(-1) === 0) network.pop();
  return `${network.map((group) => group.toString(16)).join(':')}::`;
}

/** The eight 16-bit groups of an address that `isIPv6` accepts (a zone, `%eth0`, is dropped). */
function ipv6Groups(address: string): number[] {
  const [withoutZone = ''] = address.split('%');
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = withoutZone.split('::');
  if (tail === undefined) return toGroups(head);
  const before = toGroups(head);
  const after = toGroups(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}
