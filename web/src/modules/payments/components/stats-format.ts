import type { PaymentCurrency } from '@pickleball/domain';
import { formatNumber, toIntlLocale } from '../../../lib/format';
import { currencyDigits, fromMinorUnits } from '../../../lib/money';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A statistics day (`YYYY-MM-DD`, already the reader's day) as "24 Nov" / "24 thg 11". */
export function formatDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const key = toIntlLocale(locale);
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(key, { day: 'numeric', month: 'short' });
    dayFormats.set(key, format);
  }
  return format.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** An axis label: "1,5 Tr ₫", "$12K". */
export function formatCompactMoney(amount: number, currency: PaymentCurrency, locale: string): string {
  return formatNumber(fromMinorUnits(amount, currency), locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: currencyDigits(currency) === 0 ? 1 : 2,
  });
}

/** A share as a percentage with one decimal at most: "96,5 %"; '—' when there is none yet. */
export function formatRate(rate: number | null, locale: string): string {
  return rate === null ? '—' : formatNumber(rate, locale, { style: 'percent', maximumFractionDigits: 1 });
}
