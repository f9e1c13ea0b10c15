import type { MatchSession } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  checkEventFee,
  createSessionEditSchema,
  eventToForm,
  readFee,
  sessionToEditForm,
  toEventInput,
} from './session-event-form';

/** A saved evening as the API answers it (the parts the forms read). */
const savedSession = (change: Partial<MatchSession> = {}) =>
  ({
    id: 9,
    name: 'Tối thứ Sáu',
    status: 'draft',
    match_type: 'doubles',
    club: { id: 4, name: 'CLB Kỳ Hòa' },
    best_of: 1,
    target_points: 11,
    win_by: 2,
    match_duration_minutes: 20,
    courts: null,
    seed: 0,
    balance_by_rating: false,
    date: '2026-12-11',
    start_time: '19:00',
    end_time: '21:00',
    time_zone: 'Asia/Ho_Chi_Minh',
    starts_at: '2026-12-11T12:00:00.000Z',
    ends_at: '2026-12-11T14:00:00.000Z',
    venue_court: { id: 3, name: 'Sân Kỳ Hòa' },
    venue: 'Cổng sau',
    court_names: ['Sân 3', 'Sân 4'],
    player_cap: 12,
    rating_min: 3.5,
    rating_max: null,
    fee: 50_000,
    currency: 'VND',
    visibility: 'members',
    organiser: { id: 2, name: 'Chi' },
    cancel_cutoff_minutes: 180,
    players: [],
    rounds: [],
    created_by: { id: 1, name: 'An' },
    ...change,
  }) as MatchSession;

describe('the event’s fields', () => {
  it('start a new evening today from the next full hour, free, open to anyone with the link', () => {
    // 18:20 in Hồ Chí Minh City.
    const values = eventToForm(undefined, 'vi', new Date('2026-12-11T11:20:00Z'));
    expect(values).toMatchObject({
      date: '2026-12-11',
      start_time: '19:00',
      end_time: '21:00',
      time_zone: 'Asia/Ho_Chi_Minh',
      venue_court_id: null,
      venue: '',
      court_names: [],
      player_cap: null,
      fee: '',
      currency: 'VND',
      visibility: 'link',
      organiser_id: null,
    });
  });

  it('edit a saved event as typed in the reader’s language, keeping its organiser', () => {
    const values = eventToForm(savedSession(), 'vi');
    expect(values).toMatchObject({
      venue_court_id: 3,
      venue: 'Cổng sau',
      court_names: ['Sân 3', 'Sân 4'],
      rating_min: '3,5',
      rating_max: '',
      fee: '50000',
      visibility: 'members',
      organiser_id: 2,
      cancel_cutoff_minutes: 180,
    });
    expect(eventToForm(savedSession({ fee: 1_250, currency: 'USD' }), 'en').fee).toBe('12.50');
    expect(eventToForm(savedSession({ organiser: null, venue: null }), 'en')).toMatchObject({
      organiser_id: null,
      venue: '',
    });
  });

  it('read the fee in the currency’s major unit and the reader’s language', () => {
    expect(readFee({ fee: '50.000', currency: 'VND' }, 'vi')).toBe(50_000);
    expect(readFee({ fee: '50,000', currency: 'VND' }, 'en')).toBe(50_000);
    expect(readFee({ fee: '12,50', currency: 'USD' }, 'vi')).toBe(1_250);
    expect(readFee({ fee: '', currency: 'VND' }, 'vi')).toBeNull();
    expect(readFee({ fee: 'năm chục', currency: 'VND' }, 'vi')).toBeNaN();
    expect(toEventInput({ ...eventToForm(undefined, 'vi'), fee: '30.000' }, 'vi').fee).toBe(30_000);
  });

  it('say why a fee cannot be taken, in the words of what was typed', () => {
    expect(checkEventFee({ fee: '50.000', currency: 'VND' }, 'vi')).toEqual([]);
    expect(checkEventFee({ fee: '10,5', currency: 'VND' }, 'vi')).toEqual([
      { path: ['fee'], message: 'integer' },
    ]);
    expect(checkEventFee({ fee: '12.345', currency: 'USD' }, 'en')).toEqual([
      { path: ['fee'], message: 'price_format' },
    ]);
    expect(checkEventFee({ fee: '-5', currency: 'VND' }, 'vi')).toEqual([
      { path: ['fee'], message: 'number_min', params: { min: 0 } },
    ]);
  });
});

describe('the edit form’s schema', () => {
  const schema = createSessionEditSchema(() => 'vi');
  const typed = (change: Record<string, unknown>) => ({
    ...sessionToEditForm(savedSession(), 'vi'),
    ...change,
  });

  it('gives the API’s body: the fee in minor units, the ratings as numbers', () => {
    const result = schema.safeParse({ ...typed({ fee: '60.000' }), rating_min: 3.5 });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: 'Tối thứ Sáu',
      fee: 60_000,
      rating_min: 3.5,
      rating_max: null,
      court_names: ['Sân 3', 'Sân 4'],
      organiser_id: 2,
      cancel_cutoff_minutes: 180,
    });
  });

  const messagesOf = (values: Record<string, unknown>) =>
    Object.fromEntries(
      (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );

  it('says why the fee typed cannot be taken, in its own words', () => {
    expect(messagesOf({ ...typed({ fee: '10,5' }), rating_min: 3.5 })).toEqual({ fee: 'integer' });
  });

  it('applies the API’s rules across fields', () => {
    expect(
      messagesOf({
        ...typed({ end_time: '18:00', court_names: ['Sân 3', 'sân 3'] }),
        rating_min: 4,
        rating_max: 3,
      }),
    ).toEqual({
      end_time: 'end_after_start',
      rating_max: 'rating_range',
      'court_names.1': 'court_name_twice',
    });
  });
});
