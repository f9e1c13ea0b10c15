import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, QueryDateSchema } from '../common/validation';

export const AUDIT_EVENTS = ['created', 'updated', 'deleted', 'viewed'] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

const JsonRecord = z.record(z.string(), z.unknown()).nullable();

export const AuditRecordSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  record_id: z.string().nullable(),
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

export const AuditFiltersSchema = z.object({
  models: z.array(z.string()),
  events: z.array(z.enum(AUDIT_EVENTS)),
});
