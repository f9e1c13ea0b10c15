/**
 * Seeding and generating the bracket (issue 14 §4). Rules owned here:
 * - only confirmed entries are drawn, seeded by the tournament's method: dupr_rating (the entry's
 *   rating at registration, best first, unrated last), random (reproducible from the stored
 *   seed), manual (the organiser's order; entries not yet placed follow in registration order);
 * - fewer confirmed entries than the format needs answers 'Insufficient players to generate
 *   bracket'; anything else that stops generation answers 'Failed to generate tournament
 *   bracket' with the reason (registration still open, matches already played, pool settings
 *   that do not fit);
 * - generating again replaces the bracket while nothing was played (its unplayed matches are
 *   voided); once a result is recorded it is refused, as is deleting it;
 * - while the tournament is in progress the new bracket's ready slots get their matches at once.
 */

import { randomInt } from 'node:crypto';
import {
  BRACKET_EDITABLE_STATUSES,
  type Draw,
  type DrawFormat,
  type DrawOptions,
  FIXED_PLACEMENT,
  generateDraw,
  minimumEntrants,
  type ResetFormat,
  type Seeding,
  type SeedingMethod,
  type SeedingUpdateInput,
  type SeedPlacement,
  seedEntrants,
  TOURNAMENT_MAX_PARTICIPANTS,
} from '@pickleball/domain';
import { toBool, toIso } from '../../../db/dialect';
import { recordAudit } from '../../../platform/audit';
import type { ServiceContext } from '../../../platform/context';
import { AppError, fieldError, notFound } from '../../../platform/errors';
import { changeTournament, type TournamentChange } from '../tournaments.changes';
import { entryName } from '../tournaments.mapper';
import type { StoredTournament } from '../tournaments.repository';
import { findStoredTournament, updateTournamentRow } from '../tournaments.repository';
import { voidSlotMatch } from './brackets.matches';
import { advanceBracket, loadBracketState } from './brackets.progress';
import {
  deleteBracketRows,
  findDraw,
  hasStartedMatch,
  insertDraw,
  insertSlot,
  listConfirmedEntries,
  listSlotRows,
  setManualOrder,
  setSeed,
} from './brackets.repository';

/** Why generation stopped (`tournaments-messages:bracket_failure.<reason>`), written out for the catalog check. */
const FAILURES = {
  not_now: 'tournaments-messages:bracket_failure.not_now',
  already_played: 'tournaments-messages:bracket_failure.already_played',
  too_many: 'tournaments-messages:bracket_failure.too_many',
  pool_settings: 'tournaments-messages:bracket_failure.pool_settings',
  engine: 'tournaments-messages:bracket_failure.engine',
} as const;

export function bracketFailed(
  ctx: ServiceContext,
  reason: keyof typeof FAILURES,
  values: Record<string, string | number> = {},
): AppError {
  return new AppError('tournament.bracket_failed', { values: { reason: ctx.t(FAILURES[reason], values) } });
}

/** The engine's options from the tournament's settings (blank pool settings: the engine's defaults). */
export function drawOptions(row: StoredTournament): DrawOptions {
  return {
    bronzeMatch: toBool(row.bronze_match),
    grandFinalReset: toBool(row.grand_final_reset),
    resetFormat: row.reset_format as ResetFormat,
    ...(row.pools === null ? {} : { pools: row.pools }),
    ...(row.advance_per_pool === null ? {} : { advancePerPool: row.advance_per_pool }),
  };
}

/** The confirmed entries in seed order, by the tournament's method. */
async function seededEntries(change: Pick<TournamentChange, 'trx' | 'row'>) {
  const entries = await listConfirmedEntries(change.trx, change.row.id);
  const method = change.row.seeding_method as SeedingMethod;
  // Manual: the organiser's order, then the entries never placed, in registration order.
  const listed =
    method === 'manual'
      ? [...entries].sort(
          (x, y) => (x.manual_order ?? Number.MAX_SAFE_INTEGER) - (y.manual_order ?? Number.MAX_SAFE_INTEGER),
        )
      : entries;
  const order = seedEntrants(
    listed.map((entry) => ({
      id: entry.id,
      rating: entry.dupr_rating === null ? null : Number(entry.dupr_rating),
      registered_at: toIso(entry.registered_at),
    })),
    method,
    { randomSeed: Number(change.row.random_seed) },
  );
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return order.map((id, index) => {
    const entry = byId.get(id) as (typeof entries)[number];
    return {
      registration_id: id,
      seed: index + 1,
      name: entryName(entry.player_name, entry.partner_name),
      dupr_rating: entry.dupr_rating === null ? null : Math.round(Number(entry.dupr_rating) * 1000) / 1000,
      registered_at: toIso(entry.registered_at),
    };
  });
}

