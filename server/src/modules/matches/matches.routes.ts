import {
  dataEnvelope,
  IdParamsSchema,
  LiveEventInputSchema,
  LiveSessionSchema,
  LiveStartInputSchema,
  listEnvelope,
  MatchExportQuerySchema,
  MatchInputSchema,
  MatchListQuerySchema,
  MatchPlayerSchema,
  MatchSchema,
  MatchStatsSchema,
  MessageEnvelopeSchema,
  PlayerSearchQuerySchema,
  ReasonInputSchema,
  ScoreboardSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { exportMatches } from './matches.export';
import { applyLiveEvent, getLiveSession, setLivePaused, startLive, switchLiveSides } from './matches.live';
import { findPublicScoreboard } from './matches.scoreboard';
import {
  createMatch,
  deleteMatch,
  findPlayers,
  getMatch,
  getMatchStats,
  listAwaitingMyConfirmation,
  listMatches,
  updateMatch,
} from './matches.service';
import {
  approveMatch,
  certifyMatch,
  completeMatch,
  confirmMatch,
  disputeMatch,
  rejectMatch,
  reviewMatch,
  submitMatch,
  voidMatch,
} from './matches.workflow';

const tags = ['matches'];

/** What each call answers on success (explicit keys: the catalog check finds them here). */
const DONE = {
  created: 'matches:done.created',
  updated: 'matches:done.updated',
  deleted: 'matches:done.deleted',
  complete: 'matches:done.complete',
  submit: 'matches:done.submit',
  confirm: 'matches:done.confirm',
  dispute: 'matches:done.dispute',
  review: 'matches:done.review',
  approve: 'matches:done.approve',
  reject: 'matches:done.reject',
  certify: 'matches:done.certify',
  void: 'matches:done.void',
} as const;
type ActionName = Exclude<keyof typeof DONE, 'created' | 'updated' | 'deleted'>;
const MatchEnvelope = dataEnvelope(MatchSchema);
const LiveEnvelope = dataEnvelope(LiveSessionSchema);

/** A workflow action without a body: POST /api/v1/matches/:id/<name>. */
function actionRoute(
  name: ActionName,
  access: AnyRoute['access'],
  summary: string,
  run: (ctx: ServiceContext, id: number) => ReturnType<typeof getMatch>,
) {
  return defineRoute({
    method: 'POST',
    url: `/api/v1/matches/:id/${name}`,
    access,
    summary,
    tags,
    params: IdParamsSchema,
    response: MatchEnvelope,
    handler: async ({ ctx, params }) => ({ data: await run(ctx, params.id), message: ctx.t(DONE[name]) }),
  });
}

/** A workflow action that needs a reason (≥ 10 characters). */
function reasonRoute(
  name: ActionName,
  access: AnyRoute['access'],
  summary: string,
  run: (ctx: ServiceContext, id: number, input: { reason: string }) => ReturnType<typeof getMatch>,
) {
  return defineRoute({
    method: 'POST',
    url: `/api/v1/matches/:id/${name}`,
    access,
    summary,
    tags,
    params: IdParamsSchema,
    body: ReasonInputSchema,
    response: MatchEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await run(ctx, params.id, body),
      message: ctx.t(DONE[name]),
    }),
  });
}

/** A live-scoring call: POST /api/v1/matches/:id/live/<name>. */
function liveRoute(
  name: string,
  summary: string,
  run: (ctx: ServiceContext, id: number) => ReturnType<typeof startLive>,
) {
  return defineRoute({
    method: 'POST',
    url: `/api/v1/matches/:id/live/${name}`,
    access: { permission: 'match.edit' },
    summary,
    tags,
    params: IdParamsSchema,
    response: LiveEnvelope,
    handler: async ({ ctx, params }) => ({ data: await run(ctx, params.id) }),
  });
}

