import {
  dataEnvelope,
  GeneratedScheduleSchema,
  IdParamsSchema,
  listEnvelope,
  MatchSessionCalendarItemSchema,
  MatchSessionListItemSchema,
  MatchSessionListQuerySchema,
  MatchSessionSchema,
  MatchSessionStatsSchema,
  MessageEnvelopeSchema,
  SessionCalendarQuerySchema,
  SessionCallInputSchema,
  SessionCandidateQuerySchema,
  SessionCandidateSchema,
  SessionCreateInputSchema,
  SessionGameInputSchema,
  SessionGameParamsSchema,
  SessionGenerateInputSchema,
  SessionPresenceInputSchema,
  SessionScheduleInputSchema,
  SessionStatisticsSchema,
  SessionUpdateInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { callGame } from './match-sessions.calls';
import { createSession, setSessionSchedule, updateSessionSettings } from './match-sessions.plan';
import {
  findSessionCandidates,
  getSession,
  getSessionStatistics,
  getSessionStats,
  listSessionCalendar,
  listSessions,
} from './match-sessions.queries';
import { changePresence } from './match-sessions.replan';
import { generateSession, removeSessionGame, updateSessionGame } from './match-sessions.service';
import { cancelSession, completeSession, deleteSession, startSession } from './match-sessions.workflow';

const tags = ['match-sessions'];
const SessionEnvelope = dataEnvelope(MatchSessionSchema);

/** Start, complete and cancel: one route each, the same shape. */
const workflowRoute = (
  step: 'start' | 'complete' | 'cancel',
  summary: string,
  run: typeof startSession,
  done:
    | 'session-messages:done.started'
    | 'session-messages:done.completed'
    | 'session-messages:done.cancelled',
) =>
  defineRoute({
    method: 'POST',
    url: `/api/v1/match-sessions/:id/${step}`,
    access: { permission: 'match.session.manage' },
    summary,
    tags,
    params: IdParamsSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params }) => ({ data: await run(ctx, params.id), message: ctx.t(done) }),
  });

export const matchSessionRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/match-sessions',
    access: { permission: 'match.view' },
    summary: 'List match sessions',
    tags,
    query: MatchSessionListQuerySchema,
    response: listEnvelope(MatchSessionListItemSchema),
    handler: ({ ctx, query }) => listSessions(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/match-sessions/stats',
    access: { permission: 'match.view' },
    summary: 'Match sessions by status',
    tags,
    response: dataEnvelope(MatchSessionStatsSchema),
    handler: async ({ ctx }) => ({ data: await getSessionStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/match-sessions/calendar',
    access: { permission: 'match.view' },
    summary: 'Sessions whose day falls in a range, at their real times (the calendar view)',
    tags,
    query: SessionCalendarQuerySchema,
    response: dataEnvelope(z.array(MatchSessionCalendarItemSchema)),
    handler: async ({ ctx, query }) => ({ data: await listSessionCalendar(ctx, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/match-sessions/players',
    access: { permission: 'match.generate' },
    summary: "Players the generator offers: the club's members first, or those matching a search",
    tags,
    query: SessionCandidateQuerySchema,
    response: dataEnvelope(z.array(SessionCandidateSchema)),
    handler: async ({ ctx, query }) => ({ data: await findSessionCandidates(ctx, query) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/match-sessions/generate',
    access: { permission: 'match.generate' },
    summary: 'Propose a schedule for these players and settings (nothing is stored)',
    tags,
    body: SessionGenerateInputSchema,
    response: dataEnvelope(GeneratedScheduleSchema),
    handler: async ({ ctx, body }) => ({ data: await generateSession(ctx, body) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/match-sessions',
    access: { permission: 'match.generate' },
    summary: 'Save a schedule as a draft session with its day, time and venue, or the evening alone',
    tags,
    body: SessionCreateInputSchema,
    response: SessionEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createSession(ctx, body),
      message: ctx.t('session-messages:done.saved'),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/match-sessions/:id',
    access: { permission: 'match.view' },
    summary: 'One session: settings, players, rounds and the live state of their matches',
    tags,
    params: IdParamsSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getSession(ctx, params.id) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/match-sessions/:id/statistics',
    access: { permission: 'match.view' },
    summary: "The session's standings and who partnered and faced whom",
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(SessionStatisticsSchema),
    handler: async ({ ctx, params }) => ({ data: await getSessionStatistics(ctx, params.id) }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/v1/match-sessions/:id',
    access: { permission: 'match.session.manage' },
    summary: 'Change a session: its name, match duration, day, times, venue, courts, cap, fee, visibility',
    tags,
    params: IdParamsSchema,
    body: SessionUpdateInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateSessionSettings(ctx, params.id, body),
      message: ctx.t('session-messages:done.updated'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/match-sessions/:id/schedule',
    access: { permission: 'match.session.manage' },
    summary: "A draft session's players and rounds, made on the generator page",
    tags,
    params: IdParamsSchema,
    body: SessionScheduleInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await setSessionSchedule(ctx, params.id, body),
      message: ctx.t('session-messages:done.scheduled'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/match-sessions/:id/presence',
    access: { permission: 'match.session.manage' },
    summary: 'Players arrive late or leave early: the rounds not yet begun are planned again (doubles)',
    tags,
    params: IdParamsSchema,
    body: SessionPresenceInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await changePresence(ctx, params.id, body),
      message: ctx.t('session-messages:done.replanned'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/match-sessions/:id/games/:game_id/call',
    access: { permission: 'match.session.manage' },
    summary:
      "Call a game's players to their court (in-app, push, SMS without the app); the next game is on deck",
    tags,
    params: SessionGameParamsSchema,
    body: SessionCallInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params, body }) => {
      const called = await callGame(ctx, params.id, params.game_id, body);
      return {
        data: called.session,
        message: ctx.t('session-messages:done.called', { count: called.told, court: called.court }),
      };
    },
  }),
  workflowRoute(
    'start',
    'Start: every game becomes a match to score',
    startSession,
    'session-messages:done.started',
  ),
  workflowRoute(
    'complete',
    'Complete (cannot be undone): games never started are voided',
    completeSession,
    'session-messages:done.completed',
  ),
  workflowRoute(
    'cancel',
    'Cancel: every generated match not yet approved is voided',
    cancelSession,
    'session-messages:done.cancelled',
  ),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/match-sessions/:id',
    access: { permission: 'match.session.manage' },
    summary: 'Delete a draft, completed or cancelled session (cannot be undone; its matches stay)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteSession(ctx, params.id);
      return { message: ctx.t('session-messages:done.deleted') };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/match-sessions/:id/games/:game_id',
    access: { permission: 'match.session.manage' },
    summary: "Change a game's players (until its match has started)",
    tags,
    params: SessionGameParamsSchema,
    body: SessionGameInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateSessionGame(ctx, params.id, params.game_id, body),
      message: ctx.t('session-messages:done.game_updated'),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/match-sessions/:id/games/:game_id',
    access: { permission: 'match.session.manage' },
    summary: 'Remove a game (not the last one, and not once its match has started)',
    tags,
    params: SessionGameParamsSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await removeSessionGame(ctx, params.id, params.game_id),
      message: ctx.t('session-messages:done.game_removed'),
    }),
  }),
];
