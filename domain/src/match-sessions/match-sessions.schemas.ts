import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, requiredString } from '../common/validation';
import { MatchGameSchema, MatchPlayerSchema, PLAYER_SEARCH_WORD_MIN } from '../matches/matches.schemas';
import { BEST_OF, TARGET_POINTS, WIN_BY } from '../scoring/scoring.schemas';
import {
  FAIRNESS_LABELS,
  MATCH_DURATION_MAX,
  MATCH_DURATION_MIN,
  MATCH_SESSION_STATUSES,
  MATCH_SESSION_TYPES,
  SESSION_COURTS_MAX,
  SESSION_PLAYERS_MAX,
  SESSION_ROUNDS_MAX,
  SESSION_SEED_MAX,
  sessionPlayerProblems,
} from './match-sessions.rules';
import { SessionDayFilterSchema, SessionEventOutputShape } from './session-event.schemas';

/**
 * Match sessions (SPEC §3 "Match session", §4, §5 "Generator"; issue 15): an organiser picks
 * players, the generator (domain/src/scheduling) proposes rounds, the organiser may swap players
 * by hand and saves it as a draft session; starting it creates one real match per game (scored on
 * the live screen like any match). Player ids in a schedule are user ids.
 */

const numberOption = <const T extends readonly number[]>(options: T) =>
  z.literal(options, { error: 'invalid_value' });

/** The settings a session is generated and saved with. */
export const SettingsShape = {
  name: requiredString(200),
  match_type: z.enum(MATCH_SESSION_TYPES, { error: 'one_of' }).default('doubles'),
  club_id: IdSchema.nullish().transform((value) => value ?? null),
  best_of: numberOption(BEST_OF).default(1),
  target_points: numberOption(TARGET_POINTS).default(11),
  win_by: numberOption(WIN_BY).default(2),
  match_duration_minutes: z
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(MATCH_DURATION_MIN, 'number_min')
    .max(MATCH_DURATION_MAX, 'number_max')
    .default(20),
  /** Courts available (beyond SPEC); null = as many as the players fill. */
  courts: z
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(SESSION_COURTS_MAX, 'number_max')
    .nullish()
    .transform((value) => value ?? null),
  /** The selected players (user ids), in the order the organiser picked them. */
  player_ids: z.array(IdSchema, { error: 'invalid_type' }).max(SESSION_PLAYERS_MAX, 'array_max'),
  /** Teams balanced by the players' ratings (beyond SPEC). */
  balance_by_rating: z.boolean({ error: 'invalid_type' }).default(false),
};

export function checkPlayers(
  input: { match_type: (typeof MATCH_SESSION_TYPES)[number]; player_ids: readonly number[] },
  context: z.RefinementCtx,
) {
  for (const problem of sessionPlayerProblems(input.match_type, input.player_ids))
    context.addIssue({ code: 'custom', path: problem.path, message: problem.key, params: problem.values });
}

