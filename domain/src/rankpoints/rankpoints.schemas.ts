import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import { REQUIRED } from '../common/validation';
import { PROVINCE_CODE_PATTERN } from '../geo/geo.schemas';

/** SPEC §9: propose (beginner), blue (intermediate), red (advanced). */
export const RANKPOINT_TYPES = ['propose', 'blue', 'red'] as const;
export type RankpointType = (typeof RANKPOINT_TYPES)[number];
export const RANKPOINT_STATUSES = ['active', 'not_rated', 'suspended'] as const;
export type RankpointStatus = (typeof RANKPOINT_STATUSES)[number];
export const RATING_SOURCES = ['initial', 'admin', 'match', 'tournament'] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];
export const RATING_MATCH_TYPES = ['singles', 'doubles'] as const;
export type RatingMatchType = (typeof RATING_MATCH_TYPES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const AGE_BANDS = ['under_18', '18_34', '35_49', '50_64', '65_plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** SPEC §5: 2.000 to 8.000 ('at least 2.000', 'cannot exceed 8.000', 'must be a valid number'). */
export const RatingSchema = z
  // An empty field is missing, not zero: 'This field is required'.
  .preprocess((value) => (value === '' || value === null ? undefined : value), z.unknown())
  .refine((value) => value !== undefined, { message: 'required', abort: true })
  .pipe(z.coerce.number({ error: 'rating_number' }))
  .refine((value) => Number.isFinite(value), 'rating_number')
  .refine((value) => value >= 2, 'rating_min')
  .refine((value) => value <= 8, 'rating_max')
  .transform((value) => Math.round(value * 1000) / 1000);

export const RankpointInputSchema = z.object({
  user_id: z.number({ error: 'required' }).int('required').positive('required'),
  type: z.enum(RANKPOINT_TYPES, { error: 'required' }),
  match_type: z.enum(RATING_MATCH_TYPES, { error: 'required' }),
  rating: RatingSchema,
  status: z.enum(RANKPOINT_STATUSES, { error: 'one_of' }).default('active'),
  change_reason: z.string({ error: 'required' }).trim().min(1, REQUIRED).max(500, 'string_max'),
});
export type RankpointInput = z.infer<typeof RankpointInputSchema>;
export const RankpointUpdateSchema = RankpointInputSchema.omit({ user_id: true });
export type RankpointUpdate = z.infer<typeof RankpointUpdateSchema>;

const PlayerSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const RankpointSchema = z.object({
  id: z.number().int(),
  player: PlayerSchema,
  type: z.enum(RANKPOINT_TYPES),
  single_rating: z.number().nullable(),
  double_rating: z.number().nullable(),
  single_matches: z.number().int(),
  double_matches: z.number().int(),
  status: z.enum(RANKPOINT_STATUSES),
  change_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Rankpoint = z.infer<typeof RankpointSchema>;

export const RatingHistorySchema = z.object({
  id: z.number().int(),
  match_type: z.enum(RATING_MATCH_TYPES),
  previous_rating: z.number().nullable(),
  new_rating: z.number(),
  source: z.enum(RATING_SOURCES),
  reason: z.string().nullable(),
  match_id: z.number().int().nullable(),
  changed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changed_at: z.string(),
});
export type RatingHistory = z.infer<typeof RatingHistorySchema>;

export const RankpointDetailSchema = RankpointSchema.extend({ history: z.array(RatingHistorySchema) });

export const RankpointListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['single_rating', 'double_rating', 'updated_at', 'id'], '-updated_at'),
  type: z.enum(RANKPOINT_TYPES, { error: 'one_of' }).optional(),
  status: z.enum(RANKPOINT_STATUSES, { error: 'one_of' }).optional(),
});
export type RankpointListQuery = z.infer<typeof RankpointListQuerySchema>;
export const RankpointExportQuerySchema = RankpointListQuerySchema.omit({
  page: true,
  per_page: true,
}).extend(ExportShape);
export type RankpointExportQuery = z.infer<typeof RankpointExportQuerySchema>;

export const LeaderboardQuerySchema = z.object({
  match_type: z.enum(RATING_MATCH_TYPES, { error: 'one_of' }).default('doubles'),
  /** A player's name or username, diacritics ignored: the rows keep their places. */
  search: ListQueryShape.search,
  type: z.enum(RANKPOINT_TYPES, { error: 'one_of' }).optional(),
  gender: z.enum(GENDERS, { error: 'one_of' }).optional(),
  province_code: z.string().regex(PROVINCE_CODE_PATTERN, 'invalid_value').optional(),
  age_band: z.enum(AGE_BANDS, { error: 'one_of' }).optional(),
  page: ListQueryShape.page,
  per_page: ListQueryShape.per_page,
  cursor: ListQueryShape.cursor,
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  rankpoint_id: z.number().int(),
  /** Places gained (+) or lost (−) since a week ago; null for a player not ranked then. */
  movement: z.number().int().nullable(),
  player: PlayerSchema,
  type: z.enum(RANKPOINT_TYPES),
  rating: z.number(),
  matches: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
