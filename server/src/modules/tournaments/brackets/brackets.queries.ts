/**
 * Reading the bracket: the draw with who stands where (recomputed by the engine from the stored
 * results, so the view is never behind its own rows), each slot's match and live state, pool
 * standings with their tie-breaks, the champion and the placings; for staff, and names-only for
 * the public page. Also the bracket's matches in order of play and a slot's result history.
 */
import {
  type Bracket,
  type BracketEntrant,
  type BracketSlot,
  computePlacings,
  type LiveStatus,
  type MatchWorkflowStatus,
  type PublicBracket,
  resolveDraw,
  type SeedingMethod,
  type SlotEntrant,
  type SlotHistoryEntry,
  type SlotResult,
  type TournamentFormat,
  type TournamentMatchListQuery,
  type TournamentMatchStatus,
} from '@pickleball/domain';
import type { Db } from '../../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../../db/dialect';
import type { ServiceContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { listGamesOfMatches } from '../../matches/matches.repository';
import { entryName } from '../tournaments.mapper';
import { findPublicTournamentRow } from '../tournaments.repository';
import { resultOfRow, toResultView } from './brackets.mapper';
import {
  findBracketTournament,
  findDraw,
  listCourtNames,
  listHistory,
  listSeededEntrants,
  listSlotMatches,
  listSlotRows,
} from './brackets.repository';

const rating = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 1000) / 1000;

async function loadEntrants(db: Db, tournamentId: number): Promise<Map<number, BracketEntrant>> {
  const rows = await listSeededEntrants(db, tournamentId);
  return new Map(
    rows.map((row) => [
      row.seed as number,
      {
        registration_id: row.id,
        seed: row.seed as number,
        name: entryName(row.player_name, row.partner_name),
        players: [
          { id: row.player_id, name: row.player_name },
          ...(row.partner_id !== null && row.partner_name
            ? [{ id: row.partner_id, name: row.partner_name }]
            : []),
        ],
        dupr_rating: rating(row.dupr_rating),
      },
    ]),
  );
}

async function loadMatches(db: Db, ids: readonly number[]) {
  if (ids.length === 0)
    return { matches: new Map(), games: [] as Awaited<ReturnType<typeof listGamesOfMatches>> };
  const [rows, games] = await Promise.all([listSlotMatches(db, ids), listGamesOfMatches(db, ids)]);
  return { matches: new Map(rows.map((row) => [row.id, row])), games };
}

