/**
 * Saving a session (issue 31 §1): created with its event (day, times in its zone, venue, named
 * courts, cap, fee, visibility, organiser) and its schedule, or as the evening alone; a draft's
 * schedule made later on the generator page; the event and name edited once saved. Every change
 * is audited in its transaction and announced once committed.
 */
import {
  buildSearchText,
  describeSchedule,
  fullCycleRounds,
  type MatchSession,
  type MatchSessionType,
  type SessionCreateInput,
  type SessionScheduleInput,
  type SessionUpdateInput,
  sessionInstants,
  sessionPlayerProblems,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { fieldError, notFound } from '../../platform/errors';
import { readCourtNames } from './match-sessions.mapper';
import { activeUserExists, courtExists, deleteSessionSchedule } from './match-sessions.plan.repository';
import { loadSession } from './match-sessions.queries';
import {
  findClubName,
  insertSession,
  insertSessionGames,
  insertSessionPlayers,
  listSessionGames,
  lockSessionRow,
  type SessionEventValues,
  updateSession,
} from './match-sessions.repository';
import { checkSchedule, resolveSessionPlayers } from './match-sessions.schedule';
import { announceSession, lockSession, resolveClub } from './match-sessions.service';
import { announceSignups, fillPlaces } from './signups/signups.service';

/** The event's fields of a create or an edit. */
type SessionEventInput = Pick<
  SessionCreateInput,
  | 'date'
  | 'start_time'
  | 'end_time'
  | 'time_zone'
  | 'venue_court_id'
  | 'venue'
  | 'court_names'
  | 'player_cap'
  | 'rating_min'
  | 'rating_max'
  | 'fee'
  | 'currency'
  | 'visibility'
  | 'organiser_id'
  | 'cancel_cutoff_minutes'
>;

/** A schedule's figures for the list: its full cycle, matches and fairness (none without players). */
function scheduleFigures(
  type: MatchSessionType,
  rounds: SessionCreateInput['rounds'],
  playerIds: readonly number[],
  courts: number | null,
  matchDurationMinutes: number,
) {
  const cycle = playerIds.length === 0 ? 0 : fullCycleRounds(type, playerIds.length, courts ?? undefined);
  const figures = describeSchedule(type, rounds, playerIds, { matchDurationMinutes, fullCycleRounds: cycle });
  return {
    values: {
      full_cycle_rounds: cycle,
      rounds_count: rounds.length,
      total_matches: figures.total_matches,
      fairness_score: figures.fairness.score,
      fairness_label: figures.fairness.label,
    },
    fairness: figures.fairness,
  };
}

/** The schedule's games as rows: court n of round r, teams as user ids. */
function gameRows(sessionId: number, rounds: SessionCreateInput['rounds']) {
  return rounds.flatMap((round, index) =>
    round.games.map((game, court) => ({
      session_id: sessionId,
      round: index + 1,
      court: court + 1,
      player1: game.team1[0] as number,
      player2: game.team1[1] ?? null,
      player3: game.team2[0] as number,
      player4: game.team2[1] ?? null,
      match_id: null,
    })),
  );
}

/**
 * The event's columns: the day and times with the instants they name in the session's zone, the
 * venue (a registered court must exist), the courts' names, and the organiser (an active user;
 * blank: the person saving it).
 */
async function eventValues(
  db: Db,
  input: SessionEventInput,
  organiserFallback: number | null,
): Promise<SessionEventValues> {
  if (input.venue_court_id !== null && !(await courtExists(db, input.venue_court_id)))
    throw fieldError('venue_court_id', 'invalid_value');
  if (input.organiser_id !== null && !(await activeUserExists(db, input.organiser_id)))
    throw fieldError('organiser_id', 'invalid_value');
  return {
    date: input.date,
    start_time: input.start_time,
    end_time: input.end_time,
    time_zone: input.time_zone,
    ...sessionInstants(input),
    venue_court_id: input.venue_court_id,
    venue: input.venue,
    court_names: JSON.stringify(input.court_names),
    player_cap: input.player_cap,
    rating_min: input.rating_min,
    rating_max: input.rating_max,
    fee: input.fee,
    currency: input.currency,
    visibility: input.visibility,
    organiser_id: input.organiser_id ?? organiserFallback,
    cancel_cutoff_minutes: input.cancel_cutoff_minutes,
  };
}

export async function createSession(ctx: ServiceContext, input: SessionCreateInput): Promise<MatchSession> {
  const actor = requireActor(ctx);
  const club = await resolveClub(ctx.db, input.club_id);
  const players = await resolveSessionPlayers(ctx.db, input.player_ids, input.match_type);
  checkSchedule(input.match_type, input.rounds, input.player_ids);
  const courts = input.court_names.length > 0 ? input.court_names.length : input.courts;
  const figures = scheduleFigures(
    input.match_type,
    input.rounds,
    players.map((player) => player.id),
    courts,
    input.match_duration_minutes,
  );
  const event = await eventValues(ctx.db, input, actor.id);
  const now = nowIso();
  const id = await runChange(ctx, async (trx, pending) => {
    const id = await insertSession(trx, {
      name: input.name,
      status: 'draft',
      match_type: input.match_type,
      club_id: input.club_id,
      best_of: input.best_of,
      target_points: input.target_points,
      win_by: input.win_by,
      match_duration_minutes: input.match_duration_minutes,
      courts,
      seed: input.seed,
      balance_by_rating: input.balance_by_rating,
      ...figures.values,
      search_text: buildSearchText([input.name, club?.name, input.venue]),
      created_by: actor.id,
      created_at: now,
      updated_at: now,
      started_at: null,
      completed_at: null,
      cancelled_at: null,
      ...event,
    });
    await insertSessionPlayers(trx, id, input.player_ids);
    await insertSessionGames(trx, gameRows(id, input.rounds));
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'created',
      newValues: { ...input, fairness: figures.fairness },
    });
    announceSession(pending, id, 'draft');
    return id;
  });
  return loadSession(ctx.db, id);
}

