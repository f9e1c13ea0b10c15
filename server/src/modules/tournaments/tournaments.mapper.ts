/** Tournaments as the API speaks them: rows with their counts and podium, shaped by one function. */
import {
  buildSearchText,
  disciplineOf,
  type PaymentCurrency,
  type PublicTournament,
  registrationWindow,
  type ScoreType,
  type Tournament,
  type TournamentCalendarItem,
  type TournamentFormat,
  type TournamentInput,
  type TournamentStatus,
  type TournamentType,
  tournamentActionsFor,
  vietnameseSortKey,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { notFound } from '../../platform/errors';
import {
  countEntries,
  type EntryCounts,
  findTournamentRow,
  type listCalendarRows,
  listPodiums,
  type TournamentRow,
  type TournamentValues,
} from './tournaments.repository';

type PodiumRow = Awaited<ReturnType<typeof listPodiums>>[number];

const toNumberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** "Player" or "Player / Partner": how every list and bracket names an entry. */
export function entryName(playerName: string, partnerName: string | null | undefined): string {
  return partnerName ? `${playerName} / ${partnerName}` : playerName;
}

export function toTournament(
  row: TournamentRow,
  counts: EntryCounts,
  podium: readonly PodiumRow[],
): Tournament {
  const status = row.status as TournamentStatus;
  const type = row.type as TournamentType;
  const deadline = toIsoOrNull(row.registration_deadline);
  const allowLate = toBool(row.allow_late_registration);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type,
    format: row.format as TournamentFormat,
    max_participants: row.max_participants,
    seeding_method: row.seeding_method as Tournament['seeding_method'],
    random_seed: Number(row.random_seed),
    seed_placement: row.seed_placement as Tournament['seed_placement'],
    location: row.location,
    court: row.court_id !== null && row.court_name ? { id: row.court_id, name: row.court_name } : null,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    registration_deadline: deadline,
    organizer_name: row.organizer_name,
    organizer_email: row.organizer_email,
    organizer_phone: row.organizer_phone,
    is_free: toBool(row.is_free),
    entry_fee: toNumberOrNull(row.entry_fee),
    currency: row.currency as PaymentCurrency,
    prize_pool: toNumberOrNull(row.prize_pool),
    auto_bracket_generation: toBool(row.auto_bracket_generation),
    requires_approval: toBool(row.requires_approval),
    is_public: toBool(row.is_public),
    allow_late_registration: allowLate,
    is_active: toBool(row.is_active),
    is_archived: toBool(row.is_archived),
    rules: row.rules,
    notes: row.notes,
    status,
    sort_order: row.sort_order,
    bronze_match: toBool(row.bronze_match),
    grand_final_reset: toBool(row.grand_final_reset),
    reset_format: row.reset_format as Tournament['reset_format'],
    pools: row.pools,
    advance_per_pool: row.advance_per_pool,
    best_of: row.best_of,
    target_points: row.target_points,
    win_by: row.win_by,
    score_type: row.score_type as ScoreType,
    discipline: disciplineOf(type),
    registration_window: registrationWindow({
      status,
      registration_deadline: deadline,
      allow_late_registration: allowLate,
    }),
    actions: tournamentActionsFor(status),
    counts,
    has_bracket: row.bracket_generated_at !== null,
    bracket_generated_at: toIsoOrNull(row.bracket_generated_at),
    podium: podium
      .filter((entry) => entry.tournament_id === row.id && entry.medal && entry.final_place !== null)
      .map((entry) => ({
        place: entry.final_place as number,
        medal: entry.medal as 'gold' | 'silver' | 'bronze',
        registration_id: entry.id,
        name: entryName(entry.player_name, entry.partner_name),
      })),
    revision: row.revision,
    cancel_reason: row.cancel_reason,
    created_by:
      row.created_by !== null && row.creator_name
        ? { id: row.created_by, name: row.creator_name, username: row.creator_username ?? '' }
        : null,
    registration_opened_at: toIsoOrNull(row.registration_opened_at),
    registration_closed_at: toIsoOrNull(row.registration_closed_at),
    started_at: toIsoOrNull(row.started_at),
    completed_at: toIsoOrNull(row.completed_at),
    cancelled_at: toIsoOrNull(row.cancelled_at),
    archived_at: toIsoOrNull(row.archived_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** Rows with their counts and podium (one query each for all of them). */
export async function toTournaments(db: Db, rows: readonly TournamentRow[]): Promise<Tournament[]> {
  const ids = rows.map((row) => row.id);
  const [counts, podiums] = await Promise.all([countEntries(db, ids), listPodiums(db, ids)]);
  return rows.map((row) => toTournament(row, counts.get(row.id) as EntryCounts, podiums));
}

export async function loadTournament(db: Db, id: number): Promise<Tournament> {
  const row = await findTournamentRow(db, id);
  if (!row) throw notFound();
  return (await toTournaments(db, [row]))[0] as Tournament;
}

/** What anyone may see of a public tournament. */
export function toPublicTournament(tournament: Tournament): PublicTournament {
  return {
    id: tournament.id,
    name: tournament.name,
    description: tournament.description,
    type: tournament.type,
    format: tournament.format,
    max_participants: tournament.max_participants,
    location: tournament.location,
    court: tournament.court,
    start_date: tournament.start_date,
    end_date: tournament.end_date,
    start_time: tournament.start_time,
    end_time: tournament.end_time,
    registration_deadline: tournament.registration_deadline,
    organizer_name: tournament.organizer_name,
    is_free: tournament.is_free,
    entry_fee: tournament.entry_fee,
    currency: tournament.currency,
    prize_pool: tournament.prize_pool,
    requires_approval: tournament.requires_approval,
    rules: tournament.rules,
    status: tournament.status,
    best_of: tournament.best_of,
    target_points: tournament.target_points,
    win_by: tournament.win_by,
    score_type: tournament.score_type,
    registration_window: tournament.registration_window,
    has_bracket: tournament.has_bracket,
    podium: tournament.podium,
    revision: tournament.revision,
    counts: { entries: tournament.counts.entries, waitlisted: tournament.counts.waitlisted },
  };
}

/** A tournament's input as the row values it sets (the workflow's columns are set elsewhere). */
export function inputValues(
  input: TournamentInput,
): Omit<
  TournamentValues,
  | 'status'
  | 'random_seed'
  | 'is_archived'
  | 'revision'
  | 'cancel_reason'
  | 'created_by'
  | 'registration_opened_at'
  | 'registration_closed_at'
  | 'started_at'
  | 'completed_at'
  | 'cancelled_at'
  | 'archived_at'
  | 'created_at'
  | 'updated_at'
> {
  return {
    name: input.name,
    description: input.description,
    type: input.type,
    format: input.format,
    max_participants: input.max_participants,
    seeding_method: input.seeding_method,
    seed_placement: input.seed_placement,
    location: input.location,
    court_id: input.court_id,
    start_date: input.start_date,
    end_date: input.end_date,
    start_time: input.start_time,
    end_time: input.end_time,
    registration_deadline: input.registration_deadline,
    organizer_name: input.organizer_name,
    organizer_email: input.organizer_email,
    organizer_phone: input.organizer_phone,
    is_free: input.is_free,
    entry_fee: input.entry_fee,
    currency: input.currency,
    prize_pool: input.prize_pool,
    auto_bracket_generation: input.auto_bracket_generation,
    requires_approval: input.requires_approval,
    is_public: input.is_public,
    allow_late_registration: input.allow_late_registration,
    is_active: input.is_active,
    rules: input.rules,
    notes: input.notes,
    sort_order: input.sort_order,
    bronze_match: input.bronze_match,
    grand_final_reset: input.grand_final_reset,
    reset_format: input.reset_format,
    pools: input.pools,
    advance_per_pool: input.advance_per_pool,
    best_of: input.best_of,
    target_points: input.target_points,
    win_by: input.win_by,
    score_type: input.score_type,
    sort_name: vietnameseSortKey(input.name),
    search_text: buildSearchText([input.name, input.location, input.organizer_name, input.description]),
  };
}

/** A tournament as the calendar shows it: its days, hours and place. */
export function toCalendarItem(
  row: Awaited<ReturnType<typeof listCalendarRows>>[number],
): TournamentCalendarItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type as TournamentType,
    format: row.format as TournamentFormat,
    status: row.status as TournamentStatus,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    location: row.location,
    is_public: toBool(row.is_public),
  };
}
