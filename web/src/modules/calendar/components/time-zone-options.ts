import { DEFAULT_MEETING_TIME_ZONE } from '@pickleball/domain';

/**
 * The time zones a meeting can be in: what the browser's Intl knows, under their current IANA
 * names (Chromium still lists some by their old ones: Asia/Saigon is Asia/Ho_Chi_Minh), with the
 * default and the meeting's own always present. A search matches words of the name in any order,
 * without diacritics, and a few everyday names (Hà Nội and Sài Gòn find Asia/Ho_Chi_Minh).
 */

const RENAMED: Record<string, string> = {
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
};

const KNOWN_AS: Record<string, string> = {
  'Asia/Ho_Chi_Minh': 'viet nam vietnam ha noi hanoi sai gon saigon da nang',
};

export function listTimeZones(extra: readonly string[] = [], supported = supportedZones()): string[] {
  const zones = new Set<string>();
  for (const zone of [...supported, 'UTC', DEFAULT_MEETING_TIME_ZONE, ...extra])
    if (zone) zones.add(RENAMED[zone] ?? zone);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

function supportedZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** Lower case, no diacritics, separators as spaces ("Asia/Ho_Chi_Minh" → "asia ho chi minh"). */
function simplify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[/_\-+]/g, ' ');
}

export function matchesTimeZone(zone: string, query: string): boolean {
  const words = simplify(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${simplify(zone)} ${KNOWN_AS[zone] ?? ''}`;
  return words.every((word) => text.includes(word));
}
