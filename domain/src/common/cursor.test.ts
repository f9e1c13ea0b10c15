import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor } from './cursor';
import { buildPageMeta } from './pagination';

/** base64url of bytes, written out: domain code has neither Buffer nor btoa. */
function base64Url(bytes: number[]): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let at = 0; at < bits.length; at += 6)
    out += alphabet[Number.parseInt(bits.slice(at, at + 6).padEnd(6, '0'), 2)];
  return out;
}

const json = (value: unknown) => base64Url([...JSON.stringify(value)].map((char) => char.charCodeAt(0)));

describe('list cursors', () => {
  it('reads what a plain base64url encoder wrote', () => {
    expect(decodeListCursor(json({ v: 1, s: 'id', p: 2, k: [5, 5] }))).toEqual({ s: 'id', p: 2, k: [5, 5] });
  });

  it('round-trips a keyset place, text in any script included, as URL-safe text', () => {
    for (const cursor of [
      { s: '-created_at', p: 2, k: ['2026-11-27T10:00:00.000Z', 42] as [string, number] },
      { s: 'name', p: 7, k: ['nguyễn văn an 🏓', 9] as [string, number] },
      { s: 'price', p: 3, k: [null, 1] as [null, number] },
      { s: 'urgent', p: 4, k: [[0, '2026-01-01T00:00:00.000Z'], 17] as [[number, string], number] },
      { p: 5 },
    ]) {
      const text = encodeListCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeListCursor(text)).toEqual(cursor);
    }
  });

  it('refuses what it did not make: other text, edited or cut cursors, other versions', () => {
    const good = encodeListCursor({ s: 'name', p: 2, k: ['lan', 3] });
    for (const text of [
      '',
      'hello world',
      `${good}=`,
      good.slice(0, -3),
      json({ v: 2, p: 2 }),
      json({ v: 1, p: 0 }),
      json({ v: 1, p: 2, k: [{ evil: true }, 3] }),
      json({ v: 1, p: 2, extra: 1 }),
      json([1, 2]),
      base64Url([0xff, 0xfe]),
      'A'.repeat(2_000),
    ])
      expect(decodeListCursor(text), text.slice(0, 40)).toBeNull();
  });

  it('hands out a page cursor from lists that page by offset, and none on the last page', () => {
    const meta = buildPageMeta(2, 10, 35);
    expect(meta).toMatchObject({ last_page: 4, total_is_estimate: false });
    expect(decodeListCursor(meta.next_cursor ?? '')).toEqual({ p: 3 });
    expect(buildPageMeta(4, 10, 35).next_cursor).toBeNull();
    expect(buildPageMeta(1, 10, 5000, { nextCursor: 'abc', totalIsEstimate: true })).toMatchObject({
      next_cursor: 'abc',
      total_is_estimate: true,
    });
  });
});
