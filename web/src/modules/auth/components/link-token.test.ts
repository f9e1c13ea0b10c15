import { describe, expect, it } from 'vitest';
import { readLinkToken } from './link-token';

describe('the token of a link sent by e-mail', () => {
  it('is read from the query string', () => {
    expect(readLinkToken('?token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(readLinkToken('?utm_source=mail&token=abc')).toBe('abc');
    // Percent-encoded characters are decoded.
    expect(readLinkToken('?token=a%2Bb%3D')).toBe('a+b=');
  });

  it('is missing when the address carries none worth sending', () => {
    expect(readLinkToken('')).toBeNull();
    expect(readLinkToken('?token=')).toBeNull();
    expect(readLinkToken('?token=%20%20')).toBeNull();
    expect(readLinkToken('?other=abc')).toBeNull();
    expect(readLinkToken(`?token=${'a'.repeat(201)}`)).toBeNull();
  });
});
