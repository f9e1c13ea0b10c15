import type { MyRegistration, PublicTournament } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  activeEntryIn,
  canPayNow,
  entryOutstanding,
  isTakingEntries,
  isTournamentFull,
} from './entry-outstanding';

const entry = (change: Partial<MyRegistration>, tournament: Partial<MyRegistration['tournament']> = {}) =>
  ({
    id: 1,
    tournament_id: 7,
    status: 'registered',
    payment_status: 'unpaid',
    my_role: 'player',
    partner: { id: 2, name: 'Bình', username: 'binh', gender: 'male', rating: 4 },
    partner_status: 'invited',
    approved_at: null,
    ...change,
    tournament: {
      id: 7,
      status: 'registration_open',
      is_free: false,
      entry_fee: 200_000,
      currency: 'VND',
      requires_approval: false,
      ...tournament,
    },
  }) as MyRegistration;

describe('what an entry still waits for', () => {
  it('lists the partner’s word, the approval and the fee in the order they are asked', () => {
    expect(entryOutstanding(entry({}, { requires_approval: true }))).toEqual(['partner', 'approval', 'fee']);
    expect(entryOutstanding(entry({ partner_status: 'confirmed' }))).toEqual(['fee']);
    expect(entryOutstanding(entry({ partner: null, partner_status: null }, { is_free: true }))).toEqual([
      'ready',
    ]);
    expect(
      entryOutstanding(entry({ partner_status: 'confirmed', payment_status: 'paid', status: 'confirmed' })),
    ).toEqual(['ready']);
  });

  it('puts the waitlist first, and owes nothing on a withdrawn entry', () => {
    expect(entryOutstanding(entry({ status: 'waitlisted', waitlist_position: 2 }))).toEqual([
      'waitlist',
      'partner',
      'fee',
    ]);
    expect(entryOutstanding(entry({ status: 'cancelled' }))).toEqual([]);
  });

  it('asks nothing more once the event is under way, over or called off', () => {
    for (const status of ['in_progress', 'completed', 'cancelled'] as const)
      expect(entryOutstanding(entry({ partner_status: 'confirmed' }, { status }))).toEqual([]);
    expect(
      entryOutstanding(entry({ partner_status: 'confirmed' }, { status: 'registration_closed' })),
    ).toEqual(['fee']);
  });

  it('lets only the registering player pay, once the fee is all that is left', () => {
    expect(canPayNow(entry({ partner_status: 'confirmed' }))).toBe(true);
    expect(canPayNow(entry({ partner_status: 'confirmed', my_role: 'partner' }))).toBe(false);
    expect(canPayNow(entry({}))).toBe(false);
    expect(canPayNow(entry({ partner_status: 'confirmed', status: 'waitlisted' }))).toBe(false);
  });
});

describe('an open tournament in the list', () => {
  it('finds my entry there unless it was withdrawn', () => {
    const mine = [entry({ status: 'cancelled' }), entry({ id: 2, tournament_id: 8 })];
    expect(activeEntryIn(mine, 7)).toBeUndefined();
    expect(activeEntryIn(mine, 8)?.id).toBe(2);
  });

  it('is full at its cap, and takes entries while open or late', () => {
    const counts = { entries: 8, waitlisted: 0 };
    expect(isTournamentFull({ max_participants: 8, counts })).toBe(true);
    expect(isTournamentFull({ max_participants: 9, counts })).toBe(false);
    expect(isTournamentFull({ max_participants: null, counts })).toBe(false);
    const open = { status: 'registration_open', registration_window: 'late' } as PublicTournament;
    expect(isTakingEntries(open)).toBe(true);
    expect(isTakingEntries({ ...open, registration_window: 'closed' })).toBe(false);
    expect(isTakingEntries({ ...open, status: 'registration_closed' })).toBe(false);
  });
});