/**
 * PUT /match-sessions/{id}/schedule: a draft session's players and rounds from the generator page
 * (an evening planned ahead gets its schedule; a draft's schedule is made again). The session's
 * named courts bound the courts a round may use.
 */
export async function setSessionSchedule(
  ctx: ServiceContext,
  id: number,
  input: SessionScheduleInput,
): Promise<MatchSession> {
  await runChange(ctx, async (trx, pending) => {
    const row = await lockSession(ctx, trx, id, 'start');
    const type = row.match_type as MatchSessionType;
    const names = readCourtNames(row.court_names);
    const courts = names.length > 0 ? names.length : input.courts;
    if (names.length > 0 && input.courts !== null && input.courts !== names.length)
      throw fieldError('courts', 'courts_match_names', { count: names.length });
    const [problem] = sessionPlayerProblems(type, input.player_ids);
    if (problem) throw fieldError(problem.path.join('.'), problem.key, problem.values);
    const players = await resolveSessionPlayers(trx, input.player_ids, type);
    checkSchedule(type, input.rounds, input.player_ids);
    const tooWide = input.rounds.findIndex((round) => courts !== null && round.games.length > courts);
    if (tooWide >= 0) throw fieldError(`rounds.${tooWide}.games`, 'array_max', { max: courts ?? 0 });
    const figures = scheduleFigures(
      type,
      input.rounds,
      players.map((player) => player.id),
      courts,
      row.match_duration_minutes,
    );
    await deleteSessionSchedule(trx, id);
    await insertSessionPlayers(trx, id, input.player_ids);
    await insertSessionGames(trx, gameRows(id, input.rounds));
    await updateSession(trx, id, {
      courts,
      seed: input.seed,
      balance_by_rating: input.balance_by_rating,
      ...figures.values,
      updated_at: nowIso(),
    });
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'updated',
      oldValues: { rounds_count: row.rounds_count, total_matches: row.total_matches },
      newValues: { action: 'schedule', ...input, fairness: figures.fairness },
    });
    announceSession(pending, id, row.status);
  });
  return loadSession(ctx.db, id);
}

export async function updateSessionSettings(ctx: ServiceContext, id: number, input: SessionUpdateInput) {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    const row = await lockSessionRow(trx, id, ctx.services.dialect);
    if (!row) throw notFound();
    if (input.visibility === 'members' && row.club_id === null)
      throw fieldError('visibility', 'members_need_club');
    // The schedule numbers its courts: once made, the named courts may be renamed, not counted anew.
    const games = await listSessionGames(trx, id);
    const widest = Math.max(0, ...games.map((game) => game.court));
    if (input.court_names.length > 0 && input.court_names.length < widest)
      throw fieldError('court_names', 'array_min', { min: widest });
    const club = row.club_id === null ? null : await findClubName(trx, row.club_id);
    const event = await eventValues(trx, input, row.organiser_id ?? actor.id);
    await updateSession(trx, id, {
      name: input.name,
      match_duration_minutes: input.match_duration_minutes,
      search_text: buildSearchText([input.name, club?.name, input.venue]),
      ...(input.court_names.length > 0 ? { courts: input.court_names.length } : {}),
      ...event,
      updated_at: nowIso(),
    });
    // A raised cap (or none) gives its new places to the line at once.
    const signups = {
      ctx,
      trx,
      row: { ...row, ...event },
      pending,
      now: nowIso(),
      players: new Set<number>(),
    };
    if ((row.status === 'draft' || row.status === 'active') && (await fillPlaces(signups)).length > 0)
      announceSignups(pending, id, signups.players);
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'updated',
      oldValues: {
        name: row.name,
        match_duration_minutes: row.match_duration_minutes,
        date: row.date,
        start_time: row.start_time,
        end_time: row.end_time,
        venue: row.venue,
        venue_court_id: row.venue_court_id,
        court_names: readCourtNames(row.court_names),
        player_cap: row.player_cap,
        fee: row.fee,
        visibility: row.visibility,
      },
      newValues: input,
    });
    announceSession(pending, id, row.status);
  });
  return loadSession(ctx.db, id);
}
