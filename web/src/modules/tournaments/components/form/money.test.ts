import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyInput, readMoneyText, toMinorUnits } from '../../../../lib/money';
import { entryFeePlaceholder } from './money';

describe('money in a tournament form', () => {
  it('reads đồng with their thousands in either language', () => {
    expect(readMoneyText('400.000', 'VND', 'vi')).toEqual({ amount: 400_000 });
    expect(readMoneyText('400,000', 'VND', 'en')).toEqual({ amount: 400_000 });
    expect(readMoneyText('400000', 'VND', 'en')).toEqual({ amount: 400_000 });
    expect(readMoneyText('400.000 ₫', 'VND', 'vi')).toEqual({ amount: 400_000 });
  });

  it('reads dollars with the language’s decimal mark into cents', () => {
    expect(readMoneyText('25.50', 'USD', 'en')).toEqual({ amount: 2550 });
    expect(readMoneyText('25,50', 'USD', 'vi')).toEqual({ amount: 2550 });
    expect(readMoneyText('$0.29', 'USD', 'en')).toEqual({ amount: 29 });
  });

  it('says why an amount cannot be taken, and takes a blank box as none', () => {
    expect(readMoneyText('', 'USD', 'en')).toEqual({ amount: null });
    expect(readMoneyText('12.345', 'USD', 'en')).toEqual({ issue: 'price_format' });
    expect(readMoneyText('10,5', 'VND', 'vi')).toEqual({ issue: 'integer' });
    expect(readMoneyText('ten', 'USD', 'en')).toEqual({ issue: 'invalid_number' });
    expect(readMoneyText('-5', 'USD', 'en')).toEqual({ issue: 'number_min' });
  });

  it('writes amounts back as the box and the screen show them', () => {
    expect(formatMoneyInput(2550, 'USD', 'vi')).toBe('25,50');
    expect(formatMoneyInput(400_000, 'VND', 'en')).toBe('400000');
    expect(formatMoneyInput(null, 'VND', 'en')).toBe('');
    expect(formatMoney(400_000, 'VND', 'vi').replace(/\s/g, ' ')).toBe('400.000 ₫');
    expect(formatMoney(2550, 'USD', 'en')).toBe('$25.50');
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
  });

  it('shows the entry fee’s example in dollars in English and in đồng in Vietnamese (SPEC §9)', () => {
    expect(entryFeePlaceholder('USD', 'en')).toBe('$25.00');
    expect(entryFeePlaceholder('VND', 'vi').replace(/\s/g, ' ')).toBe('200.000 ₫');
  });
});
