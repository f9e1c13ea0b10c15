/**
 * Tournaments (SPEC §3 "Tournament"). Rules owned here:
 * - a tournament is created as a draft; its state moves only through the actions of
 *   tournaments.workflow.ts;
 * - money is integer minor units of its currency; a free tournament has no fee;
 * - the type cannot change once entries exist (they were made for it), nor the format, its
 *   options and the match rules once a bracket exists (delete the bracket first);
 * - the registration deadline is followed by a job that closes registration when late entries
 *   are not allowed; editing the deadline queues it again;
 * - archive is a flag and restorable (not while in progress); delete is real, for drafts and
 *   cancelled tournaments without played matches or payments;
 * - every change is audited and announced (tournaments.changes.ts).
 */

import { randomInt } from 'node:crypto';
import {
  dateInZone,
  type PublicTournamentListQuery,
  resourceRoom,
  TOURNAMENT_STATUSES,
  type Tournament,
  type TournamentCalendarItem,
  type TournamentCalendarQuery,
  type TournamentInput,
  type TournamentListQuery,
  type TournamentStats,
  type TournamentStatus,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/jobs';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { drawExists, hasPlayedResult } from './brackets/brackets.repository';
import { fillPlaces } from './registrations/registrations.places';
import { hasActiveEntries, hasPaidEntry } from './registrations/registrations.repository';
import { changeTournament } from './tournaments.changes';
import {
  inputValues,
  loadTournament,
  toCalendarItem,
  toPublicTournament,
  toTournaments,
} from './tournaments.mapper';
import {
  countPublicTournaments,
  countTournamentStats,
  countTournaments,
  courtExists,
  deleteTournamentRow,
  findPublicTournamentRow,
  insertTournament,
  listCalendarRows,
  listPublicTournamentPage,
  listTournamentPage,
  PUBLIC_TOURNAMENT_ORDER,
  type StoredTournament,
  updateTournamentRow,
} from './tournaments.repository';

const TIME_ZONE = 'Asia/Ho_Chi_Minh';

async function requireCourt(db: Db, courtId: number | null): Promise<void> {
  if (courtId === null) return;
  if (!(await courtExists(db, courtId))) throw fieldError('court_id', 'invalid_value');
}

/**
 * Queues the deadline's job when registration is open, the deadline ahead and late entries not
 * allowed. The job checks again when it runs (the deadline or the flag may have changed since).
 */
export async function scheduleDeadlineClose(trx: Db, row: StoredTournament): Promise<void> {
  const deadline = row.registration_deadline;
  if (row.status !== 'registration_open' || deadline === null || toBool(row.allow_late_registration)) return;
  const at = new Date(deadline).toISOString();
  await enqueueJob(
    trx,
    'tournament.registration_deadline',
    { tournament_id: row.id, deadline: at },
    { runAt: new Date(Math.max(Date.parse(at), Date.now())).toISOString() },
  );
}

export async function listTournaments(ctx: ServiceContext, query: TournamentListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countTournaments(ctx.db, query),
    listTournamentPage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: await toTournaments(ctx.db, rows), meta };
}

export const getTournament = (ctx: ServiceContext, id: number) => loadTournament(ctx.db, id);

export async function getTournamentStats(ctx: ServiceContext): Promise<TournamentStats> {
  const now = new Date();
  const counts = await countTournamentStats(ctx.db, dateInZone(now, TIME_ZONE), now.toISOString());
  const byStatus = Object.fromEntries(
    TOURNAMENT_STATUSES.map((status) => [status, counts.byStatus.get(status) ?? 0]),
  ) as Record<TournamentStatus, number>;
  return {
    total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    by_status: byStatus,
    upcoming: counts.upcoming,
    open_for_registration: counts.open,
    entries: counts.entries,
    archived: counts.archived,
  };
}

export async function listCalendar(
  ctx: ServiceContext,
  query: TournamentCalendarQuery,
): Promise<TournamentCalendarItem[]> {
  return (await listCalendarRows(ctx.db, query.from, query.to)).map(toCalendarItem);
}

export async function createTournament(ctx: ServiceContext, input: TournamentInput): Promise<Tournament> {
  const actor = requireActor(ctx);
  await requireCourt(ctx.db, input.court_id);
  const now = nowIso();
  const id = await runChange(ctx, async (trx, pending) => {
    const id = await insertTournament(trx, {
      ...inputValues(input),
      status: 'draft',
      // Any 31-bit integer: the seeded shuffle (mulberry32) takes it as it is.
      random_seed: randomInt(1, 2 ** 31 - 1),
      is_archived: false,
      revision: 1,
      cancel_reason: null,
      created_by: actor.id,
      registration_opened_at: null,
      registration_closed_at: null,
      started_at: null,
      completed_at: null,
      cancelled_at: null,
      archived_at: null,
      created_at: now,
      updated_at: now,
    });
    const created = await loadTournament(trx, id);
    await recordAudit(trx, ctx, { model: 'tournament', recordId: id, event: 'created', newValues: created });
    pending.add(resourceRoom('tournaments'), {
      type: 'tournament.updated',
      id,
      data: { id, status: 'draft', revision: 1, parts: ['details'], slots: [] },
    });
    return id;
  });
  return loadTournament(ctx.db, id);
}

