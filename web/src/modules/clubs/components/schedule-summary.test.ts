import { describe, expect, it } from 'vitest';
import { groupScheduleByDay, summarizeSchedule } from './schedule-summary';

describe('a club schedule in a line', () => {
  it('lists days Monday first and each day’s slots by start time', () => {
    const schedule = [
      { day: 'saturday', start_time: '16:00', end_time: '18:00' },
      { day: 'tuesday', start_time: '18:00', end_time: '20:00' },
      { day: 'saturday', start_time: '06:00', end_time: '08:00' },
    ] as const;
    expect(groupScheduleByDay([...schedule]).map((group) => group.day)).toEqual(['tuesday', 'saturday']);
    expect(summarizeSchedule([...schedule], (day) => day.slice(0, 3))).toBe(
      'tue 18:00–20:00 · sat 06:00–08:00, 16:00–18:00',
    );
    expect(summarizeSchedule([], (day) => day)).toBe('');
  });
});
