/**
 * A link address as staff type it, made into one the public page keeps (the server allows http,
 * https, mailto, tel and paths on this site): `example.com` → `https://example.com`,
 * `help@example.com` → `mailto:help@example.com`, `+84 912 345 678` → `tel:+84912345678`,
 * `/privacy` stays. Null: nothing usable typed (a `javascript:` address included).
 */
export function normaliseHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (/^\+?[\d (). -]{6,}$/.test(text) && /\d{6,}/.test(text.replace(/\D/g, '')))
    return `tel:${text.replace(/[^\d+]/g, '')}`;
  if (/\s/.test(text)) return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(text)) return text;
  // Any other scheme (javascript:, data:…) is one the public page refuses.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^/]+\.[a-z]{2,}:\d/i.test(text)) return null;
  if ((text.startsWith('/') && !text.startsWith('//')) || text.startsWith('#')) return text;
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(text)) return `mailto:${text}`;
  const host = text.replace(/^\/\//, '');
  if (/^[^/?#@]+\.[a-z]{2,}(:\d+)?([/?#]|$)/i.test(host)) return `https://${host}`;
  return null;
}
