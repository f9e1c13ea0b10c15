import { formatNumber } from '../../../lib/format';

/** Hours as the reader writes numbers: "2.5" in English, "2,5" in Vietnamese; '' for none. */
export function formatHours(value: number | null, locale: string): string {
  return value === null ? '' : formatNumber(value, locale, { maximumFractionDigits: 2 });
}
