import type { Task } from '@pickleball/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { taskKeys } from './tasks.keys';
import { applyTaskUpdated } from './tasks-realtime';

const copy = (revision: number, status: Task['status']): Task => ({
  id: 4,
  title: 'Thay lưới',
  description: null,
  priority: 'high',
  status,
  assigned_to: null,
  created_by: null,
  due_date: null,
  estimated_hours: null,
  actual_hours: null,
  tags: [],
  is_archived: false,
  position: 'a0',
  revision,
  completed_at: null,
  archived_at: null,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
});

describe('task.updated in the cache', () => {
  it('keeps the newer copy on the board and on the task’s page, whatever order they come in', () => {
    const client = new QueryClient();
    client.setQueryData(taskKeys.board(), { data: [copy(1, 'todo')] });
    client.setQueryData(taskKeys.detail(4), { data: copy(1, 'todo') });
    applyTaskUpdated(client, copy(3, 'done'));
    applyTaskUpdated(client, copy(2, 'review'));
    expect(client.getQueryData<{ data: Task[] }>(taskKeys.board())?.data.map((task) => task.status)).toEqual([
      'done',
    ]);
    expect(client.getQueryData<{ data: Task }>(taskKeys.detail(4))?.data.status).toBe('done');
  });
});
