import type { Occurrence } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { gridToInstants, occurrenceId, toCalendarEvent } from './occurrence-events';
import { listTimeZones, matchesTimeZone } from './time-zone-options';

const occurrence: Occurrence = {
  meeting_id: 4,
  original_start: '2026-12-01T12:00:00.000Z',
  start_at: '2026-12-01T12:00:00.000Z',
  end_at: '2026-12-01T13:00:00.000Z',
  all_day: false,
  timezone: 'Asia/Ho_Chi_Minh',
  title: 'Call with the club',
  location: null,
  notes: null,
  type: 'call',
  priority: 'urgent',
  status: 'scheduled',
  is_recurring: true,
  is_exception: false,
  organizer_id: 1,
  participant_count: 3,
  my_response: null,
  can_edit: true,
};

describe('occurrences on the calendar', () => {
  it('names each occurrence by its series and original start', () => {
    const event = toCalendarEvent(occurrence, 'type');
    expect(event.id).toBe(occurrenceId(occurrence));
    expect(event.id).toBe('4@2026-12-01T12:00:00.000Z');
    expect(event.start).toBe(occurrence.start_at);
    expect(event.isEditable).toBe(true);
    expect(event.data).toBe(occurrence);
  });

  it('colours by type or by priority', () => {
    expect(toCalendarEvent(occurrence, 'type').color).toContain('teal');
    expect(toCalendarEvent(occurrence, 'priority').color).toContain('red');
  });

  it('strikes a cancelled one through and does not let it be dragged', () => {
    const event = toCalendarEvent({ ...occurrence, status: 'cancelled' }, 'type');
    expect(event.isCancelled).toBe(true);
    expect(event.isEditable).toBe(false);
    expect(toCalendarEvent({ ...occurrence, can_edit: false }, 'type').isEditable).toBe(false);
  });

  it('draws an all-day occurrence on the dates of its own zone', () => {
    const event = toCalendarEvent(
      {
        ...occurrence,
        all_day: true,
        start_at: '2026-12-04T17:00:00.000Z',
        end_at: '2026-12-06T17:00:00.000Z',
      },
      'type',
    );
    expect(event).toMatchObject({ allDay: true, start: '2026-12-05', end: '2026-12-07' });
  });

  it('reads a move on the grid as instants; all-day dates in the meeting’s zone', () => {
    const start = new Date('2026-12-03T05:00:00.000Z');
    const end = new Date('2026-12-03T06:00:00.000Z');
    expect(gridToInstants({ start, end, allDay: false }, 'Asia/Ho_Chi_Minh')).toEqual({
      start_at: start.toISOString(),
      end_at: end.toISOString(),
    });
    // The grid's all-day cells are the browser's local dates: 10 to 11 December, end exclusive.
    const moved = gridToInstants(
      { start: new Date(2026, 11, 10), end: new Date(2026, 11, 12), allDay: true },
      'Asia/Ho_Chi_Minh',
    );
    expect(moved).toEqual({ start_at: '2026-12-09T17:00:00.000Z', end_at: '2026-12-11T17:00:00.000Z' });
  });
});

describe('time zones', () => {
  it('lists current names with the default and the meeting’s own', () => {
    const zones = listTimeZones(['America/Nuuk'], ['Asia/Saigon', 'Europe/Kiev', 'Europe/Paris']);
    expect(zones).toContain('Asia/Ho_Chi_Minh');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).toContain('America/Nuuk');
    expect(zones).not.toContain('Asia/Saigon');
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('finds a zone by words in any order, or by a city people say', () => {
    expect(matchesTimeZone('Asia/Ho_Chi_Minh', 'chi minh')).toBe(true);
    expect(matchesTimeZone('Asia/Ho_Chi_Minh', 'Hà Nội')).toBe(true);
    expect(matchesTimeZone('America/New_York', 'york new')).toBe(true);
    expect(matchesTimeZone('Europe/Paris', 'london')).toBe(false);
  });
});
