import { type Task, TaskInputSchema } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { readDecimalFields } from '../../../components/form/zod-form';
import { hoursToText, taskToForm } from './task-form-values';

const task: Task = {
  id: 7,
  title: 'Thay lưới sân 2',
  description: null,
  priority: 'high',
  status: 'review',
  assigned_to: { id: 3, name: 'Trần Thị Bình', username: 'binh.tran', avatar_url: null },
  created_by: null,
  due_date: '2026-12-01',
  estimated_hours: 1250.5,
  actual_hours: null,
  tags: ['Sân'],
  is_archived: false,
  position: 'a0',
  revision: 4,
  completed_at: null,
  archived_at: null,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

describe('the task form’s values', () => {
  it('shows hours with the language’s decimal mark and no grouping, and reads them back the same', () => {
    expect(hoursToText(1250.5, 'vi')).toBe('1250,5');
    expect(hoursToText(1250.5, 'en')).toBe('1250.5');
    expect(hoursToText(null, 'vi')).toBe('');
    for (const locale of ['vi', 'en']) {
      const values = readDecimalFields(taskToForm(task, locale), ['estimated_hours', 'actual_hours'], locale);
      const parsed = TaskInputSchema.parse(values);
      expect(parsed).toMatchObject({
        estimated_hours: 1250.5,
        actual_hours: null,
        assigned_to: 3,
        due_date: '2026-12-01',
      });
    }
  });

  it('starts a new task in the column it was asked from, with nothing else filled', () => {
    const values = taskToForm(undefined, 'vi', 'in_progress');
    expect(values).toMatchObject({ status: 'in_progress', priority: 'medium', assigned_to: null, tags: [] });
    expect(TaskInputSchema.safeParse(readDecimalFields(values, ['estimated_hours'], 'vi')).success).toBe(
      false,
    );
    expect(
      TaskInputSchema.parse({ ...values, title: 'Việc mới', estimated_hours: '', actual_hours: '' }),
    ).toMatchObject({
      due_date: null,
      estimated_hours: null,
    });
  });
});