async function seedingOf(change: Pick<TournamentChange, 'trx' | 'row'>): Promise<Seeding> {
  const { row } = change;
  return {
    method: row.seeding_method as SeedingMethod,
    random_seed: Number(row.random_seed),
    entries: await seededEntries(change),
    minimum_entrants: minimumEntrants(row.format as DrawFormat, drawOptions(row)),
  };
}

export async function getSeeding(ctx: ServiceContext, tournamentId: number): Promise<Seeding> {
  const row = await findStoredTournament(ctx.db, tournamentId);
  if (!row) throw notFound();
  return seedingOf({ trx: ctx.db, row });
}

function refuseWhenOver(change: TournamentChange): void {
  if (change.row.status === 'completed' || change.row.status === 'cancelled')
    throw bracketFailed(change.ctx, 'not_now');
}

/** The organiser's order (every confirmed entry once): seeding becomes manual. */
export function updateSeeding(
  ctx: ServiceContext,
  tournamentId: number,
  input: SeedingUpdateInput,
): Promise<Seeding> {
  return changeTournament(ctx, tournamentId, async (change) => {
    refuseWhenOver(change);
    const confirmed = new Set(
      (await listConfirmedEntries(change.trx, change.row.id)).map((entry) => entry.id),
    );
    const given = new Set(input.registration_ids);
    if (
      given.size !== input.registration_ids.length ||
      given.size !== confirmed.size ||
      [...given].some((id) => !confirmed.has(id))
    )
      throw fieldError('registration_ids', 'invalid_value');
    for (const [index, id] of input.registration_ids.entries())
      await setManualOrder(change.trx, id, index + 1, change.now);
    await updateTournamentRow(change.trx, change.row.id, { seeding_method: 'manual' });
    change.row = { ...change.row, seeding_method: 'manual' };
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: change.row.id,
      event: 'updated',
      newValues: { action: 'seeding', seeding_method: 'manual', order: input.registration_ids },
    });
    change.parts.add('details');
    return seedingOf(change);
  });
}

/** A new random seed (seeding becomes random): a fresh, reproducible shuffle. */
export function shuffleSeeding(ctx: ServiceContext, tournamentId: number): Promise<Seeding> {
  return changeTournament(ctx, tournamentId, async (change) => {
    refuseWhenOver(change);
    const seed = randomInt(1, 2 ** 31 - 1);
    await updateTournamentRow(change.trx, change.row.id, { seeding_method: 'random', random_seed: seed });
    change.row = { ...change.row, seeding_method: 'random', random_seed: seed };
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: change.row.id,
      event: 'updated',
      newValues: { action: 'shuffle', seeding_method: 'random', random_seed: seed },
    });
    change.parts.add('details');
    return seedingOf(change);
  });
}

/** Whether the current bracket has a result, or a match that was started: it is then kept. */
async function hasPlay(change: TournamentChange): Promise<boolean> {
  const rows = await listSlotRows(change.trx, change.row.id);
  if (rows.some((row) => row.result_winner !== null)) return true;
  const matchIds = rows.flatMap((row) => (row.match_id === null ? [] : [row.match_id]));
  if (matchIds.length === 0) return false;
  return hasStartedMatch(change.trx, matchIds);
}

/** Removes the current bracket (nothing played): its matches voided, its rows and seeds gone. */
async function removeBracket(change: TournamentChange, reason: string): Promise<boolean> {
  const { trx, row } = change;
  const stored = await findDraw(trx, row.id);
  if (!stored) return false;
  for (const slot of await listSlotRows(trx, row.id)) {
    if (slot.match_id !== null) await voidSlotMatch(change, slot.match_id, reason);
    change.slots.add(slot.key);
  }
  await deleteBracketRows(trx, row.id);
  change.parts.add('registrations');
  return true;
}