export const matchRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/matches/export',
    access: { permission: 'match.view' },
    summary: 'Download the whole filtered list of matches as .xlsx or .csv',
    tags,
    query: MatchExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportMatches(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/matches',
    access: { permission: 'match.view' },
    summary: 'List matches with search, filters, sorting and pagination',
    tags,
    query: MatchListQuerySchema,
    response: listEnvelope(MatchSchema),
    handler: ({ ctx, query }) => listMatches(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/matches/stats',
    access: { permission: 'match.view' },
    summary: 'Match statistics',
    tags,
    response: dataEnvelope(MatchStatsSchema),
    handler: async ({ ctx }) => ({ data: await getMatchStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/matches/players',
    access: { permission: ['match.view', 'match.create', 'match.edit'] },
    summary:
      'Players to put in a match or filter the list by (at least 3 characters of a name, username, e-mail or phone)',
    tags,
    query: PlayerSearchQuerySchema,
    response: dataEnvelope(z.array(MatchPlayerSchema)),
    handler: async ({ ctx, query }) => ({ data: await findPlayers(ctx, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/matches/awaiting-my-confirmation',
    access: { authenticated: true },
    summary: 'Matches whose result the caller, as a player, is asked to confirm',
    tags,
    response: dataEnvelope(z.array(MatchSchema)),
    handler: async ({ ctx }) => ({ data: await listAwaitingMyConfirmation(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/matches/:id',
    access: { permission: 'match.view' },
    summary: 'One match',
    tags,
    params: IdParamsSchema,
    response: MatchEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getMatch(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/matches',
    access: { permission: 'match.create' },
    summary: 'Create a match (a draft)',
    tags,
    body: MatchInputSchema,
    response: MatchEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({ data: await createMatch(ctx, body), message: ctx.t(DONE.created) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/matches/:id',
    access: { permission: 'match.edit' },
    summary: 'Update a match while its result is open',
    tags,
    params: IdParamsSchema,
    body: MatchInputSchema,
    response: MatchEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateMatch(ctx, params.id, body),
      message: ctx.t(DONE.updated),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/matches/:id',
    access: { permission: 'match.edit' },
    summary: 'Delete a draft match (cannot be undone)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteMatch(ctx, params.id);
      return { message: ctx.t(DONE.deleted) };
    },
  }),
  actionRoute(
    'complete',
    { permission: 'match.edit' },
    'Complete: the scores are the final result',
    completeMatch,
  ),
  actionRoute(
    'submit',
    { permission: 'match.edit' },
    'Submit for approval: every player is asked to confirm',
    submitMatch,
  ),
  actionRoute('confirm', { authenticated: true }, 'A player of the match confirms its result', confirmMatch),
  reasonRoute(
    'dispute',
    { authenticated: true },
    'A player (or an approver) disputes the result',
    disputeMatch,
  ),
  actionRoute('review', { permission: 'match.approve' }, 'Take a disputed match under review', reviewMatch),
  actionRoute('approve', { permission: 'match.approve' }, 'Approve the result', approveMatch),
  reasonRoute('reject', { permission: 'match.approve' }, 'Reject the result, with a reason', rejectMatch),
  actionRoute('certify', { permission: 'match.approve' }, 'Certify an approved result', certifyMatch),
  reasonRoute('void', { permission: 'match.approve' }, 'Void the match, with a reason', voidMatch),
  defineRoute({
    method: 'GET',
    url: '/api/v1/matches/:id/live',
    access: { permission: 'match.view' },
    summary: 'The live-scoring session (null before it started)',
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(LiveSessionSchema.nullable()),
    handler: async ({ ctx, params }) => ({ data: await getLiveSession(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/matches/:id/live/start',
    access: { permission: 'match.edit' },
    summary: 'Start live scoring of a saved match (idempotent)',
    tags,
    params: IdParamsSchema,
    body: LiveStartInputSchema,
    response: LiveEnvelope,
    handler: async ({ ctx, params, body }) => ({ data: await startLive(ctx, params.id, body) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/matches/:id/live/events',
    access: { permission: 'match.edit' },
    summary: 'Apply the next scoring action (rally, fault or undo); `seq` must be the session’s seq + 1',
    tags,
    params: IdParamsSchema,
    body: LiveEventInputSchema,
    response: LiveEnvelope,
    handler: async ({ ctx, params, body }) => ({ data: await applyLiveEvent(ctx, params.id, body) }),
  }),
  liveRoute('pause', 'Pause live scoring', (ctx, id) => setLivePaused(ctx, id, true)),
  liveRoute('resume', 'Resume live scoring', (ctx, id) => setLivePaused(ctx, id, false)),
  liveRoute('switch-sides', 'Swap which end of the screen shows which team', switchLiveSides),
  defineRoute({
    method: 'GET',
    url: '/api/v1/public/scoreboard/:id',
    access: { public: true },
    summary: 'The public scoreboard of a live or played match (names only); a draft or a voided one is 404',
    tags: ['public'],
    params: IdParamsSchema,
    response: dataEnvelope(ScoreboardSchema),
    handler: async ({ ctx, params }) => {
      const scoreboard = await findPublicScoreboard(ctx.db, params.id);
      if (!scoreboard) throw notFound();
      return { data: scoreboard };
    },
  }),
];
