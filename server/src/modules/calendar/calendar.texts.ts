import type { Locale } from '@pickleball/locales';

/**
 * A meeting's time as its participants read it in a message: in the meeting's time zone (where it
 * happens), in the reader's language ("Thứ Ba, 1 tháng 12, 2026 lúc 19:00"), the zone named when
 * it is not Vietnam's.
 */
export function describeWhen(
  iso: string,
  timeZone: string,
  locale: Locale,
  kind: 'date' | 'datetime' = 'datetime',
): string {
  const format = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone,
    dateStyle: 'full',
    ...(kind === 'datetime' ? { timeStyle: 'short' } : {}),
  });
  const text = format.format(new Date(iso));
  return timeZone === 'Asia/Ho_Chi_Minh' ? text : `${text} (${timeZone})`;
}
