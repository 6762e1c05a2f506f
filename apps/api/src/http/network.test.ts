import { describe, expect, it } from 'vitest';
import { networkOf } from './network.ts';

describe('networkOf', () => {
  it('is the /24 of an IPv4 address and the /64 of an IPv6 one', () => {
    expect(networkOf('192.0.2.17')).toBe('192.0.2.0/24');
    expect(networkOf('192.0.2.250')).toBe(networkOf('192.0.2.1'));
    expect(networkOf('192.0.3.1')).not.toBe(networkOf('192.0.2.1'));
    expect(networkOf('::ffff:192.0.2.9')).toBe('192.0.2.0/24');
    expect(networkOf('2001:db8:7:1::5')).toBe('2001:db8:7:1::/64');
    expect(networkOf('2001:0db8:0007:0001:abcd::9')).toBe('2001:db8:7:1::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:db8:7:2::5')).not.toBe(networkOf('2001:db8:7:1::5'));
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
