/**
 * Dates, numbers and money in the chosen language (issue 3, item 8). The app's locales map to
 * Intl's: en → en-US, vi → vi-VN. Formatters are cached because Intl constructors are slow.
 */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', vi: 'vi-VN' };

export function toIntlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? INTL_LOCALES[locale.split('-')[0] ?? ''] ?? 'en-US';
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(toIntlLocale(locale), options);
    cache.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(toIntlLocale(locale), options);
    cache.set(key, format);
  }
  return format;
}

function toDate(iso: string | Date | null | undefined): Date | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '22 Nov 2026' style; an empty or invalid value gives ''. */
export function formatDate(iso: string | Date | null | undefined, locale: string): string {
  const date = toDate(iso);
  return date ? dateFormat(locale, { dateStyle: 'medium' }).format(date) : '';
}

export function formatDateTime(iso: string | Date | null | undefined, locale: string): string {
  const date = toDate(iso);
  return date ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/**
 * Money is stored in integer minor units with an ISO currency (ARCHITECTURE "Data"): VND has no
 * minor unit, USD has cents. Intl knows each currency's digits, so the divisor comes from it.
 */
export function formatCurrency(minorUnits: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
