import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('reads the same Vietnamese mobile number written every usual way', () => {
    for (const raw of ['0987 654 321', '+84 987654321', '84987654321', '0084987654321', ' 0987.654.321 ']) {
      expect(normalizePhone(raw), raw).toEqual({ e164: '+84987654321', zalo: '84987654321' });
    }
  });

  it('keeps fixed lines, and numbers of another country given with their prefix', () => {
    expect(normalizePhone('024 3825 1234')).toEqual({ e164: '+842438251234', zalo: '842438251234' });
    expect(normalizePhone('+1 650 253 0000')?.e164).toBe('+16502530000');
  });

  it('reads a national number in the given default country', () => {
    expect(normalizePhone('06 12 34 56 78', 'FR')?.e164).toBe('+33612345678');
  });

  it('refuses invalid numbers, numbers nobody answers and numbers inside other text', () => {
    for (const raw of ['', '12345', '0123456789', '+84 1900 1234', 'call 0987654321 now', 'abc']) {
      expect(normalizePhone(raw), raw).toBeNull();
    }
  });
});
