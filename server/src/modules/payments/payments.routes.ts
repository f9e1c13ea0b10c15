import {
  dataEnvelope,
  IdParamsSchema,
  PaymentActionInputSchema,
  PaymentDetailSchema,
  PaymentExportQuerySchema,
  PaymentFiltersSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentRefundInputSchema,
  PaymentRequestInputSchema,
  PaymentStatsQuerySchema,
  PaymentStatsSchema,
  PaymentSummarySchema,
  PlayerSearchQuerySchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { searchPlayers } from '../matches/matches.repository';
import { cancelPayment, processPayment, reconcilePaymentNow } from './payments.actions';
import { exportPayments } from './payments.export';
import { refundPayment } from './payments.refunds';
import {
  getPaymentDetail,
  listPaymentFilterOptions,
  listPayments,
  requestPayment,
  summarizePayments,
} from './payments.service';
import { getPaymentStats } from './payments.stats';

const tags = ['payments'];
const DetailEnvelope = dataEnvelope(PaymentDetailSchema);
const FiltersQuerySchema = PaymentListQuerySchema.omit({ page: true, per_page: true, sort: true });

export const paymentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/transactions',
    access: { permission: 'payment.view' },
    summary: 'List payment transactions (search, filters, sort, pages)',
    tags,
    query: PaymentListQuerySchema,
    response: PaymentListSchema,
    handler: ({ ctx, query }) => listPayments(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/transactions/summary',
    access: { permission: 'payment.view' },
    summary: 'Successful, failed, pending, refunded and flagged totals for the same filters',
    tags,
    query: FiltersQuerySchema,
    response: dataEnvelope(PaymentSummarySchema),
    handler: async ({ ctx, query }) => ({ data: await summarizePayments(ctx, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/transactions/filters',
    access: { permission: 'payment.view' },
    summary: 'Gateways, purposes and currencies to filter transactions by',
    tags,
    response: dataEnvelope(PaymentFiltersSchema),
    handler: async ({ ctx }) => ({ data: await listPaymentFilterOptions(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/transactions/export',
    access: { permission: 'payment.view' },
    summary: 'Download every filtered transaction as .xlsx or .csv',
    tags,
    query: PaymentExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportPayments(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/payments/transactions',
    access: { permission: 'payment.manage' },
    summary: 'Ask a user to pay: a pending payment and a message with the link to pay it',
    tags,
    body: PaymentRequestInputSchema,
    response: DetailEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await requestPayment(ctx, body),
      message: ctx.t('payment-messages:done.requested'),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/payers',
    access: { permission: 'payment.manage' },
    summary:
      'Active users to ask a payment of (a name, username, e-mail or phone; 2-letter terms are whole words)',
    tags,
    query: PlayerSearchQuerySchema,
    response: dataEnvelope(
      z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
    ),
    handler: async ({ ctx, query }) => ({ data: await searchPlayers(ctx.db, query.search, query.limit) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/transactions/:id',
    access: { permission: 'payment.view' },
    summary: 'One transaction with its refunds and the history of every gateway call',
    tags,
    params: IdParamsSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getPaymentDetail(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/payments/transactions/:id/refund',
    access: { permission: 'payment.manage' },
    summary: 'Refund a completed payment in full or in part through its gateway (one refund per key)',
    tags,
    params: IdParamsSchema,
    body: PaymentRefundInputSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params, body }) => {
      await refundPayment(ctx, params.id, body);
      return {
        data: await getPaymentDetail(ctx, params.id),
        message: ctx.t('payment-messages:done.refunded'),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/payments/transactions/:id/process',
    access: { permission: 'payment.manage' },
    summary: 'Capture a payment the gateway authorised (Stripe with auto capture off)',
    tags,
    params: IdParamsSchema,
    body: PaymentActionInputSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params, body }) => {
      await processPayment(ctx, params.id, body.reason);
      return {
        data: await getPaymentDetail(ctx, params.id),
        message: ctx.t('payment-messages:done.processed'),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/payments/transactions/:id/cancel',
    access: { permission: 'payment.manage' },
    summary: "Cancel a pending payment (the gateway's open checkout is closed first)",
    tags,
    params: IdParamsSchema,
    body: PaymentActionInputSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params, body }) => {
      await cancelPayment(ctx, params.id, body.reason);
      return {
        data: await getPaymentDetail(ctx, params.id),
        message: ctx.t('payment-messages:done.cancelled'),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/payments/transactions/:id/reconcile',
    access: { permission: 'payment.manage' },
    summary: 'Ask the gateway about an open payment now and apply its answer',
    tags,
    params: IdParamsSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params }) => {
      await reconcilePaymentNow(ctx, params.id);
      return {
        data: await getPaymentDetail(ctx, params.id),
        message: ctx.t('payment-messages:done.reconciled'),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/payments/stats',
    // SPEC §8: 'You don't have permission to view payment statistics'.
    access: { permission: 'payment.stats', refusal: 'payment.stats_forbidden' },
    summary: 'Revenue by day and gateway, success rate, refunds, pending and flagged payments',
    tags,
    query: PaymentStatsQuerySchema,
    response: dataEnvelope(PaymentStatsSchema),
    handler: async ({ ctx, query }) => ({ data: await getPaymentStats(ctx, query) }),
  }),
];
