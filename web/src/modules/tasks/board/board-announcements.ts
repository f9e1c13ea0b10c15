import type { BoardColumns } from '@pickleball/domain/tasks/tasks.board';
import { TASK_STATUSES, type TaskStatus } from '@pickleball/domain/tasks/tasks.rules';
import type { Task } from '@pickleball/domain/tasks/tasks.schemas';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export const COLUMN_PREFIX = 'column:';
export const columnDropId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`;

/** Where a drag id points: a card (its id) or a column (its status). */
export function readDropId(id: string | number): { card: number } | { column: TaskStatus } | null {
  if (typeof id === 'number') return { card: id };
  if (id.startsWith(COLUMN_PREFIX)) {
    const status = id.slice(COLUMN_PREFIX.length);
    return (TASK_STATUSES as readonly string[]).includes(status) ? { column: status as TaskStatus } : null;
  }
  return /^\d+$/.test(id) ? { card: Number(id) } : null;
}

/** A column's name for screen readers: its status and how many cards it holds ("To do, 1 task"). */
export function describeColumn(t: Translate, column: string, count: number): string {
  return t('tasks:board.column_label', { column, count });
}

/** The column and 1-based place of a card on the board as shown. */
export function locate(columns: BoardColumns<Task>, id: number) {
  for (const status of TASK_STATUSES) {
    const index = columns[status].findIndex((task) => task.id === id);
    if (index !== -1)
      return { status, place: index + 1, count: columns[status].length, task: columns[status][index] };
  }
  return null;
}

/**
 * What a screen reader hears while a card is dragged (dnd-kit's announcements), in the user's
 * language: which card, which column and place it is over, where it was dropped.
 */
export function boardAnnouncements(
  t: Translate,
  columnName: (status: TaskStatus) => string,
  columns: () => BoardColumns<Task>,
) {
  const describe = (id: string | number) => {
    const target = readDropId(id);
    if (!target) return null;
    if ('column' in target)
      return { title: null, column: columnName(target.column), place: columns()[target.column].length + 1 };
    const found = locate(columns(), target.card);
    return found
      ? { title: found.task?.title ?? '', column: columnName(found.status), place: found.place }
      : null;
  };
  const titleOf = (id: string | number) => {
    const target = readDropId(id);
    return target && 'card' in target ? (locate(columns(), target.card)?.task?.title ?? '') : '';
  };
  return {
    onDragStart({ active }: { active: { id: string | number } }) {
      const where = describe(active.id);
      return t('tasks:board.announce_pick', {
        title: titleOf(active.id),
        column: where?.column ?? '',
        place: where?.place ?? 0,
      });
    },
    onDragOver({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) {
      const where = over ? describe(active.id) : null;
      return where
        ? t('tasks:board.announce_over', {
            title: titleOf(active.id),
            column: where.column,
            place: where.place,
          })
        : t('tasks:board.announce_outside', { title: titleOf(active.id) });
    },
    onDragEnd({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) {
      const where = over ? describe(active.id) : null;
      return where
        ? t('tasks:board.announce_drop', {
            title: titleOf(active.id),
            column: where.column,
            place: where.place,
          })
        : t('tasks:board.announce_cancel', { title: titleOf(active.id) });
    },
    onDragCancel({ active }: { active: { id: string | number } }) {
      return t('tasks:board.announce_cancel', { title: titleOf(active.id) });
    },
  };
}
