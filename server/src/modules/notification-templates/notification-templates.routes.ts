import {
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  NotificationTemplateInputSchema,
  NotificationTemplatePreviewInputSchema,
  NotificationTemplateSchema,
  TemplateListQuerySchema,
  TemplatePreviewSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import {
  createNotificationTemplate,
  deleteNotificationTemplate,
  getNotificationTemplate,
  listNotificationTemplates,
  previewNotificationTemplate,
  updateNotificationTemplate,
} from './notification-templates.service';

const tags = ['notification-templates'];
const TemplateEnvelope = dataEnvelope(NotificationTemplateSchema);

const DONE = {
  created: 'notification-templates:done.created',
  updated: 'notification-templates:done.updated',
  deleted: 'notification-templates:done.deleted',
} as const;

export const notificationTemplateRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/notification-templates',
    access: { permission: 'notification.templates.view' },
    summary: 'List notification templates (search by name; type, category, active)',
    tags,
    query: TemplateListQuerySchema,
    response: listEnvelope(NotificationTemplateSchema),
    handler: ({ ctx, query }) => listNotificationTemplates(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notification-templates/preview',
    access: { permission: 'notification.templates.view' },
    summary: 'Render texts as typed in English and Vietnamese, with sample data',
    tags,
    body: NotificationTemplatePreviewInputSchema,
    response: dataEnvelope(TemplatePreviewSchema),
    handler: async ({ ctx, body }) => ({ data: previewNotificationTemplate(ctx, body) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/notification-templates/:id',
    access: { permission: 'notification.templates.view' },
    summary: 'One notification template',
    tags,
    params: IdParamsSchema,
    response: TemplateEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getNotificationTemplate(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/notification-templates',
    access: { permission: 'notification.templates.create' },
    summary: 'Create a notification template (every variable its texts read declared)',
    tags,
    body: NotificationTemplateInputSchema,
    response: TemplateEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createNotificationTemplate(ctx, body),
      message: ctx.t(DONE.created),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/notification-templates/:id',
    access: { permission: 'notification.templates.edit' },
    summary: 'Update a notification template',
    tags,
    params: IdParamsSchema,
    body: NotificationTemplateInputSchema,
    response: TemplateEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateNotificationTemplate(ctx, params.id, body),
      message: ctx.t(DONE.updated),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/notification-templates/:id',
    access: { permission: 'notification.templates.edit' },
    summary: 'Delete a notification template (not while a notification still to go out uses it)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteNotificationTemplate(ctx, params.id);
      return { message: ctx.t(DONE.deleted) };
    },
  }),
];
