import { TASK_STATUSES, type TaskStatus } from './tasks.rules';

/**
 * The kanban board's order and its live copies, pure and zod-free (the web's realtime chunk takes
 * it). Rules:
 * - a column lists its tasks by (position, id); positions are fractional keys compared bytewise
 *   (as PostgreSQL's COLLATE "C" and SQLite's BINARY compare them), never with a locale;
 * - every change of a task raises its revision, and a client keeps, per task, the copy with the
 *   higher revision, whatever order the copies arrive in: so every client that has seen the same
 *   copies shows the same board. Archived copies stay known (off the board), so an older copy
 *   arriving late cannot bring an archived task back;
 * - a move the user made and the server has not answered yet is drawn on top of the known
 *   copies (a pending move: status and the card it follows), then dropped when the answer comes,
 *   replaced by the server's copy, or rolled back when the server refuses.
 */

/** What the board needs of a task. */
export interface BoardCard {
  id: number;
  status: TaskStatus;
  position: string | null;
  revision: number;
  is_archived: boolean;
}

/** A move shown before the server confirmed it: into `status`, after `after_id` (null: on top). */
export interface PendingMove {
  id: number;
  status: TaskStatus;
  after_id: number | null;
}

export type BoardColumns<T> = Record<TaskStatus, T[]>;

/** Bytewise order of two keys (code units: the keys are ASCII), never a locale's. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A column's order: by position, then by id. */
export function compareBoardOrder(a: BoardCard, b: BoardCard): number {
  return compareKeys(a.position ?? '', b.position ?? '') || a.id - b.id;
}

/** The known copies with `incoming` taken in when it is newer than the copy held (or new). */
export function mergeTask<T extends BoardCard>(known: readonly T[], incoming: T): T[] {
  const index = known.findIndex((task) => task.id === incoming.id);
  if (index === -1) return [...known, incoming];
  const held = known[index] as T;
  if (incoming.revision <= held.revision) return known as T[];
  const next = [...known];
  next[index] = incoming;
  return next;
}

/** Several copies merged, in any order: the result is the same for every order. */
export function mergeTasks<T extends BoardCard>(known: readonly T[], incoming: readonly T[]): T[] {
  return incoming.reduce<T[]>((list, task) => mergeTask(list, task), [...known]);
}

function emptyColumns<T>(): BoardColumns<T> {
  return { todo: [], in_progress: [], review: [], done: [] };
}

/** The board of the known copies: archived ones left out, each column in its order. */
export function buildColumns<T extends BoardCard>(known: readonly T[]): BoardColumns<T> {
  const columns = emptyColumns<T>();
  for (const task of known) if (!task.is_archived) columns[task.status].push(task);
  for (const status of TASK_STATUSES) columns[status].sort(compareBoardOrder);
  return columns;
}

/**
 * The columns with one card moved into `status` just after `afterId` (on top when null, or when
 * that card is not in the column any more). A card no longer on the board stays off it.
 */
export function placeCard<T extends BoardCard>(
  columns: BoardColumns<T>,
  id: number,
  status: TaskStatus,
  afterId: number | null,
): BoardColumns<T> {
  let card: T | undefined;
  const next = emptyColumns<T>();
  for (const column of TASK_STATUSES)
    for (const task of columns[column]) {
      if (task.id === id) card = task;
      else next[column].push(task);
    }
  if (!card) return columns;
  const target = next[status];
  const at = afterId === null ? 0 : target.findIndex((task) => task.id === afterId) + 1;
  target.splice(at, 0, card.status === status ? card : { ...card, status });
  return next;
}

/** What the user sees: the known copies, with the moves not yet answered drawn on top, in order. */
export function boardView<T extends BoardCard>(
  known: readonly T[],
  pending: readonly PendingMove[] = [],
): BoardColumns<T> {
  return pending.reduce(
    (columns, move) => placeCard(columns, move.id, move.status, move.after_id),
    buildColumns(known),
  );
}

/** The ids of each column, top to bottom (what two boards are compared by). */
export function columnIds(columns: BoardColumns<BoardCard>): Record<TaskStatus, number[]> {
  return {
    todo: columns.todo.map((task) => task.id),
    in_progress: columns.in_progress.map((task) => task.id),
    review: columns.review.map((task) => task.id),
    done: columns.done.map((task) => task.id),
  };
}

/** The move a drop makes: the card's column, and the card above it there (null when it is on top). */
export function moveOfDrop(
  columns: BoardColumns<BoardCard>,
  id: number,
): { status: TaskStatus; after_id: number | null } | null {
  for (const status of TASK_STATUSES) {
    const index = columns[status].findIndex((task) => task.id === id);
    if (index !== -1)
      return { status, after_id: index === 0 ? null : (columns[status][index - 1]?.id ?? null) };
  }
  return null;
}

/** Whether a move changes anything: another column, or another card above it. */
export function isRealMove(columns: BoardColumns<BoardCard>, move: PendingMove): boolean {
  const current = moveOfDrop(columns, move.id);
  return !current || current.status !== move.status || current.after_id !== move.after_id;
}

/**
 * The board fetched again (after a reconnection or a join): what the server listed, each task in
 * the newer of the fetched copy and the one already known (an event may have overtaken the fetch).
 */
export function refreshKnown<T extends BoardCard>(fetched: readonly T[], known: readonly T[]): T[] {
  const held = new Map(known.map((task) => [task.id, task]));
  return fetched.map((task) => {
    const mine = held.get(task.id);
    return mine && mine.revision > task.revision ? mine : task;
  });
}
