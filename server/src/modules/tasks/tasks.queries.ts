/** Tasks as the API speaks them: rows with their people and tags, shaped by one function. */
import type { Task, TaskPerson, TaskPriority, TaskStatus } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { notFound } from '../../platform/errors';
import { fileUrl } from '../files/files.service';
import { findTaskRow, findTaskRows, listTags, type TaskRow } from './tasks.repository';

export function person(
  id: number | null,
  name: string | null,
  username: string | null,
  avatar: string | null,
): TaskPerson | null {
  if (id === null || name === null) return null;
  return { id, name, username: username ?? '', avatar_url: avatar ? fileUrl(avatar, '64.webp') : null };
}

const toHours = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function toTask(row: TaskRow, tags: readonly string[]): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority as TaskPriority,
    status: row.status as TaskStatus,
    assigned_to: person(row.assigned_to, row.assignee_name, row.assignee_username, row.assignee_avatar),
    created_by: person(row.created_by, row.creator_name, row.creator_username, row.creator_avatar),
    due_date: row.due_date,
    estimated_hours: toHours(row.estimated_hours),
    actual_hours: toHours(row.actual_hours),
    tags: [...tags],
    is_archived: toBool(row.is_archived),
    position: row.position,
    revision: row.revision,
    completed_at: toIsoOrNull(row.completed_at),
    archived_at: toIsoOrNull(row.archived_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

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
