import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import {
  IdSchema,
  optionalString,
  QueryBooleanSchema,
  QueryDateSchema,
  REQUIRED,
} from '../common/validation';
import { BEST_OF, FaultSchema, TARGET_POINTS, WIN_BY } from '../scoring/scoring.schemas';
import {
  checkMatchInput,
  MATCH_DISCIPLINES,
  MATCH_FORMATS,
  MATCH_STATUSES,
  MAX_GAMES,
  SCORE_TYPES,
} from './matches.rules';

/** A player as matches show them: never an e-mail or a phone (the scoreboard is public). */
export const MatchPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
});
export type MatchPlayer = z.infer<typeof MatchPlayerSchema>;

export const MatchGameSchema = z.object({
  game_number: z.number().int(),
  team1: z.number().int(),
  team2: z.number().int(),
});

export const ConfirmationStatusSchema = z.enum(['pending', 'confirmed', 'disputed']);
export type ConfirmationStatus = z.infer<typeof ConfirmationStatusSchema>;

export const MatchConfirmationSchema = z.object({
  player: MatchPlayerSchema,
  team: z.union([z.literal(1), z.literal(2)]),
  status: ConfirmationStatusSchema,
  reason: z.string().nullable(),
  responded_at: z.string().nullable(),
});

export const LiveStatusSchema = z.enum(['active', 'paused', 'completed']);
export type LiveStatus = z.infer<typeof LiveStatusSchema>;

const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const MatchSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  /** A match session's match: its round and court, shown after the event in the reader's language. */
  session_game: z.object({ round: z.number().int(), court: z.number().int() }).nullable(),
  location: z.string().nullable(),
  /** The registered court it is played at, if it is one. */
  court: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The club it is played for, if any. */
  club: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  played_at: z.string(),
  discipline: z.enum(MATCH_DISCIPLINES),
  format: z.enum(MATCH_FORMATS),
  best_of: z.number().int(),
  target_points: z.number().int(),
  win_by: z.number().int(),
  tiebreak_target: z.number().int().nullable(),
  score_type: z.enum(SCORE_TYPES),
  notes: z.string().nullable(),
  is_certified: z.boolean(),
  status: z.enum(MATCH_STATUSES),
  winner_team: z.union([z.literal(1), z.literal(2)]).nullable(),
  team1: z.array(MatchPlayerSchema),
  team2: z.array(MatchPlayerSchema),
  games: z.array(MatchGameSchema),
  games_won: z.object({ team1: z.number().int(), team2: z.number().int() }),
  live_status: LiveStatusSchema.nullable(),
  confirmations: z.array(MatchConfirmationSchema),
  /** The last reason given for a dispute, a rejection or a void. */
  status_reason: z.string().nullable(),
  created_by: PersonRefSchema.nullable(),
  reviewed_by: PersonRefSchema.nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Match = z.infer<typeof MatchSchema>;

/** A score as typed in the form: a whole number from 0 to 99 ('Invalid score format'). */
const ScoreSchema = z
  .number({ error: 'score_format' })
  .int('score_format')
  .min(0, 'score_format')
  .max(99, 'score_format');

export const MatchGameInputSchema = z.object({
  team1: ScoreSchema,
  team2: ScoreSchema,
});
export type MatchGameInput = z.infer<typeof MatchGameInputSchema>;

/** A number from a fixed list (best of 1/3/5, points to 11/15/21, win by 1/2). */
function numberOption<const T extends readonly number[]>(options: T) {
  return z
    .number({ error: 'invalid_value' })
    .refine((value) => options.includes(value), 'invalid_value')
    .transform((value) => value as T[number]);
}

const isWhole = (value: unknown) => Number.isInteger(value);

/** The fields the cross-field rules read are all present and of the right kind. */
function hasRuleFields(value: unknown): boolean {
  const input = value as Record<string, unknown> | null;
  if (!input) return false;
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => isWhole(id) && (id as number) > 0);
  const games = input.games;
  return (
    ids(input.team1) &&
    ids(input.team2) &&
    Array.isArray(games) &&
    games.every(
      (game) =>
        isWhole((game as Record<string, unknown>)?.team1) &&
        isWhole((game as Record<string, unknown>)?.team2),
    ) &&
    (BEST_OF as readonly unknown[]).includes(input.best_of) &&
    (TARGET_POINTS as readonly unknown[]).includes(input.target_points) &&
    (WIN_BY as readonly unknown[]).includes(input.win_by) &&
    (input.discipline === 'singles' || input.discipline === 'doubles') &&
    (input.score_type === 'standard' || input.score_type === 'rally') &&
    (input.tiebreak_target === null || (TARGET_POINTS as readonly unknown[]).includes(input.tiebreak_target))
  );
}

