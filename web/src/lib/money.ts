import { CURRENCY_MINOR_UNITS, type PaymentCurrency } from '@pickleball/domain/payments/payments.rules';
import { formatDecimal, formatNumber, parseDecimal } from './format';

/**
 * Money travels as an integer of the currency's minor unit (CURRENCY_MINOR_UNITS: VND has none,
 * USD has cents): 150000 VND is "150.000 ₫" in Vietnamese, 1250 USD is "$12.50" in English.
 * People type and read it in the currency's major unit, in their language. Payments' amounts and
 * tournaments' fees alike; each module adds its own rules on top (an amount required, a fee's
 * example). Imports domain's rules alone (no zod): the public tournament pages show fees too.
 */

/** How many decimals the currency has: 0 for VND, 2 for USD. */
export function currencyDigits(currency: PaymentCurrency): number {
  return CURRENCY_MINOR_UNITS[currency];
}

/** 1250 USD → 12.5; 150000 VND → 150000. */
export function fromMinorUnits(amount: number, currency: PaymentCurrency): number {
  return amount / 10 ** currencyDigits(currency);
}

/**
 * 12.5 USD → 1250; null when the amount has more decimals than the currency (12.345 USD, 10.5 VND)
 * or is not a finite number.
 */
export function toMinorUnits(amount: number, currency: PaymentCurrency): number | null {
  if (!Number.isFinite(amount)) return null;
  const scaled = amount * 10 ** currencyDigits(currency);
  const rounded = Math.round(scaled);
  // Binary fractions: 0.29 * 100 is 28.999999999999996, still two decimals.
  return Math.abs(scaled - rounded) < 1e-6 * Math.max(1, Math.abs(scaled)) ? rounded : null;
}

/** An amount in minor units as people read it in their language: "150.000 ₫", "$12.50". */
export function formatMoney(amount: number, currency: PaymentCurrency, locale: string): string {
  const digits = currencyDigits(currency);
  return formatNumber(fromMinorUnits(amount, currency), locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * An amount in minor units as a text box shows it for editing: "150000", "12,50" in Vietnamese;
 * none, an empty box.
 */
export function formatMoneyInput(amount: number | null, currency: PaymentCurrency, locale: string): string {
  if (amount === null) return '';
  return formatDecimal(fromMinorUnits(amount, currency), locale, currencyDigits(currency), {
    grouping: false,
  });
}

/** Thousands written with dots, commas or spaces: "150.000", "1,250,000", "1 250 000". */
const GROUPED_WHOLE = /^\d{1,3}(?:([.,\s\u00a0\u202f])\d{3})(?:\1\d{3})*$/;

/** A currency's sign or code typed with the amount, as the boxes' examples show it ("200.000 ₫", "$25.00"). */
const CURRENCY_SIGNS = /[₫$€]|VND|USD|EUR|SGD|AUD|đ/gi;

/**
 * A typed amount in the currency's major unit: null for an empty box, NaN for text that is not a
 * number. In the user's language (lib/format's parseDecimal: "12,50" in Vietnamese), except that
 * a currency without decimals reads "150.000" or "150,000" as thousands in either language (a
 * đồng amount has no decimals to mean: an English reader's "150.000" is not 150 đồng). A sign
 * typed with it is left out.
 */
export function parseMoneyText(text: string, currency: PaymentCurrency, locale: string): number | null {
  const trimmed = text.replace(CURRENCY_SIGNS, '').trim();
  if (currencyDigits(currency) === 0 && GROUPED_WHOLE.test(trimmed))
    return Number(trimmed.replace(/\D/g, ''));
  return parseDecimal(trimmed, locale);
}

/** Why a typed amount cannot be taken, as a validation catalog key. */
export type MoneyIssue = 'required' | 'invalid_number' | 'integer' | 'price_format' | 'number_min';

/**
 * A money box's text (read with {@link parseMoneyText}) in minor units, null when blank, or why
 * it cannot be taken: not a number, below zero, or more decimals than the currency has.
 */
export function readMoneyText(
  text: string,
  currency: PaymentCurrency,
  locale: string,
): { amount: number | null } | { issue: MoneyIssue } {
  const number = parseMoneyText(text, currency, locale);
  if (number === null) return { amount: null };
  if (!Number.isFinite(number)) return { issue: 'invalid_number' };
  if (number < 0) return { issue: 'number_min' };
  const amount = toMinorUnits(number, currency);
  if (amount === null) return { issue: currencyDigits(currency) === 0 ? 'integer' : 'price_format' };
  return { amount };
}

/**
 * An amount that must be given (a payment's, a refund's part) from its box, in minor units: typed,
 * and at least one minor unit; otherwise why it cannot be taken.
 */
export function readMoneyAmount(
  text: string,
  currency: PaymentCurrency,
  locale: string,
): { amount: number } | { issue: MoneyIssue } {
  const read = readMoneyText(text, currency, locale);
  if ('issue' in read) return read;
  if (read.amount === null) return { issue: 'required' };
  if (read.amount < 1) return { issue: 'number_min' };
  return { amount: read.amount };
}
