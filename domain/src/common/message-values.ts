/**
 * Numbers inside translated messages read as numbers of the message's language ("1.250 người
 * dùng", "1,250 users"), whichever of i18next (server, app) or the sign-in pages' lookup fills
 * them in. Identifiers and sequence numbers are names, not quantities: they stay as they are.
 */
const IDENTIFIERS = new Set(['id', 'seq', 'year', 'reference', 'code']);
const formats = new Map<string, Intl.NumberFormat>();

export function formatMessageValue(
  value: unknown,
  name: string | undefined,
  language: string | undefined,
): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value) || (name !== undefined && IDENTIFIERS.has(name)))
    return value;
  const locale = language === 'vi' ? 'vi-VN' : 'en-US';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    formats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The same as an i18next formatter module (`i18next.use(messageValueFormatter)` with
 * `interpolation.alwaysFormat`): every `{{value}}` goes through formatMessageValue.
 */
export const messageValueFormatter = {
  type: 'formatter' as const,
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (
    value: unknown,
    _format: string | undefined,
    language: string | undefined,
    options?: { interpolationkey?: string },
  ) => formatMessageValue(value, options?.interpolationkey, language),
};
