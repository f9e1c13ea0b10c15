import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { optionalString, requiredString } from '../common/validation';

export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_-]*$/;

export const RoleSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
});
export type RoleSummary = z.infer<typeof RoleSummarySchema>;

export const RoleSchema = RoleSummarySchema.extend({
  description: z.string().nullable(),
  is_system: z.boolean(),
  permissions: z.array(z.string()),
  users_count: z.number().int(),
  /** Past 1,000 holders on PostgreSQL the count is the planner's estimate ("about 80,000"). */
  users_count_is_estimate: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleInputSchema = z.object({
  name: requiredString(64).pipe(z.string().regex(ROLE_NAME_PATTERN, 'role_name_format')),
  display_name: requiredString(120),
  description: optionalString(500),
  permissions: z.array(z.string().max(120), { error: 'invalid_type' }).max(500, 'array_max').default([]),
});
export type RoleInput = z.infer<typeof RoleInputSchema>;

export const RoleListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['name', 'display_name', 'users_count', 'created_at'], 'name'),
  permission: z.string().max(120).optional(),
  has_users: z.enum(['true', 'false']).optional(),
});
export type RoleListQuery = z.infer<typeof RoleListQuerySchema>;

export const RoleStatsSchema = z.object({
  total: z.number().int(),
  with_users: z.number().int(),
  without_users: z.number().int(),
  system: z.number().int(),
  custom: z.number().int(),
  permissions_total: z.number().int(),
});

export const RoleFiltersSchema = z.object({
  permissions: z.array(z.object({ name: z.string(), group: z.string() })),
  sorts: z.array(z.string()),
  groups: z.array(z.string()),
});
