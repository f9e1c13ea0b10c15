/**
 * What every change of a task shares:
 * - it runs in one transaction, retried (a few times) when two writers took the same board key at
 *   once: the unique index on (status, position) refused the second, which reads the first's key
 *   as a neighbour on its next try and lands next to it, so both cards land in one order;
 * - each changed task is announced once committed, whole and with its new revision, on
 *   resource:tasks (every open board and list follows);
 * - a new assignee is told (in-app, push, e-mail, in their language), and the due reminder is
 *   scheduled again whenever the due date or the assignee changed or the task is open again.
 */
import { resourceRoom, type Task, type TaskStatus } from '@pickleball/domain';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { type ChangeWork, runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import type { PendingEvents } from '../../platform/realtime';
import { loadTask } from './tasks.queries';
import { notifyAssignee, scheduleDueReminder } from './tasks.reminders';
import { firstPosition, type StoredTask } from './tasks.repository';

const MAX_TRIES = 5;

/** Runs `work` in a transaction, again when a board key was taken meanwhile; announces after commit. */
export function changeTasks<T>(ctx: ServiceContext, work: ChangeWork<T>): Promise<T> {
  return runChange(ctx, work, { retryWhen: isUniqueViolation, tries: MAX_TRIES });
}

/** The task as it now is, announced to every board and list once the transaction commits. */
export async function announceTask(trx: Db, pending: PendingEvents, id: number): Promise<Task> {
  const task = await loadTask(trx, id);
  pending.add(resourceRoom('tasks'), { type: 'task.updated', id, data: task });
  return task;
}

/** A key above every card of the column (a new, restored or re-filed task goes on top). */
export async function keyAtTop(trx: Db, status: TaskStatus, except?: number): Promise<string> {
  return generateKeyBetween(null, await firstPosition(trx, status, except));
}

/** `count` keys above every card of the column, in order. */
export async function keysAtTop(trx: Db, status: TaskStatus, count: number): Promise<string[]> {
  return generateNKeysBetween(null, await firstPosition(trx, status), count);
}

const isOpen = (task: Pick<StoredTask, 'status' | 'is_archived'>) =>
  task.status !== 'done' && !task.is_archived;

/**
 * After a task was created or changed (in the same transaction): a new assignee is told, and the
 * due reminder is scheduled when what it depends on changed.
 */
export async function followChange(
  ctx: ServiceContext,
  trx: Db,
  before: StoredTask | null,
  after: StoredTask,
): Promise<void> {
  if (after.assigned_to !== null && after.assigned_to !== before?.assigned_to)
    await notifyAssignee(ctx, trx, after);
  const reminderChanged =
    !before ||
    before.due_date !== after.due_date ||
    before.assigned_to !== after.assigned_to ||
    (!isOpen(before) && isOpen(after));
  if (reminderChanged && isOpen(after)) await scheduleDueReminder(trx, after);
}
