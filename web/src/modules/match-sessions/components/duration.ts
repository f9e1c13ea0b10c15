import { toIntlLocale } from '../../../lib/format';

/**
 * A duration in minutes in the user's language, hours and minutes as Intl writes units:
 * 150 → "2 hours, 30 minutes" / "2 giờ, 30 phút"; 45 → "45 minutes"; 120 → "2 hours".
 */
export function formatDuration(minutes: number, locale: string): string {
  const intlLocale = toIntlLocale(locale);
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(intlLocale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [
    hours > 0 ? unit(hours, 'hour') : null,
    rest > 0 || hours === 0 ? unit(rest, 'minute') : null,
  ];
  return new Intl.ListFormat(intlLocale, { style: 'narrow', type: 'unit' }).format(
    parts.filter((part): part is string => part !== null),
  );
}
