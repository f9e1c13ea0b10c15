import { TASK_STATUSES, type TaskStatus } from '@pickleball/domain';

/** A status named in a URL (?status=review), checked. */
export function isTaskStatus(value: string | null): value is TaskStatus {
  return value !== null && (TASK_STATUSES as readonly string[]).includes(value);
}
