import { z } from 'zod';

/**
 * A list cursor: where the next page starts, as an opaque text (`meta.next_cursor`, `?cursor=`).
 * Inside, base64url of a small JSON document:
 * - `s`: the sort it was made for (`-created_at`); a cursor is refused under any other sort;
 * - `p`: the page number it leads to, so `meta.page` stays meaningful while walking;
 * - `k`: the keyset position, the last row's sort value and id: the next page is what comes
 *   after it in the sort, however many rows were added or removed before it. Without `k` (a
 *   list that pages by offset only), the cursor stands for page `p`.
 */
export interface ListCursor {
  s?: string;
  p: number;
  k?: [CursorValue, number];
}

export type CursorScalar = string | number | boolean | null;
/** A row's sort value, or its two (a list ordered by two columns before id). */
export type CursorValue = CursorScalar | [CursorScalar, CursorScalar];

const CURSOR_VERSION = 1;
/** Longer than any cursor the server makes (a sort value is at most a few hundred characters). */
export const CURSOR_MAX_LENGTH = 1_024;

const Scalar = z.union([z.string().max(512), z.number(), z.boolean(), z.null()]);

const CursorDocumentSchema = z
  .object({
    v: z.literal(CURSOR_VERSION),
    s: z.string().max(64).optional(),
    p: z.number().int().min(1).max(10_000_000),
    k: z.tuple([z.union([Scalar, z.tuple([Scalar, Scalar])]), z.number().int()]).optional(),
  })
  .strict();

export function encodeListCursor(cursor: ListCursor): string {
  return toBase64Url(utf8Encode(JSON.stringify({ v: CURSOR_VERSION, ...cursor })));
}

/** The cursor, or null when the text is not one this version made (malformed, edited, truncated). */
export function decodeListCursor(text: string): ListCursor | null {
  if (text.length === 0 || text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = fromBase64Url(text);
  if (!bytes) return null;
  let document: unknown;
  try {
    document = JSON.parse(utf8Decode(bytes));
  } catch {
    return null;
  }
  const parsed = CursorDocumentSchema.safeParse(document);
  if (!parsed.success) return null;
  const { s, p, k } = parsed.data;
  return { p, ...(s === undefined ? {} : { s }), ...(k === undefined ? {} : { k }) };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: number[]): string {
  let out = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[at], bytes[at + 1], bytes[at + 2]];
    const triple = (a << 16) | (b << 8) | c;
    const chars = at + 1 >= bytes.length ? 2 : at + 2 >= bytes.length ? 3 : 4;
    for (let index = 0; index < chars; index += 1) out += ALPHABET[(triple >> (18 - 6 * index)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): number[] | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  // Leftover bits must be zero, or the text was not made by toBase64Url.
  return (buffer & ((1 << bits) - 1)) === 0 ? bytes : null;
}

function utf8Encode(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return bytes;
}

/** Strict: an invalid sequence throws (decodeListCursor then refuses the cursor). */
function utf8Decode(bytes: number[]): string {
  let out = '';
  for (let at = 0; at < bytes.length; ) {
    const first = bytes[at] as number;
    const length =
      first < 0x80 ? 1 : first >> 5 === 6 ? 2 : first >> 4 === 14 ? 3 : first >> 3 === 30 ? 4 : 0;
    if (length === 0 || at + length > bytes.length) throw new Error('invalid UTF-8');
    let code = length === 1 ? first : first & (0xff >> (length + 1));
    for (let index = 1; index < length; index += 1) {
      const next = bytes[at + index] as number;
      if (next >> 6 !== 2) throw new Error('invalid UTF-8');
      code = (code << 6) | (next & 63);
    }
    out += String.fromCodePoint(code);
    at += length;
  }
  return out;
}
