import { toIntlLocale } from './format';

/**
 * A calendar date (`YYYY-MM-DD`) as typed and read in the app's language, not the browser's: a
 * browser's native date input shows mm/dd/yyyy to a Vietnamese reader whose browser is English,
 * and the other way round. Vietnamese writes day/month/year (07/12/2026), English month/day/year
 * (12/07/2026), as Intl orders them for each language (see ./format).
 */
type Part = 'day' | 'month' | 'year';

const orders = new Map<string, Part[]>();

/** The order of day, month and year in `language`'s short numeric dates. */
export function dateOrder(language: string): Part[] {
  const locale = toIntlLocale(language);
  let order = orders.get(locale);
  if (!order) {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date(Date.UTC(2026, 10, 23)))
      .map((part) => part.type)
      .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
    order = parts.length === 3 ? parts : ['month', 'day', 'year'];
    orders.set(locale, order);
  }
  return order;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-12-07` → `07/12/2026` in Vietnamese, `12/07/2026` in English; anything else → ''. */
export function formatDateText(value: string | undefined, language: string): string {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return '';
  const parts: Record<Part, string> = { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
  return dateOrder(language)
    .map((part) => parts[part])
    .join('/');
}

/**
 * What the reader typed, in their language's order (`7/12/2026`, `07.12.2026`, `7-12-2026`), or
 * an ISO date, as `YYYY-MM-DD`; null for an empty, incomplete or impossible date (31/02/2026).
 */
export function parseDateText(text: string, language: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const numbers = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : (() => {
        const pieces = trimmed.split(/\s*[/.\-\s]\s*/);
        if (pieces.length !== 3 || pieces.some((piece) => !/^\d{1,4}$/.test(piece))) return null;
        const found: Partial<Record<Part, number>> = {};
        dateOrder(language).forEach((part, index) => {
          found[part] = Number(pieces[index]);
        });
        // A year is written in full: "26" would be ambiguous.
        if ((pieces[dateOrder(language).indexOf('year')] ?? '').length !== 4) return null;
        return { year: found.year ?? 0, month: found.month ?? 0, day: found.day ?? 0 };
      })();
  if (!numbers || !isRealDate(numbers.year, numbers.month, numbers.day) || numbers.year < 1000) return null;
  return `${pad(numbers.year, 4)}-${pad(numbers.month)}-${pad(numbers.day)}`;
}
