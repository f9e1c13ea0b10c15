import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { optionalString, requiredString } from '../common/validation';

/** `module.action` names in lower case, dots and hyphens: `court-request.view`. */
export const PERMISSION_NAME_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export const PermissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  group: z.string(),
  is_system: z.boolean(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), display_name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Permission = z.infer<typeof PermissionSchema>;

export const PermissionInputSchema = z.object({
  name: requiredString(120).pipe(z.string().regex(PERMISSION_NAME_PATTERN, 'permission_name_format')),
  display_name: requiredString(120),
  description: optionalString(500),
  group: requiredString(64),
});
export type PermissionInput = z.infer<typeof PermissionInputSchema>;

export const PermissionListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['name', 'group', 'created_at'], 'name'),
  group: z.string().max(64).optional(),
  role: z.string().max(64).optional(),
  assigned: z.enum(['true', 'false']).optional(),
});
export type PermissionListQuery = z.infer<typeof PermissionListQuerySchema>;

export const PermissionStatsSchema = z.object({
  total: z.number().int(),
  groups: z.number().int(),
  assigned: z.number().int(),
  unassigned: z.number().int(),
  system: z.number().int(),
  custom: z.number().int(),
});

export const PermissionFiltersSchema = z.object({
  groups: z.array(z.string()),
  roles: z.array(z.object({ name: z.string(), display_name: z.string() })),
});

export const PermissionGroupSchema = z.object({
  group: z.string(),
  permissions: z.array(PermissionSchema.omit({ roles: true })),
});
