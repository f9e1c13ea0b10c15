/** The rows of the demo tournaments (tournaments.demo.ts): a tournament's values and an entry with its entrants. */
import { buildSearchText, vietnameseSortKey } from '@pickleball/domain';
import type { Db } from '../db/database';
import { entryName } from '../modules/tournaments/tournaments.mapper';
import type { TournamentValues } from '../modules/tournaments/tournaments.repository';

const DAY = 86_400_000;
export const dateOf = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * DAY).toISOString().slice(0, 10);

export type DemoUser = { id: number; name: string; username: string };

export function tournamentValues(
  fields: Partial<TournamentValues> & Pick<TournamentValues, 'name' | 'status'>,
): TournamentValues {
  const now = new Date().toISOString();
  return {
    description: null,
    type: 'singles',
    format: 'single_elimination',
    max_participants: null,
    seeding_method: 'dupr_rating',
    random_seed: 20_261_115,
    seed_placement: 'fixed',
    location: 'Sân Pickleball Phú Mỹ Hưng, Phường Tân Mỹ, TP. Hồ Chí Minh',
    court_id: null,
    start_date: dateOf(-20),
    end_date: dateOf(-19),
    start_time: '07:30',
    end_time: '18:00',
    registration_deadline: null,
    organizer_name: 'CLB Pickleball Phú Mỹ Hưng',
    organizer_email: 'btc.pmh@example.com',
    organizer_phone: '0912345601',
    is_free: true,
    entry_fee: null,
    currency: 'VND',
    prize_pool: null,
    auto_bracket_generation: false,
    requires_approval: false,
    is_public: true,
    allow_late_registration: false,
    is_active: true,
    is_archived: false,
    rules: null,
    notes: null,
    sort_order: 0,
    bronze_match: false,
    grand_final_reset: true,
    reset_format: 'full_match',
    pools: null,
    advance_per_pool: null,
    best_of: 3,
    target_points: 11,
    win_by: 2,
    score_type: 'standard',
    revision: 1,
    cancel_reason: null,
    created_by: null,
    registration_opened_at: null,
    registration_closed_at: null,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    archived_at: null,
    sort_name: vietnameseSortKey(fields.name),
    search_text: buildSearchText([
      fields.name,
      fields.location,
      fields.organizer_name ?? 'CLB Pickleball Phú Mỹ Hưng',
    ]),
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

export async function insertTournamentRow(db: Db, values: TournamentValues): Promise<number> {
  const { id } = await db.insertInto('tournaments').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertEntry(
  db: Db,
  tournamentId: number,
  players: DemoUser[],
  rating: number,
  fields: { status: string; seed: number | null; registeredAt: string },
): Promise<number> {
  const name = entryName(players[0]?.name ?? '', players[1]?.name);
  const { id } = await db
    .insertInto('tournament_registrations')
    .values({
      tournament_id: tournamentId,
      player_id: players[0]?.id as number,
      partner_id: players[1]?.id ?? null,
      partner_status: players[1] ? 'confirmed' : null,
      partner_responded_at: players[1] ? fields.registeredAt : null,
      player_rating: rating,
      partner_rating: players[1] ? rating : null,
      dupr_rating: rating,
      notes: null,
      status: fields.status,
      waitlist_position: null,
      approved_at: null,
      approved_by: null,
      payment_status: 'unpaid',
      payment_id: null,
      seed: fields.seed,
      manual_order: null,
      final_place: null,
      medal: null,
      cancel_reason: null,
      cancelled_at: null,
      cancelled_by: null,
      registered_by: null,
      registered_at: fields.registeredAt,
      sort_name: vietnameseSortKey(name),
      search_text: buildSearchText(players.flatMap((player) => [player.name, player.username])),
      updated_at: fields.registeredAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tournament_entrants')
    .values(
      players.map((player) => ({ tournament_id: tournamentId, user_id: player.id, registration_id: id })),
    )
    .execute();
  return id;
}
