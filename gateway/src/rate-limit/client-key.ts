import net from 'node:net';

function hextets(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const split = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const start = split(head);
  const end = tail === undefined ? [] : split(tail);
  return [...start, ...Array<string>(Math.max(0, 8 - start.length - end.length)).fill('0'), ...end];
}

/**
 * The bucket key of a client address: an IPv4 address as it is, an IPv6 address by its /64
 * prefix (one subscriber usually holds a whole /64 and could otherwise take a fresh address per
 * request).
 */
export function clientKeyOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(mapped)) return mapped;
  if (!net.isIPv6(ip)) return ip;
  const prefix = hextets(ip.split('%')[0] ?? ip)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
