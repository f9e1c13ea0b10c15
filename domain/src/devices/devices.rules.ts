/**
 * Devices (SPEC §3 "Device", §4; issue 16 §3): the players' phones running the community's
 * mobile app. Zod-free rules both sides use.
 */

/** SPEC §4. `active` devices receive push notifications and may call the API; `blocked` ones may not. */
export const DEVICE_STATUSES = ['active', 'blocked', 'deleted', 'inactive', 'pending', 'archived'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** The operating systems the app runs on (and `other` for a club's tablet registered by hand). */
export const DEVICE_PLATFORMS = ['android', 'ios', 'other'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];
/** The platforms' own names, the same in every language (`other` is translated: devices:platform.other). */
export const DEVICE_PLATFORM_NAMES: Record<Exclude<DevicePlatform, 'other'>, string> = {
  android: 'Android',
  ios: 'iOS',
};

/** A device counts as active in the statistics when it reported within this many days. */
export const DEVICE_ACTIVE_DAYS = 7;

/**
 * The header the mobile app sends with every call once its device is registered: a blocked
 * device's calls are refused (403 `device.blocked`) whoever is signed in on it.
 */
export const DEVICE_ID_HEADER = 'x-device-id';

/** Six pairs of hex digits separated by ':' or '-' (or none): 00:1A:2B:3C:4D:5E. */
const MAC_PATTERN = /^[0-9a-f]{2}([:-]?)[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/i;

/** A MAC address in the one form stored and shown (upper case, colons), or null when it is not one. */
export function normalizeMacAddress(value: string): string | null {
  const text = value.trim();
  if (!MAC_PATTERN.test(text)) return null;
  const hex = text.replace(/[:-]/g, '').toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? null;
}

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

/**
 * An IPv4 or IPv6 address in its stored form (IPv6 lower case, as written: not re-compressed),
 * or null when it is not one. IPv6 may end with an IPv4 part (::ffff:192.0.2.1).
 */
export function normalizeIpAddress(value: string): string | null {
  const text = value.trim();
  if (isIpv4(text)) return text;
  if (!text.includes(':') || text.length > 45) return null;
  let head = text.toLowerCase();
  // An IPv4 tail stands for the last two groups.
  const lastColon = head.lastIndexOf(':');
  const tail = head.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIpv4(tail)) return null;
    head = `${head.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(halves[0] ?? '');
  const right = halves.length === 2 ? groups(halves[1] ?? '') : [];
  const all = [...left, ...right];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  if (halves.length === 2 ? all.length > 7 : all.length !== 8) return null;
  return text.toLowerCase();
}

/** Whether a device's last report falls within the statistics' "active" window. */
export function isRecentlyActive(lastActiveAt: string | null, now = Date.now()): boolean {
  if (!lastActiveAt) return false;
  return now - Date.parse(lastActiveAt) <= DEVICE_ACTIVE_DAYS * 86_400_000;
}
