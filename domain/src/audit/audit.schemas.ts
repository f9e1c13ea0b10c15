import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, QueryDateSchema } from '../common/validation';

export const AUDIT_EVENTS = ['created', 'updated', 'deleted', 'viewed'] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

const JsonRecord = z.record(z.string(), z.unknown()).nullable();

export const AuditRecordSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  record_id: z.string().nullable(),
  /** The record's name as people know it (a user's name, a match's event, a role's display name), resolved
   * when the trail is read; a deleted record's last known name; null when there is none. */
  record_label: z.string().nullable(),
  event: z.enum(AUDIT_EVENTS),
  user: z.object({ id: z.number().int(), name: z.string(), username: z.string() }).nullable(),
  old_values: JsonRecord,
  new_values: JsonRecord,
  ip_address: z.string().nullable(),
  url: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

export const AuditListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['id', 'created_at'], '-id'),
  model: z.string().trim().max(64).optional(),
  event: z.enum(AUDIT_EVENTS, { error: 'invalid_value' }).optional(),
  user_id: IdSchema.optional(),
  record_id: z.string().trim().max(64).optional(),
  from: QueryDateSchema.optional(),
  to: QueryDateSchema.optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** GET /audit/export: the list's filters, as .xlsx or .csv in the reader's time zone. */
export const AuditExportQuerySchema = AuditListQuerySchema.omit({
  page: true,
  per_page: true,
  cursor: true,
}).extend(ExportShape);
export type AuditExportQuery = z.infer<typeof AuditExportQuerySchema>;

export const AuditFiltersSchema = z.object({
  models: z.array(z.string()),
  events: z.array(z.enum(AUDIT_EVENTS)),
});

/** GET /audit/users: the people the trail's user filter offers, found by name, username or e-mail. */
export const AuditUserQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** One user by id: the name of a filter set from a link or a bookmark. */
  id: IdSchema.optional(),
});
export type AuditUserQuery = z.infer<typeof AuditUserQuerySchema>;

export const AuditUserOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
});
export type AuditUserOption = z.infer<typeof AuditUserOptionSchema>;

/** At most this many people per answer: a search narrows, it does not page. */
export const AUDIT_USER_SEARCH_LIMIT = 20;
