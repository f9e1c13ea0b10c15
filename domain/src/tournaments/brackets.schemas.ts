import { z } from 'zod';
import { IdSchema, optionalString, REQUIRED } from '../common/validation';
import { MATCH_STATUSES } from '../matches/matches.rules';
import { LiveStatusSchema, MatchGameInputSchema } from '../matches/matches.schemas';
import {
  RESET_FORMATS,
  SEED_PLACEMENTS,
  SEEDING_METHODS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_MATCH_STATUSES,
} from './tournaments.rules';

/**
 * The bracket (issue 14 §4): the shapes of the bracket routes listed in tournaments.schemas.ts.
 * A bracket is the draw engine's slots (domain/src/tournaments: keys W1-3, L2-1, C1-1, GF, GF2,
 * BR, P2-R3-1, PO1-1) with who stands in them, their results and their real matches. Sides are
 * `a` (listed first: team 1 of the match, top line of the bracket) and `b`.
 *
 * A slot's `state` is the engine's: waiting (an entrant is not known yet, or one of them has an
 * earlier match first), ready (both known: it has, or gets, a match), bye (one side is a bye: the
 * other advances by itself), empty (two byes), done (a result is recorded: played or walkover),
 * not_needed (the grand-final reset when the winners' champion won). `match_status` is the
 * bracket match's status (SPEC §4 "Tournament match"). Round names are translated from `label`
 * (`tournaments:round_label.<key>` with its size, round or pool), prefixed by the bracket.
 */

export const SLOT_STATES = ['waiting', 'ready', 'bye', 'empty', 'done', 'not_needed'] as const;
export const DRAW_BRACKETS = [
  'winners',
  'losers',
  'consolation',
  'pool',
  'playoff',
  'final',
  'bronze',
] as const;

/** A slot key as the engine writes it. */
export const SlotKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9-]{1,20}$/, 'invalid_value');
export const SlotParamsSchema = z.object({ id: IdSchema, key: SlotKeySchema });

const SideSchema = z.enum(['a', 'b']);

export const SlotSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seed'), seed: z.number().int() }),
  z.object({ kind: z.literal('bye') }),
  z.object({ kind: z.literal('winner'), slot: z.string() }),
  z.object({ kind: z.literal('loser'), slot: z.string() }),
  z.object({ kind: z.literal('pool_rank'), pool: z.number().int(), rank: z.number().int() }),
]);

export const RoundLabelSchema = z.discriminatedUnion('key', [
  z.object({ key: z.enum(['final', 'semi_final', 'quarter_final']) }),
  z.object({ key: z.literal('round_of'), size: z.number().int() }),
  z.object({ key: z.enum(['losers_round', 'consolation_round']), round: z.number().int() }),
  z.object({
    key: z.enum(['losers_final', 'consolation_final', 'grand_final', 'grand_final_reset', 'bronze']),
  }),
  z.object({ key: z.literal('pool_round'), pool: z.number().int(), round: z.number().int() }),
]);

/** An entry in the bracket. Staff see the players' ids; the public bracket shows names only. */
function entrantSchema<P extends z.ZodType>(player: P) {
  return z.object({
    registration_id: z.number().int(),
    seed: z.number().int(),
    /** "Player" or "Player / Partner". */
    name: z.string(),
    players: z.array(player),
    dupr_rating: z.number().nullable(),
  });
}
export const BracketEntrantSchema = entrantSchema(z.object({ id: z.number().int(), name: z.string() }));
export type BracketEntrant = z.infer<typeof BracketEntrantSchema>;
export const PublicBracketEntrantSchema = entrantSchema(z.object({ name: z.string() }));

