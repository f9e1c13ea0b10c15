/**
 * Clubs (SPEC §3 "Club"; issue 6 §2). Rules owned here:
 * - the creator becomes the club's owner and first member;
 * - the weekly schedule's slots end after they start and do not overlap on a day (domain);
 * - the location is an existing court; the avatar an uploaded JPG or PNG of at most 2 MB, owned
 *   by the club from then on (replacing it deletes the old one);
 * - every change is audited. Members and join requests are in clubs.members.ts.
 */
import {
  buildSearchText,
  CLUB_STATUSES,
  type Club,
  type ClubInput,
  type ClubListQuery,
  vietnameseSortKey,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { fieldError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { findCourtRow } from '../courts/courts.repository';
import { claimFile, releaseOwnerFiles, removeStoredFiles } from '../files/files.service';
import { toClub } from './clubs.mapper';
import {
  countClubs,
  findClubRow,
  getClubCounts,
  insertClub,
  insertClubMember,
  listClubPage,
  updateClub,
} from './clubs.repository';

export async function loadClub(db: Db, id: number): Promise<Club> {
  const row = await findClubRow(db, id);
  if (!row) throw notFound();
  return toClub(row);
}

export async function listClubs(ctx: ServiceContext, query: ClubListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([countClubs(ctx.db, query), listClubPage(ctx.db, query, window)]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: rows.map(toClub), meta };
}

export const getClub = (ctx: ServiceContext, id: number) => loadClub(ctx.db, id);

export async function getClubStats(ctx: ServiceContext) {
  const { byStatus, members, pendingRequests } = await getClubCounts(ctx.db);
  const counts = Object.fromEntries(CLUB_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]));
  return {
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    by_status: counts,
    members,
    pending_requests: pendingRequests,
  };
}

async function clubValues(db: Db, input: ClubInput) {
  let courtName: string | null = null;
  if (input.court_id !== null) {
    const court = await findCourtRow(db, input.court_id);
    if (!court) throw fieldError('court_id', 'invalid_value');
    courtName = court.name;
  }
  return {
    name: input.name,
    description: input.description,
    schedule: JSON.stringify(input.schedule),
    court_id: input.court_id,
    is_active: input.is_active,
    status: input.status,
    sort_name: vietnameseSortKey(input.name),
    search_text: buildSearchText([input.name, courtName]),
  };
}

export async function createClub(ctx: ServiceContext, input: ClubInput): Promise<Club> {
  const actor = requireActor(ctx);
  const now = nowIso();
  const id = await runChange(ctx, async (trx) => {
    const id = await insertClub(trx, {
      ...(await clubValues(trx, input)),
      owner_id: actor.id,
      member_count: 1,
      avatar_file_id: null,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
    await insertClubMember(trx, { club_id: id, user_id: actor.id, role: 'owner', joined_at: now });
    if (input.avatar) {
      const fileId = await claimFile(trx, ctx, input.avatar, 'club_avatar', { type: 'club', id });
      await updateClub(trx, id, { avatar_file_id: fileId });
    }
    await recordAudit(trx, ctx, {
      model: 'club',
      recordId: id,
      event: 'created',
      newValues: await loadClub(trx, id),
    });
    return id;
  });
  return loadClub(ctx.db, id);
}

export async function updateClubDetails(ctx: ServiceContext, id: number, input: ClubInput): Promise<Club> {
  const removed = await runChange(ctx, async (trx) => {
    const before = await loadClub(trx, id);
    const fileId = input.avatar
      ? await claimFile(trx, ctx, input.avatar, 'club_avatar', { type: 'club', id })
      : null;
    await updateClub(trx, id, {
      ...(await clubValues(trx, input)),
      avatar_file_id: fileId,
      updated_at: nowIso(),
    });
    const released = await releaseOwnerFiles(trx, { type: 'club', id }, fileId);
    await recordAudit(trx, ctx, {
      model: 'club',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: await loadClub(trx, id),
    });
    return released;
  });
  await removeStoredFiles(ctx, removed);
  return loadClub(ctx.db, id);
}
