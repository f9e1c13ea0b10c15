import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import { EmailSchema, PhoneSchema, QueryBooleanSchema, REQUIRED, requiredString } from '../common/validation';
import { CourtSchema, courtFields } from '../courts/courts.schemas';

export const COURT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'needs_modification'] as const;
export type CourtRequestStatus = (typeof COURT_REQUEST_STATUSES)[number];

export const COURT_REQUEST_EVENTS = [
  'submitted',
  'resubmitted',
  'approved',
  'rejected',
  'changes_requested',
  'commented',
] as const;
export type CourtRequestEventType = (typeof COURT_REQUEST_EVENTS)[number];

/**
 * The public registration form (SPEC §2 /register-court): the court's fields and who applies.
 * `company_website` is a honeypot: hidden from people, filled by bots.
 */
export const CourtRequestInputSchema = z.object({
  ...courtFields,
  applicant_name: requiredString(120),
  applicant_email: EmailSchema,
  applicant_phone: PhoneSchema,
  company_website: z.string().max(500).optional(),
});
export type CourtRequestInput = z.infer<typeof CourtRequestInputSchema>;

/** The court as the applicant described it (the request's data, before it is a court). */
export const CourtRequestDataSchema = CourtSchema.omit({
  id: true,
  status: true,
  is_active: true,
  sort_order: true,
  created_at: true,
  updated_at: true,
});

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const CourtRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(COURT_REQUEST_STATUSES),
  urgent: z.boolean(),
  court: CourtRequestDataSchema,
  applicant: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  locale: z.enum(['en', 'vi']),
  review_notes: z.string().nullable(),
  feedback: z.string().nullable(),
  created_court_id: z.number().int().nullable(),
  events: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(COURT_REQUEST_EVENTS),
      actor: PersonSchema.nullable(),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CourtRequest = z.infer<typeof CourtRequestSchema>;

/** What the applicant sees through their private link: their data, the status and the feedback. */
export const CourtRequestPublicSchema = CourtRequestSchema.pick({
  reference: true,
  status: true,
  court: true,
  applicant: true,
  feedback: true,
  submitted_at: true,
});

export const CourtRequestListQuerySchema = z.object({
  ...ListQueryShape,
  status: z.enum(COURT_REQUEST_STATUSES, { error: 'one_of' }).optional(),
  urgent: QueryBooleanSchema.optional(),
  /** `urgent` puts the pending requests waiting longest first. */
  sort: sortSchema(['urgent', 'submitted_at', 'created_at', 'reference'], '-created_at'),
});
export type CourtRequestListQuery = z.infer<typeof CourtRequestListQuerySchema>;
export const CourtRequestExportQuerySchema = CourtRequestListQuerySchema.omit({
  page: true,
  per_page: true,
}).extend(ExportShape);
export type CourtRequestExportQuery = z.infer<typeof CourtRequestExportQuerySchema>;

export const CourtRequestStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  urgent: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  needs_modification: z.number().int(),
});

/** SPEC §5: rejection reasons and change feedback are at least 10 characters. */
const longText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, REQUIRED).min(10, 'reason_min').max(max, 'string_max');

export const RejectInputSchema = z.object({ reason: longText(2000) });
export const RequestChangesInputSchema = z.object({ feedback: longText(2000) });
export const ApproveInputSchema = z.object({
  review_notes: z.string().trim().max(2000, 'string_max').optional(),
});
export const CommentInputSchema = z.object({
  body: z.string({ error: 'required' }).trim().min(1, REQUIRED).max(2000, 'string_max'),
});

export const EditTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'invalid_value'),
});

export const CourtRequestCreatedSchema = z.object({
  data: z.object({ reference: z.string(), status: z.enum(COURT_REQUEST_STATUSES) }),
  message: z.string(),
});
