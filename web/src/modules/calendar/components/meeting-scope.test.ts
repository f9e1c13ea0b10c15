import type { Meeting } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { asksScope, meetingToUpdate, movedUpdate, scopedUpdate, shiftWeekdays } from './meeting-scope';

const series: Meeting = {
  id: 3,
  title: 'Training',
  description: null,
  location: 'Court 1',
  meeting_url: null,
  agenda: null,
  notes: null,
  // Tuesdays 19:00–20:30 in Hanoi from 1 December 2026.
  start_at: '2026-12-01T12:00:00.000Z',
  end_at: '2026-12-01T13:30:00.000Z',
  all_day: false,
  timezone: 'Asia/Ho_Chi_Minh',
  type: 'event',
  priority: 'medium',
  status: 'scheduled',
  organizer: { id: 1, name: 'Admin', username: 'admin' },
  participants: [
    {
      user: { id: 1, name: 'Admin', username: 'admin' },
      role: 'moderator',
      response: 'accepted',
      responded_at: null,
    },
    {
      user: { id: 9, name: 'Minh', username: 'minh' },
      role: 'optional',
      response: 'pending',
      responded_at: null,
    },
  ],
  recurrence: { pattern: 'weekly', interval: 1, weekdays: ['tuesday'], until: null },
  reminders: [15],
  attachments: [],
  my_response: 'accepted',
  can_edit: true,
  revision: 1,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

/** The third Tuesday, 15 December, shown as the pattern makes it. */
const occurrence = {
  original_start: '2026-12-15T12:00:00.000Z',
  start_at: '2026-12-15T12:00:00.000Z',
  end_at: '2026-12-15T13:30:00.000Z',
  title: 'Training',
  location: 'Court 1',
  notes: 'Bring the new balls',
  status: 'scheduled' as const,
};

/** Dragged to Wednesday 16 December, 19:30–21:00 in Hanoi. */
const dragged = movedUpdate(series, occurrence, {
  start_at: '2026-12-16T12:30:00.000Z',
  end_at: '2026-12-16T14:00:00.000Z',
});

describe('edit scopes', () => {
  it('asks only for a recurring meeting opened on one occurrence', () => {
    expect(asksScope(series, occurrence)).toBe(true);
    expect(asksScope(series, null)).toBe(false);
    expect(asksScope({ recurrence: null }, occurrence)).toBe(false);
  });

  it('changes this occurrence by its original start, keeping the series', () => {
    const update = scopedUpdate(dragged, 'this', series, occurrence);
    expect(update).toMatchObject({
      scope: 'this',
      occurrence_start: occurrence.original_start,
      start_at: '2026-12-16T12:30:00.000Z',
      end_at: '2026-12-16T14:00:00.000Z',
      // A move keeps what this occurrence had of its own.
      notes: 'Bring the new balls',
    });
    expect(update.recurrence?.weekdays).toEqual(['tuesday']);
  });

  it('starts the following ones at the moved occurrence, on the day it moved to', () => {
    const update = scopedUpdate(dragged, 'following', series, occurrence);
    expect(update).toMatchObject({ scope: 'following', occurrence_start: occurrence.original_start });
    expect(update.start_at).toBe('2026-12-16T12:30:00.000Z');
    expect(update.recurrence?.weekdays).toEqual(['wednesday']);
  });

  it('moves the whole series by the same days and to the new time of day', () => {
    const update = scopedUpdate(dragged, 'all', series, occurrence);
    expect(update.scope).toBe('all');
    expect(update.occurrence_start).toBeNull();
    // The first Tuesday, 1 December, becomes Wednesday 2 December at 19:30 in Hanoi.
    expect(update.start_at).toBe('2026-12-02T12:30:00.000Z');
    expect(update.end_at).toBe('2026-12-02T14:00:00.000Z');
    expect(update.recurrence?.weekdays).toEqual(['wednesday']);
  });

  it('keeps weekdays the form chose anew', () => {
    const edited = {
      ...dragged,
      recurrence: { pattern: 'weekly' as const, interval: 1, weekdays: ['friday' as const], until: null },
    };
    expect(scopedUpdate(edited, 'all', series, occurrence).recurrence?.weekdays).toEqual(['friday']);
  });

  it('sends a single meeting whole, whatever was chosen', () => {
    const single = { ...series, recurrence: null };
    const update = scopedUpdate(meetingToUpdate(single, null), 'this', single, null);
    expect(update).toMatchObject({ scope: 'all', occurrence_start: null, start_at: single.start_at });
  });

  it('carries the series as it is, without its organiser among the participants', () => {
    const update = meetingToUpdate(series, null);
    expect(update.participants).toEqual([{ user_id: 9, role: 'optional' }]);
    expect(update.title).toBe('Training');
  });

  it('shifts weekdays across the week’s end, Monday first', () => {
    expect(shiftWeekdays(['saturday', 'sunday'], 1)).toEqual(['monday', 'sunday']);
    expect(shiftWeekdays(['monday'], -1)).toEqual(['sunday']);
  });
});
