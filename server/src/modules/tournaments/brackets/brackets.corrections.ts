/**
 * Correcting a result after later matches were played (issue 14 §4: organisers' most frequent
 * request). Rules owned here:
 * - a correction first shows what it would do, writing nothing: every later slot that reads the
 *   result (dependentsOf), the results it would reset (recordResult), and the matches that would
 *   be voided (the reset ones, and unplayed ones whose players would change);
 * - confirmed (`confirm: true`), it rewrites the slot's result and its match's games (the match
 *   goes back to completed: its confirmations were for the old scores), resets those results
 *   (their matches voided, their scores kept in the slots' history) and advances the bracket;
 * - the corrected games must decide the match under its rules; a walkover voids its match;
 * - an approved result (ratings already moved by it) is not corrected.
 */
import {
  type Bracket,
  type CorrectionInput,
  type CorrectionPreview,
  checkMatchResult,
  type DrawSlot,
  dependentsOf,
  findMatchWinner,
  type MatchRulesFields,
  RATED_MATCH_STATUSES,
  recordResult,
  resolveDraw,
  type ScoreType,
  type SlotResult,
} from '@pickleball/domain';
import { recordAudit } from '../../../platform/audit';
import type { ServiceContext } from '../../../platform/context';
import { AppError, fieldError, notFound } from '../../../platform/errors';
import { insertConfirmations } from '../../matches/matches.confirmations.repository';
import { replaceGames, updateMatch } from '../../matches/matches.repository';
import { announceMatchChange } from '../../matches/matches.service';
import { changeTournament, invalidTournamentStep, type TournamentChange } from '../tournaments.changes';
import { resultOfRow, toResultView } from './brackets.mapper';
import { voidSlotMatch } from './brackets.matches';
import { advanceBracket, type BracketState } from './brackets.progress';
import { loadBracket } from './brackets.queries';
import { findWholeMatch, type SlotRow, updateSlotRow } from './brackets.repository';
import { commitResult, requireSlot, requireState } from './brackets.results';

const RATED_STATUSES = new Set<string>(RATED_MATCH_STATUSES);

interface CorrectionPlan {
  state: BracketState;
  row: SlotRow;
  result: SlotResult;
  matchId: number | null;
  reset: string[];
}

/** Checks a correction and works out what it would do, writing nothing. */
async function planCorrection(
  change: TournamentChange,
  key: string,
  input: CorrectionInput,
): Promise<CorrectionPlan> {
  // A finished (or cancelled) event's results stand; a correction belongs to play.
  if (change.row.status !== 'in_progress') throw invalidTournamentStep(change.ctx, change.row.status);
  const state = await requireState(change);
  const row = requireSlot(state, key);
  if (row.result_winner === null) throw new AppError('tournament.slot_not_playable');
  const matchId = row.result_match_id;
  const match = matchId ? await findWholeMatch(change.trx, matchId) : undefined;
  if (match && RATED_STATUSES.has(match.status)) throw new AppError('tournament.result_approved');
  let result: SlotResult;
  if (input.walkover) result = { winner: input.winner ?? 'a', walkover: true, games: [] };
  else {
    const slot = state.draw.slots.find((candidate) => candidate.key === key);
    const oneGame = slot?.matchFormat === 'one_game_to_15';
    const rules: MatchRulesFields = match
      ? {
          discipline: match.discipline === 'singles' ? 'singles' : 'doubles',
          best_of: match.best_of,
          target_points: match.target_points,
          win_by: match.win_by,
          tiebreak_target: match.tiebreak_target,
          score_type: match.score_type as ScoreType,
        }
      : {
          discipline: change.row.type === 'singles' ? 'singles' : 'doubles',
          best_of: oneGame ? 1 : change.row.best_of,
          target_points: oneGame ? 15 : change.row.target_points,
          win_by: change.row.win_by,
          tiebreak_target: null,
          score_type: change.row.score_type as ScoreType,
        };
    const problem = checkMatchResult(rules, input.games);
    if (problem) throw fieldError('games', problem);
    result = {
      winner: findMatchWinner(rules, input.games) === 1 ? 'a' : 'b',
      walkover: false,
      games: input.games.map((game) => [game.team1, game.team2] as [number, number]),
    };
  }
  const outcome = recordResult(state.draw, state.results, key, result);
  if (!outcome.ok) throw new AppError('tournament.slot_not_playable');
  return { state, row, result, matchId: match ? match.id : null, reset: outcome.reset };
}

