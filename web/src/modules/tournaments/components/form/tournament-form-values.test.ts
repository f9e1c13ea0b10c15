import type { Tournament } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { createTournamentFormSchema, tournamentToForm, tournamentWith } from './tournament-form-values';

const base = () => ({
  ...tournamentToForm(undefined, 'vi'),
  name: 'Giải Mùa Xuân',
  start_date: '2027-03-06',
  end_date: '2027-03-07',
});

function issuesOf(values: ReturnType<typeof base>, locale = 'vi') {
  const result = createTournamentFormSchema(() => locale).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the tournament form', () => {
  it('starts a new tournament in the community default currency, whatever the reader language', () => {
    expect(tournamentToForm(undefined, 'en', 'VND').currency).toBe('VND');
    expect(tournamentToForm(undefined, 'vi', 'VND').currency).toBe('VND');
    expect(tournamentToForm(undefined, 'vi', 'USD').currency).toBe('USD');
    expect(tournamentToForm(undefined, 'en', 'USD').currency).toBe('USD');
  });

  it('sends a typed fee in minor units, read in the user’s language', () => {
    const parsed = createTournamentFormSchema(() => 'vi').parse({
      ...base(),
      is_free: false,
      entry_fee: '400.000',
      prize_pool: '30.000.000',
    });
    expect(parsed).toMatchObject({ entry_fee: 400_000, prize_pool: 30_000_000, currency: 'VND' });
    const dollars = createTournamentFormSchema(() => 'en').parse({
      ...base(),
      currency: 'USD',
      is_free: false,
      entry_fee: '25.50',
    });
    expect(dollars.entry_fee).toBe(2550);
  });

  it('says what is wrong with a typed amount, and asks for a fee when not free', () => {
    expect(issuesOf({ ...base(), currency: 'USD', is_free: false, entry_fee: '25.555' }, 'en')).toMatchObject(
      {
        entry_fee: 'price_format',
      },
    );
    expect(issuesOf({ ...base(), is_free: false, entry_fee: '' })).toMatchObject({ entry_fee: 'required' });
    expect(issuesOf({ ...base(), is_free: true, entry_fee: 'nonsense' })).toEqual({});
  });

  it('keeps the domain’s cross-field rules: dates in order, the deadline before the start', () => {
    expect(issuesOf({ ...base(), end_date: '2027-03-01' })).toMatchObject({ end_date: 'date_range' });
    expect(issuesOf({ ...base(), registration_deadline: '2027-03-09T10:00' })).toMatchObject({
      registration_deadline: 'deadline_before_start',
    });
    expect(issuesOf({ ...base(), name: '' })).toMatchObject({ name: 'required' });
  });

  it('round-trips a saved tournament through the form without changing it', () => {
    const saved = {
      ...createTournamentFormSchema(() => 'en').parse({
        ...base(),
        currency: 'USD',
        is_free: false,
        entry_fee: '30',
      }),
      id: 4,
      court: null,
    } as unknown as Tournament;
    const again = createTournamentFormSchema(() => 'en').parse(tournamentToForm(saved, 'en'));
    expect(again.entry_fee).toBe(3000);
    expect(tournamentWith(saved, { seeding_method: 'random' })).toMatchObject({
      seeding_method: 'random',
      entry_fee: 3000,
    });
  });
});
