import {
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  ProviderInputSchema,
  ProviderListQuerySchema,
  ProviderSchema,
  ProviderTestInputSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import {
  createProvider,
  deleteProvider,
  getProvider,
  listProviders,
  testProvider,
  updateProvider,
} from './notifications.providers.service';

const tags = ['notification-providers'];
const ProviderEnvelope = dataEnvelope(ProviderSchema);

export const providerRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/notification-providers',
    access: { permission: 'notification.providers.view' },
    summary: 'List notification providers with their health',
    tags,
    query: ProviderListQuerySchema,
    response: listEnvelope(ProviderSchema),
    handler: ({ ctx, query }) => listProviders(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/notification-providers/:id',
    access: { permission: 'notification.providers.view' },
    summary: 'One provider (secrets only say whether they are set)',
    tags,
    params: IdParamsSchema,
    response: ProviderEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getProvider(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notification-providers',
    access: { permission: 'notification.providers.create' },
    summary: 'Create a provider',
    tags,
    body: ProviderInputSchema,
    response: ProviderEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createProvider(ctx, body),
      message: ctx.t('notifications:done.provider_created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/notification-providers/:id',
    access: { permission: 'notification.providers.edit' },
    summary: 'Update a provider (a secret left blank keeps its stored value)',
    tags,
    params: IdParamsSchema,
    body: ProviderInputSchema,
    response: ProviderEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateProvider(ctx, params.id, body),
      message: ctx.t('notifications:done.provider_updated'),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/notification-providers/:id',
    access: { permission: 'notification.providers.edit' },
    summary: 'Delete a provider (its deliveries keep their log)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteProvider(ctx, params.id);
      return { message: ctx.t('notifications:done.provider_deleted') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notification-providers/:id/test',
    access: { permission: 'notification.providers.edit' },
    summary: 'Send a real test message through this saved provider',
    tags,
    params: IdParamsSchema,
    body: ProviderTestInputSchema,
    response: ProviderEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await testProvider(ctx, params.id, body.address),
      message: ctx.t('notifications:done.test_sent'),
    }),
  }),
];
