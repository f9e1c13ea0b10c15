/**
 * Archive, restore and the list's bulk actions (assign, change status, archive, restore), each
 * all or none in one transaction. Rules owned here:
 * - archiving takes a task off the board (its key is given up) and out of the default list;
 *   restoring puts it back on top of its column;
 * - a bulk action names existing tasks only; assigning or re-filing refuses archived tasks
 *   (`task.archived`); archiving what is archived, restoring what is not, or giving a task the
 *   status or the person it already has, changes nothing and announces nothing;
 * - tasks re-filed together keep their order among themselves, on top of the new column;
 * - each changed task is audited, announced, and tells a new assignee (tasks.changes.ts).
 */
import {
  compareBoardOrder,
  TASK_STATUSES,
  type Task,
  type TaskBulkInput,
  type TaskStatus,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { PendingEvents } from '../../platform/realtime';
import { announceTask, changeTasks, followChange, keyAtTop, keysAtTop } from './tasks.changes';
import { loadTasks } from './tasks.queries';
import { findAssignee, lockTaskRow, lockTaskRows, type StoredTask, updateTaskRow } from './tasks.repository';

type Change = Partial<Omit<StoredTask, 'id' | 'revision'>>;

interface Step {
  ctx: ServiceContext;
  trx: Db;
  pending: PendingEvents;
}

/** Writes one task's change: revision up, audited, followed (assignee, reminder), announced. */
async function applyChange(step: Step, before: StoredTask, change: Change, action: string): Promise<void> {
  const { ctx, trx, pending } = step;
  await updateTaskRow(trx, before.id, { ...change, revision: before.revision + 1, updated_at: nowIso() });
  const after = await lockTaskRow(trx, before.id, ctx.services.dialect);
  if (after) await followChange(ctx, trx, before, after);
  await announceTask(trx, pending, before.id);
  await recordAudit(trx, ctx, {
    model: 'task',
    recordId: before.id,
    event: 'updated',
    oldValues: Object.fromEntries(Object.keys(change).map((key) => [key, before[key as keyof StoredTask]])),
    newValues: { action, ...change },
  });
}

async function lockAll(step: Step, ids: readonly number[]): Promise<StoredTask[]> {
  const unique = [...new Set(ids)];
  const rows = await lockTaskRows(step.trx, unique, step.ctx.services.dialect);
  if (rows.length !== unique.length) throw fieldError('ids', 'invalid_value');
  return rows;
}

const byBoardOrder = (a: StoredTask, b: StoredTask) =>
  TASK_STATUSES.indexOf(a.status as TaskStatus) - TASK_STATUSES.indexOf(b.status as TaskStatus) ||
  compareBoardOrder(
    { ...a, status: a.status as TaskStatus, is_archived: false },
    { ...b, status: b.status as TaskStatus, is_archived: false },
  );

async function archive(step: Step, rows: readonly StoredTask[]): Promise<void> {
  const now = nowIso();
  for (const row of rows)
    if (!toBool(row.is_archived))
      await applyChange(step, row, { is_archived: true, archived_at: now, position: null }, 'archived');
}

async function restore(step: Step, rows: readonly StoredTask[]): Promise<void> {
  // Restored together, they keep the order they were created in, on top of their columns.
  for (const row of [...rows].sort((a, b) => b.id - a.id))
    if (toBool(row.is_archived))
      await applyChange(
        step,
        row,
        {
          is_archived: false,
          archived_at: null,
          position: await keyAtTop(step.trx, row.status as TaskStatus),
        },
        'restored',
      );
}

async function assign(step: Step, rows: readonly StoredTask[], userId: number | null): Promise<void> {
  if (userId !== null && !(await findAssignee(step.trx, userId)))
    throw fieldError('assigned_to', 'invalid_value');
  if (rows.some((row) => toBool(row.is_archived))) throw new AppError('task.archived');
  for (const row of rows)
    if (row.assigned_to !== userId) await applyChange(step, row, { assigned_to: userId }, 'assigned');
}

async function refile(step: Step, rows: readonly StoredTask[], status: TaskStatus): Promise<void> {
  if (rows.some((row) => toBool(row.is_archived))) throw new AppError('task.archived');
  const moving = rows.filter((row) => row.status !== status).sort(byBoardOrder);
  if (moving.length === 0) return;
  const keys = await keysAtTop(step.trx, status, moving.length);
  const now = nowIso();
  for (const [index, row] of moving.entries())
    await applyChange(
      step,
      row,
      {
        status,
        position: keys[index] ?? null,
        completed_at: status === 'done' ? now : null,
      },
      'status_changed',
    );
}

/** POST /tasks/bulk: the action on every named task, all or none; answers them as they now are. */
export async function runBulkAction(ctx: ServiceContext, input: TaskBulkInput): Promise<Task[]> {
  const ids = await changeTasks(ctx, async (trx, pending) => {
    const step = { ctx, trx, pending };
    const rows = await lockAll(step, input.ids);
    if (input.action === 'archive') await archive(step, rows);
    else if (input.action === 'restore') await restore(step, rows);
    else if (input.action === 'assign') await assign(step, rows, input.assigned_to);
    else await refile(step, rows, input.status);
    return rows.map((row) => row.id);
  });
  return loadTasks(ctx.db, ids);
}

/** POST /tasks/{id}/archive and /restore: one task. */
export async function setTaskArchived(ctx: ServiceContext, id: number, archived: boolean): Promise<Task> {
  const [task] = await changeTasks(ctx, async (trx, pending) => {
    const step = { ctx, trx, pending };
    const row = await lockTaskRow(trx, id, ctx.services.dialect);
    if (!row) throw notFound();
    if (archived) await archive(step, [row]);
    else await restore(step, [row]);
    return loadTasks(trx, [id]);
  });
  if (!task) throw notFound();
  return task;
}
