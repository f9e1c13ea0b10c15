import type { MatchSession, SessionGenerateInput } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  createGeneratorFormSchema,
  type GeneratorIntent,
  newGeneratorForm,
  proposalToSession,
  sessionToGeneratorForm,
} from './generator-form';

const NOW = new Date('2026-12-11T11:20:00Z');
const players = [11, 12, 13, 14, 15, 16];

function schemaFor(intent: GeneratorIntent) {
  return createGeneratorFormSchema(
    () => 'vi',
    () => intent,
  );
}

/** A draft saved ahead, as the API answers it (the parts the generator reads). */
const draft = {
  name: 'Tối thứ Sáu',
  match_type: 'doubles',
  club: { id: 4, name: 'CLB Kỳ Hòa' },
  best_of: 1,
  target_points: 11,
  win_by: 2,
  match_duration_minutes: 20,
  courts: null,
  balance_by_rating: false,
  date: '2026-12-11',
  start_time: '19:00',
  end_time: '21:00',
  time_zone: 'Asia/Ho_Chi_Minh',
  venue_court: null,
  venue: null,
  court_names: ['Sân 3', 'Sân 4'],
  player_cap: null,
  rating_min: null,
  rating_max: null,
  fee: null,
  currency: 'VND',
  visibility: 'link',
  organiser: null,
  cancel_cutoff_minutes: 120,
  players: [
    { id: 11, name: 'An', username: 'an', avatar: null, rating: 3.5 },
    { id: 12, name: 'Bình', username: 'binh', avatar: null, rating: null },
  ],
  rounds: [],
} as unknown as MatchSession;

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the generator’s form', () => {
  it('generates from the settings and players, whatever the event says', () => {
    const values = { ...newGeneratorForm('vi', NOW), name: 'Tối thứ Sáu', player_ids: players, end_time: '' };
    const result = schemaFor('generate').safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      intent: 'generate',
      generate: { name: 'Tối thứ Sáu', player_ids: players },
    });
    // Too few players: said under the picker.
    expect(messagesOf(schemaFor('generate').safeParse({ ...values, player_ids: [11] }))).toMatchObject({
      player_ids: 'players_required',
    });
  });

  it('saves an evening with no players yet: the name, settings and event, the fee in minor units', () => {
    const values = {
      ...newGeneratorForm('vi', NOW),
      name: 'Tối thứ Sáu',
      player_ids: players,
      fee: '50.000',
      court_names: ['Sân 3', 'Sân 4'],
      courts: 2,
    };
    const result = schemaFor('save').safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      intent: 'save',
      evening: {
        name: 'Tối thứ Sáu',
        date: '2026-12-11',
        start_time: '19:00',
        end_time: '21:00',
        fee: 50_000,
        court_names: ['Sân 3', 'Sân 4'],
        courts: 2,
        player_ids: [],
        rounds: [],
        visibility: 'link',
      },
    });
  });

  it('checks a save’s event: its name, times and who may see it', () => {
    const result = schemaFor('save').safeParse({
      ...newGeneratorForm('vi', NOW),
      name: 'Tối thứ Sáu',
      end_time: '18:00',
      visibility: 'members',
    });
    expect(messagesOf(result)).toEqual({
      end_time: 'end_after_start',
      visibility: 'members_need_club',
    });
    expect(messagesOf(schemaFor('save').safeParse({ ...newGeneratorForm('vi', NOW), fee: 'nhiều' }))).toEqual(
      {
        name: 'required',
        fee: 'invalid_number',
      },
    );
  });

  it('plans a draft with its settings, players and event; its named courts set the courts', () => {
    expect(sessionToGeneratorForm(draft, 'vi')).toMatchObject({
      name: 'Tối thứ Sáu',
      club_id: 4,
      courts: 2,
      player_ids: [11, 12],
      rounds: null,
      seed: null,
      court_names: ['Sân 3', 'Sân 4'],
    });
  });

  it('saves a proposal with its settings as generated and the name and event as typed now', () => {
    const evening = schemaFor('save').safeParse({
      ...newGeneratorForm('vi', NOW),
      name: 'Tên mới',
      venue: 'Sân A',
    });
    expect(evening.success).toBe(true);
    if (!evening.success || evening.data.intent !== 'save') return;
    const settings = {
      name: 'Tên cũ',
      match_type: 'doubles',
      club_id: null,
      best_of: 3,
      target_points: 11,
      win_by: 2,
      match_duration_minutes: 25,
      courts: 2,
      player_ids: players,
      balance_by_rating: true,
      rounds: null,
      seed: 42,
    } satisfies SessionGenerateInput;
    const rounds = [{ games: [{ team1: [11, 12], team2: [13, 14] }] }];
    expect(proposalToSession(evening.data.evening, settings, rounds, 42)).toMatchObject({
      name: 'Tên mới',
      venue: 'Sân A',
      best_of: 3,
      match_duration_minutes: 25,
      courts: 2,
      player_ids: players,
      balance_by_rating: true,
      seed: 42,
      rounds,
    });
  });
});