export const SlotResultSchema = z.object({
  winner: SideSchema,
  walkover: z.boolean(),
  /** Points per game as [side a, side b]; empty for a walkover. */
  games: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SlotResultView = z.infer<typeof SlotResultSchema>;

/** The slot's real match (matches module); its live score is on the public room scoreboard:<id>. */
export const SlotMatchSchema = z.object({
  id: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  live_status: LiveStatusSchema.nullable(),
  winner_team: z.union([z.literal(1), z.literal(2)]).nullable(),
  games: z.array(
    z.object({ game_number: z.number().int(), team1: z.number().int(), team2: z.number().int() }),
  ),
});

function slotSchema<E extends z.ZodType>(entrant: E) {
  return z.object({
    key: z.string(),
    bracket: z.enum(DRAW_BRACKETS),
    round: z.number().int(),
    position: z.number().int(),
    pool: z.number().int().nullable(),
    label: RoundLabelSchema,
    /** event: the tournament's match rules; one_game_to_15: the grand-final reset as one game to 15. */
    match_format: z.enum(['event', 'one_game_to_15']),
    state: z.enum(SLOT_STATES),
    /** [side a, side b]: where each comes from, and who it is once known (null: not yet, or a bye). */
    sides: z.tuple([
      z.object({ source: SlotSourceSchema, entrant: entrant.nullable(), is_bye: z.boolean() }),
      z.object({ source: SlotSourceSchema, entrant: entrant.nullable(), is_bye: z.boolean() }),
    ]),
    winner_to: z.object({ slot: z.string(), side: SideSchema }).nullable(),
    loser_to: z.object({ slot: z.string(), side: SideSchema }).nullable(),
    played_if: z.object({ slot: z.string(), winner: SideSchema }).nullable(),
    result: SlotResultSchema.nullable(),
    /** The side that advances (a bye's entrant too); null while undecided. */
    winner: SideSchema.nullable(),
    match_status: z.enum(TOURNAMENT_MATCH_STATUSES).nullable(),
    /** Why it was postponed or cancelled. */
    status_reason: z.string().nullable(),
    match: SlotMatchSchema.nullable(),
    court: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    scheduled_at: z.string().nullable(),
  });
}
export const BracketSlotSchema = slotSchema(BracketEntrantSchema);
export type BracketSlot = z.infer<typeof BracketSlotSchema>;

function standingSchema<E extends z.ZodType>(entrant: E) {
  return z.object({
    entrant,
    rank: z.number().int(),
    played: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
    points_for: z.number().int(),
    points_against: z.number().int(),
    point_differential: z.number().int(),
    /** The tie-break that placed it within a tie on matches won (USA Pickleball's order). */
    decided_by: z
      .enum([
        'head_to_head',
        'point_differential',
        'head_to_head_point_differential',
        'point_differential_vs_next',
        'seed',
      ])
      .nullable(),
  });
}

function placingSchema<E extends z.ZodType>(entrant: E) {
  return z.object({
    /** Shared by entrants out at the same stage (5th–8th). */
    place: z.number().int(),
    medal: z.enum(['gold', 'silver', 'bronze']).nullable(),
    entrant,
  });
}

function bracketSchema<E extends z.ZodType>(entrant: E) {
  return z.object({
    tournament_id: z.number().int(),
    format: z.enum(TOURNAMENT_FORMATS),
    entrants: z.number().int(),
    /** The elimination bracket's lines (pool play: the playoff's); null for a round robin. */
    bracket_size: z.number().int().nullable(),
    settings: z.object({
      bronze_match: z.boolean(),
      grand_final_reset: z.boolean(),
      reset_format: z.enum(RESET_FORMATS),
      advance_per_pool: z.number().int().nullable(),
      seed_placement: z.enum(SEED_PLACEMENTS),
      /** The lot the seeds' lines were drawn with: the same lot gives the same draw. */
      seed_lot: z.number().int().nullable(),
    }),
    seeding_method: z.enum(SEEDING_METHODS),
    pools: z.array(
      z.object({
        pool: z.number().int(),
        standings: z.array(standingSchema(entrant)),
        complete: z.boolean(),
      }),
    ),
    /** In an order of play: a slot comes after the slots it depends on. */
    slots: z.array(slotSchema(entrant)),
    complete: z.boolean(),
    champion: entrant.nullable(),
    /** Once every slot is settled: the final placings (recorded when the tournament completes). */
    placings: z.array(placingSchema(entrant)).nullable(),
    /** A result was recorded: regenerating is refused from then on. */
    has_results: z.boolean(),
    generated_at: z.string(),
    revision: z.number().int(),
  });
}
export const BracketSchema = bracketSchema(BracketEntrantSchema);
export type Bracket = z.infer<typeof BracketSchema>;
export const PublicBracketSchema = bracketSchema(PublicBracketEntrantSchema);
export type PublicBracket = z.infer<typeof PublicBracketSchema>;

export const SeedingEntrySchema = z.object({
  registration_id: z.number().int(),
  seed: z.number().int(),
  name: z.string(),
  dupr_rating: z.number().nullable(),
  registered_at: z.string(),
});

/** The confirmed entries in the order the tournament's method seeds them (what generation uses). */
export const SeedingSchema = z.object({
  method: z.enum(SEEDING_METHODS),
  random_seed: z.number().int(),
  entries: z.array(SeedingEntrySchema),
  /** The fewest entries the format (with its options) can be drawn for. */
  minimum_entrants: z.number().int(),
});
export type Seeding = z.infer<typeof SeedingSchema>;

/** The manual order: every confirmed entry once, seed 1 first. */
export const SeedingUpdateInputSchema = z.object({
  registration_ids: z
    .array(IdSchema, { error: 'invalid_type' })
    .min(1, { message: 'required', abort: true })
    .max(1024, 'array_max'),
});
export type SeedingUpdateInput = z.infer<typeof SeedingUpdateInputSchema>;

export const SlotScheduleInputSchema = z.object({
  court_id: IdSchema.nullish(),
  scheduled_at: z
    .string({ error: 'datetime' })
    .refine((value) => !Number.isNaN(Date.parse(value)), 'datetime')
    .transform((value) => new Date(value).toISOString())
    .nullish(),
});
export type SlotScheduleInput = z.infer<typeof SlotScheduleInputSchema>;

export const SlotReasonInputSchema = z
  .object({ reason: optionalString(500) })
  .nullish()
  .transform((value) => ({ reason: value?.reason ?? null }));
export type SlotReasonInput = z.infer<typeof SlotReasonInputSchema>;

const ReasonSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, REQUIRED)
  .min(10, 'reason_min')
  .max(500, 'string_max');

/** A walkover: the winner advances without playing (the other withdrew or did not show). */
export const WalkoverInputSchema = z.object({ winner: SideSchema, reason: ReasonSchema });
export type WalkoverInput = z.infer<typeof WalkoverInputSchema>;

/**
 * A corrected result: the games as they were really played (team1 = side a), or a walkover with
 * its winner. The preview takes the same body; the correction needs `confirm: true`, so nothing
 * later is reset without the list having been shown.
 */
export const CorrectionInputSchema = z
  .object({
    walkover: z.boolean({ error: 'invalid_type' }).default(false),
    winner: SideSchema.nullish().transform((value) => value ?? null),
    games: z.array(MatchGameInputSchema, { error: 'invalid_type' }).max(5, 'array_max').default([]),
    reason: ReasonSchema,
    confirm: z.boolean({ error: 'invalid_type' }).default(false),
  })
  .superRefine((input, context) => {
    if (input.walkover && input.winner === null)
      context.addIssue({ code: 'custom', path: ['winner'], message: 'required' });
    if (!input.walkover && input.games.length === 0)
      context.addIssue({ code: 'custom', path: ['games'], message: 'scores_required' });
  });
export type CorrectionInput = z.infer<typeof CorrectionInputSchema>;

export const CorrectionPreviewSchema = z.object({
  slot: BracketSlotSchema,
  /** The result as corrected. */
  result: SlotResultSchema,
  /** Whether the other side now wins. */
  winner_changes: z.boolean(),
  /** Every later slot that reads this result, directly or through others. */
  dependents: z.array(z.string()),
  /** The later results the correction resets (kept in their slot's history), in order of play. */
  reset: z.array(
    z.object({
      key: z.string(),
      label: RoundLabelSchema,
      bracket: z.enum(DRAW_BRACKETS),
      result: SlotResultSchema,
      match_id: z.number().int().nullable(),
      names: z.tuple([z.string().nullable(), z.string().nullable()]),
    }),
  ),
  /** Matches that would be voided: the reset ones and those not played whose players change. */
  voided_matches: z.array(z.number().int()),
});
export type CorrectionPreview = z.infer<typeof CorrectionPreviewSchema>;

export const SLOT_HISTORY_REASONS = ['corrected', 'reset', 'voided', 'regenerated'] as const;

export const SlotHistoryEntrySchema = z.object({
  id: z.number().int(),
  slot_key: z.string(),
  match_id: z.number().int().nullable(),
  result: SlotResultSchema,
  recorded_at: z.string(),
  recorded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Null while it is the slot's result. */
  superseded_at: z.string().nullable(),
  superseded_reason: z.enum(SLOT_HISTORY_REASONS).nullable(),
  /** The reason given for a walkover or a correction. */
  note: z.string().nullable(),
});
export type SlotHistoryEntry = z.infer<typeof SlotHistoryEntrySchema>;

export const TournamentMatchListQuerySchema = z.object({
  status: z.enum(TOURNAMENT_MATCH_STATUSES, { error: 'one_of' }).optional(),
});
export type TournamentMatchListQuery = z.infer<typeof TournamentMatchListQuerySchema>;
