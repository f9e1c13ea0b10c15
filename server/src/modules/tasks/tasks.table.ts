import type { Generated } from 'kysely';

export interface TasksTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  /** low, medium, high or urgent. */
  priority: string;
  /** todo, in_progress, review or done. */
  status: string;
  assigned_to: number | null;
  created_by: number | null;
  /** A calendar date, YYYY-MM-DD (text compares in date order). */
  due_date: string | null;
  estimated_hours: number | null;
  actual_hours: number | null;
  is_archived: boolean;
  /**
   * The kanban order key within the status's column (fractional-indexing), compared bytewise
   * (COLLATE "C" on PostgreSQL); unique per status; null while archived.
   */
  position: string | null;
  /** Raised on every change: clients keep the copy with the higher revision. */
  revision: number;
  completed_at: string | null;
  archived_at: string | null;
  /** `<due_date>#<user id>` of the due reminder already sent: never twice for one date and person. */
  reminded_for: string | null;
  /** The title's Vietnamese sort key (domain/src/common/collation.ts). */
  sort_title: string;
  /** Title, description and tags folded for diacritic-insensitive search. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** A task's tags, in the order given; unique per task ignoring case (`tag_key`). */
export interface TaskTagsTable {
  task_id: number;
  tag: string;
  /** The tag in lower case: what uniqueness and the tag filter compare. */
  tag_key: string;
  sort_order: number;
}

declare module '../../db/database' {
  interface Database {
    tasks: TasksTable;
    task_tags: TaskTagsTable;
  }
}
