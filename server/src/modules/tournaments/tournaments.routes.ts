import {
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  PublicTournamentListQuerySchema,
  PublicTournamentSchema,
  TOURNAMENT_ACTIONS,
  type TournamentAction,
  TournamentActionInputSchema,
  TournamentCalendarItemSchema,
  TournamentCalendarQuerySchema,
  TournamentDefaultsSchema,
  TournamentInputSchema,
  TournamentListQuerySchema,
  TournamentSchema,
  TournamentStatsSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { getTournamentDefaults } from './tournaments.defaults';
import {
  createTournament,
  deleteTournament,
  getPublicTournament,
  getTournament,
  getTournamentStats,
  listCalendar,
  listPublicTournaments,
  listTournaments,
  setTournamentArchived,
  updateTournament,
} from './tournaments.service';
import { runTournamentAction } from './tournaments.workflow';

const tags = ['tournaments'];
const TournamentEnvelope = dataEnvelope(TournamentSchema);

/** What each state action answers (`tournaments:done.<action>`), written out for the catalog check. */
const ACTION_DONE: Record<TournamentAction, string> = {
  open_registration: 'tournaments:done.open_registration',
  close_registration: 'tournaments:done.close_registration',
  reopen_registration: 'tournaments:done.reopen_registration',
  start: 'tournaments:done.start',
  complete: 'tournaments:done.complete',
  cancel: 'tournaments:done.cancel',
};

const actionRoutes = TOURNAMENT_ACTIONS.map((action) =>
  defineRoute({
    method: 'POST',
    url: `/api/v1/tournaments/:id/${action.replaceAll('_', '-')}`,
    access: { permission: 'tournament.edit' },
    summary: `Tournament state action: ${action.replaceAll('_', ' ')}`,
    tags,
    params: IdParamsSchema,
    body: TournamentActionInputSchema,
    response: TournamentEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await runTournamentAction(ctx, params.id, action, body),
      message: ctx.t(ACTION_DONE[action]),
    }),
  }),
);

export const tournamentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/tournaments',
    access: { permission: 'tournament.view' },
    summary:
      'List tournaments (search without diacritics; status, type, format, public, free, active, archived, dates)',
    tags,
    query: TournamentListQuerySchema,
    response: listEnvelope(TournamentSchema),
    handler: ({ ctx, query }) => listTournaments(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tournaments/stats',
    access: { permission: 'tournament.view' },
    summary: 'Tournament figures: by status, upcoming, open for entries, entries, archived',
    tags,
    response: dataEnvelope(TournamentStatsSchema),
    handler: async ({ ctx }) => ({ data: await getTournamentStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tournaments/calendar',
    access: { permission: 'tournament.view' },
    summary: 'Tournaments whose dates overlap a range (the calendar view)',
    tags,
    query: TournamentCalendarQuerySchema,
    response: dataEnvelope(z.array(TournamentCalendarItemSchema)),
    handler: async ({ ctx, query }) => ({ data: await listCalendar(ctx, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tournaments/:id',
    access: { permission: 'tournament.view' },
    summary: 'One tournament',
    tags,
    params: IdParamsSchema,
    response: TournamentEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getTournament(ctx, params.id) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tournaments/defaults',
    access: { permission: 'tournament.create' },
    summary: "What a new tournament starts with: the payment settings' default currency",
    tags,
    response: dataEnvelope(TournamentDefaultsSchema),
    handler: async ({ ctx }) => ({ data: await getTournamentDefaults(ctx) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/tournaments',
    access: { permission: 'tournament.create' },
    summary: 'Create a tournament (a draft)',
    tags,
    body: TournamentInputSchema,
    response: TournamentEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createTournament(ctx, body),
      message: ctx.t('tournaments:done.created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/tournaments/:id',
    access: { permission: 'tournament.edit' },
    summary: 'Update a tournament (type locked once entries exist, format once a bracket exists)',
    tags,
    params: IdParamsSchema,
    body: TournamentInputSchema,
    response: TournamentEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateTournament(ctx, params.id, body),
      message: ctx.t('tournaments:done.updated'),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/tournaments/:id',
    access: { permission: 'tournament.edit' },
    summary: 'Delete a draft or cancelled tournament without played matches or payments (cannot be undone)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteTournament(ctx, params.id);
      return { message: ctx.t('tournaments:done.deleted') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/tournaments/:id/archive',
    access: { permission: 'tournament.edit' },
    summary: 'Archive a tournament (restorable)',
    tags,
    params: IdParamsSchema,
    response: TournamentEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await setTournamentArchived(ctx, params.id, true),
      message: ctx.t('tournaments:done.archived'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/tournaments/:id/restore',
    access: { permission: 'tournament.edit' },
    summary: 'Restore an archived tournament',
    tags,
    params: IdParamsSchema,
    response: TournamentEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await setTournamentArchived(ctx, params.id, false),
      message: ctx.t('tournaments:done.restored'),
    }),
  }),
  ...actionRoutes,
  defineRoute({
    method: 'GET',
    url: '/api/v1/public/tournaments',
    access: { public: true },
    summary: 'Public tournaments (public, active, not archived, past their draft)',
    tags: ['public'],
    query: PublicTournamentListQuerySchema,
    response: listEnvelope(PublicTournamentSchema),
    handler: ({ ctx, query }) => listPublicTournaments(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/public/tournaments/:id',
    access: { public: true },
    summary: 'A public tournament (no organiser contact, no notes)',
    tags: ['public'],
    params: IdParamsSchema,
    response: dataEnvelope(PublicTournamentSchema),
    handler: async ({ ctx, params }) => ({ data: await getPublicTournament(ctx, params.id) }),
  }),
];
