/**
 * Tasks (SPEC §3 "Task", §4 "Task"; issue 16 §2): the constants and the calendar rules that the
 * server, the web and the tests share. zod-free, so the web's board chunk can take them.
 */

/** SPEC §4: todo, in_progress, review, done; the board shows one column per status in this order. */
export const TASK_STATUSES = ['todo', 'in_progress', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** SPEC §9: low, medium, high, urgent. */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** The "due" filter of the list: overdue (before today, not done) or due this week (Monday to Sunday). */
export const TASK_DUE_FILTERS = ['overdue', 'this_week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 10_000;
export const TASK_TAGS_MAX = 10;
export const TASK_TAG_MAX_LENGTH = 30;
/** Estimated and actual hours: 0 to 10,000, at most two decimals. */
export const TASK_HOURS_MAX = 10_000;
/** Tasks one bulk action may change at once. */
export const TASK_BULK_MAX = 200;

/** Where the community works: "today", "this week" and the reminder's 09:00 are read here. */
export const TASK_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** The due reminder goes out at this hour (local), the day before the due date. */
export const TASK_REMINDER_HOUR = 9;

/** A tag as stored: trimmed, inner spaces collapsed. Tags are unique per task ignoring case. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ');
}

/** The tags with repeats (ignoring case) dropped, the first spelling kept, in their order. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = normalizeTag(raw);
    const key = tag.toLocaleLowerCase('vi');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** True when a number has at most two decimals (12.25 yes, 12.255 no), floating point aside. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date (YYYY-MM-DD) it is at `now` in a time zone. */
export function dateInZone(now: Date, timeZone = TASK_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Monday and Sunday of the week holding this date (weeks start on Monday, as in Vietnam). */
export function weekOf(date: string): { start: string; end: string } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  const start = addDays(date, -weekday);
  return { start, end: addDays(start, 6) };
}

/** The zone's offset from UTC at an instant, in minutes (420 for Ho Chi Minh City). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant (ISO-8601 UTC) of a local date and hour in a time zone. */
export function zonedInstant(date: string, hour: number, timeZone = TASK_TIME_ZONE): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour);
  const offset = zoneOffsetMinutes(new Date(guess), timeZone);
  return new Date(guess - offset * 60_000).toISOString();
}

/** When a task due on `dueDate` reminds its assignee: 09:00 local time the day before. */
export function dueReminderAt(dueDate: string, timeZone = TASK_TIME_ZONE): string {
  return zonedInstant(addDays(dueDate, -1), TASK_REMINDER_HOUR, timeZone);
}

/**
 * Whether a reminder for this due date still makes sense at `now`: only while the due date is
 * still ahead (a task due today or past is not "due tomorrow" any more).
 */
export function isReminderStillDue(dueDate: string, now: Date, timeZone = TASK_TIME_ZONE): boolean {
  return dateInZone(now, timeZone) < dueDate;
}

/** Overdue: a due date before today that is not done. */
export function isTaskOverdue(task: { due_date: string | null; status: string }, today: string): boolean {
  return task.due_date !== null && task.due_date < today && task.status !== 'done';
}
