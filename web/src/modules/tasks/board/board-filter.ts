import { foldForSearch } from '@pickleball/domain/common/text';
import type { BoardColumns } from '@pickleball/domain/tasks/tasks.board';
import { TASK_STATUSES } from '@pickleball/domain/tasks/tasks.rules';
import type { Task } from '@pickleball/domain/tasks/tasks.schemas';

export interface BoardFilter {
  /** Words to find in the title or the tags, diacritics ignored ("son lai" finds "Sơn lại"). */
  search: string;
  /** Only the cards of this person (the signed-in user for "My tasks"). */
  assigneeId: number | null;
}

/** The columns with only the cards that match; every column stays, empty or not. */
export function filterBoard(columns: BoardColumns<Task>, filter: BoardFilter): BoardColumns<Task> {
  const words = foldForSearch(filter.search).split(' ').filter(Boolean);
  const keep = (task: Task) => {
    if (filter.assigneeId !== null && task.assigned_to?.id !== filter.assigneeId) return false;
    if (words.length === 0) return true;
    const text = foldForSearch([task.title, ...task.tags].join(' '));
    return words.every((word) => text.includes(word));
  };
  return Object.fromEntries(
    TASK_STATUSES.map((status) => [status, columns[status].filter(keep)]),
  ) as BoardColumns<Task>;
}

/** Whether a filter hides anything (the board then says how many cards are shown). */
export const isFiltering = (filter: BoardFilter) => filter.search.trim() !== '' || filter.assigneeId !== null;
