/**
 * Every query of the tasks module. Rows in, rows out: the service shapes them (toTask). People
 * (assignee, creator, with their avatar) come in the same query as the task; tags in one query
 * per page, never one per task.
 */
import {
  dateInZone,
  foldForSearch,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TIME_ZONE,
  type TaskListQuery,
  type TaskStatus,
  weekOf,
} from '@pickleball/domain';
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import type { TasksTable } from './tasks.table';

export type TaskValues = Omit<TasksTable, 'id'>;

const TASK_COLUMNS = [
  'tasks.id',
  'tasks.title',
  'tasks.description',
  'tasks.priority',
  'tasks.status',
  'tasks.assigned_to',
  'tasks.created_by',
  'tasks.due_date',
  'tasks.estimated_hours',
  'tasks.actual_hours',
  'tasks.is_archived',
  'tasks.position',
  'tasks.revision',
  'tasks.completed_at',
  'tasks.archived_at',
  'tasks.reminded_for',
  'tasks.created_at',
  'tasks.updated_at',
  'assignees.name as assignee_name',
  'assignees.username as assignee_username',
  'assignee_avatars.uuid as assignee_avatar',
  'creators.name as creator_name',
  'creators.username as creator_username',
  'creator_avatars.uuid as creator_avatar',
] as const;

type TasksJoined = Database & {
  assignees: Database['users'];
  assignee_profiles: Database['profiles'];
  assignee_avatars: Database['files'];
  creators: Database['users'];
  creator_profiles: Database['profiles'];
  creator_avatars: Database['files'];
};
type TasksQuery = SelectQueryBuilder<
  TasksJoined,
  | 'tasks'
  | 'assignees'
  | 'assignee_profiles'
  | 'assignee_avatars'
  | 'creators'
  | 'creator_profiles'
  | 'creator_avatars',
  object
>;

function tasksWithPeople(db: Db) {
  return db
    .selectFrom('tasks')
    .leftJoin('users as assignees', 'assignees.id', 'tasks.assigned_to')
    .leftJoin('profiles as assignee_profiles', 'assignee_profiles.user_id', 'tasks.assigned_to')
    .leftJoin('files as assignee_avatars', 'assignee_avatars.id', 'assignee_profiles.avatar_file_id')
    .leftJoin('users as creators', 'creators.id', 'tasks.created_by')
    .leftJoin('profiles as creator_profiles', 'creator_profiles.user_id', 'tasks.created_by')
    .leftJoin('files as creator_avatars', 'creator_avatars.id', 'creator_profiles.avatar_file_id');
}

export type TaskRow = Awaited<ReturnType<typeof findTaskRow>> & {};

export async function findTaskRow(db: Db, id: number) {
  return tasksWithPeople(db).select(TASK_COLUMNS).where('tasks.id', '=', id).executeTakeFirst();
}

export async function findTaskRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tasksWithPeople(db).select(TASK_COLUMNS).where('tasks.id', 'in', ids).execute();
}

/** The task's own row, locked on PostgreSQL: changes of one task run one after another. */
export async function lockTaskRow(db: Db, id: number, dialect: DialectName) {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}
export type StoredTask = Selectable<TasksTable>;

