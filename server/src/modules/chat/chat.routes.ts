import {
  CHAT_FILE_MAX_BYTES,
  ChatAttachmentSchema,
  ChatCandidateQuerySchema,
  ChatCreateInputSchema,
  ChatDetailSchema,
  ChatDirectInputSchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatListQuerySchema,
  ChatMemberParamsSchema,
  ChatMemberRoleInputSchema,
  ChatMemberSchema,
  ChatMembersAddInputSchema,
  ChatMembershipInputSchema,
  ChatMembersQuerySchema,
  ChatMessageEditInputSchema,
  ChatMessageEditSchema,
  ChatMessageInputSchema,
  ChatMessageParamsSchema,
  ChatMessageRemoveInputSchema,
  ChatMessageSchema,
  ChatPersonSchema,
  ChatPinInputSchema,
  ChatPresenceQuerySchema,
  ChatReactionInputSchema,
  ChatReadInputSchema,
  ChatReadStateSchema,
  ChatSummarySchema,
  ChatUnreadTotalsSchema,
  ChatUpdateInputSchema,
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  MessageEnvelopeSchema,
  PublicChatDetailSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { fieldError } from '../../platform/errors';
import { defineRoute } from '../../platform/routing';
import { readUploadedFile } from '../../platform/uploads';
import { sendDocument } from '../files/files.documents';
import { storeChatFile } from './chat.files';
import {
  findCandidates,
  getChatDetail,
  getUnreadTotals,
  listChats,
  listEdits,
  listMembers,
  listMessages,
  listPins,
} from './chat.queries';
import { createChat, getOrCreateDirect, updateChat, updateMembership } from './chat.service';
import { addMembers, changeMemberRole, removeMember } from './members/change-members';
import { editMessage, pinMessage, removeMessage, toggleReaction } from './messages/change-message';
import { markRead } from './messages/read-message';
import { sendMessage } from './messages/send-message';
import { getPublicChat } from './public/open-public-chat';

const tags = ['chat'];
const staff = { permission: 'chat.view' } as const;
/** Participants holding chat.view, or anyone signed in for the public channel: the service decides. */
const participant = { authenticated: true } as const;
const DetailEnvelope = dataEnvelope(ChatDetailSchema);
const PublicDetailEnvelope = dataEnvelope(PublicChatDetailSchema);
const MessageEnvelope = dataEnvelope(ChatMessageSchema);

const ChatFileParamsSchema = z.object({
  uuid: z.string().regex(/^[0-9a-f-]{36}$/, 'invalid_value'),
  name: z.string().min(1).max(200),
});

export const chatRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats',
    access: staff,
    summary: 'My conversations (pinned first, then the most recent), with unread and mention counts',
    tags,
    query: ChatListQuerySchema,
    response: listEnvelope(ChatSummarySchema),
    handler: ({ ctx, query }) => listChats(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats/unread',
    access: staff,
    summary: 'Unread messages and mentions over my conversations (the menu badge)',
    tags,
    response: dataEnvelope(ChatUnreadTotalsSchema),
    handler: async ({ ctx }) => ({ data: await getUnreadTotals(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats/candidates',
    access: staff,
    summary: 'People who can take part in conversations (active users holding chat.view)',
    tags,
    query: ChatCandidateQuerySchema,
    response: dataEnvelope(z.array(ChatPersonSchema)),
    handler: async ({ ctx, query }) => ({ data: await findCandidates(ctx, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats/presence',
    access: staff,
    summary: 'Which of these people are online',
    tags,
    query: ChatPresenceQuerySchema,
    response: dataEnvelope(z.object({ online: z.array(z.number().int()) })),
    handler: async ({ ctx, query }) => ({
      data: { online: [...(await ctx.services.realtime.onlineUsers(query.user_ids))].sort((a, b) => a - b) },
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats',
    access: staff,
    summary: 'Create a group, channel or announcement channel; the creator is its admin',
    tags,
    body: ChatCreateInputSchema,
    response: DetailEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createChat(ctx, body),
      message: ctx.t('chat-messages:done.created'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats/direct',
    access: staff,
    summary: 'Get or create the direct chat with a person (SPEC §7)',
    tags,
    body: ChatDirectInputSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, body }) => ({ data: (await getOrCreateDirect(ctx, body.user_id)).detail }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/public-chat',
    access: participant,
    summary: 'The public channel (joins the reader); 503 chat.unavailable when it is off',
    tags,
    response: PublicDetailEnvelope,
    handler: async ({ ctx }) => ({ data: await getPublicChat(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats/:id',
    access: participant,
    summary: 'A conversation: my state, what I may do, the first participants',
    tags,
    params: IdParamsSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getChatDetail(ctx, params.id) }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/v1/chats/:id',
    access: staff,
    summary: "Rename, describe, change the status (the conversation's admins)",
    tags,
    params: IdParamsSchema,
    body: ChatUpdateInputSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateChat(ctx, params.id, body),
      message: ctx.t('chat-messages:done.updated'),
    }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/v1/chats/:id/membership',
    access: participant,
    summary: 'My own pin, archive and mute of a conversation',
    tags,
    params: IdParamsSchema,
    body: ChatMembershipInputSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params, body }) => ({ data: await updateMembership(ctx, params.id, body) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats/:id/members',
    access: participant,
    summary: "A conversation's participants, searchable",
    tags,
    params: IdParamsSchema,
    query: ChatMembersQuerySchema,
    response: listEnvelope(ChatMemberSchema),
    handler: ({ ctx, params, query }) => listMembers(ctx, params.id, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats/:id/members',
    access: staff,
    summary: 'Add participants (the conversation’s admins)',
    tags,
    params: IdParamsSchema,
    body: ChatMembersAddInputSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await addMembers(ctx, params.id, body),
      message: ctx.t('chat-messages:done.members_added'),
    }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/v1/chats/:id/members/:user_id',
    access: staff,
    summary: "Change a participant's role (the conversation’s admins)",
    tags,
    params: ChatMemberParamsSchema,
    body: ChatMemberRoleInputSchema,
    response: DetailEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await changeMemberRole(ctx, params.id, params.user_id, body.role),
      message: ctx.t('chat-messages:done.role_changed'),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/chats/:id/members/:user_id',
    access: participant,
    summary: 'Remove a participant (the conversation’s admins), or leave (oneself)',
    tags,
    params: ChatMemberParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await removeMember(ctx, params.id, params.user_id);
      return {
        message: ctx.t(
          params.user_id === ctx.actor?.id ? 'chat-messages:done.left' : 'chat-messages:done.member_removed',
        ),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats/:id/messages',
    access: participant,
    summary: 'History, oldest first: `before` walks back, `after` catches up (keyset)',
    tags,
    params: IdParamsSchema,
    query: ChatHistoryQuerySchema,
    response: ChatHistorySchema,
    handler: ({ ctx, params, query }) => listMessages(ctx, params.id, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats/:id/messages',
    access: participant,
    summary: 'Send a message; the same client_id sent again answers the stored message',
    tags,
    params: IdParamsSchema,
    body: ChatMessageInputSchema,
    response: MessageEnvelope,
    status: 201,
    handler: async ({ ctx, params, body }) => ({ data: (await sendMessage(ctx, params.id, body)).message }),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/v1/chats/:id/messages/:message_id',
    access: participant,
    summary: 'Edit my message, with a reason',
    tags,
    params: ChatMessageParamsSchema,
    body: ChatMessageEditInputSchema,
    response: MessageEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await editMessage(ctx, params.id, params.message_id, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats/:id/messages/:message_id/remove',
    access: participant,
    summary: "Remove a message with a reason (mine, or others' as a moderator)",
    tags,
    params: ChatMessageParamsSchema,
    body: ChatMessageRemoveInputSchema,
    response: MessageEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await removeMessage(ctx, params.id, params.message_id, body.reason),
      message: ctx.t('chat-messages:done.removed'),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats/:id/messages/:message_id/edits',
    access: participant,
    summary: "A message's edits with their reasons (moderators and admins)",
    tags,
    params: ChatMessageParamsSchema,
    response: dataEnvelope(z.array(ChatMessageEditSchema)),
    handler: async ({ ctx, params }) => ({ data: await listEdits(ctx, params.id, params.message_id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats/:id/messages/:message_id/reactions',
    access: participant,
    summary: 'Toggle my reaction',
    tags,
    params: ChatMessageParamsSchema,
    body: ChatReactionInputSchema,
    response: MessageEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await toggleReaction(ctx, params.id, params.message_id, body.emoji),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats/:id/messages/:message_id/pin',
    access: participant,
    summary: 'Pin or unpin a message',
    tags,
    params: ChatMessageParamsSchema,
    body: ChatPinInputSchema,
    response: MessageEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await pinMessage(ctx, params.id, params.message_id, body.pinned),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chats/:id/pins',
    access: participant,
    summary: 'Pinned messages, the newest pin first',
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(z.array(ChatMessageSchema)),
    handler: async ({ ctx, params }) => ({ data: await listPins(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats/:id/read',
    access: participant,
    summary: 'Move my read position forward to a message',
    tags,
    params: IdParamsSchema,
    body: ChatReadInputSchema,
    response: dataEnvelope(ChatReadStateSchema),
    handler: async ({ ctx, params, body }) => ({ data: await markRead(ctx, params.id, body.message_id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/chats/:id/files',
    access: participant,
    summary: 'Upload a file (multipart field `file`) to send in this conversation',
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(ChatAttachmentSchema),
    status: 201,
    handler: async ({ ctx, params, raw }) => {
      await getChatDetail(ctx, params.id);
      const upload = await readUploadedFile(raw, CHAT_FILE_MAX_BYTES, {
        tooLarge: () => fieldError('file', 'file_too_large'),
      });
      return { data: await storeChatFile(ctx, upload) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/chat-files/:uuid/:name',
    access: { public: true },
    summary: 'A file sent in a chat (its address is its key: an unguessable id), as a download',
    tags,
    params: ChatFileParamsSchema,
    handler: ({ ctx, params }, reply) =>
      sendDocument(ctx, reply, { uuid: params.uuid, name: params.name, purpose: 'chat_file' }),
  }),
];
