/**
 * Courts: the venues players book and clubs play at. Rules owned here:
 * - a court's province and ward are official units (after the 2025 reform) and the ward is in
 *   the province; the form's rules are the domain's CourtInputSchema;
 * - archiving is a status that remembers the one before, so restoring puts it back;
 * - the export holds the whole filtered list, with formula-like cells neutralised;
 * - every change is audited in its transaction, and reaches staff watching the list live
 *   (`court.updated` on resource:courts) once it committed: the form, archive and restore, the
 *   import (per row of each committed batch) and a request's approval all write through
 *   insertCourtRecord / updateCourtRecord, which queue the event.
 */
import {
  COURT_STATUS_LABELS,
  COURT_STATUSES,
  type Court,
  type CourtExportQuery,
  type CourtFilters,
  type CourtInput,
  type CourtListQuery,
  type CourtStats,
  EXPORT_ROW_LIMIT,
  resourceRoom,
  type SortSpec,
  SURFACE_LABELS,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { finishKeysetPage, walkKeyset } from '../../db/keyset';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { listPageMeta, listWindow, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { formatExportDateTime, streamTable, type TableDownload } from '../../platform/spreadsheet';
import { toCourt, toCourtDataValues, toSortField } from './courts.mapper';
import {
  type CourtSortField,
  countCourts,
  countPendingCourtRequests,
  findCourtRow,
  getCourtCounts,
  insertCourt,
  listCourtPage,
  updateCourtRow,
} from './courts.repository';

export async function loadCourt(db: Db, id: number): Promise<Court> {
  const row = await findCourtRow(db, id);
  if (!row) throw notFound();
  return toCourt(row);
}

function courtFilterKey(filters: CourtFilters): string {
  const { search, status, province_code, ward_code, surface_type, amenity, facility, is_active } = filters;
  return JSON.stringify([
    search,
    status,
    province_code,
    ward_code,
    surface_type,
    amenity,
    facility,
    is_active,
  ]);
}

export async function listCourts(ctx: ServiceContext, query: CourtListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, rows] = await Promise.all([
    // A filtered count may read many rows: kept a few seconds, cleared by this instance's writes.
    ctx.services.counts.get('courts', courtFilterKey(query), () => countCourts(ctx.db, query)),
    listCourtPage(ctx.db, query, toSortField(query.sort), window),
  ]);
  const page = finishKeysetPage(rows, window);
  return {
    data: page.rows.map(toCourt),
    meta: listPageMeta(window, total, page.rows.length, page.nextCursor),
  };
}

export const getCourt = (ctx: ServiceContext, id: number) => loadCourt(ctx.db, id);

export async function getCourtStats(ctx: ServiceContext): Promise<CourtStats> {
  const [{ byStatus, totalCourts, provinces }, pending] = await Promise.all([
    getCourtCounts(ctx.db),
    countPendingCourtRequests(ctx.db),
  ]);
  const counts = Object.fromEntries(COURT_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]));
  return {
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    by_status: counts,
    total_courts: totalCourts,
    provinces,
    pending_requests: Number(pending.count),
  };
}

/** Tells staff watching the courts (published by the caller after its commit). */
export function announceCourt(pending: PendingEvents, id: number): void {
  pending.add(resourceRoom('courts'), { type: 'court.updated', id, data: { id } });
}

/**
 * Inserts a court inside the caller's transaction, audits it and queues its event; used by the
 * form, the import and request approval.
 */
export async function insertCourtRecord(
  db: Db,
  ctx: ServiceContext,
  pending: PendingEvents,
  input: CourtInput,
  extra: { createdBy: number | null },
): Promise<number> {
  const now = nowIso();
  const id = await insertCourt(db, {
    ...toCourtDataValues(input),
    status: input.status,
    status_before_archive: null,
    is_active: input.is_active,
    sort_order: input.sort_order,
    created_by: extra.createdBy,
    created_at: now,
    updated_at: now,
  });
  await recordAudit(db, ctx, {
    model: 'court',
    recordId: id,
    event: 'created',
    newValues: await loadCourt(db, id),
  });
  ctx.services.counts.invalidate('courts');
  announceCourt(pending, id);
  return id;
}

