/**
 * The audit trail: read-only through the API. Records are written by every other module with
 * recordAudit(), in the transaction of the change they describe.
 */
import {
  AUDIT_EVENTS,
  AUDIT_USER_SEARCH_LIMIT,
  type AuditListQuery,
  type AuditRecord,
  type AuditUserOption,
  type AuditUserQuery,
  foldForSearch,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { resolveRecordLabels } from './audit.labels';
import { toAuditRecord } from './audit.mapper';
import {
  countAuditRecords,
  findAuditRow,
  listAuditModels,
  listAuditPage,
  searchUserOptions,
} from './audit.repository';

export async function listAuditRecords(ctx: ServiceContext, query: AuditListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countAuditRecords(ctx.db, query),
    listAuditPage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: await withRecordLabels(ctx.db, rows.map(toAuditRecord)), meta };
}

export async function getAuditRecord(ctx: ServiceContext, id: number): Promise<AuditRecord> {
  const row = await findAuditRow(ctx.db, id);
  if (!row) throw notFound();
  const [record] = await withRecordLabels(ctx.db, [toAuditRecord(row)]);
  return record as AuditRecord;
}

/** Every record of the filter, newest first, in batches with their names (for the export). */
export async function* walkAuditRecords(
  ctx: ServiceContext,
  filters: Omit<AuditListQuery, 'page' | 'per_page' | 'sort' | 'cursor'>,
  maxRows: number,
): AsyncGenerator<AuditRecord[]> {
  // Sorted by id, newest first: the page's key is audit_logs.id descending.
  const query = { ...filters, sort: { field: 'id', direction: 'desc' } } as AuditListQuery;
  const pages = walkKeyset((start) => listAuditPage(ctx.db, query, start), 500, maxRows);
  for await (const rows of pages) yield await withRecordLabels(ctx.db, rows.map(toAuditRecord));
}

/** The records with the names of what they are about (one query per model on the page). */
async function withRecordLabels(
  db: Db,
  records: Omit<AuditRecord, 'record_label'>[],
): Promise<AuditRecord[]> {
  const labels = await resolveRecordLabels(db, records);
  return records.map((record, index) => ({ ...record, record_label: labels[index] ?? null }));
}

/**
 * The people the trail's user filter offers: a name, username or e-mail typed without diacritics
 * ("nguyen van an" finds "Nguyễn Văn An"), in name order, at most AUDIT_USER_SEARCH_LIMIT. Needs only
 * the audit permission: a viewer of the trail already sees who did what.
 */
export async function searchAuditUsers(
  ctx: ServiceContext,
  query: AuditUserQuery,
): Promise<AuditUserOption[]> {
  const term = query.search ? foldForSearch(query.search) : '';
  return searchUserOptions(ctx.db, query.id, term, AUDIT_USER_SEARCH_LIMIT);
}

export async function getAuditFilters(ctx: ServiceContext) {
  const models = await listAuditModels(ctx.db);
  return { models: models.map((row) => row.model), events: [...AUDIT_EVENTS] };
}
