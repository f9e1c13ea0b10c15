import { describe, expect, it } from 'vitest';
import { clubFormDefaults, nextScheduleSlot, parseClubForm } from './club-form-values';

describe('club form values', () => {
  it('start a new club active, with no schedule, court or avatar', () => {
    expect(parseClubForm({ ...clubFormDefaults(), name: 'CLB Pickleball Thủ Đức' })).toEqual({
      name: 'CLB Pickleball Thủ Đức',
      description: null,
      schedule: [],
      court_id: null,
      status: 'active',
      is_active: true,
      avatar: null,
    });
  });

  it('add a slot after the last one, two hours long, on the same day', () => {
    expect(nextScheduleSlot(undefined)).toEqual({ day: 'monday', start_time: '18:00', end_time: '20:00' });
    expect(nextScheduleSlot({ day: 'saturday', start_time: '06:00', end_time: '08:00' })).toEqual({
      day: 'saturday',
      start_time: '08:00',
      end_time: '10:00',
    });
    expect(nextScheduleSlot({ day: 'sunday', start_time: '20:00', end_time: '22:30' }).end_time).toBe(
      '23:59',
    );
  });

  it('refuse overlapping slots on a day and a slot that ends before it starts, per slot', () => {
    const result = parseClubFormSafe({
      ...clubFormDefaults(),
      name: 'CLB',
      schedule: [
        { day: 'monday', start_time: '18:00', end_time: '20:00' },
        { day: 'monday', start_time: '19:00', end_time: '21:00' },
        { day: 'friday', start_time: '10:00', end_time: '09:00' },
      ],
    });
    expect(result).toEqual(
      expect.arrayContaining([
        { path: 'schedule.1.start_time', message: 'schedule_overlap' },
        { path: 'schedule.2.end_time', message: 'end_after_start' },
      ]),
    );
  });
});

function parseClubFormSafe(values: Parameters<typeof parseClubForm>[0]) {
  try {
    parseClubForm(values);
    return [];
  } catch (error) {
    return (error as { issues: { path: (string | number)[]; message: string }[] }).issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
  }
}
