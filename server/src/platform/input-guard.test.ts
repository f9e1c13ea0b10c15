import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileInputGuard } from './input-guard';

/** The guard reads zod's schema definitions: these hold it to the shapes the domain's schemas use. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

describe('compileInputGuard', () => {
  it('costs nothing for a schema with no coerced number and no text', () => {
    expect(compileInputGuard(z.object({ ok: z.boolean(), kind: z.enum(['a', 'b']) }), 'body')).toBeNull();
  });

  it('finds coerced numbers behind optional, default, arrays, records and preprocess steps', () => {
    const schema = z.object({
      count: z.coerce.number().int().default(0),
      ids: z.array(z.coerce.number()).optional(),
      price: z.preprocess(blankToNull, z.coerce.number().nullish()),
      byDay: z.record(z.string(), z.coerce.number()),
    });
    const guard = compileInputGuard(schema, 'body');
    const paths = (value: unknown) => guard?.(value).issues.map((issue) => issue.path.join('.'));
    expect(paths({ count: 1, ids: [1, 2], price: 2.5, byDay: { monday: 1 } })).toEqual([]);
    expect(paths({ count: '1', ids: [1, true], price: '2.5', byDay: { monday: '1' } })).toEqual([
      'count',
      'ids.1',
      'price',
      'byDay.monday',
    ]);
    // A blank the preprocess step reads as missing, and null, are the schema's to judge.
    expect(paths({ price: '' })).toEqual([]);
    expect(paths({ count: null })).toEqual([]);
  });

  it('wants canonical decimal text in a query or a path, integers without a fraction', () => {
    const guard = compileInputGuard(
      z.object({ id: z.coerce.number().int(), at: z.coerce.number() }),
      'params',
    );
    const refused = (value: Record<string, string>) =>
      (guard?.(value).issues ?? []).map((issue) => issue.path[0]);
    expect(refused({ id: '12', at: '-2.5' })).toEqual([]);
    for (const id of ['012', '0x1', '1e0', '+1', ' 1', '1.0', ''])
      expect(refused({ id, at: '1' }), id).toEqual(['id']);
  });

  it('uses the schema’s own message for a number it refuses', () => {
    const guard = compileInputGuard(
      z.object({ rating: z.coerce.number({ error: 'rating_number' }) }),
      'body',
    );
    expect(guard?.({ rating: 'abc' }).issues).toEqual([{ path: ['rating'], key: 'rating_number' }]);
  });

  it('normalises text and refuses control characters, by the rules of the union option that matches', () => {
    const schema = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('note'), text: z.string().max(2000) }),
      z.object({ kind: z.literal('name'), text: z.string().max(100) }),
    ]);
    const guard = compileInputGuard(schema, 'body');
    expect(guard?.({ kind: 'note', text: 'a\nb\u200B' })).toEqual({
      value: { kind: 'note', text: 'a\nb' },
      issues: [],
    });
    expect(guard?.({ kind: 'name', text: 'a\nb' }).issues).toEqual([
      { path: ['text'], key: 'control_characters' },
    ]);
  });

  it('reads numbers in spreadsheet cells leniently, text by the same rules', () => {
    const guard = compileInputGuard(
      z.object({ count: z.coerce.number(), name: z.string().max(200) }),
      'cells',
    );
    expect(guard?.({ count: '4', name: 'Sân\u202E' }).issues).toEqual([
      { path: ['name'], key: 'control_characters' },
    ]);
  });
});
