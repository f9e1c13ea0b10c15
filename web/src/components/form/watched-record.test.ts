import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { versionOf, watchRecord } from './watched-record';

interface Row {
  id: number;
  name: string;
  updated_at: string;
}

interface Task {
  id: number;
  title: string;
  revision: number;
  updated_at: string;
}

const opened: Row = { id: 7, name: 'Sân 1', updated_at: '2025-03-01T08:00:00.000Z' };
const task: Task = { id: 3, title: 'Sửa đèn', revision: 4, updated_at: '2025-03-01T08:00:00.000Z' };

const answered = <T>(data: T, error: unknown = null) => ({ data: { data }, error });

describe('versionOf', () => {
  it('reads the revision first, then the last change', () => {
    expect(versionOf(task)).toBe('r4');
    expect(versionOf(opened)).toBe('2025-03-01T08:00:00.000Z');
  });

  it('falls back on the whole content without either', () => {
    expect(versionOf({ id: 1, name: 'a' })).toBe(JSON.stringify({ id: 1, name: 'a' }));
    expect(versionOf({ id: 1, name: 'a' })).not.toBe(versionOf({ id: 1, name: 'b' }));
    expect(versionOf(null)).toBe('null');
  });

  it('ignores a revision or a last change of the wrong type', () => {
    const odd = { id: 1, revision: '4', updated_at: 5 };
    expect(versionOf(odd)).toBe(JSON.stringify(odd));
  });
});

describe('watchRecord', () => {
  it('is the same while the server holds the version the form opened with', () => {
    expect(watchRecord(opened, answered({ ...opened }))).toEqual({ state: 'same' });
    expect(watchRecord(task, answered({ ...task }))).toEqual({ state: 'same' });
  });

  it('is the same while the query holds no copy', () => {
    expect(watchRecord(opened, { data: undefined, error: null })).toEqual({ state: 'same' });
  });

  it('sees a newer last change', () => {
    const newer = { ...opened, name: 'Sân 2', updated_at: '2025-03-01T09:00:00.000Z' };
    expect(watchRecord(opened, answered(newer))).toEqual({ state: 'changed' });
  });

  it('sees a newer revision, even with the same last change', () => {
    expect(watchRecord(task, answered({ ...task, revision: 5 }))).toEqual({ state: 'changed' });
  });

  it('takes a 404 as deleted, though the query keeps its last copy', () => {
    const gone = new ApiError('Not found', { status: 404, code: 'not_found' });
    expect(watchRecord(opened, answered(opened, gone))).toEqual({ state: 'deleted' });
    expect(watchRecord(opened, { data: undefined, error: gone })).toEqual({ state: 'deleted' });
  });

  it('does not take another error as deleted', () => {
    const failures = [
      new ApiError('Server error', { status: 500, code: 'server_error' }),
      new ApiError('Forbidden', { status: 403, code: 'forbidden' }),
      new ApiError('Network', { status: null, code: 'network_error' }),
      Object.assign(new Error('Not found'), { status: 404 }),
    ];
    for (const error of failures) {
      expect(watchRecord(opened, answered(opened, error))).toEqual({ state: 'same' });
    }
    const newer = { ...opened, updated_at: '2025-03-01T09:00:00.000Z' };
    expect(
      watchRecord(
        opened,
        answered(newer, new ApiError('Down', { status: 503, code: 'service_unavailable' })),
      ),
    ).toEqual({ state: 'changed' });
  });
});
