import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatMoneyInput,
  fromMinorUnits,
  parseMoneyText,
  readMoneyAmount,
  toMinorUnits,
} from './money';

/** Intl separates the amount and the symbol with a no-break space; the tests read plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money in minor units', () => {
  it('reads đồng as they are and dollars in cents', () => {
    expect(fromMinorUnits(150_000, 'VND')).toBe(150_000);
    expect(fromMinorUnits(1_250, 'USD')).toBe(12.5);
    expect(toMinorUnits(12.5, 'USD')).toBe(1_250);
    expect(toMinorUnits(0.29, 'USD')).toBe(29);
    expect(toMinorUnits(1_250_000, 'VND')).toBe(1_250_000);
  });

  it('refuses more decimals than the currency has', () => {
    expect(toMinorUnits(12.345, 'USD')).toBeNull();
    expect(toMinorUnits(10.5, 'VND')).toBeNull();
    expect(toMinorUnits(Number.NaN, 'VND')).toBeNull();
  });

  it('writes Vietnamese đồng with dot groups and English dollars with cents', () => {
    expect(plain(formatMoney(1_250_000, 'VND', 'vi'))).toBe('1.250.000 ₫');
    expect(formatMoney(125_000, 'USD', 'en')).toBe('$1,250.00');
    expect(plain(formatMoney(1_250, 'USD', 'vi'))).toBe('12,50 US$');
  });

  it('fills a text box without grouping, in the language’s decimal mark', () => {
    expect(formatMoneyInput(1_250_000, 'VND', 'vi')).toBe('1250000');
    expect(formatMoneyInput(1_250, 'USD', 'vi')).toBe('12,50');
    expect(formatMoneyInput(1_250, 'USD', 'en')).toBe('12.50');
  });
});

describe('a typed amount', () => {
  it('is read in the user’s language', () => {
    expect(readMoneyAmount('12,50', 'USD', 'vi')).toEqual({ amount: 1_250 });
    expect(readMoneyAmount('12.50', 'USD', 'en')).toEqual({ amount: 1_250 });
    expect(readMoneyAmount('1.250.000', 'VND', 'vi')).toEqual({ amount: 1_250_000 });
    expect(readMoneyAmount('1,250,000', 'VND', 'en')).toEqual({ amount: 1_250_000 });
  });

  it('reads đồng with a dot or a comma as thousands, in either language', () => {
    expect(parseMoneyText('150.000', 'VND', 'en')).toBe(150_000);
    expect(parseMoneyText('150,000', 'VND', 'vi')).toBe(150_000);
    expect(parseMoneyText('150 000', 'VND', 'en')).toBe(150_000);
    // Dollars keep the language's reading: "1.250" is one dollar and a quarter in English.
    expect(parseMoneyText('1.250', 'USD', 'en')).toBe(1.25);
  });

  it('says why it cannot be taken', () => {
    expect(readMoneyAmount('', 'VND', 'vi')).toEqual({ issue: 'required' });
    expect(readMoneyAmount('mười nghìn', 'VND', 'vi')).toEqual({ issue: 'invalid_number' });
    expect(readMoneyAmount('10,5', 'VND', 'vi')).toEqual({ issue: 'integer' });
    expect(readMoneyAmount('12.345', 'USD', 'en')).toEqual({ issue: 'price_format' });
    expect(readMoneyAmount('0', 'USD', 'en')).toEqual({ issue: 'number_min' });
    expect(readMoneyAmount('-5', 'VND', 'en')).toEqual({ issue: 'number_min' });
  });
});
