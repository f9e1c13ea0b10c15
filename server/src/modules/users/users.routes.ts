import {
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  RoleSummarySchema,
  UserCreateInputSchema,
  UserExportQuerySchema,
  UserFilterOptionsSchema,
  UserListQuerySchema,
  UserSchema,
  UserStatsSchema,
  UserUpdateInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { exportUsers } from './users.export';
import {
  createUser,
  deleteUser,
  getUser,
  getUserFilterOptions,
  getUserStats,
  listAssignableRoles,
  listUsers,
  toggleUserStatus,
  updateUser,
} from './users.service';

const tags = ['users'];
const UserEnvelope = dataEnvelope(UserSchema);

export const userRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/users',
    access: { permission: 'user.view' },
    summary: 'List users with search, filters, sorting and pagination',
    tags,
    query: UserListQuerySchema,
    response: listEnvelope(UserSchema),
    handler: ({ ctx, query }) => listUsers(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/users/stats',
    access: { permission: 'user.view' },
    summary: 'User statistics',
    tags,
    response: dataEnvelope(UserStatsSchema),
    handler: async ({ ctx }) => ({ data: await getUserStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/users/filters',
    access: { permission: 'user.view' },
    summary: 'Options for the user list filters',
    tags,
    response: dataEnvelope(UserFilterOptionsSchema),
    handler: async ({ ctx }) => ({ data: await getUserFilterOptions(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/users/roles',
    access: { permission: ['user.create', 'user.edit'] },
    summary: 'Roles the caller may assign in the user form',
    tags,
    response: dataEnvelope(z.array(RoleSummarySchema)),
    handler: async ({ ctx }) => ({ data: await listAssignableRoles(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/users/export',
    access: { permission: 'user.view' },
    summary: 'Download the whole filtered list as .xlsx or .csv',
    tags,
    query: UserExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportUsers(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/users/:id',
    access: { permission: 'user.view' },
    summary: 'One user (recorded in the audit trail as viewed)',
    tags,
    params: IdParamsSchema,
    response: UserEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getUser(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/users',
    access: { permission: 'user.create' },
    summary: 'Create a user',
    tags,
    body: UserCreateInputSchema,
    response: UserEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createUser(ctx, body),
      message: ctx.t('users:created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/users/:id',
    access: { permission: 'user.edit' },
    summary: 'Update a user',
    tags,
    params: IdParamsSchema,
    body: UserUpdateInputSchema,
    response: UserEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateUser(ctx, params.id, body),
      message: ctx.t('users:updated'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/users/:id/toggle-status',
    access: { permission: 'user.edit' },
    summary: 'Activate or deactivate a user',
    tags,
    params: IdParamsSchema,
    response: UserEnvelope,
    handler: async ({ ctx, params }) => {
      const user = await toggleUserStatus(ctx, params.id);
      return { data: user, message: ctx.t(user.is_active ? 'users:activated' : 'users:deactivated') };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/users/:id',
    access: { permission: 'user.delete' },
    summary: 'Delete a user (cannot be undone)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteUser(ctx, params.id);
      return { message: ctx.t('users:deleted') };
    },
  }),
];
