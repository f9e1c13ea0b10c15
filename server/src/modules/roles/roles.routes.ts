import {
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  PermissionGroupSchema,
  RoleFiltersSchema,
  RoleInputSchema,
  RoleListQuerySchema,
  RoleSchema,
  RoleStatsSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import {
  createRole,
  deleteRole,
  getRole,
  getRoleFilters,
  getRoleStats,
  listRolePermissionChoices,
  listRoles,
  updateRole,
} from './roles.service';

const tags = ['roles'];
const RoleEnvelope = dataEnvelope(RoleSchema);

export const roleRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/roles',
    access: { permission: 'role.view' },
    summary: 'List roles with search, filters and pagination',
    tags,
    query: RoleListQuerySchema,
    response: listEnvelope(RoleSchema),
    handler: ({ ctx, query }) => listRoles(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/roles/stats',
    access: { permission: 'role.view' },
    summary: 'Role statistics',
    tags,
    response: dataEnvelope(RoleStatsSchema),
    handler: async ({ ctx }) => ({ data: await getRoleStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/roles/filters',
    access: { permission: 'role.view' },
    summary: 'Options for the role list filters',
    tags,
    response: dataEnvelope(RoleFiltersSchema),
    handler: async ({ ctx }) => ({ data: await getRoleFilters(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/roles/permissions',
    access: { permission: ['role.view', 'role.create', 'role.edit'] },
    summary: 'Every permission grouped by module, for the role form',
    tags,
    response: dataEnvelope(z.array(PermissionGroupSchema)),
    handler: async ({ ctx }) => ({ data: await listRolePermissionChoices(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/roles/:id',
    access: { permission: 'role.view' },
    summary: 'One role with its permissions',
    tags,
    params: IdParamsSchema,
    response: RoleEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getRole(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/roles',
    access: { permission: 'role.create' },
    summary: 'Create a role',
    tags,
    body: RoleInputSchema,
    response: RoleEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createRole(ctx, body),
      message: ctx.t('roles:created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/roles/:id',
    access: { permission: 'role.edit' },
    summary: 'Update a role and its permissions',
    tags,
    params: IdParamsSchema,
    body: RoleInputSchema,
    response: RoleEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateRole(ctx, params.id, body),
      message: ctx.t('roles:updated'),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/roles/:id',
    access: { permission: 'role.delete' },
    summary: 'Delete a role that no user holds (cannot be undone)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteRole(ctx, params.id);
      return { message: ctx.t('roles:deleted') };
    },
  }),
];
