/**
 * The key a client is counted under: its IPv4 address, or the /64 network of an IPv6 address. A
 * /64 is what one subscriber usually gets, so hopping between addresses inside it buys nothing.
 * The address itself is `request.ip`, which names the X-Forwarded-For client only when the
 * connection comes from a trusted proxy (TRUST_PROXY, server/config.ts).
 */
import { isIPv6 } from 'node:net';

export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const address = ip.split('%')[0]!;
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills the last two groups.
  const groups = (part: string) => split(part).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
