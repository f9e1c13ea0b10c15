import { formatZoneOffset } from './meeting-format';

/** The zones people here meet in, by their city's name in the reader's language (written out for the catalog check). */
const ZONE_NAME_KEYS: Record<string, string> = {
  'Asia/Ho_Chi_Minh': 'calendar:zones.asia_ho_chi_minh',
  'Asia/Bangkok': 'calendar:zones.asia_bangkok',
  UTC: 'calendar:zones.utc',
};

/** A zone's city in the reader's language ("Hồ Chí Minh"), else its IANA city ("Asia/Kuala_Lumpur" → "Kuala Lumpur"). */
export function zoneName(t: (key: string) => string, zone: string): string {
  const key = ZONE_NAME_KEYS[zone];
  if (key) return t(key);
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/** "Hồ Chí Minh (GMT+7)": the city and the offset at that instant. */
export function zoneLabel(t: (key: string) => string, zone: string, locale: string, at = new Date()): string {
  const name = zoneName(t, zone);
  const offset = formatZoneOffset(zone, locale, at);
  return offset ? `${name} (${offset})` : name;
}
