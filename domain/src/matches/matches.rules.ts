import type { ValidationKey } from '../common/validation';
import { countGamesWon, gamesNeeded, validateFinishedGame } from '../scoring/rules';
import type { ScoringRules, Team } from '../scoring/scoring.types';

/**
 * Matches (SPEC §3 "Match", §4 "Match", §9 "Match settings"): the constants and the pure rules
 * the form, the server and the live screen share.
 */

export const MATCH_STATUSES = [
  'draft',
  'inprogress',
  'live_finished',
  'completed',
  'submitted',
  'pending_approval',
  'under_review',
  'approved',
  'verified',
  'rejected',
  'disputed',
  'voided',
] as const;
/** A match's workflow status (not the scoring engine's in_progress/completed). */
export type MatchWorkflowStatus = (typeof MATCH_STATUSES)[number];

/**
 * What anyone may see of a match without signing in (the public scoreboard and its room): a match
 * that is being played or has been played. A draft is a plan (its players may not even know yet)
 * and a voided match is withdrawn: both answer as if they did not exist.
 */
export function isPublicMatchStatus(status: string): boolean {
  return status !== 'draft' && status !== 'voided' && (MATCH_STATUSES as readonly string[]).includes(status);
}

export const MATCH_DISCIPLINES = ['singles', 'doubles'] as const;
export type MatchDiscipline = (typeof MATCH_DISCIPLINES)[number];
export const MATCH_FORMATS = ['friendly', 'club', 'league', 'tournament'] as const;
/** SPEC's score_type: standard is side-out scoring. */
export const SCORE_TYPES = ['standard', 'rally'] as const;
export type ScoreType = (typeof SCORE_TYPES)[number];
export const MAX_GAMES = 5;

/** Doubles is 2v2, singles 1v1 (SPEC §9). */
export function teamSize(discipline: MatchDiscipline): number {
  return discipline === 'doubles' ? 2 : 1;
}

/**
 * The status workflow (SPEC §4). Who may take each step is checked by the server:
 * - draft → inprogress (live scoring starts) → live_finished (the engine ends the match);
 * - draft or live_finished → completed (the result is final: scores decide the match);
 * - completed, rejected or disputed → submitted (every player is asked to confirm);
 * - submitted → pending_approval once every player confirmed; → disputed when one disputes;
 * - disputed → under_review (staff look into it);
 * - pending_approval or under_review → approved, or → rejected with a reason;
 * - approved → verified (certified);
 * - anything but voided → voided, with a reason.
 */
export const MATCH_TRANSITIONS = {
  start_live: ['draft', 'inprogress'],
  complete: ['draft', 'live_finished'],
  submit: ['completed', 'rejected', 'disputed'],
  confirm: ['submitted'],
  dispute: ['submitted', 'pending_approval'],
  review: ['disputed'],
  approve: ['pending_approval', 'under_review'],
  reject: ['pending_approval', 'under_review', 'disputed'],
  certify: ['approved'],
  void: MATCH_STATUSES.filter((status) => status !== 'voided'),
  edit: ['draft', 'live_finished', 'completed', 'rejected', 'disputed'],
  delete: ['draft'],
} as const satisfies Record<string, readonly MatchWorkflowStatus[]>;
export type MatchAction = keyof typeof MATCH_TRANSITIONS;

export function canTransition(action: MatchAction, status: MatchWorkflowStatus): boolean {
  return (MATCH_TRANSITIONS[action] as readonly MatchWorkflowStatus[]).includes(status);
}

export interface MatchRulesFields {
  discipline: MatchDiscipline;
  best_of: number;
  target_points: number;
  win_by: number;
  tiebreak_target: number | null;
  score_type: ScoreType;
}

/** The scoring engine's rules for a match; team 1 is the engine's team A. */
export function toScoringRules(match: MatchRulesFields, firstServer: Team = 'A'): ScoringRules {
  return {
    scoring: match.score_type === 'rally' ? 'rally' : 'sideout',
    discipline: match.discipline,
    targetPoints: match.target_points,
    winBy: match.win_by === 1 ? 1 : 2,
    bestOf: match.best_of === 1 ? 1 : match.best_of === 5 ? 5 : 3,
    firstServer,
    ...(match.tiebreak_target ? { tiebreakTarget: match.tiebreak_target } : {}),
  };
}

export interface GameScores {
  team1: number;
  team2: number;
}

/** Games won by each team among recorded games. */
export function countMatchGamesWon(match: MatchRulesFields, games: readonly GameScores[]) {
  const won = countGamesWon(
    toScoringRules(match),
    games.map((game) => ({ A: game.team1, B: game.team2 })),
  );
  return { team1: won.A, team2: won.B };
}

/** The winning team (1 or 2) when the recorded games decide the match, else null. */
export function findMatchWinner(match: MatchRulesFields, games: readonly GameScores[]): 1 | 2 | null {
  const won = countMatchGamesWon(match, games);
  const needed = gamesNeeded(toScoringRules(match));
  if (won.team1 >= needed) return 1;
  if (won.team2 >= needed) return 2;
  return null;
}

export interface InputProblem {
  path: (string | number)[];
  key: ValidationKey;
  values?: Record<string, string | number>;
}

/** The match form's rules that span fields (SPEC §5 "Match form"). */
export function checkMatchInput(
  input: MatchRulesFields & {
    team1: readonly number[];
    team2: readonly number[];
    games: readonly GameScores[];
  },
): InputProblem[] {
  const problems: InputProblem[] = [];
  const size = teamSize(input.discipline);
  for (const team of ['team1', 'team2'] as const) {
    const players = input[team];
    if (players.length > size) problems.push({ path: [team], key: 'team_full' });
    else if (players.length !== size)
      problems.push({ path: [team], key: 'team_size', values: { count: size } });
  }
  const seen = new Set<number>();
  for (const team of ['team1', 'team2'] as const)
    input[team].forEach((player, index) => {
      if (seen.has(player)) problems.push({ path: [team, index], key: 'player_duplicate' });
      seen.add(player);
    });
  if (
    input.tiebreak_target !== null &&
    input.best_of === 1 &&
    input.tiebreak_target !== input.target_points
  ) {
    // A best-of-1's only game is its deciding game: one target, said once.
    problems.push({ path: ['tiebreak_target'], key: 'invalid_value' });
  }
  const rules = toScoringRules(input);
  let decided = false;
  input.games.forEach((game, index) => {
    if (decided) {
      problems.push({ path: ['games', index], key: 'game_after_decided' });
      return;
    }
    const check = validateFinishedGame(rules, index + 1, game.team1, game.team2);
    if (check === 'not_finished') problems.push({ path: ['games', index], key: 'game_not_finished' });
    else if (check === 'impossible') problems.push({ path: ['games', index], key: 'game_impossible' });
    else decided = findMatchWinner(input, input.games.slice(0, index + 1)) !== null;
  });
  return problems;
}

/**
 * What completing a match needs: at least one game with scores ('At least one set must have
 * scores') and a decided result.
 */
export function checkMatchResult(
  match: MatchRulesFields,
  games: readonly GameScores[],
): ValidationKey | null {
  if (games.length === 0) return 'scores_required';
  return findMatchWinner(match, games) === null ? 'match_not_decided' : null;
}
