import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { formatTimeAgo, parseDay } from './relative-time';

/** The dashboard's numbers, money and dates in the user's language (CONVENTIONS §7). */
export function useDashboardFormat() {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, locale),
      money: (minorUnits: number, currency: string) => formatCurrency(minorUnits, currency, locale),
      /** "3 days ago"; the exact time goes in a tooltip. */
      timeAgo: (iso: string) => formatTimeAgo(iso, locale, t('dashboard:just_now')),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      /** A `YYYY-MM-DD` day of the API, as that day (not shifted by the browser's offset). */
      day: (day: string) => formatDate(parseDay(day) ?? day, locale),
    }),
    [locale, t],
  );
}
