/**
 * Moves on the kanban board (POST /tasks/{id}/move { status, after_id }). Rules owned here:
 * - the card goes into `status` right below `after_id` (null: on top); its new key is made
 *   between the neighbours' keys as they are inside the transaction (fractional-indexing), so
 *   no other card's key changes;
 * - two people dropping into the same gap at once make the same key: the unique index refuses the
 *   second, which tries again (tasks.changes.ts) and lands right below the card it was dropped
 *   under, above the first; both land, in one order that every board then shows;
 * - the card to go below must still be in that column (not archived, not moved away meanwhile):
 *   otherwise `task.anchor_moved`, and the mover's board rolls the card back; an archived task
 *   does not move (`task.archived`);
 * - entering done sets completed_at, leaving it clears it; the move is audited and announced.
 */
import type { Task, TaskMoveInput } from '@pickleball/domain';
import { generateKeyBetween } from 'fractional-indexing';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { announceTask, changeTasks, followChange } from './tasks.changes';
import { findMoveAnchor, firstPosition, lockTaskRow, positionAfter, updateTaskRow } from './tasks.repository';

export async function moveTask(ctx: ServiceContext, id: number, input: TaskMoveInput): Promise<Task> {
  if (input.after_id === id) throw fieldError('after_id', 'invalid_value');
  return changeTasks(ctx, async (trx, pending) => {
    const before = await lockTaskRow(trx, id, ctx.services.dialect);
    if (!before) throw notFound();
    if (toBool(before.is_archived)) throw new AppError('task.archived');
    let above: string | null = null;
    let below: string | null;
    if (input.after_id === null) below = await firstPosition(trx, input.status, id);
    else {
      const anchor = await findMoveAnchor(trx, input.after_id);
      if (!anchor) throw fieldError('after_id', 'invalid_value');
      if (anchor.status !== input.status || toBool(anchor.is_archived) || anchor.position === null)
        throw new AppError('task.anchor_moved');
      above = anchor.position;
      below = await positionAfter(trx, input.status, anchor.position, id);
    }
    const position = generateKeyBetween(above, below);
    const now = nowIso();
    await updateTaskRow(trx, id, {
      status: input.status,
      position,
      completed_at: input.status !== 'done' ? null : before.status === 'done' ? before.completed_at : now,
      revision: before.revision + 1,
      updated_at: now,
    });
    const after = await lockTaskRow(trx, id, ctx.services.dialect);
    if (after) await followChange(ctx, trx, before, after);
    const task = await announceTask(trx, pending, id);
    await recordAudit(trx, ctx, {
      model: 'task',
      recordId: id,
      event: 'updated',
      oldValues: { status: before.status, position: before.position },
      newValues: { action: 'moved', status: input.status, after_id: input.after_id, position },
    });
    return task;
  });
}
