/**
 * Results into the bracket (issue 14 §4). Rules owned here:
 * - a bracket match's result counts the moment the match is completed (and while it is not
 *   voided): it is recorded in the draw (recordResult), the winner advances and the loser drops at
 *   once, byes resolve themselves, and the slots that became ready get their matches;
 * - through the matches module, a bracket match keeps its players, is never deleted, and is not
 *   scored before the tournament started; a changed or voided result that later results depend
 *   on is refused there (tournament.correction_required): it is corrected here instead;
 * - a walkover is recorded as such (no games, no rating change); the slot's unplayed match is voided;
 * - corrections are brackets.corrections.ts: they show what they reset before they do it.
 */
import {
  type Bracket,
  dependentsOf,
  RESULT_MATCH_STATUSES,
  recordResult,
  type SlotResult,
  type WalkoverInput,
} from '@pickleball/domain';
import { recordAudit } from '../../../platform/audit';
import type { ServiceContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import type { MatchChange } from '../../matches/matches.change-handlers';
import { listGamesOfMatches, listPlayersOfMatches } from '../../matches/matches.repository';
import {
  changeTournament,
  closeChange,
  invalidTournamentStep,
  openChange,
  type TournamentChange,
} from '../tournaments.changes';
import { resultOfRow } from './brackets.mapper';
import { playersOfEntries, voidSlotMatch } from './brackets.matches';
import { advanceBracket, type BracketState, loadBracketState } from './brackets.progress';
import { loadBracket } from './brackets.queries';
import {
  findMatchOutcome,
  findSlotOfMatch,
  hasStartedMatch,
  insertHistory,
  type SlotRow,
  supersedeHistory,
  updateSlotRow,
} from './brackets.repository';

const LIVE_STATUSES = new Set(['inprogress', 'live_finished']);
const RESULT_STATUSES = new Set<string>(RESULT_MATCH_STATUSES);

function sameResult(x: SlotResult | null, y: SlotResult | null): boolean {
  if (x === null || y === null) return x === y;
  return (
    x.winner === y.winner &&
    Boolean(x.walkover) === Boolean(y.walkover) &&
    JSON.stringify(x.games ?? []) === JSON.stringify(y.games ?? [])
  );
}

async function gamesOf(change: TournamentChange, matchId: number): Promise<[number, number][]> {
  return (await listGamesOfMatches(change.trx, [matchId])).map((game) => [game.team1, game.team2]);
}

/**
 * Writes a slot's new result (or clears it) and resets what it invalidates: the reset slots'
 * results go to their history and their matches are voided. Answers the reset keys.
 */
export async function commitResult(
  change: TournamentChange,
  state: BracketState,
  key: string,
  result: SlotResult | null,
  options: { matchId: number | null; note: string | null; supersede: 'corrected' | 'voided' },
): Promise<string[]> {
  const { trx, row: tournament, now, ctx } = change;
  const outcome = recordResult(state.draw, state.results, key, result);
  if (!outcome.ok) throw new AppError('tournament.slot_not_playable');
  for (const resetKey of outcome.reset) {
    const resetRow = state.rows.get(resetKey) as SlotRow;
    await supersedeHistory(trx, tournament.id, resetKey, 'reset', now);
    const values: Partial<SlotRow> = {
      result_winner: null,
      result_walkover: false,
      result_games: null,
      result_match_id: null,
      match_status: null,
      status_reason: null,
    };
    if (resetRow.match_id !== null) {
      await voidSlotMatch(change, resetRow.match_id, ctx.t('tournaments-messages:void_reset', { slot: key }));
      values.match_id = null;
    }
    await updateSlotRow(trx, resetRow.id, { ...values, updated_at: now });
    state.rows.set(resetKey, { ...resetRow, ...values });
    change.slots.add(resetKey);
  }
  const row = state.rows.get(key) as SlotRow;
  if (row.result_winner !== null) await supersedeHistory(trx, tournament.id, key, options.supersede, now);
  if (result)
    await insertHistory(trx, {
      tournamentId: tournament.id,
      slotKey: key,
      matchId: options.matchId,
      result,
      note: options.note,
      recordedBy: ctx.actor?.id ?? null,
      now,
    });
  const values: Partial<SlotRow> = result
    ? {
        result_winner: result.winner,
        result_walkover: result.walkover === true,
        result_games: JSON.stringify(result.games ?? []),
        result_match_id: options.matchId,
        match_status: 'completed',
        status_reason: null,
      }
    : { result_winner: null, result_walkover: false, result_games: null, result_match_id: null };
  await updateSlotRow(trx, row.id, { ...values, updated_at: now });
  state.rows.set(key, { ...row, ...values });
  state.results = outcome.results;
  change.slots.add(key);
  return outcome.reset;
}

/** A bracket match's players are the ones its bracket gave it. */
async function requireBracketPlayers(change: TournamentChange, row: SlotRow, matchId: number): Promise<void> {
  const entries = await playersOfEntries(change.trx, [row.entrant_a ?? 0, row.entrant_b ?? 0]);
  const players = await listPlayersOfMatches(change.trx, [matchId]);
  const team = (n: number) =>
    players
      .filter((player) => player.team === n)
      .map((player) => player.id)
      .sort((x, y) => x - y)
      .join(',');
  const expected = (id: number | null) =>
    [...(entries.get(id ?? 0)?.userIds ?? [])].sort((x, y) => x - y).join(',');
  if (team(1) !== expected(row.entrant_a) || team(2) !== expected(row.entrant_b))
    throw new AppError('tournament.match_in_bracket');
}

/**
 * The matches module's hook: a change of a bracket match (inside the match's transaction). See
 * the rules above.
 */
export async function onBracketMatchChange(matchChange: MatchChange): Promise<void> {
  const { trx, matchId, action } = matchChange;
  const slot = await findSlotOfMatch(trx, matchId);
  if (!slot) return;
  if (action === 'delete') throw new AppError('tournament.match_in_bracket');
  const change = await openChange(matchChange.ctx, trx, matchChange.pending, slot.tournament_id);
  const state = await loadBracketState(change);
  const row = state?.rows.get(slot.key);
  if (!state || !row) return;
  const match = await findMatchOutcome(trx, matchId);
  if (action === 'edit') await requireBracketPlayers(change, row, matchId);
  const recorded = row.result_match_id === matchId ? resultOfRow(row) : null;
  const inPlay = change.row.status === 'in_progress';
  // A bracket's results change only while it is played; once it is over they stand (approvals of
  // its matches go on: they change no result).
  const requireInPlay = () => {
    if (inPlay) return;
    if (change.row.status === 'completed' || change.row.status === 'cancelled')
      throw invalidTournamentStep(change.ctx, change.row.status);
    throw new AppError('tournament.not_in_progress');
  };
  if (match.status === 'voided') {
    if (recorded) {
      requireInPlay();
      const outcome = recordResult(state.draw, state.results, slot.key, null);
      if (outcome.ok && outcome.reset.length > 0) throw new AppError('tournament.correction_required');
      await commitResult(change, state, slot.key, null, { matchId: null, note: null, supersede: 'voided' });
    }
    const values = { match_id: null, match_status: 'cancelled', status_reason: match.status_reason };
    await updateSlotRow(trx, row.id, { ...values, updated_at: change.now });
    state.rows.set(slot.key, { ...(state.rows.get(slot.key) as SlotRow), ...values });
    change.slots.add(slot.key);
  } else if (RESULT_STATUSES.has(match.status) && (match.winner_team === 1 || match.winner_team === 2)) {
    const result: SlotResult = {
      winner: match.winner_team === 1 ? 'a' : 'b',
      walkover: false,
      games: await gamesOf(change, matchId),
    };
    if (!sameResult(recorded, result)) {
      requireInPlay();
      const outcome = recordResult(state.draw, state.results, slot.key, result);
      if (!outcome.ok) throw new AppError('tournament.slot_not_playable');
      if (outcome.reset.length > 0) throw new AppError('tournament.correction_required');
      // A changed result may change who plays a later match; one already begun is not voided
      // behind the referee's back: the correction shows it first.
      if (recorded && (await hasStartedDependents(change, state, slot.key)))
        throw new AppError('tournament.correction_required');
      await commitResult(change, state, slot.key, result, { matchId, note: null, supersede: 'corrected' });
    }
  } else if (LIVE_STATUSES.has(match.status)) {
    requireInPlay();
    if (row.match_status !== 'in_progress') {
      await updateSlotRow(trx, row.id, {
        match_status: 'in_progress',
        status_reason: null,
        updated_at: change.now,
      });
      state.rows.set(slot.key, { ...row, match_status: 'in_progress', status_reason: null });
      change.slots.add(slot.key);
    }
  }
  await advanceBracket(change, state);
  await closeChange(change);
}

/** Whether a later slot's match has begun (scored live, or past its draft). */
async function hasStartedDependents(
  change: TournamentChange,
  state: BracketState,
  key: string,
): Promise<boolean> {
  const matchIds = dependentsOf(state.draw, key).flatMap((dependent) => {
    const matchId = state.rows.get(dependent)?.match_id;
    return matchId === null || matchId === undefined ? [] : [matchId];
  });
  if (matchIds.length === 0) return false;
  return hasStartedMatch(change.trx, matchIds);
}

export async function requireState(change: TournamentChange): Promise<BracketState> {
  const state = await loadBracketState(change);
  if (!state) throw new AppError('tournament.no_bracket');
  return state;
}

export function requireSlot(state: BracketState, key: string): SlotRow {
  const row = state.rows.get(key);
  if (!row) throw notFound();
  return row;
}

/** A walkover: the winner advances without playing; the slot's unplayed match is voided. */
export async function recordWalkover(
  ctx: ServiceContext,
  tournamentId: number,
  key: string,
  input: WalkoverInput,
): Promise<Bracket> {
  await changeTournament(ctx, tournamentId, async (change) => {
    if (change.row.status !== 'in_progress') throw new AppError('tournament.not_in_progress');
    const state = await requireState(change);
    const row = requireSlot(state, key);
    if (row.result_winner !== null) throw new AppError('tournament.slot_not_playable');
    if (row.match_id !== null) {
      await voidSlotMatch(
        change,
        row.match_id,
        ctx.t('tournaments-messages:void_walkover', { reason: input.reason }),
      );
      await updateSlotRow(change.trx, row.id, { match_id: null, updated_at: change.now });
      state.rows.set(key, { ...row, match_id: null });
    }
    const result: SlotResult = { winner: input.winner, walkover: true, games: [] };
    await commitResult(change, state, key, result, {
      matchId: null,
      note: input.reason,
      supersede: 'corrected',
    });
    await advanceBracket(change, state);
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: tournamentId,
      event: 'updated',
      newValues: { action: 'walkover', slot: key, winner: input.winner, reason: input.reason },
    });
  });
  return loadBracket(ctx, tournamentId);
}
