import {
  dataEnvelope,
  GatewayInputSchema,
  GatewayListQuerySchema,
  GatewaySchema,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  PaymentSettingsInputSchema,
  PaymentSettingsSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import {
  createGateway,
  deleteGateway,
  getGateway,
  listGateways,
  testGateway,
  updateGateway,
} from './payments.gateways.service';
import { getPaymentSettings, readPaymentSettings, updatePaymentSettings } from './payments.settings.service';

const tags = ['payment-gateways'];
const GatewayEnvelope = dataEnvelope(GatewaySchema);

export const gatewayRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/gateways',
    access: { permission: 'payment.gateway.view' },
    summary: 'List payment gateways (credentials only say whether they are set)',
    tags,
    query: GatewayListQuerySchema,
    response: listEnvelope(GatewaySchema),
    handler: ({ ctx, query }) => listGateways(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/gateways/:id',
    access: { permission: 'payment.gateway.view' },
    summary: 'One gateway, with the webhook URL to paste into its console',
    tags,
    params: IdParamsSchema,
    response: GatewayEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getGateway(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/payments/gateways',
    access: { permission: 'payment.gateway.manage' },
    summary: 'Add a payment gateway',
    tags,
    body: GatewayInputSchema,
    response: GatewayEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createGateway(ctx, body),
      message: ctx.t('payment-messages:done.gateway_created'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/payments/gateways/:id',
    access: { permission: 'payment.gateway.manage' },
    summary: 'Change a gateway (a credential left blank keeps its stored value)',
    tags,
    params: IdParamsSchema,
    body: GatewayInputSchema,
    response: GatewayEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateGateway(ctx, params.id, body),
      message: ctx.t('payment-messages:done.gateway_updated'),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/payments/gateways/:id',
    access: { permission: 'payment.gateway.manage' },
    summary: 'Delete a gateway that never took a payment',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteGateway(ctx, params.id);
      return { message: ctx.t('payment-messages:done.gateway_deleted') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/payments/gateways/:id/test',
    access: { permission: 'payment.gateway.manage' },
    summary: 'Check the keys with a call that moves no money',
    tags,
    params: IdParamsSchema,
    response: GatewayEnvelope,
    handler: async ({ ctx, params }) => {
      const settings = await readPaymentSettings(ctx.db, ctx.services);
      const result = await testGateway(ctx, params.id, settings.webhookSecret);
      return {
        data: result.gateway,
        message: ctx.t(result.ok ? 'payment-messages:done.test_ok' : 'payment-messages:done.test_failed', {
          detail: result.message,
        }),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/settings',
    access: { permission: 'payment.gateway.view' },
    summary: 'Payment settings (the webhook secret only says whether it is set)',
    tags,
    response: dataEnvelope(PaymentSettingsSchema),
    handler: async ({ ctx }) => ({ data: await getPaymentSettings(ctx) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/payments/settings',
    access: { permission: 'payment.gateway.manage' },
    summary: 'Change the payment settings (a blank webhook secret keeps the stored one)',
    tags,
    body: PaymentSettingsInputSchema,
    response: dataEnvelope(PaymentSettingsSchema),
    handler: async ({ ctx, body }) => ({
      data: await updatePaymentSettings(ctx, body),
      message: ctx.t('payment-messages:done.settings_saved'),
    }),
  }),
];
