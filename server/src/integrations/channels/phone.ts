import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface NormalizedPhone {
  /** +84987654321: what we store and what SMS providers get (converted as each wants). */
  e164: string;
  /** 84987654321: the form Zalo ZNS documents (the E.164 digits without the plus). */
  zalo: string;
}

/**
 * One canonical form for a phone number typed any way: `0987 654 321`, `+84 987654321` and
 * `84987654321` are the same person. The "max" metadata is needed to tell the number's type: only
 * numbers a person answers (mobile or fixed line) are kept, not premium-rate, toll-free or
 * short numbers, which no notification should go to. Anything invalid is null, never a guess.
 */
export function normalizePhone(raw: string, defaultCountry: CountryCode = 'VN'): NormalizedPhone | null {
  // extract: false refuses a number buried in other text ("call 0987654321 now").
  const parsed = parsePhoneNumberFromString(raw.trim(), { defaultCountry, extract: false });
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return { e164: parsed.number, zalo: parsed.number.slice(1) };
}
