import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, optionalString, REQUIRED, requiredString } from '../common/validation';
import { parseClockTime, WEEKDAYS } from '../courts/courts.rules';
import { StoredImageSchema } from '../files/files.schemas';
import { PROVINCE_CODE_PATTERN } from '../geo/geo.schemas';

export const CLUB_STATUSES = ['active', 'inactive', 'pending', 'archived'] as const;
export type ClubStatus = (typeof CLUB_STATUSES)[number];
/** SPEC §6: owner (the creator, exactly one), admin (manages members), member. */
export const CLUB_ROLES = ['owner', 'admin', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** One weekly slot: day, start and end (HH:MM); end after start. */
export const ScheduleEntrySchema = z
  .object({
    day: z.enum(WEEKDAYS, { error: 'one_of' }),
    start_time: z
      .string({ error: 'required' })
      .refine((value) => parseClockTime(value) !== null, 'time_format'),
    end_time: z
      .string({ error: 'required' })
      .refine((value) => parseClockTime(value) !== null, 'time_format'),
  })
  .superRefine((entry, context) => {
    const start = parseClockTime(entry.start_time);
    const end = parseClockTime(entry.end_time);
    if (start !== null && end !== null && end <= start)
      context.addIssue({ code: 'custom', path: ['end_time'], message: 'end_after_start' });
  });
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

/** The weekly schedule: several slots a day are fine, overlapping ones on one day are not. */
export const ScheduleSchema = z
  .array(ScheduleEntrySchema, { error: 'invalid_type' })
  .max(50, 'array_max')
  .superRefine((entries, context) => {
    entries.forEach((entry, index) => {
      const start = parseClockTime(entry.start_time) ?? 0;
      const end = parseClockTime(entry.end_time) ?? 0;
      const overlaps = entries.some((other, otherIndex) => {
        if (otherIndex >= index || other.day !== entry.day) return false;
        const otherStart = parseClockTime(other.start_time) ?? 0;
        const otherEnd = parseClockTime(other.end_time) ?? 0;
        return start < otherEnd && otherStart < end;
      });
      if (overlaps)
        context.addIssue({ code: 'custom', path: [index, 'start_time'], message: 'schedule_overlap' });
    });
  });

export const ClubInputSchema = z.object({
  name: requiredString(200),
  description: optionalString(5000),
  schedule: ScheduleSchema.default([]),
  court_id: IdSchema.nullish().transform((value) => value ?? null),
  status: z.enum(CLUB_STATUSES, { error: 'one_of' }).default('active'),
  is_active: z.boolean({ error: 'invalid_type' }).default(true),
  /** An uploaded image's id (POST /api/v1/uploads/images?purpose=club_avatar), or null to remove it. */
  avatar: z
    .string()
    .uuid('invalid_value')
    .nullish()
    .transform((value) => value ?? null),
});
export type ClubInput = z.infer<typeof ClubInputSchema>;

const PersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const ClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  schedule: z.array(z.object({ day: z.enum(WEEKDAYS), start_time: z.string(), end_time: z.string() })),
  court: z
    .object({
      id: z.number().int(),
      name: z.string(),
      province_code: z.string(),
      province: z.string(),
      ward: z.string(),
    })
    .nullable(),
  owner: PersonSchema.nullable(),
  is_active: z.boolean(),
  status: z.enum(CLUB_STATUSES),
  member_count: z.number().int(),
  avatar: StoredImageSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Club = z.infer<typeof ClubSchema>;

export const ClubListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['name', 'member_count', 'created_at', 'id'], 'name'),
  status: z.enum(CLUB_STATUSES, { error: 'one_of' }).optional(),
  court_id: IdSchema.optional(),
  province_code: z.string().regex(PROVINCE_CODE_PATTERN, 'invalid_value').optional(),
  day: z.enum(WEEKDAYS, { error: 'one_of' }).optional(),
});
export type ClubListQuery = z.infer<typeof ClubListQuerySchema>;
export const ClubExportQuerySchema = ClubListQuerySchema.omit({ page: true, per_page: true }).extend(
  ExportShape,
);
export type ClubExportQuery = z.infer<typeof ClubExportQuerySchema>;

export const ClubStatsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  members: z.number().int(),
  pending_requests: z.number().int(),
});

export const ClubMemberSchema = z.object({
  user: PersonSchema,
  role: z.enum(CLUB_ROLES),
  joined_at: z.string(),
});
export type ClubMember = z.infer<typeof ClubMemberSchema>;

export const AddMemberInputSchema = z.object({
  user_id: z.number({ error: 'member_required' }).int('member_required').positive('member_required'),
  role: z.enum(['admin', 'member'], { error: 'one_of' }).default('member'),
});
export const ChangeRoleInputSchema = z.object({ role: z.enum(['admin', 'member'], { error: 'one_of' }) });
export const MemberParamsSchema = z.object({ id: IdSchema, user_id: IdSchema });

export const JoinRequestSchema = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  user: PersonSchema,
  status: z.enum(JOIN_REQUEST_STATUSES),
  message: z.string().nullable(),
  reason: z.string().nullable(),
  requested_at: z.string(),
  processed_at: z.string().nullable(),
  processed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

export const JoinRequestListQuerySchema = z.object({
  page: ListQueryShape.page,
  per_page: ListQueryShape.per_page,
  cursor: ListQueryShape.cursor,
  status: z.enum(JOIN_REQUEST_STATUSES, { error: 'one_of' }).optional(),
});
export const JoinRequestParamsSchema = z.object({ id: IdSchema, request_id: IdSchema });
export const JoinInputSchema = z.object({ message: optionalString(1000) });
export const RejectJoinInputSchema = z.object({ reason: optionalString(1000) });
export const BulkApproveInputSchema = z.object({
  request_ids: z
    .array(IdSchema, { error: 'invalid_type' })
    .min(1, { message: 'required', abort: true })
    .max(200, 'array_max'),
});
export const MemberSearchQuerySchema = z.object({
  search: z.string({ error: 'required' }).trim().min(1, REQUIRED).max(100, 'string_max'),
});
