import { CURRENCY_MINOR_UNITS, type PaymentCurrency } from '@pickleball/domain/payments/payments.rules';
import { formatDecimal, formatNumber, parseDecimal } from '../../../../lib/format';

/**
 * Entry fees and prize pools travel as integers of the currency's minor unit (VND has none, USD
 * has cents) and are typed and read in its major unit, in the user's language: "400.000" đồng in
 * Vietnamese, "25.50" dollars in English. (The payments module has the same rules for its amounts;
 * modules do not import each other.)
 */

export function currencyDigits(currency: PaymentCurrency): number {
  return CURRENCY_MINOR_UNITS[currency];
}

/** 12.5 USD → 1250; null when it has more decimals than the currency or is not a finite number. */
export function toMinorUnits(amount: number, currency: PaymentCurrency): number | null {
  if (!Number.isFinite(amount)) return null;
  const scaled = amount * 10 ** currencyDigits(currency);
  const rounded = Math.round(scaled);
  // Binary fractions: 0.29 * 100 is 28.999999999999996, still two decimals.
  return Math.abs(scaled - rounded) < 1e-6 * Math.max(1, Math.abs(scaled)) ? rounded : null;
}

/** An amount in minor units as people read it: "400.000 ₫", "$25.50". */
export function formatMoney(amount: number, currency: PaymentCurrency, locale: string): string {
  const digits = currencyDigits(currency);
  return formatNumber(amount / 10 ** digits, locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** An amount in minor units as a text box shows it for editing: "400000", "25,50" in Vietnamese. */
export function formatMoneyInput(amount: number | null, currency: PaymentCurrency, locale: string): string {
  if (amount === null) return '';
  const digits = currencyDigits(currency);
  return formatDecimal(amount / 10 ** digits, locale, digits, { grouping: false });
}

/** Thousands written with dots, commas or spaces: "400.000", "1,250,000", "1 250 000". */
const GROUPED_WHOLE = /^\d{1,3}(?:([.,\s\u00a0\u202f])\d{3})(?:\1\d{3})*$/;

/**
 * A typed amount in the currency's major unit: null for an empty box, NaN for text that is not a
 * number. Read in the user's language, except that a currency without decimals reads "400.000"
 * or "400,000" as thousands in either language (a đồng amount has no decimals to mean).
 */
export function parseMoneyText(text: string, currency: PaymentCurrency, locale: string): number | null {
  const trimmed = text
    .trim()
    .replace(/[₫$€]|VND|USD|EUR|SGD|AUD|đ/gi, '')
    .trim();
  if (currencyDigits(currency) === 0 && GROUPED_WHOLE.test(trimmed))
    return Number(trimmed.replace(/\D/g, ''));
  return parseDecimal(trimmed, locale);
}

/** Why a typed amount cannot be taken, as a validation catalog key. */
export type MoneyIssue = 'invalid_number' | 'integer' | 'price_format' | 'number_min';

/** A money box's text in minor units (null when blank), or why it cannot be taken. */
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
 * The entry fee's example in the box (SPEC §9: USD in English, VND in Vietnamese): the currency's
 * usual fee written as the user would type it.
 */
export function entryFeePlaceholder(currency: PaymentCurrency, locale: string): string {
  const example = currency === 'VND' ? 200_000 : 2_500;
  return formatMoney(example, currency, locale);
}

/** The currency a new tournament starts in: đồng in Vietnamese, dollars in English (SPEC §9). */
export function defaultCurrency(locale: string): PaymentCurrency {
  return locale.startsWith('vi') ? 'VND' : 'USD';
}
