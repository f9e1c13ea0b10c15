import {
  AddMemberInputSchema,
  BulkApproveInputSchema,
  ChangeRoleInputSchema,
  ClubExportQuerySchema,
  ClubInputSchema,
  ClubListQuerySchema,
  ClubMemberSchema,
  ClubSchema,
  ClubStatsSchema,
  dataEnvelope,
  IdParamsSchema,
  JoinInputSchema,
  JoinRequestListQuerySchema,
  JoinRequestParamsSchema,
  JoinRequestSchema,
  ListQueryShape,
  listEnvelope,
  MatchPlayerSchema,
  MemberParamsSchema,
  MemberSearchQuerySchema,
  MessageEnvelopeSchema,
  RejectJoinInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { exportClubs } from './clubs.export';
import {
  addClubMember,
  changeClubMemberRole,
  findMemberCandidates,
  listClubJoinRequests,
  listClubMembers,
  processJoinRequests,
  removeClubMember,
  requestToJoin,
  transferClubOwnership,
} from './clubs.members';
import { createClub, getClub, getClubStats, listClubs, updateClubDetails } from './clubs.service';

const tags = ['clubs'];
const ClubEnvelope = dataEnvelope(ClubSchema);
const MembersQuerySchema = z.object({
  page: ListQueryShape.page,
  per_page: ListQueryShape.per_page,
  cursor: ListQueryShape.cursor,
});
/** Members are managed by the club's owner and admins (checked per club) or staff with club.member.manage. */
const signedIn = { authenticated: true } as const;

const DONE = {
  created: 'clubs:done.created',
  updated: 'clubs:done.updated',
  member_added: 'clubs:done.member_added',
  role_changed: 'clubs:done.role_changed',
  member_removed: 'clubs:done.member_removed',
  ownership_transferred: 'clubs:done.ownership_transferred',
  approved: 'clubs:done.approved',
  rejected: 'clubs:done.rejected',
  requested: 'clubs:done.requested',
} as const;

export const clubRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/clubs/export',
    access: { permission: 'club.view' },
    summary: 'Download the whole filtered list of clubs as .xlsx or .csv',
    tags,
    query: ClubExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportClubs(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/clubs',
    access: { permission: 'club.view' },
    summary: 'List clubs (search; status, court, province, day of play)',
    tags,
    query: ClubListQuerySchema,
    response: listEnvelope(ClubSchema),
    handler: ({ ctx, query }) => listClubs(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/clubs/stats',
    access: { permission: 'club.view' },
    summary: 'Club statistics',
    tags,
    response: dataEnvelope(ClubStatsSchema),
    handler: async ({ ctx }) => ({ data: await getClubStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/clubs/:id',
    access: { permission: 'club.view' },
    summary: 'One club',
    tags,
    params: IdParamsSchema,
    response: ClubEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getClub(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/clubs',
    access: { permission: 'club.create' },
    summary: 'Create a club (the creator becomes its owner)',
    tags,
    body: ClubInputSchema,
    response: ClubEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({ data: await createClub(ctx, body), message: ctx.t(DONE.created) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/clubs/:id',
    access: { permission: 'club.edit' },
    summary: 'Update a club',
    tags,
    params: IdParamsSchema,
    body: ClubInputSchema,
    response: ClubEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateClubDetails(ctx, params.id, body),
      message: ctx.t(DONE.updated),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/clubs/:id/members',
    access: signedIn,
    summary: 'Members, owner and admins first (staff who see clubs, or the club’s members)',
    tags,
    params: IdParamsSchema,
    query: MembersQuerySchema,
    response: listEnvelope(ClubMemberSchema),
    handler: ({ ctx, params, query }) => listClubMembers(ctx, params.id, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/clubs/:id/member-candidates',
    access: signedIn,
    summary: 'Users who could be added (not yet members)',
    tags,
    params: IdParamsSchema,
    query: MemberSearchQuerySchema,
    response: dataEnvelope(z.array(MatchPlayerSchema)),
    handler: async ({ ctx, params, query }) => ({
      data: await findMemberCandidates(ctx, params.id, query.search),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/clubs/:id/members',
    access: signedIn,
    summary: "Add a member ('Please select a user to add' without one)",
    tags,
    params: IdParamsSchema,
    body: AddMemberInputSchema,
    response: MessageEnvelopeSchema,
    status: 201,
    handler: async ({ ctx, params, body }) => {
      await addClubMember(ctx, params.id, body.user_id, body.role);
      return { message: ctx.t(DONE.member_added) };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/clubs/:id/members/:user_id',
    access: signedIn,
    summary: "Change a member's role (admin or member)",
    tags,
    params: MemberParamsSchema,
    body: ChangeRoleInputSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params, body }) => {
      await changeClubMemberRole(ctx, params.id, params.user_id, body.role);
      return { message: ctx.t(DONE.role_changed) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/clubs/:id/members/:user_id',
    access: signedIn,
    summary: 'Remove a member (never the owner)',
    tags,
    params: MemberParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await removeClubMember(ctx, params.id, params.user_id);
      return { message: ctx.t(DONE.member_removed) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/clubs/:id/members/:user_id/transfer-ownership',
    access: signedIn,
    summary: 'Make this member the owner (the owner, or staff with club.member.manage)',
    tags,
    params: MemberParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await transferClubOwnership(ctx, params.id, params.user_id);
      return { message: ctx.t(DONE.ownership_transferred) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/clubs/:id/join-requests',
    access: signedIn,
    summary: 'Join requests, newest first',
    tags,
    params: IdParamsSchema,
    query: JoinRequestListQuerySchema,
    response: listEnvelope(JoinRequestSchema),
    handler: ({ ctx, params, query }) => listClubJoinRequests(ctx, params.id, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/clubs/:id/join-requests/:request_id/approve',
    access: signedIn,
    summary: 'Approve a join request: the user becomes a member',
    tags,
    params: JoinRequestParamsSchema,
    response: dataEnvelope(JoinRequestSchema),
    handler: async ({ ctx, params }) => {
      const [request] = await processJoinRequests(ctx, params.id, [params.request_id], {
        status: 'approved',
      });
      return { data: request as NonNullable<typeof request>, message: ctx.t(DONE.approved) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/clubs/:id/join-requests/:request_id/reject',
    access: signedIn,
    summary: 'Reject a join request, with an optional reason',
    tags,
    params: JoinRequestParamsSchema,
    body: RejectJoinInputSchema,
    response: dataEnvelope(JoinRequestSchema),
    handler: async ({ ctx, params, body }) => {
      const [request] = await processJoinRequests(ctx, params.id, [params.request_id], {
        status: 'rejected',
        reason: body.reason,
      });
      return { data: request as NonNullable<typeof request>, message: ctx.t(DONE.rejected) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/clubs/:id/join-requests/bulk-approve',
    access: signedIn,
    summary: 'Approve several join requests at once (all or none)',
    tags,
    params: IdParamsSchema,
    body: BulkApproveInputSchema,
    response: dataEnvelope(z.array(JoinRequestSchema)),
    handler: async ({ ctx, params, body }) => ({
      data: await processJoinRequests(ctx, params.id, body.request_ids, { status: 'approved' }),
      message: ctx.t(DONE.approved),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/clubs/:id/join',
    access: signedIn,
    summary: 'Ask to join an active club (any signed-in user; one pending request; not members)',
    tags,
    params: IdParamsSchema,
    body: JoinInputSchema,
    response: dataEnvelope(JoinRequestSchema),
    status: 201,
    handler: async ({ ctx, params, body }) => ({
      data: await requestToJoin(ctx, params.id, body.message),
      message: ctx.t(DONE.requested),
    }),
  }),
];
