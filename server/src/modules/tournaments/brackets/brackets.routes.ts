import {
  BracketSchema,
  BracketSlotSchema,
  CorrectionInputSchema,
  CorrectionPreviewSchema,
  dataEnvelope,
  IdParamsSchema,
  MessageEnvelopeSchema,
  PublicBracketSchema,
  SeedingSchema,
  SeedingUpdateInputSchema,
  SlotHistoryEntrySchema,
  SlotParamsSchema,
  SlotReasonInputSchema,
  SlotScheduleInputSchema,
  TournamentMatchListQuerySchema,
  WalkoverInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../../platform/routing';
import { applyCorrection, previewCorrection } from './brackets.corrections';
import {
  deleteBracket,
  generateBracket,
  getSeeding,
  shuffleSeeding,
  updateSeeding,
} from './brackets.generate';
import { listSlotHistory, listTournamentMatches, loadBracket, loadPublicBracket } from './brackets.queries';
import { recordWalkover } from './brackets.results';
import { cancelSlotMatch, postponeSlot, rescheduleSlot, scheduleSlot } from './brackets.schedule';

const tags = ['tournaments'];
const BracketEnvelope = dataEnvelope(BracketSchema);
const SlotEnvelope = dataEnvelope(BracketSlotSchema);
const SeedingEnvelope = dataEnvelope(SeedingSchema);
const base = '/api/v1/tournaments/:id';
const slot = `${base}/slots/:key`;

export const bracketRoutes = [
  defineRoute({
    method: 'GET',
    url: `${base}/seeding`,
    access: { permission: 'tournament.view' },
    summary: 'The confirmed entries in seed order (what generation uses)',
    tags,
    params: IdParamsSchema,
    response: SeedingEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getSeeding(ctx, params.id) }),
  }),
  defineRoute({
    method: 'PUT',
    url: `${base}/seeding`,
    access: { permission: 'tournament.edit' },
    summary: 'Set the manual seed order (every confirmed entry once); seeding becomes manual',
    tags,
    params: IdParamsSchema,
    body: SeedingUpdateInputSchema,
    response: SeedingEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateSeeding(ctx, params.id, body),
      message: ctx.t('tournaments:done.seeding_saved'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/seeding/shuffle`,
    access: { permission: 'tournament.edit' },
    summary: 'A new random seed; seeding becomes random',
    tags,
    params: IdParamsSchema,
    response: SeedingEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await shuffleSeeding(ctx, params.id),
      message: ctx.t('tournaments:done.seeding_shuffled'),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/bracket`,
    access: { permission: 'tournament.view' },
    summary: 'The bracket: slots with entries, results, matches and live state; standings; placings',
    tags,
    params: IdParamsSchema,
    response: BracketEnvelope,
    handler: async ({ ctx, params }) => ({ data: await loadBracket(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/bracket`,
    access: { permission: 'tournament.edit' },
    summary: 'Generate (or regenerate, before any play) the bracket from the confirmed entries',
    tags,
    params: IdParamsSchema,
    response: BracketEnvelope,
    handler: async ({ ctx, params }) => {
      await generateBracket(ctx, params.id);
      return {
        data: await loadBracket(ctx, params.id),
        message: ctx.t('tournaments:done.bracket_generated'),
      };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/bracket`,
    access: { permission: 'tournament.edit' },
    summary: 'Delete the bracket (before any play)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteBracket(ctx, params.id);
      return { message: ctx.t('tournaments:done.bracket_deleted') };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/matches`,
    access: { permission: 'tournament.view' },
    summary: "The bracket's matches (ready and played slots) in order of play",
    tags,
    params: IdParamsSchema,
    query: TournamentMatchListQuerySchema,
    response: dataEnvelope(z.array(BracketSlotSchema)),
    handler: async ({ ctx, params, query }) => ({ data: await listTournamentMatches(ctx, params.id, query) }),
  }),
  defineRoute({
    method: 'PATCH',
    url: slot,
    access: { permission: 'tournament.edit' },
    summary: "Set a slot's court and time (its match follows while not started)",
    tags,
    params: SlotParamsSchema,
    body: SlotScheduleInputSchema,
    response: SlotEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await scheduleSlot(ctx, params.id, params.key, body),
      message: ctx.t('tournaments:done.slot_scheduled'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${slot}/postpone`,
    access: { permission: 'tournament.edit' },
    summary: "Postpone a slot's scheduled match",
    tags,
    params: SlotParamsSchema,
    body: SlotReasonInputSchema,
    response: SlotEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await postponeSlot(ctx, params.id, params.key, body),
      message: ctx.t('tournaments:done.match_postponed'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${slot}/cancel`,
    access: { permission: 'tournament.edit' },
    summary: "Cancel a slot's match (voided; a walkover or a reschedule settles the slot)",
    tags,
    params: SlotParamsSchema,
    body: SlotReasonInputSchema,
    response: SlotEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await cancelSlotMatch(ctx, params.id, params.key, body),
      message: ctx.t('tournaments:done.match_cancelled'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${slot}/reschedule`,
    access: { permission: 'tournament.edit' },
    summary: 'Reschedule a postponed or cancelled match (a cancelled one gets a new match)',
    tags,
    params: SlotParamsSchema,
    body: SlotScheduleInputSchema,
    response: SlotEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await rescheduleSlot(ctx, params.id, params.key, body),
      message: ctx.t('tournaments:done.match_rescheduled'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${slot}/walkover`,
    access: { permission: 'tournament.edit' },
    summary: 'Record a walkover: the winner advances without playing',
    tags,
    params: SlotParamsSchema,
    body: WalkoverInputSchema,
    response: BracketEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await recordWalkover(ctx, params.id, params.key, body),
      message: ctx.t('tournaments:done.walkover'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${slot}/correction/preview`,
    access: { permission: 'tournament.edit' },
    summary: 'What correcting this result would reset (nothing is written)',
    tags,
    params: SlotParamsSchema,
    body: CorrectionInputSchema,
    response: dataEnvelope(CorrectionPreviewSchema),
    handler: async ({ ctx, params, body }) => ({
      data: await previewCorrection(ctx, params.id, params.key, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${slot}/correction`,
    access: { permission: 'tournament.edit' },
    summary: 'Correct a result (confirm: true), resetting the later results that depended on it',
    tags,
    params: SlotParamsSchema,
    body: CorrectionInputSchema,
    response: BracketEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await applyCorrection(ctx, params.id, params.key, body),
      message: ctx.t('tournaments:done.corrected'),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: `${slot}/history`,
    access: { permission: 'tournament.view' },
    summary: 'Every result a slot had, newest first (superseded ones with why)',
    tags,
    params: SlotParamsSchema,
    response: dataEnvelope(z.array(SlotHistoryEntrySchema)),
    handler: async ({ ctx, params }) => ({ data: await listSlotHistory(ctx, params.id, params.key) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/public/tournaments/:id/bracket',
    access: { public: true },
    summary: "A public tournament's bracket (names only), live",
    tags: ['public'],
    params: IdParamsSchema,
    response: dataEnvelope(PublicBracketSchema),
    handler: async ({ ctx, params }) => ({ data: await loadPublicBracket(ctx, params.id) }),
  }),
];