/**
 * The match form (SPEC §3 "Match", §5 "Match form"). Teams are user ids; every rule that needs
 * more than one field (team sizes, a player twice, each game a finished game under the match's
 * target and win-by, no game after the match is decided) is in checkMatchInput.
 */
export const MatchInputSchema = z
  .object({
    // No `abort` on these two: an aborted field stops the cross-field rules below, and the form
    // should show every problem in one round.
    event: z.string({ error: 'event_required' }).trim().min(1, 'event_required').max(200, 'string_max'),
    location: optionalString(255),
    /** A registered court (the location may still be typed for a venue not in the list). */
    court_id: IdSchema.nullish().transform((value) => value ?? null),
    club_id: IdSchema.nullish().transform((value) => value ?? null),
    played_at: z
      .string({ error: 'date_required' })
      .trim()
      .min(1, 'date_required')
      .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'datetime'),
    discipline: z.enum(MATCH_DISCIPLINES, { error: 'one_of' }).default('doubles'),
    format: z.enum(MATCH_FORMATS, { error: 'one_of' }).default('friendly'),
    best_of: numberOption(BEST_OF).default(3),
    target_points: numberOption(TARGET_POINTS).default(11),
    win_by: numberOption(WIN_BY).default(2),
    tiebreak_target: numberOption(TARGET_POINTS)
      .nullish()
      .transform((value) => value ?? null),
    score_type: z.enum(SCORE_TYPES, { error: 'one_of' }).default('standard'),
    notes: optionalString(2000),
    team1: z.array(IdSchema, { error: 'invalid_type' }).max(2, 'team_full').default([]),
    team2: z.array(IdSchema, { error: 'invalid_type' }).max(2, 'team_full').default([]),
    games: z.array(MatchGameInputSchema, { error: 'invalid_type' }).max(MAX_GAMES, 'array_max').default([]),
  })
  .superRefine((input, context) => {
    // This runs even while other fields have errors (so the form shows every problem at once),
    // but only when the fields these rules read are well formed: their own errors say the rest.
    if (!hasRuleFields(input)) return;
    for (const problem of checkMatchInput(input))
      context.addIssue({
        code: 'custom',
        path: problem.path,
        message: problem.key,
        ...(problem.values ? { params: problem.values } : {}),
      });
  });
export type MatchInput = z.infer<typeof MatchInputSchema>;
/** The same as sent, before the schema checks it. */
export type MatchInputBody = z.input<typeof MatchInputSchema>;

/**
 * The form's input for a match as it stands, with other games if given: a result entered over
 * the match's own fields (what the edit form sends when only the scores change).
 */
export function matchInputOf(match: Match, games: readonly MatchGameInput[] = match.games): MatchInputBody {
  return {
    event: match.event,
    location: match.location,
    court_id: match.court?.id ?? null,
    club_id: match.club?.id ?? null,
    played_at: match.played_at,
    discipline: match.discipline,
    format: match.format,
    best_of: match.best_of,
    target_points: match.target_points,
    win_by: match.win_by,
    tiebreak_target: match.tiebreak_target,
    score_type: match.score_type,
    notes: match.notes,
    team1: match.team1.map((player) => player.id),
    team2: match.team2.map((player) => player.id),
    games: games.map((game) => ({ team1: game.team1, team2: game.team2 })),
  };
}

export const MATCH_SORT_FIELDS = ['played_at', 'created_at', 'event', 'status', 'id'] as const;

export const MatchListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(MATCH_SORT_FIELDS, '-played_at'),
  status: z.enum(MATCH_STATUSES, { error: 'one_of' }).optional(),
  discipline: z.enum(MATCH_DISCIPLINES, { error: 'one_of' }).optional(),
  event: z.string().trim().max(200, 'string_max').optional(),
  player: IdSchema.optional(),
  certified: QueryBooleanSchema.optional(),
  played_from: QueryDateSchema.optional(),
  played_to: QueryDateSchema.optional(),
});
export type MatchListQuery = z.infer<typeof MatchListQuerySchema>;
export const MatchExportQuerySchema = MatchListQuerySchema.omit({ page: true, per_page: true }).extend(
  ExportShape,
);
export type MatchExportQuery = z.infer<typeof MatchExportQuerySchema>;

