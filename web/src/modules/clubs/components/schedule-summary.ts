import { type ScheduleEntry, WEEKDAYS, type Weekday } from '@pickleball/domain';

/** The slots of each day that has any, Monday first, each day's slots by start time. */
export function groupScheduleByDay(
  schedule: readonly ScheduleEntry[],
): { day: Weekday; slots: ScheduleEntry[] }[] {
  return WEEKDAYS.map((day) => ({
    day,
    slots: schedule
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.start_time.localeCompare(b.start_time)),
  })).filter((group) => group.slots.length > 0);
}

/** "Tue 18:00–20:00 · Sat 06:00–08:00, 16:00–18:00"; '' for no slots. */
export function summarizeSchedule(
  schedule: readonly ScheduleEntry[],
  dayLabel: (day: Weekday) => string,
): string {
  return groupScheduleByDay(schedule)
    .map(
      ({ day, slots }) =>
        `${dayLabel(day)} ${slots.map((slot) => `${slot.start_time}–${slot.end_time}`).join(', ')}`,
    )
    .join(' · ');
}
