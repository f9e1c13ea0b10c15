/** Every query of the bracket: the stored draw, its slot rows and their result history. */
import type { Draw, SlotResult } from '@pickleball/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import { toBool } from '../../../db/dialect';
import type { TournamentSlotsTable } from '../tournaments.table';

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

export async function updateSlotRow(db: Db, id: number, values: Partial<SlotValues>): Promise<void> {
  await db.updateTable('tournament_slots').set(values).where('id', '=', id).execute();
}

/** A slot's result as the engine reads it, from its row. */
export function resultOfRow(row: SlotRow): SlotResult | null {
  if (row.result_winner !== 'a' && row.result_winner !== 'b') return null;
  const games = row.result_games ? (JSON.parse(row.result_games) as [number, number][]) : [];
  return { winner: row.result_winner, walkover: toBool(row.result_walkover), games };
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