export const MatchStatsSchema = z.object({
  total: z.number().int(),
  live: z.number().int(),
  awaiting_confirmation: z.number().int(),
  awaiting_approval: z.number().int(),
  disputed: z.number().int(),
  approved: z.number().int(),
  certified: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
});
export type MatchStats = z.infer<typeof MatchStatsSchema>;

/** SPEC §5: rejection and dispute reasons are at least 10 characters. */
export const ReasonInputSchema = z.object({
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, REQUIRED)
    .min(10, 'reason_min')
    .max(1000, 'string_max'),
});
export type ReasonInput = z.infer<typeof ReasonInputSchema>;

/**
 * SPEC §5: player search needs at least 3 characters; 2 are enough for a whole word ("An", "Hà"),
 * since many Vietnamese given names have two letters.
 */
export const PLAYER_SEARCH_WORD_MIN = 2;
export const PlayerSearchQuerySchema = z.object({
  search: z
    .string({ error: 'player_search_min' })
    .trim()
    .min(PLAYER_SEARCH_WORD_MIN, 'player_search_min')
    .max(100, 'string_max'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type PlayerSearchQuery = z.infer<typeof PlayerSearchQuerySchema>;

// ---- Live scoring ----

export const LiveStartInputSchema = z.object({
  first_server: z.enum(['A', 'B'], { error: 'one_of' }).default('A'),
});
export type LiveStartInput = z.infer<typeof LiveStartInputSchema>;

/**
 * One scoring action from the referee's device. `seq` numbers them from 1 per match: the server
 * applies event n only when it has applied n-1, so a queue replayed after a network drop lands
 * exactly once and in order.
 */
export const LiveEventInputSchema = z.object({
  seq: z.number({ error: 'invalid_number' }).int('integer').min(1, 'number_min'),
  event: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('rally'), winner: z.enum(['A', 'B'], { error: 'one_of' }) }),
      z.object({ kind: z.literal('fault'), fault: FaultSchema }),
      z.object({ kind: z.literal('undo') }),
    ],
    { error: 'invalid_value' },
  ),
});
export type LiveEventInput = z.infer<typeof LiveEventInputSchema>;
export type LiveAction = LiveEventInput['event'];

/**
 * The live state of a match: the engine's state (domain/src/scoring) plus the session around it.
 * `state` is the engine's MatchState, JSON as it is.
 */
export const LiveSessionSchema = z.object({
  match_id: z.number().int(),
  live_status: LiveStatusSchema,
  seq: z.number().int(),
  sides_swapped: z.boolean(),
  state: z.record(z.string(), z.unknown()),
  call: z.string(),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;

/** What anyone may see of a match: names only, no contact details. */
export const ScoreboardSchema = z.object({
  match_id: z.number().int(),
  event: z.string(),
  location: z.string().nullable(),
  played_at: z.string(),
  discipline: z.enum(MATCH_DISCIPLINES),
  best_of: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  live_status: LiveStatusSchema.nullable(),
  team1: z.array(z.object({ name: z.string() })),
  team2: z.array(z.object({ name: z.string() })),
  games: z.array(MatchGameSchema),
  games_won: z.object({ team1: z.number().int(), team2: z.number().int() }),
  game_number: z.number().int().nullable(),
  /** The current game's score (the last game's once the match is over). */
  current: z.object({ team1: z.number().int(), team2: z.number().int() }).nullable(),
  serving: z
    .object({
      team: z.union([z.literal(1), z.literal(2)]),
      server_number: z.number().int(),
      player_name: z.string().nullable(),
      court_side: z.enum(['right', 'left']),
    })
    .nullable(),
  call: z.string().nullable(),
  /** Which team is at the left end, as the referee sees the court. */
  left_team: z.union([z.literal(1), z.literal(2)]).nullable(),
  winner_team: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** Raised by every change of the match: of two snapshots, the higher revision is the newer. */
  revision: z.number().int(),
  updated_at: z.string(),
});
export type Scoreboard = z.infer<typeof ScoreboardSchema>;
