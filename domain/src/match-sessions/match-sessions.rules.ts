import type { InputProblem } from '../matches/matches.rules';
import {
  type DoublesRound,
  type FairnessLabel,
  MIN_PLAYERS,
  meanRatingGap,
  type SinglesRound,
  scheduleFairness,
} from '../scheduling';

/**
 * Match sessions (SPEC §4 "Match session"): the constants and pure rules the generator screen,
 * the server and the session pages share.
 */

export const MATCH_SESSION_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
export type MatchSessionStatus = (typeof MATCH_SESSION_STATUSES)[number];
export const MATCH_SESSION_TYPES = ['doubles', 'singles'] as const;
export type MatchSessionType = (typeof MATCH_SESSION_TYPES)[number];
export const FAIRNESS_LABELS = [
  'excellent',
  'good',
  'fair',
  'needs_improvement',
] as const satisfies readonly FairnessLabel[];

/** SPEC §9: the quick-add buttons add this many players. */
export const QUICK_ADD_COUNTS = [2, 4, 6, 8] as const;
export const SESSION_PLAYERS_MAX = 64;
export const SESSION_COURTS_MAX = 16;
export const SESSION_ROUNDS_MAX = 200;
export const SESSION_SEED_MAX = 2 ** 31 - 1;
export const MATCH_DURATION_MIN = 5;
export const MATCH_DURATION_MAX = 180;

/**
 * Which step each status allows (SPEC §4): start makes the matches real; complete cannot be
 * undone; cancel cancels every generated match; delete cannot be undone (never while active:
 * cancel or complete it first, so no live match loses its session). Games are edited while no
 * result is final.
 */
export const MATCH_SESSION_TRANSITIONS = {
  start: ['draft'],
  complete: ['active'],
  cancel: ['draft', 'active'],
  delete: ['draft', 'completed', 'cancelled'],
  edit: ['draft', 'active'],
} as const satisfies Record<string, readonly MatchSessionStatus[]>;
export type MatchSessionAction = keyof typeof MATCH_SESSION_TRANSITIONS;

export function canSessionTransition(action: MatchSessionAction, status: MatchSessionStatus): boolean {
  return (MATCH_SESSION_TRANSITIONS[action] as readonly MatchSessionStatus[]).includes(status);
}

export const teamSizeOf = (type: MatchSessionType) => (type === 'doubles' ? 2 : 1);

/** SPEC §5 "Generator": the required number of players must be selected, each once. */
export function sessionPlayerProblems(type: MatchSessionType, playerIds: readonly number[]): InputProblem[] {
  const problems: InputProblem[] = [];
  const needed = MIN_PLAYERS[type];
  if (playerIds.length < needed)
    problems.push({ path: ['player_ids'], key: 'players_required', values: { count: needed } });
  const seen = new Set<number>();
  playerIds.forEach((id, index) => {
    if (seen.has(id)) problems.push({ path: ['player_ids', index], key: 'player_listed_twice' });
    seen.add(id);
  });
  return problems;
}

/** A schedule as sessions hold it: user ids per team. */
export interface ScheduleRound {
  games: { team1: readonly number[]; team2: readonly number[] }[];
}

/** Who sits out a round: the selected players not in any of its games, in selection order. */
export function sittingOut(round: ScheduleRound, playerIds: readonly number[]): number[] {
  const playing = new Set(round.games.flatMap((game) => [...game.team1, ...game.team2]));
  return playerIds.filter((id) => !playing.has(id));
}

/** The schedule in player numbers 1..n (position in `playerIds` + 1), as the generator writes it. */
function toNumbered(type: MatchSessionType, rounds: readonly ScheduleRound[], playerIds: readonly number[]) {
  const number = new Map(playerIds.map((id, index) => [id, index + 1]));
  const of = (id: number) => number.get(id) ?? 0;
  if (type === 'singles')
    return rounds.map((round) =>
      round.games.map((game) => [of(game.team1[0] ?? 0), of(game.team2[0] ?? 0)]),
    ) as SinglesRound[];
  return rounds.map((round) =>
    round.games.map((game) => [
      [of(game.team1[0] ?? 0), of(game.team1[1] ?? 0)],
      [of(game.team2[0] ?? 0), of(game.team2[1] ?? 0)],
    ]),
  ) as DoublesRound[];
}

/**
 * The generated output of SPEC §3 for a schedule of user ids, whoever wrote it (the generator or
 * the organiser swapping players by hand): fairness, matches and sit-outs per player, and the mean
 * rating gap between teams when ratings are known.
 */
export function describeSchedule(
  type: MatchSessionType,
  rounds: readonly ScheduleRound[],
  playerIds: readonly number[],
  options: { matchDurationMinutes: number; fullCycleRounds: number; ratings?: readonly (number | null)[] },
) {
  const numbered = toNumbered(type, rounds, playerIds);
  const fairness = scheduleFairness(numbered, playerIds.length);
  const knownRatings = options.ratings?.some((rating) => rating !== null) ?? false;
  return {
    total_matches: rounds.reduce((sum, round) => sum + round.games.length, 0),
    estimated_minutes: rounds.length * options.matchDurationMinutes,
    full_cycle_rounds: options.fullCycleRounds,
    fairness: {
      score: fairness.score,
      label: fairness.label,
      partner_repeats: fairness.partnerRepeats,
      opponent_spread: fairness.opponentSpread,
      sit_out_spread: fairness.sitOutSpread,
      exact: fairness.exact,
      penalties: {
        partners: fairness.penalties.partners,
        opponents: fairness.penalties.opponents,
        sit_outs: fairness.penalties.sitOuts,
      },
    },
    matches_per_player: playerIds.map((id, index) => ({
      player_id: id,
      matches: fairness.matchesPerPlayer[index] ?? 0,
      sit_outs: fairness.sitOutsPerPlayer[index] ?? 0,
    })),
    mean_rating_gap:
      type === 'doubles' && knownRatings && options.ratings
        ? Math.round(meanRatingGap(numbered as DoublesRound[], options.ratings) * 1000) / 1000
        : null,
  };
}
