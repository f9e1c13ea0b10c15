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

/** A cell that a spreadsheet would run as a formula is prefixed with a quote (OWASP CSV injection). */
export function neutralizeSpreadsheetCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