async function courtNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await listCourtNames(db, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The bracket of a tournament as staff see it; null before one was generated. */
export async function buildBracket(db: Db, tournamentId: number): Promise<Bracket | null> {
  const tournament = await findBracketTournament(db, tournamentId);
  if (!tournament) throw notFound();
  const stored = await findDraw(db, tournamentId);
  if (!stored) return null;
  const { draw } = stored;
  const [rows, entrants] = await Promise.all([
    listSlotRows(db, tournamentId),
    loadEntrants(db, tournamentId),
  ]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const results: Record<string, SlotResult> = {};
  for (const row of rows) {
    const result = resultOfRow(row);
    if (result) results[row.key] = result;
  }
  const progress = resolveDraw(draw, results);
  const { matches, games } = await loadMatches(
    db,
    rows.flatMap((row) => (row.match_id === null ? [] : [row.match_id])),
  );
  const courts = await courtNames(
    db,
    rows.flatMap((row) => (row.court_id === null ? [] : [row.court_id])),
  );
  const entrantOf = (entrant: SlotEntrant) =>
    typeof entrant === 'number' ? (entrants.get(entrant) ?? null) : null;
  const slots: BracketSlot[] = draw.slots.map((slot) => {
    const state = progress.slots[slot.key];
    const row = byKey.get(slot.key);
    const match = row?.match_id ? matches.get(row.match_id) : undefined;
    const courtId = match ? match.court_id : (row?.court_id ?? null);
    const courtName = match ? match.court_name : courtId === null ? null : (courts.get(courtId) ?? null);
    const winner =
      state && typeof state.winner === 'number'
        ? state.entrants[0] === state.winner
          ? ('a' as const)
          : ('b' as const)
        : null;
    return {
      key: slot.key,
      bracket: slot.bracket,
      round: slot.round,
      position: slot.position,
      pool: slot.pool,
      label: slot.label,
      match_format: slot.matchFormat,
      state: state?.state ?? 'waiting',
      sides: [0, 1].map((index) => ({
        source: slot.sides[index as 0 | 1],
        entrant: state ? entrantOf(state.entrants[index as 0 | 1]) : null,
        is_bye: state?.entrants[index as 0 | 1] === 'bye',
      })) as BracketSlot['sides'],
      winner_to: slot.winnerTo,
      loser_to: slot.loserTo,
      played_if: slot.playedIf,
      result: state?.result ? toResultView(state.result) : null,
      winner,
      match_status: (row?.match_status ?? null) as TournamentMatchStatus | null,
      status_reason: row?.status_reason ?? null,
      match: match
        ? {
            id: match.id,
            status: match.status as MatchWorkflowStatus,
            live_status: match.live_status as LiveStatus | null,
            winner_team: match.winner_team === 1 || match.winner_team === 2 ? match.winner_team : null,
            games: games
              .filter((game) => game.match_id === match.id)
              .map((game) => ({ game_number: game.game_number, team1: game.team1, team2: game.team2 })),
          }
        : null,
      court: courtId !== null && courtName ? { id: courtId, name: courtName } : null,
      scheduled_at: match ? toIso(match.played_at) : toIsoOrNull(row?.scheduled_at ?? null),
    };
  });
  const placings = computePlacings(draw, progress);
  return {
    tournament_id: tournamentId,
    format: draw.format as TournamentFormat,
    entrants: draw.entrants,
    bracket_size: draw.bracketSize,
    settings: {
      bronze_match: draw.settings.bronzeMatch,
      grand_final_reset: draw.settings.grandFinalReset,
      reset_format: draw.settings.resetFormat,
      advance_per_pool: draw.settings.advancePerPool,
      seed_placement: draw.settings.seedPlacement?.method ?? 'fixed',
      seed_lot: draw.settings.seedPlacement?.method === 'lot' ? draw.settings.seedPlacement.lot : null,
    },
    seeding_method: stored.seeding_method as SeedingMethod,
    pools: draw.pools.map((_, index) => ({
      pool: index + 1,
      standings: (progress.standings[index] ?? []).flatMap((standing) => {
        const entrant = entrants.get(standing.entrant);
        return entrant
          ? [
              {
                entrant,
                rank: standing.rank,
                played: standing.played,
                won: standing.won,
                lost: standing.lost,
                points_for: standing.pointsFor,
                points_against: standing.pointsAgainst,
                point_differential: standing.pointDifferential,
                decided_by: standing.decidedBy,
              },
            ]
          : [];
      }),
      complete: progress.poolsComplete[index] ?? false,
    })),
    slots,
    complete: progress.complete,
    champion: progress.champion === null ? null : (entrants.get(progress.champion) ?? null),
    placings:
      placings?.flatMap((placing) => {
        const entrant = entrants.get(placing.entrant);
        return entrant ? [{ place: placing.place, medal: placing.medal, entrant }] : [];
      }) ?? null,
    has_results: rows.some((row) => row.result_winner !== null),
    generated_at: toIso(stored.generated_at),
    revision: tournament.revision,
  };
}

export async function loadBracket(ctx: ServiceContext, tournamentId: number): Promise<Bracket> {
  const bracket = await buildBracket(ctx.db, tournamentId);
  if (!bracket) throw new AppError('tournament.no_bracket');
  return bracket;
}

/** The public page's bracket: names only (a player's id is not for everyone). */
export async function loadPublicBracket(ctx: ServiceContext, tournamentId: number): Promise<PublicBracket> {
  if (!(await findPublicTournamentRow(ctx.db, tournamentId))) throw notFound();
  const bracket = await buildBracket(ctx.db, tournamentId);
  if (!bracket) throw notFound();
  const strip = (entrant: BracketEntrant | null) =>
    entrant ? { ...entrant, players: entrant.players.map((player) => ({ name: player.name })) } : null;
  return {
    ...bracket,
    pools: bracket.pools.map((pool) => ({
      ...pool,
      standings: pool.standings.map((standing) => ({
        ...standing,
        entrant: strip(standing.entrant) as NonNullable<ReturnType<typeof strip>>,
      })),
    })),
    slots: bracket.slots.map((slot) => ({
      ...slot,
      sides: [
        { ...slot.sides[0], entrant: strip(slot.sides[0].entrant) },
        { ...slot.sides[1], entrant: strip(slot.sides[1].entrant) },
      ],
    })),
    champion: strip(bracket.champion),
    placings:
      bracket.placings?.map((placing) => ({
        ...placing,
        entrant: strip(placing.entrant) as NonNullable<ReturnType<typeof strip>>,
      })) ?? null,
  };
}

/** The slots that are or were matches (not byes, not waiting), in order of play, by status. */
export async function listTournamentMatches(
  ctx: ServiceContext,
  tournamentId: number,
  query: TournamentMatchListQuery,
): Promise<BracketSlot[]> {
  const bracket = await loadBracket(ctx, tournamentId);
  return bracket.slots.filter(
    (slot) =>
      (slot.state === 'ready' || slot.state === 'done') &&
      (query.status === undefined || slot.match_status === query.status),
  );
}

export async function listSlotHistory(
  ctx: ServiceContext,
  tournamentId: number,
  key: string,
): Promise<SlotHistoryEntry[]> {
  const stored = await findDraw(ctx.db, tournamentId);
  if (!stored?.draw.slots.some((slot) => slot.key === key)) throw notFound();
  const rows = await listHistory(ctx.db, tournamentId, key);
  return rows.map((row) => ({
    id: row.id,
    slot_key: row.slot_key,
    match_id: row.match_id,
    result: toResultView({
      winner: row.winner === 'b' ? 'b' : 'a',
      walkover: toBool(row.walkover),
      games: JSON.parse(row.games) as [number, number][],
    }),
    recorded_at: toIso(row.recorded_at),
    recorded_by:
      row.recorded_by !== null && row.recorder_name ? { id: row.recorded_by, name: row.recorder_name } : null,
    superseded_at: toIsoOrNull(row.superseded_at),
    superseded_reason: row.superseded_reason as SlotHistoryEntry['superseded_reason'],
    note: row.note,
  }));
}
