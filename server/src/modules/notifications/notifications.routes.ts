import {
  DeliveryExportQuerySchema,
  DeliveryListQuerySchema,
  DeliveryRetryInputSchema,
  DeliverySchema,
  dataEnvelope,
  EsmsReportParamsSchema,
  EsmsReportQuerySchema,
  IdParamsSchema,
  listEnvelope,
  NotificationListQuerySchema,
  NotificationPreviewInputSchema,
  NotificationPreviewSchema,
  NotificationSchema,
  NotificationSendInputSchema,
  NotificationStatsSchema,
  RecipientCountInputSchema,
  RecipientCountSchema,
  RecipientOptionSchema,
  RecipientOptionsQuerySchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { listDeliveries } from './notifications.delivery-log';
import { applyEsmsReport } from './notifications.delivery-reports';
import { exportDeliveries } from './notifications.export';
import { listRecipientOptions } from './notifications.recipient-options';
import {
  cancelNotification,
  getNotification,
  getNotificationStats,
  listNotifications,
  previewNotification,
  recipientCount,
  retryDeliveries,
  sendNotification,
} from './notifications.service';

const tags = ['notifications'];
const NotificationEnvelope = dataEnvelope(NotificationSchema);

export const notificationRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/notifications/reports/esms/:id/:signature',
    access: { public: true },
    summary: "eSMS's delivery report for one SMS (the address is signed per delivery)",
    tags,
    params: EsmsReportParamsSchema,
    query: EsmsReportQuerySchema,
    response: z.object({ message: z.string() }),
    handler: async ({ ctx, params, query }) => {
      await applyEsmsReport(ctx.services, params.id, params.signature, query);
      return { message: 'OK' };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/notifications',
    access: { permission: 'notification.view' },
    summary: 'List notifications (search; status, category, priority, channel)',
    tags,
    query: NotificationListQuerySchema,
    response: listEnvelope(NotificationSchema),
    handler: ({ ctx, query }) => listNotifications(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/notifications/stats',
    access: { permission: 'notification.view' },
    summary: 'Notifications per status and deliveries per status',
    tags,
    response: dataEnvelope(NotificationStatsSchema),
    handler: async ({ ctx }) => ({ data: await getNotificationStats(ctx) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notifications/recipient-count',
    access: { permission: 'notification.send' },
    summary: 'How many users a send reaches, and per channel how many have an address for it',
    tags,
    body: RecipientCountInputSchema,
    response: dataEnvelope(RecipientCountSchema),
    handler: async ({ ctx, body }) => ({ data: await recipientCount(ctx, body) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/notifications/recipient-options',
    access: { permission: 'notification.send' },
    summary:
      "The send form's pickers: users, roles or clubs by name (at most 20), or the ones with these ids",
    tags,
    query: RecipientOptionsQuerySchema,
    response: dataEnvelope(z.array(RecipientOptionSchema)),
    handler: async ({ ctx, query }) => ({ data: await listRecipientOptions(ctx, query) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notifications/preview',
    access: { permission: 'notification.send' },
    summary: 'What a reader of each language receives (template or free text, filled with the data)',
    tags,
    body: NotificationPreviewInputSchema,
    response: dataEnvelope(NotificationPreviewSchema),
    handler: async ({ ctx, body }) => ({ data: await previewNotification(ctx, body) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/notifications/:id',
    access: { permission: 'notification.view' },
    summary: 'One notification with its delivery totals',
    tags,
    params: IdParamsSchema,
    response: NotificationEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getNotification(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notifications',
    access: { permission: 'notification.send' },
    summary: 'Send a notification now or at a scheduled time',
    tags,
    body: NotificationSendInputSchema,
    response: NotificationEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => {
      const data = await sendNotification(ctx, body);
      return {
        data,
        message: ctx.t(data.scheduled_at ? 'notifications:done.scheduled' : 'notifications:done.sent'),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notifications/:id/cancel',
    access: { permission: 'notification.send' },
    summary: 'Cancel a notification that is still pending',
    tags,
    params: IdParamsSchema,
    response: NotificationEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await cancelNotification(ctx, params.id),
      message: ctx.t('notifications:done.cancelled'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notifications/:id/retry',
    access: { permission: 'notification.send' },
    summary: "Retry a notification's failed deliveries (all, or the ones listed)",
    tags,
    params: IdParamsSchema,
    body: DeliveryRetryInputSchema,
    response: dataEnvelope(z.object({ retried: z.number().int() })),
    handler: async ({ ctx, params, body }) => {
      const retried = await retryDeliveries(ctx, params.id, body.delivery_ids);
      return { data: { retried }, message: ctx.t('notifications:done.retried', { count: retried }) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/notifications/:id/deliveries/export',
    access: { permission: 'notification.view' },
    summary: "Download a notification's delivery log as .xlsx or .csv",
    tags,
    params: IdParamsSchema,
    query: DeliveryExportQuerySchema,
    handler: async ({ ctx, params, query }, reply) => {
      const download = await exportDeliveries(ctx, params.id, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/notifications/:id/deliveries',
    access: { permission: 'notification.view' },
    summary: "A notification's delivery log (status, channel, recipient search)",
    tags,
    params: IdParamsSchema,
    query: DeliveryListQuerySchema,
    response: listEnvelope(DeliverySchema),
    handler: ({ ctx, params, query }) => listDeliveries(ctx, params.id, query),
  }),
];
