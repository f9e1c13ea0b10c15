import { buildColumns, type Task } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { boardAnnouncements, readDropId } from './board-announcements';
import { filterBoard, isFiltering } from './board-filter';

const task = (
  id: number,
  status: Task['status'],
  title: string,
  tags: string[],
  assignee: number | null,
): Task => ({
  id,
  title,
  description: null,
  priority: 'medium',
  status,
  assigned_to:
    assignee === null
      ? null
      : { id: assignee, name: `Người ${assignee}`, username: `u${assignee}`, avatar_url: null },
  created_by: null,
  due_date: null,
  estimated_hours: null,
  actual_hours: null,
  tags,
  is_archived: false,
  position: `a${id}`,
  revision: 1,
  completed_at: null,
  archived_at: null,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
});

const columns = buildColumns([
  task(1, 'todo', 'Sơn lại vạch sân', ['Sân'], 5),
  task(2, 'todo', 'Order balls', ['Mua sắm'], 6),
  task(3, 'review', 'Duyệt áo đấu', ['Mua sắm'], 5),
]);

describe('the board’s filter', () => {
  it('finds cards by title or tag without diacritics, keeps every column, and narrows to one person', () => {
    const ids = (filtered: ReturnType<typeof filterBoard>) =>
      Object.fromEntries(
        Object.entries(filtered).map(([status, list]) => [status, list.map((item) => item.id)]),
      );
    expect(ids(filterBoard(columns, { search: 'son lai', assigneeId: null }))).toEqual({
      todo: [1],
      in_progress: [],
      review: [],
      done: [],
    });
    expect(ids(filterBoard(columns, { search: 'MUA SAM', assigneeId: 5 }))).toEqual({
      todo: [],
      in_progress: [],
      review: [3],
      done: [],
    });
    expect(isFiltering({ search: '  ', assigneeId: null })).toBe(false);
    expect(isFiltering({ search: '', assigneeId: 5 })).toBe(true);
  });
});

describe('the board’s announcements', () => {
  const t = (key: string, values?: Record<string, string | number>) =>
    `${key} ${JSON.stringify(values ?? {})}`;
  const names = { todo: 'Cần làm', in_progress: 'Đang làm', review: 'Đang duyệt', done: 'Hoàn thành' };
  const say = boardAnnouncements(
    t,
    (status) => names[status],
    () => columns,
  );

  it('names the card, its column and its place in the user’s words', () => {
    expect(say.onDragStart({ active: { id: 2 } })).toBe(
      'tasks:board.announce_pick {"title":"Order balls","column":"Cần làm","place":2}',
    );
    expect(say.onDragEnd({ active: { id: 3 }, over: { id: 'column:review' } })).toBe(
      'tasks:board.announce_drop {"title":"Duyệt áo đấu","column":"Đang duyệt","place":1}',
    );
    expect(say.onDragOver({ active: { id: 1 }, over: null })).toBe(
      'tasks:board.announce_outside {"title":"Sơn lại vạch sân"}',
    );
    expect(say.onDragCancel({ active: { id: 1 } })).toContain('announce_cancel');
  });

  it('reads drop targets: cards by id, columns by status, anything else as nothing', () => {
    expect(readDropId(7)).toEqual({ card: 7 });
    expect(readDropId('column:done')).toEqual({ column: 'done' });
    expect(readDropId('column:blocked')).toBeNull();
  });
});
