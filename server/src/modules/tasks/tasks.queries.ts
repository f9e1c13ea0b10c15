/** Tasks loaded with their tags (one query for all of them), shaped by tasks.mapper.ts. */
import type { Task } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { toTask } from './tasks.mapper';
import { findTaskRow, findTaskRows, listTags, type TaskRow } from './tasks.repository';

/** Rows with their tags (one query for all of them). */
export async function toTasks(db: Db, rows: readonly TaskRow[]): Promise<Task[]> {
  const tags = await listTags(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTask(row, tags.get(row.id) ?? []));
}

export async function loadTask(db: Db, id: number): Promise<Task> {
  const row = await findTaskRow(db, id);
  if (!row) throw notFound();
  return toTask(row, (await listTags(db, [id])).get(id) ?? []);
}

export async function loadTasks(db: Db, ids: readonly number[]): Promise<Task[]> {
  const byId = new Map((await toTasks(db, await findTaskRows(db, ids))).map((task) => [task.id, task]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