export async function previewCorrection(
  ctx: ServiceContext,
  tournamentId: number,
  key: string,
  input: CorrectionInput,
): Promise<CorrectionPreview> {
  const bracket = await loadBracket(ctx, tournamentId);
  return changeTournament(ctx, tournamentId, async (change) => {
    const plan = await planCorrection(change, key, input);
    const { state, row, result } = plan;
    const outcome = recordResult(state.draw, state.results, key, result);
    const after = outcome.ok ? resolveDraw(state.draw, outcome.results) : null;
    const reset = new Set(plan.reset);
    const voided = new Set<number>();
    if (input.walkover && row.match_id !== null) voided.add(row.match_id);
    for (const slot of state.draw.slots) {
      const slotRow = state.rows.get(slot.key);
      if (!slotRow || slotRow.match_id === null || slot.key === key) continue;
      const progress = after?.slots[slot.key];
      const seedOf = (entrant: unknown) =>
        typeof entrant === 'number' ? (state.seeds.get(entrant) ?? null) : null;
      const stands =
        progress !== undefined &&
        !reset.has(slot.key) &&
        seedOf(progress.entrants[0]) === slotRow.entrant_a &&
        seedOf(progress.entrants[1]) === slotRow.entrant_b &&
        (progress.state === 'ready' || progress.state === 'done');
      if (!stands) voided.add(slotRow.match_id);
    }
    const slotView = bracket.slots.find((slot) => slot.key === key);
    if (!slotView) throw notFound();
    const views = new Map(bracket.slots.map((slot) => [slot.key, slot]));
    return {
      slot: slotView,
      result: toResultView(result),
      winner_changes: row.result_winner !== result.winner,
      dependents: dependentsOf(state.draw, key),
      reset: plan.reset.map((resetKey) => {
        const view = views.get(resetKey);
        const drawSlot = state.draw.slots.find((candidate) => candidate.key === resetKey) as DrawSlot;
        const resetRow = state.rows.get(resetKey) as SlotRow;
        return {
          key: resetKey,
          label: drawSlot.label,
          bracket: drawSlot.bracket,
          result: toResultView(resultOfRow(resetRow) as SlotResult),
          match_id: resetRow.result_match_id,
          names: [view?.sides[0].entrant?.name ?? null, view?.sides[1].entrant?.name ?? null] as [
            string | null,
            string | null,
          ],
        };
      }),
      voided_matches: [...voided].sort((x, y) => x - y),
    };
  });
}

export async function applyCorrection(
  ctx: ServiceContext,
  tournamentId: number,
  key: string,
  input: CorrectionInput,
): Promise<Bracket> {
  if (!input.confirm) throw fieldError('confirm', 'required');
  await changeTournament(ctx, tournamentId, async (change) => {
    const plan = await planCorrection(change, key, input);
    const { state, row, result, matchId } = plan;
    const before = resultOfRow(row);
    let resultMatch: number | null = null;
    if (matchId !== null) {
      if (result.walkover) {
        await voidSlotMatch(
          change,
          matchId,
          ctx.t('tournaments-messages:void_walkover', { reason: input.reason }),
        );
        await updateSlotRow(change.trx, row.id, { match_id: null, updated_at: change.now });
        state.rows.set(key, { ...row, match_id: null });
      } else {
        // The match keeps the corrected games; its confirmations were for the old ones.
        await replaceGames(change.trx, matchId, input.games);
        // Asks no one: it only deletes the old confirmations.
        await insertConfirmations(change.trx, matchId, [], change.now);
        await updateMatch(change.trx, matchId, {
          winner_team: result.winner === 'a' ? 1 : 2,
          status: 'completed',
          submitted_at: null,
          status_reason: input.reason,
          updated_at: change.now,
        });
        await recordAudit(change.trx, ctx, {
          model: 'match',
          recordId: matchId,
          event: 'updated',
          oldValues: { games: before?.games ?? [] },
          newValues: { action: 'tournament_correction', games: input.games, reason: input.reason },
        });
        await announceMatchChange(change.pending, change.trx, matchId);
        resultMatch = matchId;
      }
    }
    const reset = await commitResult(change, state, key, result, {
      matchId: resultMatch,
      note: input.reason,
      supersede: 'corrected',
    });
    await advanceBracket(change, state);
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: tournamentId,
      event: 'updated',
      oldValues: { slot: key, result: before },
      newValues: { action: 'correct_result', slot: key, result, reset, reason: input.reason },
    });
  });
  return loadBracket(ctx, tournamentId);
}
