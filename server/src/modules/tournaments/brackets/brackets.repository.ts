/**
 * Every query of the bracket: the stored draw, its slot rows and their result history, the
 * entries it seeds and places, and what it reads of its matches and courts.
 */
import type { Draw, SlotResult } from '@pickleball/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import { entriesWithPlayers } from '../tournaments.repository';
import type { TournamentDrawsTable, TournamentSlotsTable } from '../tournaments.table';

export type SlotRow = Selectable<TournamentSlotsTable>;
export type SlotValues = Omit<TournamentSlotsTable, 'id'>;

export async function findDraw(db: Db, tournamentId: number) {
  const row = await db
    .selectFrom('tournament_draws')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return row ? { ...row, draw: JSON.parse(row.draw) as Draw } : undefined;
}

/** Whether the tournament has a bracket (a stored draw). */
export async function drawExists(db: Db, tournamentId: number): Promise<boolean> {
  const draw = await db
    .selectFrom('tournament_draws')
    .select('tournament_id')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return draw !== undefined;
}

/** Stores the generated draw. */
export async function insertDraw(db: Db, values: TournamentDrawsTable): Promise<void> {
  await db.insertInto('tournament_draws').values(values).execute();
}

/** Deletes the bracket's slots, result history and draw, and clears the entries' seeds. */
export async function deleteBracketRows(db: Db, tournamentId: number): Promise<void> {
  await db.deleteFrom('tournament_slots').where('tournament_id', '=', tournamentId).execute();
  await db.deleteFrom('tournament_slot_results').where('tournament_id', '=', tournamentId).execute();
  await db.deleteFrom('tournament_draws').where('tournament_id', '=', tournamentId).execute();
  await db
    .updateTable('tournament_registrations')
    .set({ seed: null })
    .where('tournament_id', '=', tournamentId)
    .where('seed', 'is not', null)
    .execute();
}

export async function listSlotRows(db: Db, tournamentId: number): Promise<SlotRow[]> {
  return db
    .selectFrom('tournament_slots')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .orderBy('play_order')
    .execute();
}

export function findSlotOfMatch(db: Db, matchId: number) {
  return db.selectFrom('tournament_slots').selectAll().where('match_id', '=', matchId).executeTakeFirst();
}

/** Stores one slot of a new draw. */
export async function insertSlot(db: Db, values: SlotValues): Promise<void> {
  await db.insertInto('tournament_slots').values(values).execute();
}

export async function updateSlotRow(db: Db, id: number, values: Partial<SlotValues>): Promise<void> {
  await db.updateTable('tournament_slots').set(values).where('id', '=', id).execute();
}

/** Whether a slot of the bracket has a result. */
export async function hasSlotResult(db: Db, tournamentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tournament_slots')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('result_winner', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The slots that have a match, with the match's status. */
export function listSlotMatchStatuses(db: Db, tournamentId: number) {
  return db
    .selectFrom('tournament_slots')
    .innerJoin('matches', 'matches.id', 'tournament_slots.match_id')
    .select(['tournament_slots.id', 'tournament_slots.key', 'matches.id as match_id', 'matches.status'])
    .where('tournament_slots.tournament_id', '=', tournamentId)
    .execute();
}

/** The seed → registration map of the current draw. */
export async function listSeeds(db: Db, tournamentId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('tournament_registrations')
    .select(['id', 'seed'])
    .where('tournament_id', '=', tournamentId)
    .where('seed', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.seed as number, row.id]));
}

