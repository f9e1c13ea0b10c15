import {
  ApproveInputSchema,
  CommentInputSchema,
  CourtRequestCreatedSchema,
  CourtRequestExportQuerySchema,
  CourtRequestInputSchema,
  CourtRequestListQuerySchema,
  CourtRequestPublicSchema,
  CourtRequestSchema,
  CourtRequestStatsSchema,
  dataEnvelope,
  EditTokenParamsSchema,
  IdParamsSchema,
  listEnvelope,
  RejectInputSchema,
  RequestChangesInputSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { exportCourtRequests } from './court-requests.export';
import {
  approveCourtRequest,
  commentOnCourtRequest,
  getCourtRequest,
  getCourtRequestStats,
  getRequestByToken,
  listCourtRequests,
  rejectCourtRequest,
  requestCourtChanges,
  resubmitRequest,
  submitCourtRequest,
} from './court-requests.service';

const tags = ['court-requests'];
const RequestEnvelope = dataEnvelope(CourtRequestSchema);
const PublicEnvelope = dataEnvelope(CourtRequestPublicSchema);

export const courtRequestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/court-requests/export',
    access: { permission: 'court-request.view' },
    summary: 'Download the whole filtered list of court requests as .xlsx or .csv',
    tags,
    query: CourtRequestExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportCourtRequests(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/court-requests',
    access: { public: true },
    summary: 'Register a court (public; 5 an hour from one address); answers the reference number',
    tags,
    body: CourtRequestInputSchema,
    response: CourtRequestCreatedSchema,
    status: 201,
    handler: async ({ ctx, body }) => {
      const data = await submitCourtRequest(ctx, body);
      return { data, message: ctx.t('court-requests:done.submitted', { reference: data.reference }) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/court-requests/edit/:token',
    access: { public: true },
    summary: "The applicant's request, through the private link of their e-mail",
    tags,
    params: EditTokenParamsSchema,
    response: PublicEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getRequestByToken(ctx, params.token) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/court-requests/edit/:token',
    access: { public: true },
    summary: 'Resubmit a request whose changes were asked for',
    tags,
    params: EditTokenParamsSchema,
    body: CourtRequestInputSchema,
    response: PublicEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await resubmitRequest(ctx, params.token, body),
      message: ctx.t('court-requests:done.resubmitted'),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/court-requests',
    access: { permission: 'court-request.view' },
    summary: 'List court requests (status, urgent, search; sort=urgent puts the longest waiting first)',
    tags,
    query: CourtRequestListQuerySchema,
    response: listEnvelope(CourtRequestSchema),
    handler: ({ ctx, query }) => listCourtRequests(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/court-requests/stats',
    access: { permission: 'court-request.view' },
    summary: 'Court request statistics',
    tags,
    response: dataEnvelope(CourtRequestStatsSchema),
    handler: async ({ ctx }) => ({ data: await getCourtRequestStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/court-requests/:id',
    access: { permission: 'court-request.view' },
    summary: 'One request with its review history and comments',
    tags,
    params: IdParamsSchema,
    response: RequestEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getCourtRequest(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/court-requests/:id/approve',
    access: { permission: 'court-request.manage' },
    summary: 'Approve: the court is created from the request',
    tags,
    params: IdParamsSchema,
    body: ApproveInputSchema,
    response: RequestEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await approveCourtRequest(ctx, params.id, body.review_notes),
      message: ctx.t('court-requests:done.approved'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/court-requests/:id/reject',
    access: { permission: 'court-request.manage' },
    summary: 'Reject with a reason (e-mailed to the applicant)',
    tags,
    params: IdParamsSchema,
    body: RejectInputSchema,
    response: RequestEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await rejectCourtRequest(ctx, params.id, body.reason),
      message: ctx.t('court-requests:done.rejected'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/court-requests/:id/request-changes',
    access: { permission: 'court-request.manage' },
    summary: 'Ask for changes (the applicant receives the feedback and a private link to resubmit)',
    tags,
    params: IdParamsSchema,
    body: RequestChangesInputSchema,
    response: RequestEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await requestCourtChanges(ctx, params.id, body.feedback),
      message: ctx.t('court-requests:done.changes_requested'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/court-requests/:id/comments',
    access: { permission: 'court-request.manage' },
    summary: 'Add a staff comment to the request’s thread',
    tags,
    params: IdParamsSchema,
    body: CommentInputSchema,
    response: RequestEnvelope,
    status: 201,
    handler: async ({ ctx, params, body }) => ({
      data: await commentOnCourtRequest(ctx, params.id, body.body),
      message: ctx.t('court-requests:done.commented'),
    }),
  }),
];