/** POST /match-sessions/generate: a proposal, nothing stored. */
export const SessionGenerateInputSchema = z
  .object({
    ...SettingsShape,
    /** Rounds to generate; omitted = the full cycle (everyone partners / meets everyone once where possible). */
    rounds: z
      .number({ error: 'invalid_number' })
      .int('integer')
      .min(1, 'number_min')
      .max(SESSION_ROUNDS_MAX, 'number_max')
      .nullish()
      .transform((value) => value ?? null),
    /** The same seed and settings give the same schedule; omitted = a new one (answered back). */
    seed: z
      .number({ error: 'invalid_number' })
      .int('integer')
      .min(0, 'number_min')
      .max(SESSION_SEED_MAX, 'number_max')
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine(checkPlayers);
export type SessionGenerateInput = z.infer<typeof SessionGenerateInputSchema>;

/** One game as the organiser saves or edits it: user ids per team (1 each in singles, 2 in doubles). */
export const SessionGameInputSchema = z.object({
  team1: z.array(IdSchema, { error: 'invalid_type' }).min(1, 'required').max(2, 'team_full'),
  team2: z.array(IdSchema, { error: 'invalid_type' }).min(1, 'required').max(2, 'team_full'),
});
export type SessionGameInput = z.infer<typeof SessionGameInputSchema>;

export const SessionGameParamsSchema = z.object({ id: IdSchema, game_id: IdSchema });

export const SessionPlayerSchema = MatchPlayerSchema.extend({
  /** The player's doubles or singles rating (rank points) when they have one. */
  rating: z.number().nullable(),
});
export type SessionPlayer = z.infer<typeof SessionPlayerSchema>;

export const FairnessSchema = z.object({
  score: z.number().int(),
  label: z.enum(FAIRNESS_LABELS),
  /** Partnerships played more often than the number of rounds made unavoidable. */
  partner_repeats: z.number().int(),
  /** Fewest and most times any two players faced each other. */
  opponent_spread: z.tuple([z.number().int(), z.number().int()]),
  /** Most sit-outs minus fewest. */
  sit_out_spread: z.number().int(),
  /** A complete whist design (doubles) or round robin (singles): every pair partnered once and opposed twice / met once. */
  exact: z.boolean(),
  /** Points lost, by cause (score = 100 − their sum). */
  penalties: z.object({ partners: z.number(), opponents: z.number(), sit_outs: z.number() }),
});
export type Fairness = z.infer<typeof FairnessSchema>;

export const PlayerLoadSchema = z.object({
  player_id: z.number().int(),
  matches: z.number().int(),
  sit_outs: z.number().int(),
});
export type PlayerLoad = z.infer<typeof PlayerLoadSchema>;

/** The generated output of SPEC §3 (the same shape whether proposed or saved). */
const OutputShape = {
  total_matches: z.number().int(),
  /** Rounds × match duration (a round's games are played side by side). */
  estimated_minutes: z.number().int(),
  /** How many rounds the full cycle has for these players and courts. */
  full_cycle_rounds: z.number().int(),
  fairness: FairnessSchema,
  matches_per_player: z.array(PlayerLoadSchema),
  /** Mean difference of the two teams' rating sums (doubles with ratings), else null. */
  mean_rating_gap: z.number().nullable(),
};

export const GeneratedGameSchema = z.object({
  court: z.number().int(),
  team1: z.array(z.number().int()),
  team2: z.array(z.number().int()),
});
export const GeneratedRoundSchema = z.object({
  number: z.number().int(),
  games: z.array(GeneratedGameSchema),
  sitting_out: z.array(z.number().int()),
});
export type GeneratedRound = z.infer<typeof GeneratedRoundSchema>;

export const GeneratedScheduleSchema = z.object({
  seed: z.number().int(),
  players: z.array(SessionPlayerSchema),
  rounds: z.array(GeneratedRoundSchema),
  ...OutputShape,
});
export type GeneratedSchedule = z.infer<typeof GeneratedScheduleSchema>;

const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A game of a saved session; `match` once the session started (the real match and its state). */
export const SessionGameSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  court: z.number().int(),
  /** When its players were last called to their court (null: never), and how many calls. */
  called_at: z.string().nullable(),
  call_count: z.number().int(),
  team1: z.array(MatchPlayerSchema),
  team2: z.array(MatchPlayerSchema),
  match: z
    .object({
      id: z.number().int(),
      /** The match's workflow status (matches module). */
      status: z.string(),
      live_status: z.string().nullable(),
      winner_team: z.number().int().nullable(),
      games: z.array(MatchGameSchema),
    })
    .nullable(),
});
export type SessionGame = z.infer<typeof SessionGameSchema>;

export const SessionRoundSchema = z.object({
  number: z.number().int(),
  games: z.array(SessionGameSchema),
  sitting_out: z.array(MatchPlayerSchema),
});
export type SessionRound = z.infer<typeof SessionRoundSchema>;

export const MatchSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(MATCH_SESSION_STATUSES),
  match_type: z.enum(MATCH_SESSION_TYPES),
  club: PersonRefSchema.nullable(),
  best_of: z.number().int(),
  target_points: z.number().int(),
  win_by: z.number().int(),
  match_duration_minutes: z.number().int(),
  courts: z.number().int().nullable(),
  seed: z.number().int(),
  balance_by_rating: z.boolean(),
  ...SessionEventOutputShape,
  players: z.array(
    SessionPlayerSchema.extend({
      /** The first round the player was there for (a late arrival: after the rounds before it). */
      arrived_round: z.number().int(),
      /** The last round before the player left, or null while they are there. */
      left_after_round: z.number().int().nullable(),
    }),
  ),
  rounds: z.array(SessionRoundSchema),
  ...OutputShape,
  /** Games whose match has a final result (won by a team), of total_matches. */
  played_matches: z.number().int(),
  created_by: PersonRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type MatchSession = z.infer<typeof MatchSessionSchema>;

