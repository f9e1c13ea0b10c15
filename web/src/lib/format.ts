/**
 * Dates, numbers, money and name order in the chosen language (issue 3, item 8). Nothing shown on
 * screen uses toFixed or String(number): Vietnamese writes "3,5" and "1.250". The app's locales map to
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

/** '8 December 2026' style ("8 tháng 12, 2026"): the one long way of writing a date. */
export function formatLongDate(iso: string | Date | null | undefined, locale: string): string {
  const date = toDate(iso);
  return date ? dateFormat(locale, { dateStyle: 'long' }).format(date) : '';
}

/** 'Mon, 8 Dec 2026' style: the medium date with its weekday ('Th 2, 8 thg 12, 2026'). */
export function formatWeekdayDate(iso: string | Date | null | undefined, locale: string): string {
  const date = toDate(iso);
  return date
    ? dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date)
    : '';
}

/**
 * A heading made of a formatted date starts with a capital, as a title does: Intl writes
 * Vietnamese month names in lower case ("tháng 12 năm 2026" → "Tháng 12 năm 2026").
 */
export function capitalizeFirst(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return `${head.toLocaleUpperCase(toIntlLocale(locale))}${text.slice(head.length)}`;
}

export function formatDateTime(iso: string | Date | null | undefined, locale: string): string {
  const date = toDate(iso);
  return date ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A number with exactly `digits` decimals in the user's language: 3.5 → "3.500" in English,
 * "3,500" in Vietnamese; 68.5 → "68,5" with one digit. Thousands are grouped ("1.250,5" in
 * Vietnamese) unless `grouping` is false, as in a text box the user edits. Null or NaN gives ''.
 */
export function formatDecimal(
  value: number | null | undefined,
  locale: string,
  digits = 1,
  { grouping = true }: { grouping?: boolean } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: grouping,
  }).format(value);
}

/** The language's decimal mark: "." in English, "," in Vietnamese. */
export function decimalSeparator(locale: string): '.' | ',' {
  const part = numberFormat(locale, {})
    .formatToParts(1.5)
    .find((item) => item.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

const GROUPED = /^\d{1,3}(\d{3})*$/;

/**
 * What the user typed, as a number: null for an empty box, NaN for text that is not a number.
 * Both marks are read where that is unambiguous, so a Vietnamese user may type "3,5" or "3.5"
 * and an English one "3.5" or "3,5". Ambiguous text follows the language: "1.250" is 1250 in
 * Vietnamese and 1.25 in English; "1,250" the other way round. Spaces and grouping ("1.250.000,5")
 * are accepted; "1.2.3" is not a number.
 */
export function parseDecimal(text: string, locale: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const sign = /^[-−]/.test(compact) ? '-' : '';
  const body = /^[-−+]/.test(compact) ? compact.slice(1) : compact;
  if (!/^[\d.,]+$/.test(body)) return Number.NaN;
  const own = decimalSeparator(locale);
  const other = own === ',' ? '.' : ',';
  let decimal: string | null = null;
  let group: string | null = null;
  const hasDot = body.includes('.');
  const hasComma = body.includes(',');
  if (hasDot && hasComma) {
    // Both: the last one is the decimal mark, the other groups thousands.
    decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    group = decimal === '.' ? ',' : '.';
  } else if (hasDot || hasComma) {
    const mark = hasDot ? '.' : ',';
    const parts = body.split(mark);
    const last = parts[parts.length - 1] ?? '';
    if (parts.length > 2) group = mark;
    else if (mark === own) decimal = mark;
    // The other language's mark alone: a decimal unless it reads as thousands ("3.500" in vi).
    else if (last.length === 3 && mark === other && !['', '0'].includes(parts[0] ?? '')) group = mark;
    else decimal = mark;
  }
  let whole = body;
  let fraction = '';
  if (decimal !== null) {
    const at = body.lastIndexOf(decimal);
    whole = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (fraction === '' || !/^\d+$/.test(fraction)) return Number.NaN;
  }
  if (group !== null) {
    const groups = whole.split(group);
    if (groups.some((item) => item === '') || !GROUPED.test(groups.join('')) || (groups[0] ?? '').length > 3)
      return Number.NaN;
    if (groups.slice(1).some((item) => item.length !== 3)) return Number.NaN;
    whole = groups.join('');
  }
  if (whole === '' && fraction === '') return Number.NaN;
  if (!/^\d*$/.test(whole)) return Number.NaN;
  return Number(`${sign}${whole || '0'}.${fraction || '0'}`);
}

/**
 * A form's decimal box before the schema sees it: typed text becomes a number (NaN when it is
 * not one, so the schema says "must be a number"); an empty box stays '' and anything else
 * passes unchanged.
 */
export function readDecimalInput(value: unknown, locale: string): unknown {
  if (typeof value !== 'string') return value;
  const number = parseDecimal(value, locale);
  return number === null ? '' : number;
}

const collators = new Map<string, Intl.Collator>();

/**
 * Names in the language's alphabetical order: Vietnamese puts "Đặng" after "Dương" and before
 * "Võ" (a plain comparison puts Đ after every Latin letter). Case and accents matter only to
 * break ties; numbers inside names sort by value ("Sân 2" before "Sân 10").
 */
export function compareNames(a: string, b: string, locale: string): number {
  const key = toIntlLocale(locale);
  let collator = collators.get(key);
  if (!collator) {
    collator = new Intl.Collator(key, { sensitivity: 'base', numeric: true });
    collators.set(key, collator);
  }
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A copy of `items` sorted by `name` with {@link compareNames}. */
export function sortByName<T>(items: readonly T[], name: (item: T) => string, locale: string): T[] {
  return [...items].sort((a, b) => compareNames(name(a), name(b), locale));
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
