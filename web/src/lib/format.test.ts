import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatNumber,
  parseDecimal,
  readDecimalInput,
  sortByName,
} from './format';

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

  it('writes decimals with a fixed count of digits: a point in English, a comma in Vietnamese', () => {
    expect(formatDecimal(3.5, 'en', 3)).toBe('3.500');
    expect(formatDecimal(3.5, 'vi', 3)).toBe('3,500');
    expect(formatDecimal(68.5, 'vi', 1)).toBe('68,5');
    expect(formatDecimal(68, 'en', 1)).toBe('68.0');
    expect(formatDecimal(1250.5, 'vi', 1)).toBe('1.250,5');
    expect(formatDecimal(1250.5, 'en', 1)).toBe('1,250.5');
    expect(formatDecimal(1250.5, 'vi', 1, { grouping: false })).toBe('1250,5');
    expect(formatDecimal(null, 'vi')).toBe('');
    expect(formatDecimal(Number.NaN, 'en')).toBe('');
  });

  it('reads a Vietnamese decimal comma, and a point where it cannot mean thousands', () => {
    expect(parseDecimal('3,5', 'vi')).toBe(3.5);
    expect(parseDecimal('3.5', 'vi')).toBe(3.5);
    expect(parseDecimal('68,5', 'vi')).toBe(68.5);
    expect(parseDecimal(' 3,750 ', 'vi')).toBe(3.75);
    expect(parseDecimal('0.500', 'vi')).toBe(0.5);
    expect(parseDecimal('1.250', 'vi')).toBe(1250);
    expect(parseDecimal('1.250.000', 'vi')).toBe(1250000);
    expect(parseDecimal('1.250.000,5', 'vi')).toBe(1250000.5);
    expect(parseDecimal('-2,5', 'vi')).toBe(-2.5);
  });

  it('reads English decimals and thousands, and a lone comma as a decimal mark', () => {
    expect(parseDecimal('3.5', 'en')).toBe(3.5);
    expect(parseDecimal('1.250', 'en')).toBe(1.25);
    expect(parseDecimal('1,250', 'en')).toBe(1250);
    expect(parseDecimal('1,250,000.75', 'en')).toBe(1250000.75);
    expect(parseDecimal('3,5', 'en')).toBe(3.5);
    expect(parseDecimal('.5', 'en')).toBe(0.5);
    expect(parseDecimal('70', 'en')).toBe(70);
  });

  it('gives null for an empty box and NaN for text that is not a number', () => {
    expect(parseDecimal('', 'vi')).toBeNull();
    expect(parseDecimal('   ', 'en')).toBeNull();
    for (const text of ['abc', '3,5kg', '1.2.3', '1,2,3', '3,', '1..5', ',', '12.34.567'])
      expect(parseDecimal(text, 'vi'), text).toBeNaN();
    expect(parseDecimal('1,2,3', 'en')).toBeNaN();
  });

  it('turns a typed decimal into a number for a form, leaving an empty box empty', () => {
    expect(readDecimalInput('3,6', 'vi')).toBe(3.6);
    expect(readDecimalInput('', 'vi')).toBe('');
    expect(readDecimalInput('abc', 'en')).toBeNaN();
    expect(readDecimalInput(4, 'en')).toBe(4);
    expect(readDecimalInput(null, 'en')).toBeNull();
  });

  it('sorts names in Vietnamese order: Đặng after Dương and before Võ', () => {
    const names = ['Võ Thị Hạnh', 'Đặng Quốc Bảo', 'Bùi Thị Lan', 'Dương Văn Khánh', 'Ân', 'Zoe'];
    expect([...names].sort((a, b) => compareNames(a, b, 'vi'))).toEqual([
      'Ân',
      'Bùi Thị Lan',
      'Dương Văn Khánh',
      'Đặng Quốc Bảo',
      'Võ Thị Hạnh',
      'Zoe',
    ]);
    expect(
      sortByName([{ n: 'Sân 10' }, { n: 'sân 2' }], (item) => item.n, 'en').map((item) => item.n),
    ).toEqual(['sân 2', 'Sân 10']);
    expect(compareNames('an', 'An', 'vi')).not.toBe(0);
  });
});
