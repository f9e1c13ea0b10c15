import type { MyRegistration } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { moveSeed } from './brackets/seeding-order';
import { isBracketWanted, tabOfParam } from './detail/tournament-tabs';
import { myRegistrationSteps } from './my-registration-steps';
import { calendarQueryRange, dayAfter, toCalendarEvent } from './tournament-calendar-events';
import { formatDays } from './tournament-dates';

const mine = (change: Partial<MyRegistration>, tournament: Partial<MyRegistration['tournament']> = {}) =>
  ({
    status: 'registered',
    payment_status: 'unpaid',
    my_role: 'player',
    partner: { id: 2, name: 'Bình' },
    partner_status: 'confirmed',
    ...change,
    tournament: {
      status: 'registration_open',
      is_free: false,
      entry_fee: 200_000,
      currency: 'VND',
      ...tournament,
    },
  }) as MyRegistration;

describe('a player’s own entry', () => {
  it('lets an invited partner accept or decline, and nothing else until they answer', () => {
    expect(myRegistrationSteps(mine({ my_role: 'partner', partner_status: 'invited' }))).toEqual([
      'accept',
      'decline',
    ]);
  });

  it('lets the player pay once the pair exists, and withdraw', () => {
    expect(myRegistrationSteps(mine({}))).toEqual(['pay', 'cancel']);
    expect(myRegistrationSteps(mine({ partner_status: 'invited' }))).toEqual(['cancel']);
    expect(myRegistrationSteps(mine({ payment_status: 'paid', status: 'confirmed' }))).toEqual(['cancel']);
    expect(myRegistrationSteps(mine({}, { is_free: true }))).toEqual(['cancel']);
  });

  it('asks the fee only once the organiser approved an entry that needs it', () => {
    expect(
      myRegistrationSteps(mine({ status: 'pending', approved_at: null }, { requires_approval: true })),
    ).toEqual(['cancel']);
    expect(
      myRegistrationSteps(mine({ approved_at: '2027-03-01T02:00:00.000Z' }, { requires_approval: true })),
    ).toEqual(['pay', 'cancel']);
  });

  it('offers nothing once the entry is cancelled or the tournament is under way', () => {
    expect(myRegistrationSteps(mine({ status: 'cancelled' }))).toEqual([]);
    expect(myRegistrationSteps(mine({}, { status: 'in_progress' }))).toEqual([]);
  });
});

describe('the calendar and dates', () => {
  it('draws a tournament over all its days (the grid’s end is the day after the last)', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    const event = toCalendarEvent({
      id: 3,
      name: 'Open',
      type: 'doubles',
      format: 'pool_play',
      status: 'cancelled',
      start_date: '2026-12-27',
      end_date: '2026-12-28',
      start_time: null,
      end_time: null,
      location: null,
      is_public: true,
    });
    expect(event).toMatchObject({ start: '2026-12-27', end: '2026-12-29', allDay: true, isCancelled: true });
  });

  it('asks the API for the days a view shows, its last day included', () => {
    expect(calendarQueryRange({ from: new Date(2026, 10, 30), to: new Date(2027, 0, 11) })).toEqual({
      from: '2026-11-30',
      to: '2027-01-10',
    });
  });

  it('writes days in the user’s language without a time zone moving them', () => {
    expect(formatDays('2026-12-27', '2026-12-28', 'en').replace(/\s/g, ' ')).toBe('Dec 27 – 28, 2026');
    expect(formatDays('2026-12-27', '2026-12-27', 'vi')).toBe('27 thg 12, 2026');
  });
});

describe('small helpers', () => {
  it('moves a seed and ignores a move out of the list', () => {
    expect(moveSeed([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveSeed([1, 2, 3], 0, 5)).toEqual([1, 2, 3]);
  });

  it('reads a tab from the address, the overview for anything else', () => {
    expect(tabOfParam('brackets')).toBe('brackets');
    expect(tabOfParam('settings')).toBe('overview');
    expect(tabOfParam(null)).toBe('overview');
  });

  it('asks for the bracket only once the tournament is known to have one (no 409 before generation)', () => {
    const open = { has_bracket: false, status: 'registration_open' };
    const drawn = { has_bracket: true, status: 'registration_closed' };
    expect(isBracketWanted('brackets', undefined)).toBe(false);
    expect(isBracketWanted('brackets', open)).toBe(false);
    expect(isBracketWanted('matches', open)).toBe(false);
    expect(isBracketWanted('live', open)).toBe(false);
    expect(isBracketWanted('brackets', drawn)).toBe(true);
    expect(isBracketWanted('overview', drawn)).toBe(false);
    expect(isBracketWanted('overview', { has_bracket: true, status: 'in_progress' })).toBe(true);
  });
});