export async function insertHistory(
  db: Db,
  entry: {
    tournamentId: number;
    slotKey: string;
    matchId: number | null;
    result: SlotResult;
    note: string | null;
    recordedBy: number | null;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('tournament_slot_results')
    .values({
      tournament_id: entry.tournamentId,
      slot_key: entry.slotKey,
      match_id: entry.matchId,
      winner: entry.result.winner,
      walkover: entry.result.walkover === true,
      games: JSON.stringify(entry.result.games ?? []),
      note: entry.note,
      recorded_by: entry.recordedBy,
      recorded_at: entry.now,
      superseded_at: null,
      superseded_reason: null,
    })
    .execute();
}

/** Marks a slot's standing result as superseded (the row stays: the history). */
export async function supersedeHistory(
  db: Db,
  tournamentId: number,
  slotKey: string,
  reason: 'corrected' | 'reset' | 'voided' | 'regenerated',
  now: string,
): Promise<void> {
  await db
    .updateTable('tournament_slot_results')
    .set({ superseded_at: now, superseded_reason: reason })
    .where('tournament_id', '=', tournamentId)
    .where('slot_key', '=', slotKey)
    .where('superseded_at', 'is', null)
    .execute();
}

export function listHistory(db: Db, tournamentId: number, slotKey: string) {
  return db
    .selectFrom('tournament_slot_results as h')
    .leftJoin('users', 'users.id', 'h.recorded_by')
    .selectAll('h')
    .select('users.name as recorder_name')
    .where('h.tournament_id', '=', tournamentId)
    .where('h.slot_key', '=', slotKey)
    .orderBy('h.recorded_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
}

/** Whether a result was played (not a walkover) in the tournament, standing or superseded. */
export async function hasPlayedResult(db: Db, tournamentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tournament_slot_results')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('walkover', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- The entries the bracket seeds and places ----

/** The confirmed entries with their players' names, in registration order. */
export function listConfirmedEntries(db: Db, tournamentId: number) {
  return entriesWithPlayers(db)
    .select([
      'r.id',
      'r.dupr_rating',
      'r.registered_at',
      'r.manual_order',
      'p.name as player_name',
      'q.name as partner_name',
    ])
    .where('r.tournament_id', '=', tournamentId)
    .where('r.status', '=', 'confirmed')
    .orderBy('r.registered_at')
    .orderBy('r.id')
    .execute();
}

/** The seeded entries with their players (ids and names). */
export function listSeededEntrants(db: Db, tournamentId: number) {
  return entriesWithPlayers(db)
    .select([
      'r.id',
      'r.seed',
      'r.dupr_rating',
      'r.player_id',
      'r.partner_id',
      'p.name as player_name',
      'q.name as partner_name',
    ])
    .where('r.tournament_id', '=', tournamentId)
    .where('r.seed', 'is not', null)
    .execute();
}

/** The players (ids and names) of these entries. */
export function listEntryPlayers(db: Db, registrationIds: readonly number[]) {
  return entriesWithPlayers(db)
    .select(['r.id', 'r.player_id', 'r.partner_id', 'p.name as player_name', 'q.name as partner_name'])
    .where('r.id', 'in', registrationIds)
    .execute();
}

/** Sets the entry's place in the organiser's order. */
export async function setManualOrder(
  db: Db,
  registrationId: number,
  order: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('tournament_registrations')
    .set({ manual_order: order, updated_at: now })
    .where('id', '=', registrationId)
    .execute();
}

/** Sets the entry's seed in a new draw. */
export async function setSeed(db: Db, registrationId: number, seed: number, now: string): Promise<void> {
  await db
    .updateTable('tournament_registrations')
    .set({ seed, updated_at: now })
    .where('id', '=', registrationId)
    .execute();
}

/** Clears every entry's final place and medal. */
export async function clearPlacings(db: Db, tournamentId: number): Promise<void> {
  await db
    .updateTable('tournament_registrations')
    .set({ final_place: null, medal: null })
    .where('tournament_id', '=', tournamentId)
    .execute();
}

/** Records the entry's final place and medal. */
export async function setPlacing(
  db: Db,
  registrationId: number,
  placing: { place: number; medal: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('tournament_registrations')
    .set({ final_place: placing.place, medal: placing.medal, updated_at: now })
    .where('id', '=', registrationId)
    .execute();
}

// ---- What the bracket reads of its tournament, matches and courts ----

/** The tournament's revision and status, for its bracket. */
export function findBracketTournament(db: Db, tournamentId: number) {
  return db
    .selectFrom('tournaments')
    .select(['id', 'revision', 'status'])
    .where('id', '=', tournamentId)
    .executeTakeFirst();
}

/** The match's status and live status (undefined: no such match). */
export function findMatchState(db: Db, matchId: number) {
  return db
    .selectFrom('matches')
    .select(['id', 'status', 'live_status'])
    .where('id', '=', matchId)
    .executeTakeFirst();
}

/** The match's status, winner and reason (it must exist). */
export function findMatchOutcome(db: Db, matchId: number) {
  return db
    .selectFrom('matches')
    .select(['id', 'status', 'winner_team', 'status_reason'])
    .where('id', '=', matchId)
    .executeTakeFirstOrThrow();
}

/** The match's whole row (its rules, for a correction). */
export function findWholeMatch(db: Db, matchId: number) {
  return db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirst();
}

/** Whether one of these matches has begun (scored live, or past its draft). */
export async function hasStartedMatch(db: Db, matchIds: readonly number[]): Promise<boolean> {
  const started = await db
    .selectFrom('matches')
    .select('id')
    .where('id', 'in', matchIds)
    .where((eb) => eb.or([eb('status', '!=', 'draft'), eb('live_status', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return started !== undefined;
}

/** These matches' status, live state, winner, time and court (with its name). */
export function listSlotMatches(db: Db, matchIds: readonly number[]) {
  return db
    .selectFrom('matches')
    .leftJoin('courts', 'courts.id', 'matches.court_id')
    .select([
      'matches.id',
      'matches.status',
      'matches.live_status',
      'matches.winner_team',
      'matches.played_at',
      'matches.court_id',
      'courts.name as court_name',
    ])
    .where('matches.id', 'in', [...matchIds])
    .execute();
}

/** The names of these courts. */
export function listCourtNames(db: Db, courtIds: readonly number[]) {
  return db
    .selectFrom('courts')
    .select(['id', 'name'])
    .where('id', 'in', [...courtIds])
    .execute();
}
