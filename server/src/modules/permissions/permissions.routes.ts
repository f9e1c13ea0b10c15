import {
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  PermissionFiltersSchema,
  PermissionGroupSchema,
  PermissionInputSchema,
  PermissionListQuerySchema,
  PermissionSchema,
  PermissionStatsSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import {
  createPermission,
  deletePermission,
  getPermission,
  getPermissionFilters,
  getPermissionStats,
  listGroupedPermissions,
  listPermissions,
  updatePermission,
} from './permissions.service';

const tags = ['permissions'];
const PermissionEnvelope = dataEnvelope(PermissionSchema);

export const permissionRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/permissions',
    access: { permission: 'permission.view' },
    summary: 'List permissions with search, filters and pagination',
    tags,
    query: PermissionListQuerySchema,
    response: listEnvelope(PermissionSchema),
    handler: ({ ctx, query }) => listPermissions(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/permissions/stats',
    access: { permission: 'permission.view' },
    summary: 'Permission statistics',
    tags,
    response: dataEnvelope(PermissionStatsSchema),
    handler: async ({ ctx }) => ({ data: await getPermissionStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/permissions/filters',
    access: { permission: 'permission.view' },
    summary: 'Options for the permission list filters',
    tags,
    response: dataEnvelope(PermissionFiltersSchema),
    handler: async ({ ctx }) => ({ data: await getPermissionFilters(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/permissions/grouped',
    access: { permission: 'permission.view' },
    summary: 'Every permission grouped by module',
    tags,
    response: dataEnvelope(z.array(PermissionGroupSchema)),
    handler: async ({ ctx }) => ({ data: await listGroupedPermissions(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/permissions/:id',
    access: { permission: 'permission.view' },
    summary: 'One permission with the roles holding it',
    tags,
    params: IdParamsSchema,
    response: PermissionEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getPermission(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/permissions',
    access: { permission: 'permission.create' },
    summary: 'Create a permission',
    tags,
    body: PermissionInputSchema,
    response: PermissionEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createPermission(ctx, body),
      message: ctx.t('permissions:created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/permissions/:id',
    access: { permission: 'permission.edit' },
    summary: 'Update a permission',
    tags,
    params: IdParamsSchema,
    body: PermissionInputSchema,
    response: PermissionEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updatePermission(ctx, params.id, body),
      message: ctx.t('permissions:updated'),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/permissions/:id',
    access: { permission: 'permission.delete' },
    summary: 'Delete a permission no role holds (cannot be undone)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deletePermission(ctx, params.id);
      return { message: ctx.t('permissions:deleted') };
    },
  }),
];