export const MatchSessionListItemSchema = MatchSessionSchema.pick({
  id: true,
  name: true,
  status: true,
  match_type: true,
  club: true,
  total_matches: true,
  played_matches: true,
  created_by: true,
  created_at: true,
  started_at: true,
  date: true,
  start_time: true,
  end_time: true,
  time_zone: true,
  starts_at: true,
  ends_at: true,
  venue_court: true,
  venue: true,
  court_names: true,
  player_cap: true,
  fee: true,
  currency: true,
  visibility: true,
  organiser: true,
}).extend({
  players_count: z.number().int(),
  rounds_count: z.number().int(),
  fairness_score: z.number().int(),
  fairness_label: z.enum(FAIRNESS_LABELS),
});
export type MatchSessionListItem = z.infer<typeof MatchSessionListItemSchema>;

export const MATCH_SESSION_SORT_FIELDS = ['starts_at', 'created_at', 'name', 'status', 'id'] as const;

/** The list: latest day first; `from`/`to` keep the sessions whose day falls in the range. */
export const MatchSessionListQuerySchema = z
  .object({
    ...ListQueryShape,
    sort: sortSchema(MATCH_SESSION_SORT_FIELDS, '-starts_at'),
    status: z.enum(MATCH_SESSION_STATUSES, { error: 'one_of' }).optional(),
    match_type: z.enum(MATCH_SESSION_TYPES, { error: 'one_of' }).optional(),
    club_id: IdSchema.optional(),
    from: SessionDayFilterSchema.optional(),
    to: SessionDayFilterSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    path: ['to'],
    message: 'date_range',
  });
export type MatchSessionListQuery = z.infer<typeof MatchSessionListQuerySchema>;

/** A session on the calendar: its day and times, venue and state; a click opens it. */
export const MatchSessionCalendarItemSchema = MatchSessionListItemSchema.pick({
  id: true,
  name: true,
  status: true,
  match_type: true,
  club: true,
  date: true,
  start_time: true,
  end_time: true,
  starts_at: true,
  ends_at: true,
  venue_court: true,
  venue: true,
  player_cap: true,
  players_count: true,
});
export type MatchSessionCalendarItem = z.infer<typeof MatchSessionCalendarItemSchema>;

export const MatchSessionStatsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(z.enum(MATCH_SESSION_STATUSES), z.number().int()),
});
export type MatchSessionStats = z.infer<typeof MatchSessionStatsSchema>;

/** One line of the night's standings (from matches with a final result). */
export const StandingSchema = z.object({
  rank: z.number().int(),
  player: MatchPlayerSchema,
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  points_for: z.number().int(),
  points_against: z.number().int(),
  differential: z.number().int(),
});
export type Standing = z.infer<typeof StandingSchema>;

/** How often two players partnered and faced each other in played matches (a < b). */
export const PairMeetingSchema = z.object({
  a: z.number().int(),
  b: z.number().int(),
  partnered: z.number().int(),
  opposed: z.number().int(),
});
export type PairMeeting = z.infer<typeof PairMeetingSchema>;

export const SessionStatisticsSchema = z.object({
  played_matches: z.number().int(),
  total_matches: z.number().int(),
  standings: z.array(StandingSchema),
  pairs: z.array(PairMeetingSchema),
});
export type SessionStatistics = z.infer<typeof SessionStatisticsSchema>;

/** GET /match-sessions/players: whom the generator screen offers (the club's members first). */
export const SessionCandidateQuerySchema = z.object({
  /** As the match form's player search (SPEC §5: 3 characters, or a whole 2-letter name); without it the club's members are listed. */
  search: z
    .string()
    .trim()
    .min(PLAYER_SEARCH_WORD_MIN, 'player_search_min')
    .max(100, 'string_max')
    .optional(),
  club_id: IdSchema.optional(),
  match_type: z.enum(MATCH_SESSION_TYPES, { error: 'one_of' }).default('doubles'),
  limit: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(100, 'number_max')
    .default(50),
});
export type SessionCandidateQuery = z.infer<typeof SessionCandidateQuerySchema>;

export const SessionCandidateSchema = SessionPlayerSchema.extend({ club_member: z.boolean() });
export type SessionCandidate = z.infer<typeof SessionCandidateSchema>;
