import type { Task, TaskInputValues } from '@pickleball/domain';
import { formatNumber } from '../../../lib/format';

/** What the form holds: hours as typed text (read in the UI language on submit), the rest as the API takes it. */
export type TaskFormValues = Omit<TaskInputValues, 'estimated_hours' | 'actual_hours'> & {
  estimated_hours: string;
  actual_hours: string;
};

/** Hours as the box shows them for editing: "2,5" in Vietnamese, no grouping, '' for none. */
export function hoursToText(value: number | null, locale: string): string {
  return value === null ? '' : formatNumber(value, locale, { maximumFractionDigits: 2, useGrouping: false });
}

/** A task as the form edits it; a new task starts in `status` (the column it was created from). */
export function taskToForm(
  task: Task | undefined,
  locale: string,
  status: Task['status'] = 'todo',
): TaskFormValues {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    priority: task?.priority ?? 'medium',
    status: task?.status ?? status,
    assigned_to: task?.assigned_to?.id ?? null,
    due_date: task?.due_date ?? '',
    estimated_hours: hoursToText(task?.estimated_hours ?? null, locale),
    actual_hours: hoursToText(task?.actual_hours ?? null, locale),
    tags: task?.tags ?? [],
  };
}