/** Replaces a court's fields inside the caller's transaction, audits the change and queues its event. */
export async function updateCourtRecord(
  db: Db,
  ctx: ServiceContext,
  pending: PendingEvents,
  id: number,
  input: CourtInput,
): Promise<void> {
  const before = await loadCourt(db, id);
  await updateCourtRow(db, id, {
    ...toCourtDataValues(input),
    status: input.status,
    is_active: input.is_active,
    sort_order: input.sort_order,
    updated_at: nowIso(),
  });
  await recordAudit(db, ctx, {
    model: 'court',
    recordId: id,
    event: 'updated',
    oldValues: before,
    newValues: await loadCourt(db, id),
  });
  ctx.services.counts.invalidate('courts');
  announceCourt(pending, id);
}

export async function createCourt(ctx: ServiceContext, input: CourtInput): Promise<Court> {
  const actor = requireActor(ctx);
  const id = await runChange(ctx, (trx, pending) =>
    insertCourtRecord(trx, ctx, pending, input, { createdBy: actor.id }),
  );
  return loadCourt(ctx.db, id);
}

export async function updateCourt(ctx: ServiceContext, id: number, input: CourtInput): Promise<Court> {
  await runChange(ctx, (trx, pending) => updateCourtRecord(trx, ctx, pending, id, input));
  return loadCourt(ctx.db, id);
}

/** Archive (restorable) or restore to the status it had. */
export async function setCourtArchived(ctx: ServiceContext, id: number, archived: boolean): Promise<Court> {
  await runChange(ctx, async (trx, pending) => {
    const before = await loadCourt(trx, id);
    const row = await findCourtRow(trx, id);
    if (!row) throw notFound();
    if (archived === (row.status === 'archived')) throw new AppError('conflict');
    await updateCourtRow(trx, id, {
      status: archived ? 'archived' : (row.status_before_archive ?? 'inactive'),
      status_before_archive: archived ? row.status : null,
      updated_at: nowIso(),
    });
    await recordAudit(trx, ctx, {
      model: 'court',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: await loadCourt(trx, id),
    });
    announceCourt(pending, id);
  });
  ctx.services.counts.invalidate('courts');
  return loadCourt(ctx.db, id);
}

async function* iterateCourts(db: Db, filters: CourtFilters, sort: SortSpec<CourtSortField>) {
  const batches = walkKeyset((start) => listCourtPage(db, filters, sort, start), 1_000, EXPORT_ROW_LIMIT);
  for await (const rows of batches) yield rows.map(toCourt);
}

export function exportCourts(ctx: ServiceContext, query: CourtExportQuery): TableDownload {
  const t = ctx.t;
  const name = (place: { name: string; name_en: string }) =>
    ctx.locale === 'vi' ? place.name : place.name_en;
  const label = (key: string | undefined) => (key ? t(key) : null);
  return streamTable<Court>(
    query.format,
    'courts',
    [
      { header: 'ID', width: 8, value: (court) => court.id },
      { header: t('courts:fields.name'), width: 32, value: (court) => court.name },
      { header: t('courts:fields.province'), width: 24, value: (court) => name(court.province) },
      { header: t('courts:fields.ward'), width: 24, value: (court) => name(court.ward) },
      { header: t('courts:fields.address_detail'), width: 32, value: (court) => court.address_detail },
      { header: t('courts:fields.owner_name'), width: 24, value: (court) => court.owner_name },
      { header: t('courts:fields.owner_phone'), width: 16, value: (court) => court.owner_phone },
      { header: t('courts:fields.owner_email'), width: 28, value: (court) => court.owner_email },
      { header: t('courts:fields.number_of_courts'), width: 10, value: (court) => court.number_of_courts },
      { header: t('courts:fields.price_per_hour'), width: 12, value: (court) => court.price_per_hour },
      {
        header: t('courts:fields.surface_type'),
        width: 16,
        value: (court) => (court.surface_type ? label(SURFACE_LABELS[court.surface_type]) : null),
      },
      {
        header: t('courts:fields.status'),
        width: 12,
        value: (court) => label(COURT_STATUS_LABELS[court.status]),
      },
      { header: t('courts:fields.website'), width: 28, value: (court) => court.website },
      {
        header: t('courts:fields.created_at'),
        width: 22,
        value: (court) => formatExportDateTime(court.created_at, ctx.locale, query.tz),
      },
    ],
    iterateCourts(ctx.db, query, toSortField(query.sort)),
  );
}
