/**
 * Late arrivals and early leavers (issue 31 §3). Rules owned here:
 * - a round with a game under way (or played) never changes, nor any round before it;
 * - the rest of the night is planned again for who is there from now on (replanRounds: sit-outs
 *   even over the whole night in proportion to the rounds each was there, nobody sitting twice in
 *   a row, no partnership repeated while an unused one exists, the pairs already played counted);
 * - the rounds dropped take their unstarted matches with them; an active night's new rounds get
 *   their matches at once, at their times;
 * - a player who leaves before anything was played is simply no longer in the night; otherwise
 *   they keep their rounds (their games stay in the standings) and are gone from the next one.
 * Doubles only: the re-plan pairs partners.
 */
import {
  type MatchSession,
  type MatchSessionType,
  type NightGame,
  type NightRound,
  replanRounds,
  resourceRoom,
  type SessionPresenceInput,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { deleteMatch as deleteMatchRow } from '../matches/matches.repository';
import { gameTeams } from './match-sessions.mapper';
import { setPlayerPresence } from './match-sessions.plan.repository';
import { groupRounds, loadSession, presentIn } from './match-sessions.queries';
import {
  deleteSessionGame,
  findMatchStates,
  findUsersWithRatings,
  insertSessionGames,
  listSessionGames,
  listSessionPlayers,
  type SessionGameRow,
} from './match-sessions.repository';
import { announceSession, lockSession, refreshFigures } from './match-sessions.service';
import { createMatches } from './match-sessions.workflow';

const asNightGame = (game: SessionGameRow): NightGame => {
  const { team1, team2 } = gameTeams(game);
  return [
    [team1[0] as number, team1[1] as number],
    [team2[0] as number, team2[1] as number],
  ];
};

/** How many leading rounds are fixed: up to the last round with a game under way or played. */
async function fixedRounds(trx: Db, rounds: readonly SessionGameRow[][]): Promise<number> {
  const matchIds = rounds.flat().flatMap((game) => (game.match_id === null ? [] : [game.match_id]));
  const started = new Set(
    (matchIds.length === 0 ? [] : await findMatchStates(trx, matchIds))
      .filter((match) => match.status !== 'draft' || match.live_status !== null)
      .map((match) => match.id),
  );
  let fixed = 0;
  rounds.forEach((round, index) => {
    if (round.some((game) => game.match_id !== null && started.has(game.match_id))) fixed = index + 1;
  });
  return fixed;
}

export async function changePresence(
  ctx: ServiceContext,
  id: number,
  input: SessionPresenceInput,
): Promise<MatchSession> {
  await runChange(ctx, async (trx, pending) => {
    const row = await lockSession(ctx, trx, id, 'edit');
    const type = row.match_type as MatchSessionType;
    if (type !== 'doubles') throw new AppError('match_session.replan_doubles_only');
    const players = await listSessionPlayers(trx, id, type);
    const rounds = groupRounds(await listSessionGames(trx, id));
    const fixed = await fixedRounds(trx, rounds);
    const here = new Set(presentIn(players, fixed + 1));
    input.leave.forEach((player, index) => {
      if (!here.has(player)) throw fieldError(`leave.${index}`, 'invalid_value');
    });
    const known = new Set((await findUsersWithRatings(trx, input.arrive, type)).map((user) => user.id));
    input.arrive.forEach((player, index) => {
      if (!known.has(player) || here.has(player)) throw fieldError(`arrive.${index}`, 'invalid_value');
    });
    const present = [...[...here].filter((player) => !input.leave.includes(player)), ...input.arrive];
    if (present.length < 4) throw fieldError('leave', 'players_required', { count: 4 });

    const played: NightRound[] = rounds.slice(0, fixed).map((round, index) => ({
      games: round.map(asNightGame),
      present: presentIn(players, index + 1),
    }));
    const remaining = input.rounds ?? Math.max(1, rounds.length - fixed);
    const courts = Math.max(
      1,
      Math.min(row.courts ?? Number.MAX_SAFE_INTEGER, Math.floor(present.length / 4)),
    );
    const next = replanRounds({ played, present, rounds: remaining, courts, seed: Number(row.seed) });

    // The rounds not yet begun go, with their matches (none started: they are after the fixed ones).
    const dropped = rounds.slice(fixed).flat();
    for (const game of dropped) {
      await deleteSessionGame(trx, game.id);
      if (game.match_id !== null) {
        await deleteMatchRow(trx, game.match_id);
        pending.add(resourceRoom('matches'), {
          type: 'match.deleted',
          id: game.match_id,
          data: { id: game.match_id, status: 'draft' },
        });
      }
    }
    await insertSessionGames(
      trx,
      next.flatMap((round, index) =>
        round.games.map(([[a, b], [c, d]], court) => ({
          session_id: id,
          round: fixed + index + 1,
          court: court + 1,
          player1: a,
          player2: b,
          player3: c,
          player4: d,
          match_id: null,
        })),
      ),
    );
    await setPlayerPresence(trx, id, { arrive: input.arrive, leave: input.leave, fromRound: fixed + 1 });
    if (row.status === 'active') await createMatches(trx, ctx, row, pending);
    await refreshFigures(trx, row);
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'updated',
      newValues: {
        action: 'presence',
        arrive: input.arrive,
        leave: input.leave,
        from_round: fixed + 1,
        rounds: remaining,
      },
    });
    announceSession(pending, id, row.status);
  });
  return loadSession(ctx.db, id);
}
