import type { GameSituation, RallyOutcome } from './courts';
import { resolveRallyScoringRally } from './rally';
import { findFirstServer, gamesNeeded, getEndChangeScore, getOpponent, isGameOver } from './rules';
import { ScoringError } from './scoring.errors';
import { ScoringRulesSchema } from './scoring.schemas';
import type {
  Ends,
  Fault,
  FaultRecord,
  GameScore,
  MatchState,
  ScoringEvent,
  ScoringRules,
  Serving,
  Team,
} from './scoring.types';
import { resolveSideOutRally } from './sideout';

/**
 * The scoring engine: pure functions from a plain-JSON `MatchState` to the next one.
 * - The state keeps the event list, not snapshots: `undo` replays all events but the last.
 * - A game ends the rally a team has the target and the margin (isGameOver); the match ends as
 *   soon as a team has the games it needs, and then refuses further rallies and faults.
 * - When a game ends and the match goes on, the state is already at the next game's 0-0, served
 *   by the team that did not serve first in the game before, players back in their starting
 *   courts (player 0 right), and the teams at swapped ends.
 * - Ends also change once inside the deciding game (game `bestOf`, the only game of a best of 1)
 *   when a team first reaches half the target, rounded up: 6 of 11, 8 of 15, 11 of 21 (USAP
 *   tournament rules; 12.B.1.a gives 4 of 7 in the same way).
 * - A fault is a rally lost by the faulting team, logged with the score before it.
 * Serving order and who scores live in sideout.ts and rally.ts.
 */

export function startMatch(rules: ScoringRules): MatchState {
  const parsed = ScoringRulesSchema.safeParse(rules);
  if (!parsed.success) throw new ScoringError('scoring.invalid_rules');
  const clean: ScoringRules = {
    scoring: parsed.data.scoring,
    discipline: parsed.data.discipline,
    targetPoints: parsed.data.targetPoints,
    winBy: parsed.data.winBy,
    bestOf: parsed.data.bestOf,
    firstServer: parsed.data.firstServer,
  };
  if (parsed.data.tiebreakTarget !== undefined) clean.tiebreakTarget = parsed.data.tiebreakTarget;
  if (parsed.data.rallyVariant !== undefined) clean.rallyVariant = parsed.data.rallyVariant;
  return {
    rules: clean,
    games: [{ A: 0, B: 0 }],
    gameNumber: 1,
    serving: openGame(clean, 1),
    rightCourt: { A: 0, B: 0 },
    gamesWon: { A: 0, B: 0 },
    status: 'in_progress',
    endsSwitched: false,
    ends: { left: 'A', right: 'B' },
    faults: [],
    history: [],
  };
}

export function scoreRally(state: MatchState, winner: Team): MatchState {
  assertInProgress(state);
  return playRally(state, winner, { kind: 'rally', winner }, state.faults);
}

/** The faulting team loses the rally. */
export function recordFault(state: MatchState, fault: Fault): MatchState {
  assertInProgress(state);
  const copy = copyFault(fault);
  const game = currentGame(state);
  const record: FaultRecord = { ...copy, gameNumber: state.gameNumber, score: { A: game.A, B: game.B } };
  return playRally(state, getOpponent(fault.team), { kind: 'fault', fault: copy }, [...state.faults, record]);
}

/** Back one rally or fault, across game ends and the match end alike. */
export function undo(state: MatchState): MatchState {
  if (state.history.length === 0) throw new ScoringError('scoring.nothing_to_undo');
  return replay(state.rules, state.history.slice(0, -1));
}

export function replay(rules: ScoringRules, events: readonly ScoringEvent[]): MatchState {
  let state = startMatch(rules);
  for (const event of events) {
    state = event.kind === 'rally' ? scoreRally(state, event.winner) : recordFault(state, event.fault);
  }
  return state;
}

/**
 * What the referee calls before the serve: side-out doubles "server-receiver-server number"
 * ("0-0-2" to open a game), otherwise two numbers, the serving side's first. Once the match is
 * over: the final game's score from the winner's side ("11-7").
 */
