import {
  CalendarFeedSchema,
  dataEnvelope,
  FeedParamsSchema,
  IdParamsSchema,
  listEnvelope,
  MeetingAttachmentSchema,
  MeetingCancelInputSchema,
  MeetingCandidateQuerySchema,
  MeetingInputSchema,
  MeetingListQuerySchema,
  MeetingPersonSchema,
  MeetingRespondInputSchema,
  MeetingSchema,
  MeetingStatusInputSchema,
  MeetingSummarySchema,
  MeetingUpdateInputSchema,
  MessageEnvelopeSchema,
  OccurrenceQuerySchema,
  OccurrenceSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { fieldError } from '../../platform/errors';
import { defineRoute } from '../../platform/routing';
import { readUploadedFile } from '../../platform/uploads';
import { sendDocument } from '../files/files.documents';
import { cancelMeeting, deleteMeeting, respondToMeeting, setMeetingStatus } from './calendar.actions';
import { createFeed, getFeed, icsOptions, loadIcsMeetings, renderFeed, revokeFeed } from './calendar.feed';
import { MEETING_FILE_MAX_BYTES, storeMeetingFile } from './calendar.files';
import { buildCalendar, localDateOf } from './calendar.ics';
import { findMeetingCandidates, getMeeting, listMeetings, listOccurrences } from './calendar.occurrences';
import { createMeeting } from './calendar.service';
import { updateMeeting } from './calendar.update';

const tags = ['calendar'];
const MeetingEnvelope = dataEnvelope(MeetingSchema);
const view = { permission: 'calendar.view' } as const;
/** Participants answer and open their meeting without calendar.view (an invitation's link). */
const signedIn = { authenticated: true } as const;

const DONE = {
  created: 'calendar-messages:done.created',
  updated: 'calendar-messages:done.updated',
  cancelled: 'calendar-messages:done.cancelled',
  status: 'calendar-messages:done.status',
  deleted: 'calendar-messages:done.deleted',
  responded: 'calendar-messages:done.responded',
  feed_revoked: 'calendar-messages:done.feed_revoked',
} as const;

const FileParamsSchema = z.object({
  uuid: z.string().regex(/^[0-9a-f-]{36}$/, 'invalid_value'),
  name: z.string().min(1).max(200),
});

export const calendarRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/calendar/occurrences',
    access: view,
    summary: 'The occurrences in a range (month, week, day or list view), recurring meetings expanded',
    tags,
    query: OccurrenceQuerySchema,
    response: z.object({ data: z.array(OccurrenceSchema) }),
    handler: async ({ ctx, query }) => ({ data: await listOccurrences(ctx, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/calendar/candidates',
    access: view,
    summary: 'Active people to invite to a meeting (by name, username, e-mail or phone; at most 20)',
    tags,
    query: MeetingCandidateQuerySchema,
    response: z.object({ data: z.array(MeetingPersonSchema) }),
    handler: async ({ ctx, query }) => ({ data: await findMeetingCandidates(ctx, query.search) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/calendar/meetings',
    access: view,
    summary: 'List meetings (series) with search, filters and each one’s next occurrence',
    tags,
    query: MeetingListQuerySchema,
    response: listEnvelope(MeetingSummarySchema),
    handler: ({ ctx, query }) => listMeetings(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/calendar/meetings/:id',
    access: signedIn,
    summary: 'One meeting (calendar.view, or taking part in it)',
    tags,
    params: IdParamsSchema,
    response: MeetingEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getMeeting(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/calendar/meetings',
    access: view,
    summary: 'Create a meeting (the creator organises it); participants are invited',
    tags,
    body: MeetingInputSchema,
    response: MeetingEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({
      data: await createMeeting(ctx, body),
      message: ctx.t(DONE.created),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/calendar/meetings/:id',
    access: view,
    summary:
      'Change a meeting: this occurrence, this and following, or all (organiser, moderators, calendar.manage)',
    tags,
    params: IdParamsSchema,
    body: MeetingUpdateInputSchema,
    response: MeetingEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateMeeting(ctx, params.id, body),
      message: ctx.t(DONE.updated),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/calendar/meetings/:id/cancel',
    access: view,
    summary: 'Cancel this occurrence, this and following, or the meeting; participants are told',
    tags,
    params: IdParamsSchema,
    body: MeetingCancelInputSchema,
    response: MeetingEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await cancelMeeting(ctx, params.id, body),
      message: ctx.t(DONE.cancelled),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/calendar/meetings/:id/status',
    access: view,
    summary: 'Mark a meeting (or one occurrence) in progress, completed, cancelled or scheduled',
    tags,
    params: IdParamsSchema,
    body: MeetingStatusInputSchema,
    response: MeetingEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await setMeetingStatus(ctx, params.id, body),
      message: ctx.t(DONE.status),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/calendar/meetings/:id',
    access: view,
    summary: 'Delete a meeting with all its occurrences (cannot be undone)',
    tags,
    params: IdParamsSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, params }) => {
      await deleteMeeting(ctx, params.id);
      return { message: ctx.t(DONE.deleted) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/calendar/meetings/:id/respond',
    access: signedIn,
    summary: 'Answer an invitation: accepted, declined or maybe (a participant, for themself)',
    tags,
    params: IdParamsSchema,
    body: MeetingRespondInputSchema,
    response: MeetingEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await respondToMeeting(ctx, params.id, body),
      message: ctx.t(DONE.responded),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/calendar/meetings/:id/ics',
    access: signedIn,
    summary: 'One meeting as an .ics file (calendar.view, or taking part in it)',
    tags,
    params: IdParamsSchema,
    handler: async ({ ctx, params }, reply) => {
      const meeting = await getMeeting(ctx, params.id);
      const body = buildCalendar(
        await loadIcsMeetings(ctx.db, [meeting.id]),
        icsOptions(ctx, ctx.locale, meeting.title),
      );
      const name = `meeting-${meeting.id}-${localDateOf(meeting.start_at, meeting.timezone)}.ics`;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/calendar/files',
    access: view,
    summary:
      'Upload a document (multipart field `file`) to attach to a meeting: PDF, Word, Excel, text or CSV',
    tags,
    response: dataEnvelope(MeetingAttachmentSchema),
    status: 201,
    handler: async ({ ctx, raw }) => {
      const upload = await readUploadedFile(raw, MEETING_FILE_MAX_BYTES, {
        tooLarge: () => fieldError('file', 'file_too_large'),
      });
      return { data: await storeMeetingFile(ctx, upload) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/calendar/files/:uuid/:name',
    access: { public: true },
    summary: 'A meeting’s document (its address is its key: an unguessable id), as a download',
    tags,
    params: FileParamsSchema,
    handler: ({ ctx, params }, reply) =>
      sendDocument(ctx, reply, { uuid: params.uuid, name: params.name, purpose: 'meeting_file' }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/calendar/feed',
    access: view,
    summary: 'My private iCalendar link (none until made)',
    tags,
    response: dataEnvelope(CalendarFeedSchema),
    handler: async ({ ctx }) => ({ data: await getFeed(ctx) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/calendar/feed',
    access: view,
    summary: 'Make a new private iCalendar link (the old one stops working)',
    tags,
    response: dataEnvelope(CalendarFeedSchema),
    handler: async ({ ctx }) => ({ data: await createFeed(ctx) }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/calendar/feed',
    access: view,
    summary: 'Revoke my private iCalendar link',
    tags,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx }) => {
      await revokeFeed(ctx);
      return { message: ctx.t(DONE.feed_revoked) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/calendar/feed/:file',
    access: { public: true },
    summary: 'A private iCalendar feed (`<token>.ics`: the token is the key)',
    tags,
    params: FeedParamsSchema,
    handler: async ({ ctx, params }, reply) => {
      const body = await renderFeed(ctx, params.file.replace(/\.ics$/, ''));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(body);
    },
  }),
];
