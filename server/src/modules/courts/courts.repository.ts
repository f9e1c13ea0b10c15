import { type CourtFilters, foldForSearch, type SortSpec } from '@pickleball/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey, type WithCursorValue } from '../../db/keyset';
import { type PageSearchPlan, pageSearchCondition, pageSearchPlan } from '../../db/search';
import type { CourtsTable } from './courts.table';

export type CourtRow = Omit<CourtsTable, 'id' | 'search_text' | 'name_key' | 'sort_name'> & { id: number };
export type CourtValues = Omit<CourtsTable, 'id'>;
export type CourtSortField = 'name' | 'created_at' | 'sort_order' | 'number_of_courts' | 'price_cents' | 'id';

const COURT_COLUMNS = [
  'courts.id',
  'courts.name',
  'courts.location',
  'courts.province_code',
  'courts.ward_code',
  'courts.address_detail',
  'courts.owner_name',
  'courts.owner_email',
  'courts.owner_phone',
  'courts.number_of_courts',
  'courts.schedule',
  'courts.price_cents',
  'courts.description',
  'courts.status',
  'courts.status_before_archive',
  'courts.is_active',
  'courts.sort_order',
  'courts.website',
  'courts.social_media',
  'courts.operating_hours',
  'courts.facilities',
  'courts.amenities',
  'courts.surface_type',
  'courts.parking',
  'courts.equipment_rental',
  'courts.coaching',
  'courts.special_notes',
  'courts.contact_person',
  'courts.emergency_contact',
  'courts.created_by',
  'courts.created_at',
  'courts.updated_at',
] as const;

export async function insertCourt(db: Db, values: CourtValues): Promise<number> {
  const { id } = await db.insertInto('courts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCourtRow(db: Db, id: number, values: Partial<CourtValues>): Promise<void> {
  await db.updateTable('courts').set(values).where('id', '=', id).execute();
}

export async function findCourtRow(db: Db, id: number): Promise<CourtRow | undefined> {
  return db.selectFrom('courts').select(COURT_COLUMNS).where('courts.id', '=', id).executeTakeFirst();
}

type CourtsQuery = SelectQueryBuilder<Database, 'courts', object>;

/** A JSON text list (facilities, amenities) holds this value. */
const jsonListHas = (column: 'courts.facilities' | 'courts.amenities', value: string) =>
  containsText(sql.ref(column), `"${value}"`);

/** `plan`: how a page searches (db/search.ts pageSearchPlan); a count uses the index. */
function applyCourtFilters(
  db: Db,
  query: CourtsQuery,
  filters: CourtFilters,
  plan: PageSearchPlan = 'index',
): CourtsQuery {
  let q = query;
  if (filters.search) q = q.where(pageSearchCondition(db, 'courts', foldForSearch(filters.search), plan));
  if (filters.status) q = q.where('courts.status', '=', filters.status);
  if (filters.province_code) q = q.where('courts.province_code', '=', filters.province_code);
  if (filters.ward_code) q = q.where('courts.ward_code', '=', filters.ward_code);
  if (filters.surface_type) q = q.where('courts.surface_type', '=', filters.surface_type);
  if (filters.amenity) q = q.where(jsonListHas('courts.amenities', filters.amenity));
  if (filters.facility) q = q.where(jsonListHas('courts.facilities', filters.facility));
  if (filters.is_active !== undefined) q = q.where('courts.is_active', '=', filters.is_active);
  return q;
}

export function countCourts(db: Db, filters: CourtFilters): Promise<Total> {
  return countRows(db, applyCourtFilters(db, db.selectFrom('courts'), filters));
}

/** A name sorts by its Vietnamese sort key; every sort ends on id (see db/keyset.ts). */
function courtSortKey(sort: SortSpec<CourtSortField>): SortKey {
  const column = sort.field === 'name' ? 'sort_name' : sort.field;
  return {
    column: `courts.${column}`,
    id: 'courts.id',
    direction: sort.direction,
    nullable: column === 'price_cents',
  };
}

/** One page of courts and one row more (see db/keyset.ts), by offset or after a cursor. */
export async function listCourtPage(
  db: Db,
  filters: CourtFilters,
  sort: SortSpec<CourtSortField>,
  start: PageStart,
): Promise<WithCursorValue<CourtRow>[]> {
  const plan = filters.search ? await pageSearchPlan(db, 'courts', foldForSearch(filters.search)) : 'index';
  const query = applyCourtFilters(db, db.selectFrom('courts'), filters, plan).select(COURT_COLUMNS);
  return keysetPage(query, courtSortKey(sort), start).execute();
}

export async function getCourtCounts(db: Db) {
  const rows = await db
    .selectFrom('courts')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('number_of_courts').as('courts'),
    ])
    .groupBy('status')
    .execute();
  const provinces = await db
    .selectFrom('courts')
    .select((eb) => eb.fn.count<number>('province_code').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return {
    byStatus: new Map(rows.map((row) => [row.status, Number(row.count)])),
    totalCourts: rows.reduce((sum, row) => sum + Number(row.courts ?? 0), 0),
    provinces: Number(provinces.count),
  };
}

/** The number of court requests waiting for review (as `count`). */
export function countPendingCourtRequests(db: Db) {
  return db
    .selectFrom('court_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}

/**
 * Courts a new one would duplicate: the same folded name in the same ward, or the same owner
 * phone with the same name (SPEC's import rule), for many candidates in one query.
 */
export async function findDuplicateCourts(
  db: Db,
  candidates: readonly { nameKey: string; wardCode: string; ownerPhone: string }[],
): Promise<{ id: number; name_key: string; ward_code: string; owner_phone: string }[]> {
  if (candidates.length === 0) return [];
  const keys = [...new Set(candidates.map((candidate) => candidate.nameKey))];
  return db
    .selectFrom('courts')
    .select(['id', 'name_key', 'ward_code', 'owner_phone'])
    .where('name_key', 'in', keys)
    .execute();
}
