import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { QueryBooleanSchema } from '../common/validation';
import { TOURNAMENT_FORMATS, TOURNAMENT_STATUSES, TOURNAMENT_TYPES } from './tournaments.rules';
import { TournamentDateSchema, TournamentSchema } from './tournaments.schemas';

/** Views of tournaments: the list's query and figures, the calendar, the public page, the realtime event. */

export const TOURNAMENT_SORT_FIELDS = [
  'name',
  'start_date',
  'registration_deadline',
  'status',
  'sort_order',
  'created_at',
  'id',
] as const;
export type TournamentSortField = (typeof TOURNAMENT_SORT_FIELDS)[number];

export const TournamentFilterShape = {
  search: ListQueryShape.search,
  status: z.enum(TOURNAMENT_STATUSES, { error: 'one_of' }).optional(),
  type: z.enum(TOURNAMENT_TYPES, { error: 'one_of' }).optional(),
  format: z.enum(TOURNAMENT_FORMATS, { error: 'one_of' }).optional(),
  is_public: QueryBooleanSchema.optional(),
  is_free: QueryBooleanSchema.optional(),
  is_active: QueryBooleanSchema.optional(),
  /** Archived tournaments only (they are left out otherwise). */
  archived: QueryBooleanSchema.optional(),
  /** Tournaments whose dates overlap [from, to] (YYYY-MM-DD, either may be left out). */
  from: TournamentDateSchema.optional(),
  to: TournamentDateSchema.optional(),
};

/** Search folds case and diacritics ("giai mua thu" finds "Giải Mùa Thu"): name, location, organizer. */
export const TournamentListQuerySchema = z.object({
  ...ListQueryShape,
  ...TournamentFilterShape,
  sort: sortSchema(TOURNAMENT_SORT_FIELDS, '-start_date'),
});
export type TournamentListQuery = z.infer<typeof TournamentListQuerySchema>;

export const TournamentStatsSchema = z.object({
  /** Not archived. */
  total: z.number().int(),
  by_status: z.record(z.enum(TOURNAMENT_STATUSES), z.number().int()),
  /** Starting today or later, neither cancelled nor archived. */
  upcoming: z.number().int(),
  /** Taking entries now. */
  open_for_registration: z.number().int(),
  /** Entries holding a place in tournaments not archived. */
  entries: z.number().int(),
  archived: z.number().int(),
});
export type TournamentStats = z.infer<typeof TournamentStatsSchema>;

export const TournamentCalendarQuerySchema = z
  .object({ from: TournamentDateSchema, to: TournamentDateSchema })
  .refine((query) => query.to >= query.from, { path: ['to'], message: 'date_range' });
export type TournamentCalendarQuery = z.infer<typeof TournamentCalendarQuerySchema>;

export const TournamentCalendarItemSchema = TournamentSchema.pick({
  id: true,
  name: true,
  type: true,
  format: true,
  status: true,
  start_date: true,
  end_date: true,
  start_time: true,
  end_time: true,
  location: true,
  is_public: true,
});
export type TournamentCalendarItem = z.infer<typeof TournamentCalendarItemSchema>;

/** What anyone may see of a public tournament: no organiser contact, no notes, no seed. */
export const PublicTournamentSchema = TournamentSchema.pick({
  id: true,
  name: true,
  description: true,
  type: true,
  format: true,
  max_participants: true,
  location: true,
  court: true,
  start_date: true,
  end_date: true,
  start_time: true,
  end_time: true,
  registration_deadline: true,
  organizer_name: true,
  is_free: true,
  entry_fee: true,
  currency: true,
  prize_pool: true,
  requires_approval: true,
  rules: true,
  status: true,
  best_of: true,
  target_points: true,
  win_by: true,
  score_type: true,
  registration_window: true,
  has_bracket: true,
  podium: true,
  revision: true,
}).extend({
  counts: z.object({ entries: z.number().int(), waitlisted: z.number().int() }),
});
export type PublicTournament = z.infer<typeof PublicTournamentSchema>;

export const PublicTournamentListQuerySchema = z.object({
  ...ListQueryShape,
  status: z.enum(TOURNAMENT_STATUSES, { error: 'one_of' }).optional(),
});
export type PublicTournamentListQuery = z.infer<typeof PublicTournamentListQuerySchema>;

/** The data of `tournament.updated`: what changed, so a screen refetches only that. */
export const TournamentChangedEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(TOURNAMENT_STATUSES),
  revision: z.number().int(),
  /** details: the tournament's fields or state; registrations: its entries; bracket: its draw. */
  parts: z.array(z.enum(['details', 'registrations', 'bracket'])),
  /** Bracket slots whose entrants, state, result or match changed (keys). */
  slots: z.array(z.string()),
});
export type TournamentChangedEvent = z.infer<typeof TournamentChangedEventSchema>;
