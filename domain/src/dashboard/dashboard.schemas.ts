import { z } from 'zod';
import { ExportTimeZoneSchema } from '../common/pagination';
import { PAYMENT_CURRENCIES } from '../payments/payments.rules';
import { ProfileCompletionSchema } from '../profile/profile.schemas';

/**
 * The dashboard (`GET /api/v1/dashboard`, any signed-in user): one answer with a card for each
 * module the user may open (a card is absent, not empty, without its permission), and the
 * user's own profile completion. Modules not built yet have no card; each adds its own.
 */

export const DashboardCardsSchema = z.object({
  /** user.view */
  users: z
    .object({ total: z.number().int(), active: z.number().int(), new_this_week: z.number().int() })
    .optional(),
  /** court.view */
  courts: z.object({ total: z.number().int(), active: z.number().int() }).optional(),
  /** court-request.view: pending ones, urgent first (pending 7 days or more). */
  court_requests: z
    .object({
      pending: z.number().int(),
      urgent: z.number().int(),
      oldest: z.array(
        z.object({ id: z.number().int(), name: z.string(), created_at: z.string(), is_urgent: z.boolean() }),
      ),
    })
    .optional(),
  /** club.view */
  clubs: z.object({ total: z.number().int(), pending_join_requests: z.number().int() }).optional(),
  /** match.view: live now (with their public scoreboards) and waiting for approval. */
  matches: z
    .object({
      live: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          court: z.string().nullable(),
          score: z.string(),
          scoreboard_path: z.string(),
        }),
      ),
      awaiting_approval: z.number().int(),
      played_this_week: z.number().int(),
    })
    .optional(),
  /** payment.stats */
  payments: z
    .object({
      currency: z.enum(PAYMENT_CURRENCIES),
      revenue_this_month: z.number().int(),
      pending: z.number().int(),
      flagged: z.number().int(),
      by_day: z.array(z.object({ date: z.string(), amount: z.number().int() })),
    })
    .optional(),
  /** notification.view */
  notifications: z.object({ failed_today: z.number().int(), scheduled: z.number().int() }).optional(),
});
export type DashboardCards = z.infer<typeof DashboardCardsSchema>;

export const DashboardSchema = z.object({
  cards: DashboardCardsSchema,
  /** The signed-in user's profile: how complete, and what is missing. */
  profile: ProfileCompletionSchema,
  generated_at: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const DashboardQuerySchema = z.object({
  /** The reader's time zone: "this week", "today" and the chart's days are theirs. */
  tz: ExportTimeZoneSchema,
});
