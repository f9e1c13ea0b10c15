import type { MatchSessionCalendarItem } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  sessionCalendarRange,
  sessionStatusColor,
  toSessionCalendarEvent,
  venueText,
} from './session-calendar-events';

const item = (change: Partial<MatchSessionCalendarItem> = {}): MatchSessionCalendarItem => ({
  id: 7,
  name: 'Tối thứ Sáu',
  status: 'draft',
  match_type: 'doubles',
  club: null,
  date: '2026-12-11',
  start_time: '19:00',
  end_time: '21:00',
  starts_at: '2026-12-11T12:00:00.000Z',
  ends_at: '2026-12-11T14:00:00.000Z',
  venue_court: null,
  venue: null,
  player_cap: null,
  players_count: 0,
  ...change,
});

describe('sessions on the calendar', () => {
  it('shows an evening at its real times, as a timed event that opens the session', () => {
    const session = item();
    expect(toSessionCalendarEvent(session)).toEqual({
      id: '7',
      title: 'Tối thứ Sáu',
      start: '2026-12-11T12:00:00.000Z',
      end: '2026-12-11T14:00:00.000Z',
      allDay: false,
      color: 'var(--chakra-colors-gray-600)',
      isCancelled: false,
      isEditable: false,
      data: session,
    });
  });

  it('colours by status, strikes a cancelled one through, and says where it is', () => {
    const active = toSessionCalendarEvent(
      item({ status: 'active', venue_court: { id: 3, name: 'Sân Kỳ Hòa' } }),
    );
    expect(active.color).toBe(sessionStatusColor('active'));
    expect(active.color).toBe('var(--chakra-colors-blue-600)');
    expect(active.title).toBe('Tối thứ Sáu · Sân Kỳ Hòa');
    const cancelled = toSessionCalendarEvent(item({ status: 'cancelled', venue: 'Nhà thi đấu Quận 10' }));
    expect(cancelled.isCancelled).toBe(true);
    expect(cancelled.color).toBe('var(--chakra-colors-red-600)');
    expect(cancelled.title).toBe('Tối thứ Sáu · Nhà thi đấu Quận 10');
  });

  it('names the venue by its registered court first, else the words typed', () => {
    expect(venueText({ venue_court: { id: 1, name: 'Sân A' }, venue: 'Cổng sau' })).toBe('Sân A');
    expect(venueText({ venue_court: null, venue: '  Cổng sau ' })).toBe('Cổng sau');
    expect(venueText({ venue_court: null, venue: '   ' })).toBeNull();
    expect(venueText({ venue_court: null, venue: null })).toBeNull();
  });

  it('asks for the days shown, a day wider on each side (a session’s day is its own zone’s)', () => {
    // December 2026's month view: 29 November to 9 January (exclusive).
    expect(sessionCalendarRange({ from: new Date(2026, 10, 29), to: new Date(2027, 0, 10) })).toEqual({
      from: '2026-11-28',
      to: '2027-01-10',
    });
    // One day.
    expect(sessionCalendarRange({ from: new Date(2026, 11, 11), to: new Date(2026, 11, 12) })).toEqual({
      from: '2026-12-10',
      to: '2026-12-12',
    });
  });
});