/** The card a moved task goes below: its column, key and archived flag, if it exists. */
export async function findMoveAnchor(db: Db, id: number) {
  return db
    .selectFrom('tasks')
    .select(['id', 'status', 'position', 'is_archived'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function lockTaskRows(db: Db, ids: readonly number[], dialect: DialectName) {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export async function insertTask(db: Db, values: TaskValues): Promise<number> {
  const { id } = await db.insertInto('tasks').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTaskRow(db: Db, id: number, values: Partial<TaskValues>): Promise<void> {
  await db.updateTable('tasks').set(values).where('id', '=', id).execute();
}

/** Tags by task, in their order. */
export async function listTags(db: Db, taskIds: readonly number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  for (let start = 0; start < taskIds.length; start += 500) {
    const rows = await db
      .selectFrom('task_tags')
      .select(['task_id', 'tag'])
      .where('task_id', 'in', taskIds.slice(start, start + 500))
      .orderBy('task_id')
      .orderBy('sort_order')
      .execute();
    for (const row of rows) tags.set(row.task_id, [...(tags.get(row.task_id) ?? []), row.tag]);
  }
  return tags;
}

export const tagKey = (tag: string) => tag.toLocaleLowerCase('vi');

export async function replaceTags(db: Db, taskId: number, tags: readonly string[]): Promise<void> {
  await db.deleteFrom('task_tags').where('task_id', '=', taskId).execute();
  if (tags.length === 0) return;
  await db
    .insertInto('task_tags')
    .values(tags.map((tag, index) => ({ task_id: taskId, tag, tag_key: tagKey(tag), sort_order: index })))
    .execute();
}

// ---- The board's order ----

/** The first key of a column (its top card), leaving out one task (the one moving). */
export async function firstPosition(db: Db, status: TaskStatus, except?: number): Promise<string | null> {
  const row = await db
    .selectFrom('tasks')
    .select('position')
    .where('status', '=', status)
    .where('position', 'is not', null)
    .$if(except !== undefined, (qb) => qb.where('id', '!=', except as number))
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return row?.position ?? null;
}

/** The key right after `position` in a column, leaving out the task that moves. */
export async function positionAfter(
  db: Db,
  status: TaskStatus,
  position: string,
  except: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('tasks')
    .select('position')
    .where('status', '=', status)
    .where('position', '>', position)
    .where('id', '!=', except)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return row?.position ?? null;
}

/** The board: every task not archived, column by column, each in its order. */
export async function listBoardRows(db: Db) {
  return tasksWithPeople(db)
    .select(TASK_COLUMNS)
    .where('tasks.is_archived', '=', false)
    .orderBy(rankOf('tasks.status', TASK_STATUSES))
    .orderBy('tasks.position')
    .orderBy('tasks.id')
    .execute();
}

// ---- The list ----

/** `case <column> when 'low' then 0 …`: an enum's own order, for sorting. */
function rankOf(column: string, values: readonly string[]) {
  return sql<number>`case ${sql.ref(column)} ${sql.join(
    values.map((value, index) => sql`when ${value} then ${index}`),
    sql` `,
  )} else ${values.length} end`;
}

export interface TaskFilters extends Omit<TaskListQuery, 'page' | 'per_page' | 'sort' | 'cursor'> {}

function applyTaskFilters<Q extends TasksQuery>(
  db: Db,
  query: Q,
  filters: TaskFilters,
  actorId: number,
  now = new Date(),
): Q {
  let q = query as TasksQuery;
  q = q.where('tasks.is_archived', '=', filters.archived === true);
  if (filters.search) q = q.where(matchesSearch(db, 'tasks', foldForSearch(filters.search)));
  if (filters.status) q = q.where('tasks.status', '=', filters.status);
  if (filters.priority) q = q.where('tasks.priority', '=', filters.priority);
  if (filters.assigned_to) q = q.where('tasks.assigned_to', '=', filters.assigned_to);
  if (filters.mine) q = q.where('tasks.assigned_to', '=', actorId);
  if (filters.tag) {
    const key = tagKey(filters.tag);
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('task_tags')
          .select('task_tags.task_id')
          .whereRef('task_tags.task_id', '=', 'tasks.id')
          .where('task_tags.tag_key', '=', key),
      ),
    );
  }
  if (filters.due) {
    const today = dateInZone(now, TASK_TIME_ZONE);
    if (filters.due === 'overdue')
      q = q.where('tasks.due_date', '<', today).where('tasks.status', '!=', 'done');
    else {
      const week = weekOf(today);
      q = q.where('tasks.due_date', '>=', week.start).where('tasks.due_date', '<=', week.end);
    }
  }
  return q as Q;
}

export function countTasks(db: Db, query: TaskFilters, actorId: number): Promise<Total> {
  return countRows(db, applyTaskFilters(db, tasksWithPeople(db), query, actorId));
}

/** The order of a sort field: an enum by its own order, a title by its sort key; no due date last. */
function taskSortKey(sort: TaskListQuery['sort']): SortKey {
  const { field, direction } = sort;
  const key = { id: 'tasks.id', direction };
  if (field === 'priority') return { ...key, column: rankOf('tasks.priority', TASK_PRIORITIES) };
  if (field === 'status') return { ...key, column: rankOf('tasks.status', TASK_STATUSES) };
  if (field === 'title') return { ...key, column: 'tasks.sort_title' };
  // Tasks without a due date come last either way.
  if (field === 'due_date') return { ...key, column: 'tasks.due_date', nullable: true, nulls: 'last' };
  return { ...key, column: `tasks.${field}` };
}

/** One page of tasks and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listTaskPage(
  db: Db,
  query: TaskFilters & Pick<TaskListQuery, 'sort'>,
  actorId: number,
  start: PageStart,
) {
  const rows = applyTaskFilters(db, tasksWithPeople(db).select(TASK_COLUMNS), query, actorId);
  return keysetPage(rows, taskSortKey(query.sort), start).execute();
}

export async function getTaskCounts(db: Db, actorId: number, now = new Date()) {
  const today = dateInZone(now, TASK_TIME_ZONE);
  const [byStatus, overdue, mine, archived] = await Promise.all([
    db
      .selectFrom('tasks')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .where('is_archived', '=', false)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_archived', '=', false)
      .where('status', '!=', 'done')
      .where('due_date', '<', today)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_archived', '=', false)
      .where('status', '!=', 'done')
      .where('assigned_to', '=', actorId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_archived', '=', true)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    byStatus: new Map(byStatus.map((row) => [row.status, Number(row.count)])),
    overdue: Number(overdue.count),
    mineOpen: Number(mine.count),
    archived: Number(archived.count),
  };
}

/** The tags in use on tasks not archived, most used first. */
export async function listTagCounts(db: Db, limit = 100) {
  const rows = await db
    .selectFrom('task_tags')
    .innerJoin('tasks', 'tasks.id', 'task_tags.task_id')
    .select((eb) => [
      'task_tags.tag_key',
      eb.fn.min('task_tags.tag').as('tag'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('tasks.is_archived', '=', false)
    .groupBy('task_tags.tag_key')
    .orderBy('count', 'desc')
    .orderBy('task_tags.tag_key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: String(row.tag), count: Number(row.count) }));
}

/** Active people holding task.view (through a role): whom a task can be given to. */
function assigneeCandidates(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('files', 'files.id', 'profiles.avatar_file_id')
    .select(['users.id', 'users.name', 'users.username', 'users.locale', 'files.uuid as avatar_uuid'])
    .where('users.is_active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('permissions.name', '=', 'task.view'),
      ),
    );
}

export async function searchAssignees(db: Db, search: string | undefined, limit: number) {
  return assigneeCandidates(db)
    .$if(Boolean(search), (qb) => qb.where(matchesSearch(db, 'users', foldForSearch(search ?? ''))))
    .orderBy('users.sort_name')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

export async function findAssignee(db: Db, userId: number) {
  return assigneeCandidates(db).where('users.id', '=', userId).executeTakeFirst();
}

/** A user's name (the one who gave a task, in the notification), if they exist. */
export async function findUserName(db: Db, userId: number): Promise<{ name: string } | undefined> {
  return db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
}
