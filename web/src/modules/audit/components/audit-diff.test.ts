import { describe, expect, it } from 'vitest';
import { diffAuditValues, formatAuditValue, stableStringify } from './audit-diff';

describe('diffAuditValues', () => {
  it('marks the fields an update changed and leaves the others unchanged', () => {
    const rows = diffAuditValues(
      { display_name: 'Staff', name: 'staff', users_count: 3 },
      { display_name: 'Staff members', name: 'staff', users_count: 3 },
    );
    expect(rows.map((row) => [row.field, row.change])).toEqual([
      ['display_name', 'changed'],
      ['name', 'unchanged'],
      ['users_count', 'unchanged'],
    ]);
    expect(rows[0]).toMatchObject({ before: 'Staff', after: 'Staff members' });
  });

  it('lists what a list of permissions gained and lost', () => {
    const [row] = diffAuditValues(
      { permissions: ['calendar.view', 'chat.view', 'club.view'] },
      { permissions: ['chat.view', 'club.view', 'court.view'] },
    );
    expect(row?.change).toBe('changed');
    expect(row?.addedItems).toEqual(['court.view']);
    expect(row?.removedItems).toEqual(['calendar.view']);
  });

  it('treats a creation as added fields and a deletion as removed fields', () => {
    expect(diffAuditValues(null, { name: 'An' })).toEqual([
      { field: 'name', before: undefined, after: 'An', change: 'added' },
    ]);
    expect(diffAuditValues({ name: 'An' }, null)).toEqual([
      { field: 'name', before: 'An', after: undefined, change: 'removed' },
    ]);
    expect(diffAuditValues(null, null)).toEqual([]);
  });

  it('compares objects by content, not by key order, and sees null as a value', () => {
    const rows = diffAuditValues(
      { meta: { a: 1, b: 2 }, phone: null },
      { meta: { b: 2, a: 1 }, phone: '0912345601' },
    );
    expect(rows.map((row) => row.change)).toEqual(['unchanged', 'changed']);
  });
});

describe('formatAuditValue and stableStringify', () => {
  it('shows strings as they are, plain lists joined and objects as JSON', () => {
    expect(formatAuditValue('Nguyễn Văn An')).toBe('Nguyễn Văn An');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue(null)).toBe('');
    expect(formatAuditValue(['a', 'b'])).toBe('a, b');
    expect(formatAuditValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });

  it('writes object keys in order', () => {
    expect(stableStringify({ b: [1, { d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[1,{"c":2,"d":1}]}');
  });
});
