/**
 * Keeping the bracket's rows in step with the engine. Rules owned here:
 * - what stands where is never decided here: resolveDraw (domain) computes it from the draw and
 *   the results recorded so far; the rows keep a copy (entrants, state) for queries and screens;
 * - while the tournament is in progress, a slot whose two entries are known and free (engine
 *   state `ready`) has a real match: it gets one the moment it becomes ready (a winner advanced,
 *   a loser dropped, a bye resolved by itself), unless staff cancelled it;
 * - a match whose slot no longer stands as it did (a correction upstream changed an entry, or
 *   the slot is no longer needed) is voided with the reason, and the slot gets a new one when
 *   ready again;
 * - every slot whose row changed is named in the change's announcement.
 */
import {
  type Draw,
  type DrawResults,
  type DrawSlot,
  resolveDraw,
  type SlotEntrant,
  type SlotResult,
} from '@pickleball/domain';
import type { TournamentChange } from '../tournaments.changes';
import { resultOfRow } from './brackets.mapper';
import { createSlotMatch, playersOfEntries, voidSlotMatch } from './brackets.matches';
import { findDraw, listSeeds, listSlotRows, type SlotRow, updateSlotRow } from './brackets.repository';

export interface BracketState {
  draw: Draw;
  rows: Map<string, SlotRow>;
  /** Seed → registration id. */
  seeds: Map<number, number>;
  results: DrawResults;
}

export async function loadBracketState(
  change: Pick<TournamentChange, 'trx' | 'row'>,
): Promise<BracketState | null> {
  const stored = await findDraw(change.trx, change.row.id);
  if (!stored) return null;
  const rows = new Map((await listSlotRows(change.trx, change.row.id)).map((row) => [row.key, row]));
  const results: Record<string, SlotResult> = {};
  for (const row of rows.values()) {
    const result = resultOfRow(row);
    if (result) results[row.key] = result;
  }
  return { draw: stored.draw, rows, seeds: await listSeeds(change.trx, change.row.id), results };
}

export function entrantId(state: BracketState, entrant: SlotEntrant): number | null {
  return typeof entrant === 'number' ? (state.seeds.get(entrant) ?? null) : null;
}

/**
 * Brings every slot row in line with the draw's progress and, in play, gives ready slots their
 * matches and voids the matches that no longer stand. Answers the progress it worked from.
 */
export async function advanceBracket(change: TournamentChange, state: BracketState) {
  const progress = resolveDraw(state.draw, state.results);
  const inPlay = change.row.status === 'in_progress';
  const due: { slot: DrawSlot; row: SlotRow; a: number; b: number }[] = [];
  for (const slot of state.draw.slots) {
    const row = state.rows.get(slot.key);
    const slotProgress = progress.slots[slot.key];
    if (!row || !slotProgress) continue;
    const a = entrantId(state, slotProgress.entrants[0]);
    const b = entrantId(state, slotProgress.entrants[1]);
    const values: Partial<SlotRow> = {};
    if (row.state !== slotProgress.state) values.state = slotProgress.state;
    if (row.entrant_a !== a) values.entrant_a = a;
    if (row.entrant_b !== b) values.entrant_b = b;
    const entrantsChanged = row.entrant_a !== a || row.entrant_b !== b;
    const matchStands =
      row.match_id !== null &&
      !entrantsChanged &&
      (slotProgress.state === 'ready' ||
        (slotProgress.state === 'done' && row.result_match_id === row.match_id));
    if (row.match_id !== null && !matchStands) {
      // A match whose result was replaced by a walkover or a correction was dealt with there.
      await voidSlotMatch(change, row.match_id, change.ctx.t('tournaments-messages:void_bracket_changed'));
      values.match_id = null;
      values.match_status = null;
      values.status_reason = null;
    }
    // Nothing is due in a slot that is waiting, a bye or not needed: no postponement either.
    const stillDue = slotProgress.state === 'ready' || slotProgress.state === 'done';
    if (!stillDue && (values.match_status === undefined ? row.match_status : values.match_status) !== null) {
      values.match_status = null;
      values.status_reason = null;
    }
    if (Object.keys(values).length > 0) {
      await updateSlotRow(change.trx, row.id, { ...values, updated_at: change.now });
      state.rows.set(slot.key, { ...row, ...values });
      change.slots.add(slot.key);
    }
    const current = state.rows.get(slot.key) as SlotRow;
    if (
      inPlay &&
      slotProgress.state === 'ready' &&
      current.match_id === null &&
      current.match_status !== 'cancelled' &&
      a !== null &&
      b !== null
    )
      due.push({ slot, row: current, a, b });
  }
  if (due.length > 0) {
    const players = await playersOfEntries(
      change.trx,
      due.flatMap((item) => [item.a, item.b]),
    );
    for (const item of due) {
      const first = players.get(item.a);
      const second = players.get(item.b);
      if (!first || !second) continue;
      const matchId = await createSlotMatch(change, state.draw, item.slot, item.row, [first, second]);
      const values = {
        match_id: matchId,
        match_status: 'scheduled',
        status_reason: null,
        updated_at: change.now,
      };
      await updateSlotRow(change.trx, item.row.id, values);
      state.rows.set(item.slot.key, { ...item.row, ...values });
      change.slots.add(item.slot.key);
    }
  }
  return progress;
}
