/**
 * Tasks (SPEC §3 "Task", §4; issue 16 §2). Rules owned here:
 * - a task is given to someone who may see tasks (an active user holding task.view), or nobody;
 * - a new task goes on top of its column; a task whose status changes (the form, a bulk change)
 *   goes on top of its new column; a move on the board goes exactly where it was dropped
 *   (tasks.board.ts); `completed_at` is set on entering done and cleared on leaving it;
 * - an archived task is neither edited nor moved (restore it first: tasks.bulk.ts);
 * - tags are 0 to 10 short labels, repeats (ignoring case) dropped;
 * - every change raises the revision, is audited in its transaction and announced once committed
 *   (tasks.changes.ts), and tells a new assignee.
 */
import {
  TASK_STATUSES,
  type Task,
  type TaskAssigneeQuery,
  type TaskInput,
  type TaskListQuery,
  type TaskPerson,
  type TaskStatus,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { fileUrl } from '../files/files.mapper';
import { announceTask, changeTasks, followChange, keyAtTop } from './tasks.changes';
import { describedValues } from './tasks.mapper';
import { loadTask, toTasks } from './tasks.queries';
import {
  countTasks,
  findAssignee,
  getTaskCounts,
  insertTask,
  listBoardRows,
  listTagCounts,
  listTaskPage,
  lockTaskRow,
  replaceTags,
  searchAssignees,
  updateTaskRow,
} from './tasks.repository';

export async function listTasks(ctx: ServiceContext, query: TaskListQuery) {
  const actorId = requireActor(ctx).id;
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countTasks(ctx.db, query, actorId),
    listTaskPage(ctx.db, query, actorId, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: await toTasks(ctx.db, rows), meta };
}

export const getTask = (ctx: ServiceContext, id: number) => loadTask(ctx.db, id);

export async function getTaskStats(ctx: ServiceContext) {
  const counts = await getTaskCounts(ctx.db, requireActor(ctx).id);
  const byStatus = Object.fromEntries(
    TASK_STATUSES.map((status) => [status, counts.byStatus.get(status) ?? 0]),
  ) as Record<TaskStatus, number>;
  return {
    total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    by_status: byStatus,
    overdue: counts.overdue,
    mine_open: counts.mineOpen,
    archived: counts.archived,
  };
}

/** Every task on the board (not archived), column by column in board order. */
export async function getBoard(ctx: ServiceContext): Promise<Task[]> {
  return toTasks(ctx.db, await listBoardRows(ctx.db));
}

export const listTaskTags = (ctx: ServiceContext) => listTagCounts(ctx.db);

export async function findAssignees(ctx: ServiceContext, query: TaskAssigneeQuery): Promise<TaskPerson[]> {
  const rows = await searchAssignees(ctx.db, query.search, query.limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    username: row.username,
    avatar_url: row.avatar_uuid ? fileUrl(row.avatar_uuid, '64.webp') : null,
  }));
}

async function checkAssignee(db: Db, userId: number | null, field = 'assigned_to'): Promise<void> {
  if (userId !== null && !(await findAssignee(db, userId))) throw fieldError(field, 'invalid_value');
}

export async function createTask(ctx: ServiceContext, input: TaskInput): Promise<Task> {
  const actor = requireActor(ctx);
  await checkAssignee(ctx.db, input.assigned_to);
  return changeTasks(ctx, async (trx, pending) => {
    const now = nowIso();
    const id = await insertTask(trx, {
      ...describedValues(input),
      status: input.status,
      created_by: actor.id,
      is_archived: false,
      position: await keyAtTop(trx, input.status),
      revision: 1,
      completed_at: input.status === 'done' ? now : null,
      archived_at: null,
      reminded_for: null,
      created_at: now,
      updated_at: now,
    });
    await replaceTags(trx, id, input.tags);
    const stored = await lockTaskRow(trx, id, ctx.services.dialect);
    if (stored) await followChange(ctx, trx, null, stored);
    const task = await announceTask(trx, pending, id);
    await recordAudit(trx, ctx, { model: 'task', recordId: id, event: 'created', newValues: task });
    return task;
  });
}

export async function updateTask(ctx: ServiceContext, id: number, input: TaskInput): Promise<Task> {
  await checkAssignee(ctx.db, input.assigned_to);
  return changeTasks(ctx, async (trx, pending) => {
    const before = await lockTaskRow(trx, id, ctx.services.dialect);
    if (!before) throw notFound();
    if (toBool(before.is_archived)) throw new AppError('task.archived');
    const old = await loadTask(trx, id);
    const now = nowIso();
    const moved = before.status !== input.status;
    await updateTaskRow(trx, id, {
      ...describedValues(input),
      status: input.status,
      ...(moved ? { position: await keyAtTop(trx, input.status, id) } : {}),
      completed_at: input.status !== 'done' ? null : before.status === 'done' ? before.completed_at : now,
      revision: before.revision + 1,
      updated_at: now,
    });
    await replaceTags(trx, id, input.tags);
    const after = await lockTaskRow(trx, id, ctx.services.dialect);
    if (after) await followChange(ctx, trx, before, after);
    const task = await announceTask(trx, pending, id);
    await recordAudit(trx, ctx, {
      model: 'task',
      recordId: id,
      event: 'updated',
      oldValues: old,
      newValues: task,
    });
    return task;
  });
}
