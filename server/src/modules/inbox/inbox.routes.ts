import {
  dataEnvelope,
  IdParamsSchema,
  InboxItemSchema,
  InboxListQuerySchema,
  InboxListSchema,
  MessageEnvelopeSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import { listInbox, readAllInbox, readInboxItem } from './inbox.service';

const tags = ['inbox'];

export const inboxRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/inbox',
    access: { authenticated: true },
    summary: "The caller's in-app notifications, newest first, with the unread count",
    tags,
    query: InboxListQuerySchema,
    response: InboxListSchema,
    handler: ({ ctx, query }) => listInbox(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/inbox/:id/read',
    access: { authenticated: true },
    summary: 'Mark one of the caller’s notifications as read',
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(InboxItemSchema),
    handler: async ({ ctx, params }) => ({ data: await readInboxItem(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/inbox/read-all',
    access: { authenticated: true },
    summary: 'Mark all of the caller’s notifications as read',
    tags,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx }) => {
      const count = await readAllInbox(ctx);
      return { message: ctx.t('inbox:marked_read', { count }) };
    },
  }),
];
