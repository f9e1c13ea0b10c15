import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecentlyActive, normalizeIpAddress, normalizeMacAddress } from './devices.rules';

describe('MAC addresses', () => {
  it('accept six hex pairs with colons, hyphens or nothing between, written one way', () => {
    expect(normalizeMacAddress('00:1a:2b:3c:4d:5e')).toBe('00:1A:2B:3C:4D:5E');
    expect(normalizeMacAddress(' 00-1A-2B-3C-4D-5E ')).toBe('00:1A:2B:3C:4D:5E');
    expect(normalizeMacAddress('001a2b3c4d5e')).toBe('00:1A:2B:3C:4D:5E');
  });

  it('refuse mixed separators, five pairs, seven pairs and non-hex digits', () => {
    for (const bad of [
      '00:1A-2B:3C:4D:5E',
      '00:1A:2B:3C:4D',
      '00:1A:2B:3C:4D:5E:6F',
      '00:1A:2B:3C:4D:5G',
      '',
    ])
      expect(normalizeMacAddress(bad), bad).toBeNull();
  });

  it('read back any address it wrote', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 6, maxLength: 6 }),
        fc.constantFrom(':', '-', ''),
        (bytes, sep) => {
          const text = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(sep);
          const mac = normalizeMacAddress(text);
          expect(mac).not.toBeNull();
          expect(normalizeMacAddress(mac as string)).toBe(mac);
        },
      ),
    );
  });
});

describe('IP addresses', () => {
  it('accept IPv4 and IPv6 (compressed, full, with an IPv4 tail), IPv6 in lower case', () => {
    expect(normalizeIpAddress('113.161.20.40')).toBe('113.161.20.40');
    expect(normalizeIpAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeIpAddress('2001:0db8:0000:0000:0000:ff00:0042:8329')).toBe(
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
    );
    expect(normalizeIpAddress('::ffff:192.0.2.1')).toBe('::ffff:192.0.2.1');
    expect(normalizeIpAddress('::')).toBe('::');
  });

  it('refuse what is not one', () => {
    for (const bad of [
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '12345::',
      'fe80::1%eth0',
      'localhost',
    ])
      expect(normalizeIpAddress(bad), bad).toBeNull();
  });

  it('accept every IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(normalizeIpAddress(ip)).toBe(ip);
      }),
    );
  });

  it('accept every IPv6 address fast-check writes', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(normalizeIpAddress(ip)).toBe(ip.toLowerCase());
      }),
    );
  });
});

describe('recent activity', () => {
  it('counts a device seen within seven days', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(isRecentlyActive('2026-11-20T12:00:00Z', now)).toBe(true);
    expect(isRecentlyActive('2026-11-20T11:59:59Z', now)).toBe(false);
    expect(isRecentlyActive(null, now)).toBe(false);
  });
});
