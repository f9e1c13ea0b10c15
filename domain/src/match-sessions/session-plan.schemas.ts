import { z } from 'zod';
import { IdSchema, requiredString } from '../common/validation';
import {
  type MATCH_SESSION_TYPES,
  SESSION_COURTS_MAX,
  SESSION_PLAYERS_MAX,
  SESSION_ROUNDS_MAX,
  SESSION_SEED_MAX,
} from './match-sessions.rules';
import { checkPlayers, SessionGameInputSchema, SettingsShape } from './match-sessions.schemas';
import { checkSessionEvent, SessionEventShape } from './session-event.schemas';

/**
 * Saving a session (issue 31 §1): its settings, its event and its schedule; a draft's schedule
 * made later on the generator page; and what may change once saved.
 */

const ScheduleShape = {
  seed: z.number({ error: 'invalid_number' }).int('integer').min(0).max(SESSION_SEED_MAX).default(0),
  /** Empty with no players: an evening planned ahead, its schedule made later (PUT …/schedule). */
  rounds: z
    .array(z.object({ games: z.array(SessionGameInputSchema).min(1, 'array_min').max(SESSION_COURTS_MAX) }), {
      error: 'invalid_type',
    })
    .max(SESSION_ROUNDS_MAX, 'array_max'),
};

/** Named courts are the courts the generator uses: as many as named. */
function checkCourts(
  input: { courts: number | null; court_names: readonly string[] },
  context: z.RefinementCtx,
) {
  if (input.court_names.length > 0 && input.courts !== null && input.courts !== input.court_names.length)
    context.addIssue({
      code: 'custom',
      path: ['courts'],
      message: 'courts_match_names',
      params: { count: input.court_names.length },
    });
}

/** A schedule with its players, or neither (players and rounds come together). */
function checkScheduledPlayers(
  input: {
    match_type: (typeof MATCH_SESSION_TYPES)[number];
    player_ids: readonly number[];
    rounds: readonly unknown[];
  },
  context: z.RefinementCtx,
) {
  if (input.rounds.length > 0 || input.player_ids.length > 0) checkPlayers(input, context);
  if (input.rounds.length === 0 && input.player_ids.length > 0)
    context.addIssue({ code: 'custom', path: ['rounds'], message: 'array_min', params: { min: 1 } });
}

/**
 * POST /match-sessions: save the schedule as shown (after any swaps) as a draft session, with its
 * event (day, time, venue, courts, cap, fee, visibility); or the event alone, planned ahead.
 */
export const SessionCreateInputSchema = z
  .object({ ...SettingsShape, ...ScheduleShape, ...SessionEventShape })
  .superRefine((input, context) => {
    checkScheduledPlayers(input, context);
    checkCourts(input, context);
    checkSessionEvent(input, context, input.club_id);
  });
export type SessionCreateInput = z.infer<typeof SessionCreateInputSchema>;

/**
 * PUT /match-sessions/{id}/schedule: a draft session's players and rounds, made on the generator
 * page (the session's settings and event stay; its match type and club too).
 */
export const SessionScheduleInputSchema = z
  .object({
    player_ids: SettingsShape.player_ids,
    courts: SettingsShape.courts,
    balance_by_rating: SettingsShape.balance_by_rating,
    ...ScheduleShape,
  })
  .superRefine((input, context) => {
    if (input.rounds.length === 0)
      context.addIssue({ code: 'custom', path: ['rounds'], message: 'array_min', params: { min: 1 } });
  });
export type SessionScheduleInput = z.infer<typeof SessionScheduleInputSchema>;

/** PATCH /match-sessions/{id}: what may change after saving (players change game by game). */
export const SessionUpdateInputSchema = z
  .object({
    name: requiredString(200),
    match_duration_minutes: SettingsShape.match_duration_minutes,
    ...SessionEventShape,
  })
  .superRefine((input, context) => checkSessionEvent(input, context));
export type SessionUpdateInput = z.infer<typeof SessionUpdateInputSchema>;

/**
 * POST /match-sessions/{id}/presence: players arrive late or leave early. Rounds already under
 * way never change; the rest of the night is planned again for who is there (doubles), as many
 * rounds as remained unless `rounds` says otherwise.
 */
export const SessionPresenceInputSchema = z
  .object({
    arrive: z.array(IdSchema, { error: 'invalid_type' }).max(SESSION_PLAYERS_MAX, 'array_max').default([]),
    leave: z.array(IdSchema, { error: 'invalid_type' }).max(SESSION_PLAYERS_MAX, 'array_max').default([]),
    rounds: z
      .number({ error: 'invalid_number' })
      .int('integer')
      .min(1, 'number_min')
      .max(SESSION_ROUNDS_MAX, 'number_max')
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((input, context) => {
    if (input.arrive.length === 0 && input.leave.length === 0)
      context.addIssue({ code: 'custom', path: ['arrive'], message: 'required' });
    input.leave.forEach((id, index) => {
      if (input.arrive.includes(id))
        context.addIssue({ code: 'custom', path: ['leave', index], message: 'player_listed_twice' });
    });
  });
export type SessionPresenceInput = z.infer<typeof SessionPresenceInputSchema>;

/** POST /match-sessions/{id}/games/{game_id}/call: tell the game's players to go to their court. */
export const SessionCallInputSchema = z.object({
  /** A game already called is called again only when asked (a double tap rings once). */
  again: z.boolean({ error: 'invalid_type' }).default(false),
});
export type SessionCallInput = z.infer<typeof SessionCallInputSchema>;
