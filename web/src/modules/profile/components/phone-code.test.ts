import { describe, expect, it } from 'vitest';
import { cleanPhoneCode, formatRemaining } from './phone-code';

describe('the phone verification code', () => {
  it('keeps only six digits of what is typed or pasted', () => {
    expect(cleanPhoneCode(' 123-456 ')).toBe('123456');
    expect(cleanPhoneCode('1234567')).toBe('123456');
  });

  it('counts down the minutes and seconds left, never below zero', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(formatRemaining('2026-11-24T10:05:00Z', now)).toBe('5:00');
    expect(formatRemaining('2026-11-24T10:00:09.5Z', now)).toBe('0:10');
    expect(formatRemaining('2026-11-24T09:59:00Z', now)).toBe('0:00');
  });
});
