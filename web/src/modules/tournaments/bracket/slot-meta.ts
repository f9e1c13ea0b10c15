import { toIntlLocale } from '../../../lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Sat 09:30" in English, "T7 09:30" in Vietnamese: short enough for a match box's header. */
export function formatSlotTime(iso: string, locale: string): string {
  const key = toIntlLocale(locale);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(key, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
    formats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** The court and the time of a match, as its box's header says them; null when neither is set. */
export function slotMeta(
  slot: { court: { name: string } | null; scheduled_at: string | null },
  locale: string,
): string | null {
  const parts = [
    slot.court?.name,
    slot.scheduled_at ? formatSlotTime(slot.scheduled_at, locale) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}