/** Fields a bracket was drawn and its matches made with. */
const DRAW_FIELDS = [
  'format',
  'bronze_match',
  'grand_final_reset',
  'reset_format',
  'pools',
  'advance_per_pool',
  'best_of',
  'target_points',
  'win_by',
  'score_type',
] as const;

export async function updateTournament(
  ctx: ServiceContext,
  id: number,
  input: TournamentInput,
): Promise<Tournament> {
  await requireCourt(ctx.db, input.court_id);
  await changeTournament(ctx, id, async (change) => {
    const { trx, row } = change;
    const values = inputValues(input);
    if (values.type !== row.type && (await hasActiveEntries(trx, id)))
      throw new AppError('tournament.type_locked');
    const drawChanged = DRAW_FIELDS.some((field) => {
      const before = row[field];
      const after = values[field];
      return typeof after === 'boolean' ? toBool(before) !== after : before !== after;
    });
    if (drawChanged && (await drawExists(trx, id))) throw new AppError('tournament.format_locked');
    const before = await loadTournament(trx, id);
    await updateTournamentRow(trx, id, { ...values, updated_at: change.now });
    const after = await loadTournament(trx, id);
    await recordAudit(trx, ctx, {
      model: 'tournament',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: after,
    });
    if (
      values.registration_deadline !==
        (row.registration_deadline && new Date(row.registration_deadline).toISOString()) ||
      values.allow_late_registration !== toBool(row.allow_late_registration)
    )
      await scheduleDeadlineClose(trx, { ...row, ...values });
    change.parts.add('details');
    // A higher cap frees places: the waitlist moves up at once.
    if (values.max_participants !== row.max_participants) {
      change.row = { ...row, ...values };
      await fillPlaces(change);
    }
  });
  return loadTournament(ctx.db, id);
}

export async function setTournamentArchived(
  ctx: ServiceContext,
  id: number,
  archived: boolean,
): Promise<Tournament> {
  await changeTournament(ctx, id, async (change) => {
    const { trx, row } = change;
    if (toBool(row.is_archived) === archived) return;
    if (row.status === 'in_progress') {
      const status = ctx.t(`tournaments:status.${row.status}`);
      throw new AppError('tournament.invalid_transition', { values: { status } });
    }
    await updateTournamentRow(trx, id, {
      is_archived: archived,
      archived_at: archived ? change.now : null,
      updated_at: change.now,
    });
    await recordAudit(trx, ctx, {
      model: 'tournament',
      recordId: id,
      event: 'updated',
      oldValues: { is_archived: !archived },
      newValues: { action: archived ? 'archive' : 'restore', is_archived: archived },
    });
    change.parts.add('details');
  });
  return loadTournament(ctx.db, id);
}

export async function deleteTournament(ctx: ServiceContext, id: number): Promise<void> {
  await runChange(ctx, async (trx, pending) => {
    const before = await loadTournament(trx, id);
    if (before.status !== 'draft' && before.status !== 'cancelled')
      throw new AppError('tournament.not_deletable');
    const played = await hasPlayedResult(trx, id);
    const paid = await hasPaidEntry(trx, id);
    if (played || paid) throw new AppError('tournament.not_deletable');
    // The payments of its entries stay in the payments module (their history), unlinked.
    await deleteTournamentRow(trx, id);
    await recordAudit(trx, ctx, { model: 'tournament', recordId: id, event: 'deleted', oldValues: before });
    pending.add(resourceRoom('tournaments'), { type: 'tournament.deleted', id, data: { id } });
  });
}

// ---- Public ----

export async function listPublicTournaments(ctx: ServiceContext, query: PublicTournamentListQuery) {
  const window = listWindow(query, sortToken(PUBLIC_TOURNAMENT_ORDER));
  const [total, found] = await Promise.all([
    countPublicTournaments(ctx.db, query),
    listPublicTournamentPage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: (await toTournaments(ctx.db, rows)).map(toPublicTournament), meta };
}

export async function getPublicTournament(ctx: ServiceContext, id: number) {
  const row = await findPublicTournamentRow(ctx.db, id);
  if (!row) throw notFound();
  return toPublicTournament(((await toTournaments(ctx.db, [row])) as Tournament[])[0] as Tournament);
}