export function callScore(state: MatchState): string {
  const game = currentGame(state);
  if (state.status === 'completed') {
    const winner = state.winner ?? game.winner ?? (game.A >= game.B ? 'A' : 'B');
    return `${game[winner]}-${game[getOpponent(winner)]}`;
  }
  const server = state.serving.team;
  const call = `${game[server]}-${game[getOpponent(server)]}`;
  const { scoring, discipline } = state.rules;
  return scoring === 'sideout' && discipline === 'doubles' ? `${call}-${state.serving.serverNumber}` : call;
}

function assertInProgress(state: MatchState): void {
  if (state.status === 'completed') throw new ScoringError('scoring.match_over');
}

function currentGame(state: MatchState): GameScore {
  const game = state.games[state.games.length - 1];
  if (!game) throw new Error('scoring: a match state without games');
  return game;
}

/** The opening serve of a game: first server's right-court player (player 0), "0-0-2" in side-out doubles. */
function openGame(rules: ScoringRules, gameNumber: number): Serving {
  const team = findFirstServer(rules, gameNumber);
  const isSideOutDoubles = rules.scoring === 'sideout' && rules.discipline === 'doubles';
  return { team, serverNumber: isSideOutDoubles ? 2 : 1, player: 0, courtSide: 'right' };
}

function playRally(state: MatchState, winner: Team, event: ScoringEvent, faults: FaultRecord[]): MatchState {
  const { rules, gameNumber } = state;
  const game = currentGame(state);
  const situation: GameSituation = {
    gameNumber,
    score: { A: game.A, B: game.B },
    serving: state.serving,
    rightCourt: state.rightCourt,
  };
  const outcome =
    rules.scoring === 'sideout'
      ? resolveSideOutRally(rules.discipline, situation, winner)
      : resolveRallyScoringRally(rules, situation, winner);
  const history = [...state.history, event];
  const { score } = outcome;
  if (isGameOver(rules, gameNumber, score.A, score.B)) return finishGame(state, outcome, faults, history);

  const endChange = getEndChangeScore(rules, gameNumber);
  const isEndChange = !state.endsSwitched && endChange !== null && Math.max(score.A, score.B) >= endChange;
  return {
    ...state,
    games: [...state.games.slice(0, -1), { A: score.A, B: score.B }],
    serving: outcome.serving,
    rightCourt: outcome.rightCourt,
    endsSwitched: state.endsSwitched || isEndChange,
    ends: isEndChange ? swapEnds(state.ends) : state.ends,
    faults,
    history,
  };
}

function finishGame(
  state: MatchState,
  outcome: RallyOutcome,
  faults: FaultRecord[],
  history: ScoringEvent[],
): MatchState {
  const { rules, gameNumber } = state;
  const { score } = outcome;
  const winner: Team = score.A > score.B ? 'A' : 'B';
  const finished: GameScore = { A: score.A, B: score.B, winner };
  const games = [...state.games.slice(0, -1), finished];
  const gamesWon = { ...state.gamesWon, [winner]: state.gamesWon[winner] + 1 };
  if (gamesWon[winner] >= gamesNeeded(rules)) {
    return {
      ...state,
      games,
      gamesWon,
      status: 'completed',
      winner,
      serving: outcome.serving,
      rightCourt: outcome.rightCourt,
      faults,
      history,
    };
  }
  const next = gameNumber + 1;
  return {
    ...state,
    games: [...games, { A: 0, B: 0 }],
    gameNumber: next,
    serving: openGame(rules, next),
    rightCourt: { A: 0, B: 0 },
    gamesWon,
    endsSwitched: false,
    ends: swapEnds(state.ends),
    faults,
    history,
  };
}

function swapEnds(ends: Ends): Ends {
  return { left: ends.right, right: ends.left };
}

/** Keeps only the fault's own fields, and leaves absent optionals absent (JSON round trip). */
function copyFault(fault: Fault): Fault {
  const copy: Fault = { team: fault.team, type: fault.type };
  if (fault.player !== undefined) copy.player = fault.player;
  if (fault.description !== undefined) copy.description = fault.description;
  return copy;
}
