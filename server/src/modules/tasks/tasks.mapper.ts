/** Tasks as the API speaks them: rows with their people and tags, shaped by one function. */
import {
  buildSearchText,
  type Task,
  type TaskInput,
  type TaskPerson,
  type TaskPriority,
  type TaskStatus,
  vietnameseSortKey,
} from '@pickleball/domain';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { fileUrl } from '../files/files.mapper';
import type { TaskRow } from './tasks.repository';

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

export function describedValues(input: TaskInput) {
  return {
    title: input.title,
    description: input.description,
    priority: input.priority,
    assigned_to: input.assigned_to,
    due_date: input.due_date,
    estimated_hours: input.estimated_hours,
    actual_hours: input.actual_hours,
    sort_title: vietnameseSortKey(input.title),
    search_text: buildSearchText([input.title, input.description, ...input.tags]),
  };
}
