import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from './format';

// Intl output carries narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting in the chosen language', () => {
  it('formats numbers the English and the Vietnamese way', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'vi')).toBe('1.234.567,5');
  });

  it('reads money in minor units: USD has cents, VND has none', () => {
    expect(plain(formatCurrency(150_050, 'USD', 'en'))).toBe('$1,500.50');
    expect(plain(formatCurrency(150_000, 'VND', 'vi'))).toBe('150.000 ₫');
  });

  it('formats dates and times, and gives nothing for a missing or broken value', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'en')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22T10:00:00Z', 'vi')).toMatch(/22.*11.*2026/);
    expect(formatDateTime('2026-11-22T10:00:00Z', 'en')).toMatch(/Nov 22, 2026/);
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'vi')).toBe('');
  });
});
