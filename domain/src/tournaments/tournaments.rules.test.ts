import { describe, expect, it } from 'vitest';
import {
  canTransitionTournament,
  mixedPairProblem,
  paymentStatusOf,
  placeStatus,
  registrationWindow,
  tournamentActionsFor,
} from './tournaments.rules';
import { TournamentInputSchema } from './tournaments.schemas';

describe('tournament states', () => {
  it('offers each status its actions, and nothing once the event is over', () => {
    expect(tournamentActionsFor('draft')).toEqual(['open_registration', 'cancel']);
    expect(tournamentActionsFor('registration_open')).toEqual(['close_registration', 'cancel']);
    expect(tournamentActionsFor('registration_closed')).toEqual(['reopen_registration', 'start', 'cancel']);
    expect(tournamentActionsFor('in_progress')).toEqual(['complete', 'cancel']);
    expect(tournamentActionsFor('completed')).toEqual([]);
    expect(tournamentActionsFor('cancelled')).toEqual([]);
    expect(canTransitionTournament('start', 'registration_open')).toBe(false);
  });
});

describe('registration window', () => {
  const now = new Date('2027-03-10T12:00:00Z');
  const open = { status: 'registration_open' as const, allow_late_registration: false };
  it('is open before the deadline, closed after it unless late entries are allowed', () => {
    expect(registrationWindow({ ...open, registration_deadline: null }, now)).toBe('open');
    expect(registrationWindow({ ...open, registration_deadline: '2027-03-10T12:00:00Z' }, now)).toBe('open');
    expect(registrationWindow({ ...open, registration_deadline: '2027-03-10T11:59:59Z' }, now)).toBe(
      'closed',
    );
    expect(
      registrationWindow(
        { ...open, registration_deadline: '2027-03-09T00:00:00Z', allow_late_registration: true },
        now,
      ),
    ).toBe('late');
    expect(
      registrationWindow(
        { status: 'draft', registration_deadline: null, allow_late_registration: true },
        now,
      ),
    ).toBe('closed');
  });
});

describe('mixed doubles pairs', () => {
  it('wants one man and one woman, in either order', () => {
    expect(mixedPairProblem('male', 'female')).toBeNull();
    expect(mixedPairProblem('female', 'male')).toBeNull();
    expect(mixedPairProblem('male', 'male')).toBe('mixed_pair');
    expect(mixedPairProblem('female', 'other')).toBe('mixed_pair');
    expect(mixedPairProblem(null, 'female')).toBe('gender_missing');
  });
});

describe('a place status', () => {
  const base = {
    partnerNeeded: true,
    partnerStatus: 'confirmed' as const,
    requiresApproval: true,
    approved: true,
    feeDue: true,
    paymentStatus: 'paid' as const,
  };
  it('asks the partner first, then approval, then the fee', () => {
    expect(placeStatus(base)).toBe('confirmed');
    expect(placeStatus({ ...base, partnerStatus: 'invited', approved: false })).toBe('registered');
    expect(placeStatus({ ...base, approved: false, paymentStatus: 'unpaid' })).toBe('pending');
    expect(placeStatus({ ...base, paymentStatus: 'partial' })).toBe('registered');
    expect(placeStatus({ ...base, feeDue: false, paymentStatus: 'unpaid' })).toBe('confirmed');
    expect(placeStatus({ ...base, partnerNeeded: false, partnerStatus: 'invited' })).toBe('confirmed');
  });
});

describe('payment status of an entry', () => {
  it('follows money in and money back', () => {
    expect(paymentStatusOf({ status: 'pending', amount: 100, refunded_amount: 0 })).toBe('unpaid');
    expect(paymentStatusOf({ status: 'failed', amount: 100, refunded_amount: 0 })).toBe('unpaid');
    expect(paymentStatusOf({ status: 'completed', amount: 100, refunded_amount: 0 })).toBe('paid');
    expect(paymentStatusOf({ status: 'completed', amount: 100, refunded_amount: 40 })).toBe('partial');
    expect(paymentStatusOf({ status: 'refunded', amount: 100, refunded_amount: 100 })).toBe('refunded');
  });
});

describe('tournament form', () => {
  const valid = { name: 'Giải Mùa Thu', start_date: '2027-03-20', end_date: '2027-03-21' };
  const errors = (input: Record<string, unknown>) => {
    const result = TournamentInputSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };
  it('checks the dates, the times of a one-day event, the deadline and the fee', () => {
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, end_date: '2027-03-19' })).toEqual({ end_date: 'date_range' });
    expect(errors({ ...valid, end_date: '2027-03-20', start_time: '18:00', end_time: '08:00' })).toEqual({
      end_time: 'end_after_start',
    });
    // Until the end of the start day in Ho Chi Minh City (UTC+7).
    expect(errors({ ...valid, registration_deadline: '2027-03-20T16:59:00Z' })).toEqual({});
    expect(errors({ ...valid, registration_deadline: '2027-03-20T17:00:00Z' })).toEqual({
      registration_deadline: 'deadline_before_start',
    });
    expect(errors({ ...valid, is_free: false })).toEqual({ entry_fee: 'required' });
    expect(errors({ ...valid, is_free: false, entry_fee: 0 })).toEqual({ entry_fee: 'number_min' });
    expect(errors({ ...valid, entry_fee: 1.5, is_free: false })).toEqual({ entry_fee: 'integer' });
  });

  it('keeps no fee for a free event and fills the defaults', () => {
    const parsed = TournamentInputSchema.parse({ ...valid, entry_fee: 5000 });
    expect(parsed).toMatchObject({
      entry_fee: null,
      type: 'doubles',
      format: 'single_elimination',
      seeding_method: 'dupr_rating',
      currency: 'VND',
      best_of: 3,
      grand_final_reset: true,
    });
  });
});
