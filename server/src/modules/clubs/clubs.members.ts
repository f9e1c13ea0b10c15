/**
 * Club members and join requests (issue 6 §3). Rules owned here:
 * - members are managed by the club's owner and admins, or by staff holding club.member.manage;
 *   only the owner (or such staff) transfers ownership, and a club always has exactly one owner,
 *   who cannot be removed or demoted;
 * - a signed-in user asks to join an active club: one pending request per user and club, and
 *   members cannot ask; approving adds the member, rejecting may give a reason;
 * - member_count is recounted in the transaction of every change, with the club row locked, so
 *   it stays exact under concurrent changes;
 * - every change is audited, and staff looking at the club see it live (resource:clubs).
 */
import {
  type ClubMember,
  type ClubRole,
  hasPermission,
  type JoinRequest,
  type JoinRequestStatus,
  resourceRoom,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { listWindow, pageOf } from '../../platform/list-page';
import { toJoinRequest } from './clubs.mapper';
import {
  answerJoinRequest,
  approvePendingRequest,
  countJoinRequests,
  countMembers,
  deleteMember,
  demoteOwner,
  findJoinRequest,
  findMembership,
  findNonMembers,
  findPendingRequest,
  findUserState,
  insertClubMember,
  insertJoinRequest,
  type JoinRequestRow,
  listJoinRequests,
  listMembers,
  lockClub,
  recountMembers,
  setMemberRole,
  updateClub,
} from './clubs.repository';

type Lock = NonNullable<Awaited<ReturnType<typeof lockClub>>>;

/**
 * A member change: the club locked, the actor's right checked (`owner`: the owner or staff only),
 * the change, member_count recounted, audited, and staff told after commit.
 */
async function changeMembers<T>(
  ctx: ServiceContext,
  clubId: number,
  who: 'manager' | 'owner',
  change: (trx: Db, club: Lock, actorId: number) => Promise<T>,
): Promise<T> {
  const actor = requireActor(ctx);
  const { result, count } = await runChange(ctx, async (trx) => {
    const club = await lockClub(trx, clubId, ctx.services.dialect);
    if (!club) throw notFound();
    if (!hasPermission(actor, 'club.member.manage')) {
      const role = (await findMembership(trx, clubId, actor.id))?.role;
      const allowed = who === 'owner' ? role === 'owner' : role === 'owner' || role === 'admin';
      if (!allowed) throw new AppError('club.not_manager');
    }
    const result = await change(trx, club, actor.id);
    return { result, count: await recountMembers(trx, clubId) };
  });
  ctx.services.realtime.publish(resourceRoom('clubs'), {
    type: 'club.members_changed',
    id: clubId,
    data: { club_id: clubId, member_count: count },
  });
  return result;
}

function audit(
  ctx: ServiceContext,
  db: Db,
  clubId: number,
  newValues: Record<string, unknown>,
  oldValues?: Record<string, unknown>,
) {
  return recordAudit(db, ctx, {
    model: 'club_member',
    recordId: clubId,
    event: 'updated',
    newValues,
    ...(oldValues ? { oldValues } : {}),
  });
}

/** Members can be read by staff who see clubs, and by the club's own members. */
async function requireReader(ctx: ServiceContext, clubId: number) {
  const actor = requireActor(ctx);
  if (hasPermission(actor, 'club.view')) return;
  if (!(await findMembership(ctx.db, clubId, actor.id))) throw new AppError('forbidden');
}

export async function listClubMembers(
  ctx: ServiceContext,
  clubId: number,
  query: { page: number; per_page: number; cursor?: string },
) {
  await requireReader(ctx, clubId);
  const window = listWindow(query, 'role');
  const [total, found] = await Promise.all([
    countMembers(ctx.db, clubId),
    listMembers(ctx.db, clubId, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const data: ClubMember[] = rows.map((row) => ({
    user: { id: row.id, name: row.name, username: row.username },
    role: row.role as ClubRole,
    joined_at: toIso(row.joined_at),
  }));
  return { data, meta };
}

async function insertMember(trx: Db, clubId: number, userId: number, role: ClubRole) {
  if (await findMembership(trx, clubId, userId)) throw new AppError('club.already_member');
  await insertClubMember(trx, { club_id: clubId, user_id: userId, role, joined_at: nowIso() });
}

export function addClubMember(ctx: ServiceContext, clubId: number, userId: number, role: 'admin' | 'member') {
  return changeMembers(ctx, clubId, 'manager', async (trx, _club, actorId) => {
    const user = await findUserState(trx, userId);
    if (!user) throw fieldError('user_id', 'member_required');
    await insertMember(trx, clubId, userId, role);
    // Their pending request, if any, is answered by this.
    await approvePendingRequest(trx, clubId, userId, actorId, nowIso());
    await audit(ctx, trx, clubId, { action: 'add_member', user_id: userId, role });
  });
}

export function changeClubMemberRole(
  ctx: ServiceContext,
  clubId: number,
  userId: number,
  role: 'admin' | 'member',
) {
  return changeMembers(ctx, clubId, 'manager', async (trx) => {
    const membership = await findMembership(trx, clubId, userId);
    if (!membership) throw notFound();
    if (membership.role === 'owner') throw new AppError('club.owner_protected');
    await setMemberRole(trx, clubId, userId, role);
    await audit(
      ctx,
      trx,
      clubId,
      { action: 'change_role', user_id: userId, role },
      { role: membership.role },
    );
  });
}

export function removeClubMember(ctx: ServiceContext, clubId: number, userId: number) {
  return changeMembers(ctx, clubId, 'manager', async (trx) => {
    const membership = await findMembership(trx, clubId, userId);
    if (!membership) throw notFound();
    if (membership.role === 'owner') throw new AppError('club.owner_protected');
    await deleteMember(trx, clubId, userId);
    await audit(ctx, trx, clubId, { action: 'remove_member', user_id: userId }, { role: membership.role });
  });
}

/** The new owner must be a member; the old owner stays on as an admin. */
export function transferClubOwnership(ctx: ServiceContext, clubId: number, userId: number) {
  return changeMembers(ctx, clubId, 'owner', async (trx, club) => {
    const membership = await findMembership(trx, clubId, userId);
    if (!membership) throw notFound();
    if (membership.role === 'owner') return;
    await demoteOwner(trx, clubId);
    await setMemberRole(trx, clubId, userId, 'owner');
    await updateClub(trx, clubId, { owner_id: userId, updated_at: nowIso() });
    await audit(
      ctx,
      trx,
      clubId,
      { action: 'transfer_ownership', owner_id: userId },
      { owner_id: club.owner_id },
    );
  });
}

export async function listClubJoinRequests(
  ctx: ServiceContext,
  clubId: number,
  query: { page: number; per_page: number; cursor?: string; status?: JoinRequestStatus },
) {
  // Reading requests is managing members: the same right.
  await changeMembersRight(ctx, clubId);
  const window = listWindow(query, '-requested_at');
  const [total, found] = await Promise.all([
    countJoinRequests(ctx.db, clubId, query.status),
    listJoinRequests(ctx.db, clubId, query.status, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: rows.map(toJoinRequest), meta };
}

async function changeMembersRight(ctx: ServiceContext, clubId: number) {
  const actor = requireActor(ctx);
  if (hasPermission(actor, 'club.member.manage')) return;
  const role = (await findMembership(ctx.db, clubId, actor.id))?.role;
  if (role !== 'owner' && role !== 'admin') throw new AppError('club.not_manager');
}

/** Answers pending requests: approved ones become members. Refuses a request already answered. */
export function processJoinRequests(
  ctx: ServiceContext,
  clubId: number,
  requestIds: readonly number[],
  decision: { status: 'approved' | 'rejected'; reason?: string | null },
): Promise<JoinRequest[]> {
  return changeMembers(ctx, clubId, 'manager', async (trx, _club, actorId) => {
    const processed: JoinRequest[] = [];
    for (const requestId of requestIds) {
      const request = await findJoinRequest(trx, clubId, requestId);
      if (!request) throw notFound();
      if (request.status !== 'pending') throw new AppError('club.request_processed');
      if (decision.status === 'approved' && !(await findMembership(trx, clubId, request.user_id)))
        await insertMember(trx, clubId, request.user_id, 'member');
      await answerJoinRequest(trx, requestId, {
        status: decision.status,
        reason: decision.reason ?? null,
        processed_at: nowIso(),
        processed_by: actorId,
      });
      await audit(ctx, trx, clubId, {
        action: `join_${decision.status}`,
        request_id: requestId,
        user_id: request.user_id,
      });
      processed.push(toJoinRequest((await findJoinRequest(trx, clubId, requestId)) as JoinRequestRow));
    }
    return processed;
  });
}

/** A signed-in user asks to join (the players' app). */
export async function requestToJoin(
  ctx: ServiceContext,
  clubId: number,
  message: string | null,
): Promise<JoinRequest> {
  const actor = requireActor(ctx);
  const id = await runChange(ctx, async (trx) => {
    const club = await lockClub(trx, clubId, ctx.services.dialect);
    if (!club) throw notFound();
    if (club.status !== 'active' || !club.is_active) throw new AppError('club.not_joinable');
    if (await findMembership(trx, clubId, actor.id)) throw new AppError('club.already_member');
    const pending = await findPendingRequest(trx, clubId, actor.id);
    if (pending) throw new AppError('club.request_pending');
    const id = await insertJoinRequest(trx, {
      club_id: clubId,
      user_id: actor.id,
      status: 'pending',
      message,
      reason: null,
      requested_at: nowIso(),
      processed_at: null,
      processed_by: null,
    });
    await recordAudit(trx, ctx, {
      model: 'club_join_request',
      recordId: id,
      event: 'created',
      newValues: { club_id: clubId, message },
    });
    return id;
  });
  ctx.services.realtime.publish(resourceRoom('clubs'), {
    type: 'club.members_changed',
    id: clubId,
    data: { club_id: clubId },
  });
  return toJoinRequest((await findJoinRequest(ctx.db, clubId, id)) as JoinRequestRow);
}

/** Users to add: active, not yet members, found by name, username, e-mail or phone. */
export async function findMemberCandidates(ctx: ServiceContext, clubId: number, search: string) {
  await changeMembersRight(ctx, clubId);
  return findNonMembers(ctx.db, clubId, search);
}
