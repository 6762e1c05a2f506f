import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as one household, office or mobile operator's pool hands them out: the
 * /24 of an IPv4 address, the /64 of an IPv6 one (an IPv4-mapped IPv6 address is its IPv4). Anything else is
 * returned as given. Used where many accounts from one place must count as one (DECISIONS #164).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight 16-bit groups of an IPv6 address, '::' filled in, each without leading zeros. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...right].map((group) =>
    group.includes('.') ? group : Number.parseInt(group, 16).toString(16),
  );
}
