/**
 * The audit trail: read-only through the API. Records are written by every other module with
 * recordAudit(), in the transaction of the change they describe.
 */
import {
  AUDIT_EVENTS,
  AUDIT_USER_SEARCH_LIMIT,
  type AuditEvent,
  type AuditListQuery,
  type AuditRecord,
  type AuditUserOption,
  type AuditUserQuery,
  foldForSearch,
} from '@pickleball/domain';
import { countRows } from '../../db/count';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dialect';
import { keysetPage, type SortKey, walkKeyset } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { resolveRecordLabels } from './audit.labels';

function baseQuery(db: Db) {
  return db.selectFrom('audit_logs').leftJoin('users', 'users.id', 'audit_logs.user_id');
}

function filtered(db: Db, query: AuditListQuery) {
  let q = baseQuery(db);
  if (query.model) q = q.where('audit_logs.model', '=', query.model);
  if (query.event) q = q.where('audit_logs.event', '=', query.event);
  if (query.user_id) q = q.where('audit_logs.user_id', '=', query.user_id);
  if (query.record_id) q = q.where('audit_logs.record_id', '=', query.record_id);
  if (query.from) q = q.where('audit_logs.created_at', '>=', new Date(query.from).toISOString());
  if (query.to) {
    const to = /^\d{4}-\d{2}-\d{2}$/.test(query.to) ? `${query.to}T23:59:59.999Z` : query.to;
    q = q.where('audit_logs.created_at', '<=', new Date(to).toISOString());
  }
  if (query.search) {
    const term = query.search.toLowerCase();
    q = q.where((eb) =>
      eb.or([eb('audit_logs.model', '=', term), eb('audit_logs.record_id', '=', query.search as string)]),
    );
  }
  return q;
}

const COLUMNS = [
  'audit_logs.id',
  'audit_logs.model',
  'audit_logs.record_id',
  'audit_logs.event',
  'audit_logs.user_id',
  'audit_logs.old_values',
  'audit_logs.new_values',
  'audit_logs.ip_address',
  'audit_logs.url',
  'audit_logs.user_agent',
  'audit_logs.created_at',
  'users.name as user_name',
  'users.username as user_username',
] as const;

type AuditRow = {
  id: number;
  model: string;
  record_id: string | null;
  event: string;
  user_id: number | null;
  old_values: string | null;
  new_values: string | null;
  ip_address: string | null;
  url: string | null;
  user_agent: string | null;
  created_at: string;
  user_name: string | null;
  user_username: string | null;
};

function parseJson(value: string | null): Record<string, unknown> | null {
  return value ? (JSON.parse(value) as Record<string, unknown>) : null;
}

function toAuditRecord(row: AuditRow): Omit<AuditRecord, 'record_label'> {
  return {
    id: row.id,
    model: row.model,
    record_id: row.record_id,
    event: row.event as AuditEvent,
    user:
      row.user_id !== null && row.user_name !== null
        ? { id: row.user_id, name: row.user_name, username: row.user_username ?? '' }
        : null,
    old_values: parseJson(row.old_values),
    new_values: parseJson(row.new_values),
    ip_address: row.ip_address,
    url: row.url,
    user_agent: row.user_agent,
    created_at: toIso(row.created_at),
  };
}

export async function listAuditRecords(ctx: ServiceContext, query: AuditListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const key: SortKey = {
    column: `audit_logs.${query.sort.field}`,
    id: 'audit_logs.id',
    direction: query.sort.direction,
  };
  const [total, found] = await Promise.all([
    countRows(ctx.db, filtered(ctx.db, query)),
    keysetPage(filtered(ctx.db, query).select(COLUMNS), key, window).execute(),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: await withRecordLabels(ctx.db, rows.map(toAuditRecord)), meta };
}

export async function getAuditRecord(ctx: ServiceContext, id: number): Promise<AuditRecord> {
  const row = await baseQuery(ctx.db).select(COLUMNS).where('audit_logs.id', '=', id).executeTakeFirst();
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
  const query = { ...filters, sort: { field: 'id', direction: 'desc' } } as AuditListQuery;
  const key: SortKey = { column: 'audit_logs.id', id: 'audit_logs.id', direction: 'desc' };
  const pages = walkKeyset(
    (start) => keysetPage(filtered(ctx.db, query).select(COLUMNS), key, start).execute(),
    500,
    maxRows,
  );
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
  let q = ctx.db.selectFrom('users').select(['id', 'name', 'username']);
  if (query.id) q = q.where('id', '=', query.id);
  const term = query.search ? foldForSearch(query.search) : '';
  if (term) q = q.where(matchesSearch(ctx.db, 'users', term));
  return q.orderBy('sort_name').orderBy('id').limit(AUDIT_USER_SEARCH_LIMIT).execute();
}

export async function getAuditFilters(ctx: ServiceContext) {
  const models = await ctx.db.selectFrom('audit_logs').select('model').distinct().orderBy('model').execute();
  return { models: models.map((row) => row.model), events: [...AUDIT_EVENTS] };
}
