/**
 * The names the audit trail shows for the records it mentions: `match #6` reads as its event, a user
 * as their name. Resolved when a page of the trail is read, with one query per model on the page (the
 * ids of that model together), so a page of 100 records costs a handful of queries. A record deleted
 * since keeps the name its last values carried (`name`, `display_name`, `event`).
 */
import type { Db } from '../../db/database';
import {
  listClubJoinRequestNames,
  listClubNames,
  listCourtNames,
  listCourtRequestNames,
  listMatchEvents,
  listPermissionNames,
  listRankPointNames,
  listRoleNames,
  listUserNames,
} from './audit.repository';

/** The ids of one model's records on the page → their names. */
type LabelResolver = (db: Db, ids: number[]) => Promise<Map<number, string>>;

const byUser: LabelResolver = async (db, ids) => {
  const rows = await listUserNames(db, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
};

const byClub: LabelResolver = async (db, ids) => {
  const rows = await listClubNames(db, ids);
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** The court's name an applicant entered, read from the request's data (JSON text). */
function courtNameOf(data: string): string | null {
  try {
    const name = (JSON.parse(data) as { name?: unknown }).name;
    return typeof name === 'string' && name.trim() !== '' ? name : null;
  } catch {
    return null;
  }
}

/** Every model the trail records, by the name services write (`recordAudit({ model })`). */
const RESOLVERS: Record<string, LabelResolver> = {
  user: byUser,
  // A profile, a DUPR connection: recorded under their user's id.
  profile: byUser,
  dupr_connection: byUser,
  role: async (db, ids) => {
    const rows = await listRoleNames(db, ids);
    return new Map(rows.map((row) => [row.id, row.display_name]));
  },
  permission: async (db, ids) => {
    const rows = await listPermissionNames(db, ids);
    return new Map(rows.map((row) => [row.id, row.display_name]));
  },
  court: async (db, ids) => {
    const rows = await listCourtNames(db, ids);
    return new Map(rows.map((row) => [row.id, row.name]));
  },
  club: byClub,
  // A change of a club's members is recorded under the club's id.
  club_member: byClub,
  club_join_request: async (db, ids) => {
    const rows = await listClubJoinRequestNames(db, ids);
    return new Map(rows.map((row) => [row.id, `${row.user_name} → ${row.club_name}`]));
  },
  court_request: async (db, ids) => {
    const rows = await listCourtRequestNames(db, ids);
    return new Map(
      rows.map((row) => {
        const name = courtNameOf(row.data) ?? row.applicant_name;
        return [row.id, row.reference ? `${row.reference} · ${name}` : name];
      }),
    );
  },
  match: async (db, ids) => {
    const rows = await listMatchEvents(db, ids);
    return new Map(rows.map((row) => [row.id, row.event]));
  },
  // A rating is its player's.
  rank_point: async (db, ids) => {
    const rows = await listRankPointNames(db, ids);
    return new Map(rows.map((row) => [row.id, row.name]));
  },
};

/** What a page row needs: its model, its record's id, and its values for a deleted record's name. */
export interface LabelledRow {
  model: string;
  record_id: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

const NAME_FIELDS = ['display_name', 'name', 'event', 'reference'] as const;

/** The name a record's own values carry, for one that no longer exists. */
function nameFromValues(row: LabelledRow): string | null {
  for (const values of [row.old_values, row.new_values])
    for (const field of NAME_FIELDS) {
      const value = values?.[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  return null;
}

const recordKey = (model: string, id: number) => `${model}:${id}`;

/** The record labels of a page of the trail, in its order: one query per model present. */
export async function resolveRecordLabels(db: Db, rows: readonly LabelledRow[]): Promise<(string | null)[]> {
  const idsByModel = new Map<string, Set<number>>();
  for (const row of rows) {
    const id = Number(row.record_id);
    if (!RESOLVERS[row.model] || !Number.isSafeInteger(id) || id <= 0) continue;
    const ids = idsByModel.get(row.model) ?? new Set<number>();
    ids.add(id);
    idsByModel.set(row.model, ids);
  }
  const found = new Map<string, string>();
  await Promise.all(
    [...idsByModel].map(async ([model, ids]) => {
      const names = await (RESOLVERS[model] as LabelResolver)(db, [...ids]);
      for (const [id, name] of names) found.set(recordKey(model, id), name);
    }),
  );
  return rows.map((row) => found.get(recordKey(row.model, Number(row.record_id))) ?? nameFromValues(row));
}
