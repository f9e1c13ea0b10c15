/**
 * Folds text for searching: lower case, no diacritics, đ → d, collapsed spaces.
 * "Nguyễn Văn Đức" and "nguyen van duc" fold to the same string.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Joins the searchable parts of a record into one folded string, skipping empty parts. */
export function buildSearchText(parts: Array<string | null | undefined>): string {
  return foldForSearch(parts.filter((part): part is string => Boolean(part)).join(' '));
}

/**
 * Normalises a phone number to the form it is stored and looked up in: digits only, and a
 * Vietnamese number written with the country code (+84 / 84) folded to its national form (0…).
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/[\s.\-()]/g, '');
  const plain = digits.startsWith('+') ? digits.slice(1) : digits;
  if (/^84[35789]\d{8}$/.test(plain)) return `0${plain.slice(2)}`;
  return digits.startsWith('+') ? `+${plain}` : plain;
}

/**
 * Invisible characters that carry nothing a person typed on purpose: zero-width space and
 * non-joiner, word joiner, byte-order mark, the Mongolian vowel separator, left-to-right,
 * right-to-left and Arabic letter marks, and a zero-width joiner except where it joins two emoji
 * (👨‍👩‍👧). They hide duplicates ("Sân A" and "Sân\u200B A") and confuse search and exports.
 */
const INVISIBLE =
  /[\u200B\u200C\u2060\uFEFF\u180E\u200E\u200F\u061C]|\u200D(?!\p{Extended_Pictographic})|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D/gu;
/** Bidi embeddings, overrides and isolates: they make text read other than it is stored (Trojan Source). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** C0 and C1 controls and DEL, but a tab and a line break, which free text may hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these patterns look for control characters
const CONTROL_IN_FREE_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** Any C0 or C1 control, DEL or line separator: a name or a code is one line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these patterns look for control characters
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Half of a surrogate pair alone is no character at all (JSON can carry one: "\ud800"). */
const LONE_SURROGATE = /\p{Cs}/u;
/** What a spreadsheet cell drops: every control but tab and line feed, and bidi controls. */
const UNPRINTABLE_IN_CELL = new RegExp(`${CONTROL_IN_FREE_TEXT.source}|${BIDI_CONTROL.source}`, 'g');

/**
 * A cell that a spreadsheet would run as a formula is prefixed with a quote (OWASP CSV injection);
 * control, bidi and invisible characters stored before the API refused them are dropped.
 */
export function neutralizeSpreadsheetCell(value: string): string {
  const clean = value.replace(INVISIBLE, '').replace(UNPRINTABLE_IN_CELL, '');
  return /^[=+\-@\t\r]/.test(clean) ? `'${clean}` : clean;
}

export type NormalizedText = { ok: true; value: string } | { ok: false; problem: 'control_characters' };

/**
 * The one rule for text that people send: composed (NFC, so "Nguyễn" typed on a Mac is stored
 * as typed on Windows), invisible characters dropped, and refused when it holds control or
 * bidi characters. A `multiline` text (a description, notes) keeps tabs and line breaks, with
 * CR LF, CR and U+2028/U+2029 read as LF; a one-line text (a name) refuses them, except at its
 * ends, which the schemas trim.
 */
export function normalizeTextInput(value: string, options: { multiline: boolean }): NormalizedText {
  let text = value.replace(INVISIBLE, '');
  if (options.multiline) text = text.replace(/\r\n?|[\u2028\u2029]/g, '\n');
  text = text.normalize('NFC');
  const controls = options.multiline ? CONTROL_IN_FREE_TEXT : CONTROL_IN_LINE;
  if (
    BIDI_CONTROL.test(text) ||
    LONE_SURROGATE.test(text) ||
    controls.test(options.multiline ? text : text.trim())
  )
    return { ok: false, problem: 'control_characters' };
  return { ok: true, value: text };
}