/** Generates (or regenerates) the bracket from the confirmed entries; see the rules above. */
export async function generateBracketIn(change: TournamentChange, trigger: 'manual' | 'auto'): Promise<Draw> {
  const { trx, row, ctx, now } = change;
  if (!(BRACKET_EDITABLE_STATUSES as readonly string[]).includes(row.status))
    throw bracketFailed(ctx, 'not_now');
  if (await hasPlay(change)) throw bracketFailed(ctx, 'already_played');
  const format = row.format as DrawFormat;
  // A lot is drawn afresh at each generation and recorded with the draw, which it reproduces.
  const seedPlacement: SeedPlacement =
    row.seed_placement === 'lot' ? { method: 'lot', lot: randomInt(1, 2 ** 31 - 1) } : FIXED_PLACEMENT;
  const options = { ...drawOptions(row), seedPlacement };
  const entries = await seededEntries(change);
  const minimum = minimumEntrants(format, options);
  if (entries.length < minimum)
    throw new AppError('tournament.insufficient_players', { values: { count: entries.length, minimum } });
  if (entries.length > TOURNAMENT_MAX_PARTICIPANTS)
    throw bracketFailed(ctx, 'too_many', { max: TOURNAMENT_MAX_PARTICIPANTS });
  let draw: Draw;
  try {
    draw = generateDraw(format, entries.length, options);
  } catch (error) {
    // The engine refuses options that cannot work for this many entries (pools too many or too
    // small, a playoff larger than the pools can send).
    if (error instanceof RangeError)
      throw bracketFailed(ctx, format === 'pool_play' ? 'pool_settings' : 'engine', {
        count: entries.length,
      });
    throw error;
  }
  const replaced = await removeBracket(change, ctx.t('tournaments-messages:void_regenerated'));
  for (const entry of entries) await setSeed(trx, entry.registration_id, entry.seed, now);
  await insertDraw(trx, {
    tournament_id: row.id,
    format,
    entrants: entries.length,
    draw: JSON.stringify(draw),
    seeding_method: row.seeding_method,
    random_seed: Number(row.random_seed),
    generated_by: ctx.actor?.id ?? null,
    generated_at: now,
  });
  for (const [index, slot] of draw.slots.entries())
    await insertSlot(trx, {
      tournament_id: row.id,
      key: slot.key,
      bracket: slot.bracket,
      round: slot.round,
      position: slot.position,
      pool: slot.pool,
      play_order: index,
      state: 'waiting',
      entrant_a: null,
      entrant_b: null,
      result_winner: null,
      result_walkover: false,
      result_games: null,
      result_match_id: null,
      match_id: null,
      match_status: null,
      status_reason: null,
      court_id: null,
      scheduled_at: null,
      updated_at: now,
    });
  const state = await loadBracketState(change);
  if (state) await advanceBracket(change, state);
  for (const slot of draw.slots) change.slots.add(slot.key);
  change.parts.add('registrations');
  await recordAudit(trx, ctx, {
    model: 'tournament',
    recordId: row.id,
    event: 'updated',
    newValues: {
      action: replaced ? 'regenerate_bracket' : 'generate_bracket',
      trigger,
      format,
      entrants: entries.length,
      seeding_method: row.seeding_method,
      seed_placement: seedPlacement.method,
      ...(seedPlacement.method === 'lot' ? { seed_lot: seedPlacement.lot } : {}),
      seeds: entries.map((entry) => entry.registration_id),
    },
  });
  return draw;
}

export function generateBracket(ctx: ServiceContext, tournamentId: number): Promise<void> {
  return changeTournament(ctx, tournamentId, async (change) => {
    await generateBracketIn(change, 'manual');
  });
}

export function deleteBracket(ctx: ServiceContext, tournamentId: number): Promise<void> {
  return changeTournament(ctx, tournamentId, async (change) => {
    if (!(BRACKET_EDITABLE_STATUSES as readonly string[]).includes(change.row.status))
      throw bracketFailed(ctx, 'not_now');
    if (await hasPlay(change)) throw bracketFailed(ctx, 'already_played');
    if (!(await removeBracket(change, ctx.t('tournaments-messages:void_regenerated'))))
      throw new AppError('tournament.no_bracket');
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: tournamentId,
      event: 'updated',
      newValues: { action: 'delete_bracket' },
    });
  });
}
