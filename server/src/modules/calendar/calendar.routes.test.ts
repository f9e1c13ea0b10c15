import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { type MeetingReminderPayload, runMeetingReminder } from './calendar.reminders';

let app: FastifyInstance;
let admin: Session;
let organizer: Session & { username: string };
let colleague: Session & { username: string };
let player: Session & { username: string };
let baseUrl: string;
const clients = new TestRealtimeClients();

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://pickleball.example.vn' });
  admin = await loginAsAdmin(app);
  const viewer = await createRole(app, admin, ['calendar.view']);
  organizer = await createUserAndLogin(app, admin, [viewer.id], { name: 'Nguyễn Thị Lan Anh' });
  colleague = await createUserAndLogin(app, admin, [viewer.id], { name: 'Phạm Văn Đức' });
  // A player without calendar.view, invited all the same.
  player = await createUserAndLogin(app, admin, [], { name: 'Đỗ Minh Quân' });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A Tuesday 19:00–21:00 in Ho Chi Minh City (12:00–14:00 UTC), `weeks` weeks from the coming one. */
function nextTuesdayAt19(weeks = 1): { start: string; end: string } {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
  const toTuesday = (2 - day.getUTCDay() + 7) % 7 || 7;
  const start = day.getTime() + (toTuesday + 7 * (weeks - 1)) * DAY;
  return { start: new Date(start).toISOString(), end: new Date(start + 2 * HOUR).toISOString() };
}

async function createMeeting(session: Session, body: Record<string, unknown>) {
  const response = await call(app, session, {
    method: 'POST',
    url: '/api/v1/calendar/meetings',
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    id: number;
    start_at: string;
    revision: number;
    participants: { user: { id: number }; role: string; response: string }[];
  };
}

async function occurrences(session: Session, from: string, to: string, extra = '') {
  const response = await call(app, session, {
    method: 'GET',
    url: `/api/v1/calendar/occurrences?from=${from}&to=${to}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    meeting_id: number;
    original_start: string;
    start_at: string;
    title: string;
    status: string;
    is_exception: boolean;
  }[];
}

const inboxSubjects = async (session: Session) =>
  (await call(app, session, { method: 'GET', url: '/api/v1/inbox?per_page=50' }))
    .json()
    .data.map((item: { data: { subject?: string } }) => item.data.subject) as string[];

describe('meetings', () => {
  it('refuses an end before the start and an unknown time zone, in the request language', async () => {
    const { start } = nextTuesdayAt19();
    const response = await call(app, organizer, {
      method: 'POST',
      url: '/api/v1/calendar/meetings',
      payload: { title: 'Họp ban tổ chức', start_at: start, end_at: start, timezone: 'Asia/Hanoi_Town' },
      locale: 'vi',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      end_at: [expect.any(String)],
      timezone: ['Hãy chọn một múi giờ trong danh sách'],
    });
    const range = await call(app, organizer, {
      method: 'GET',
      url: '/api/v1/calendar/occurrences?from=2026-01-01&to=2027-06-01',
      locale: 'vi',
    });
    expect(range.json().errors.to).toEqual(['Hãy chọn khoảng thời gian tối đa 400 ngày']);
  });

  it('creates a weekly training that stays at 19:00 local, invites the participants, and shows every occurrence in range', async () => {
    const { start, end } = nextTuesdayAt19();
    const meeting = await createMeeting(organizer, {
      title: 'Tập luyện tối thứ Ba',
      location: 'Sân Pickleball Thảo Điền',
      start_at: start,
      end_at: end,
      type: 'event',
      recurrence: { pattern: 'weekly', interval: 1 },
      reminders: [15],
      participants: [
        { user_id: colleague.userId, role: 'attendee' },
        { user_id: player.userId, role: 'optional' },
      ],
    });
    expect(meeting.participants.map((entry) => [entry.user.id, entry.role, entry.response])).toEqual(
      expect.arrayContaining([
        [organizer.userId, 'moderator', 'accepted'],
        [colleague.userId, 'attendee', 'pending'],
        [player.userId, 'optional', 'pending'],
      ]),
    );
    await app.services.jobs.runDue();
    expect(await inboxSubjects(colleague)).toContain('Invitation: Tập luyện tối thứ Ba');

    const from = new Date(Date.parse(start) - DAY).toISOString();
    const to = new Date(Date.parse(start) + 28 * DAY).toISOString();
    const shown = (await occurrences(organizer, from, to)).filter((row) => row.meeting_id === meeting.id);
    expect(shown.map((row) => row.start_at)).toEqual(
      [0, 7, 14, 21].map((days) => new Date(Date.parse(start) + days * DAY).toISOString()),
    );
    // Anyone who sees the calendar finds people to invite, without diacritics.
    const found = await call(app, colleague, {
      method: 'GET',
      url: '/api/v1/calendar/candidates?search=do minh',
    });
    expect(found.json().data).toEqual([
      { id: player.userId, name: 'Đỗ Minh Quân', username: player.username },
    ]);
    // The player without calendar.view opens the meeting from the invitation and answers it.
    expect(
      (await call(app, player, { method: 'GET', url: `/api/v1/calendar/meetings/${meeting.id}` })).statusCode,
    ).toBe(200);
    expect(
      (
        await call(app, player, {
          method: 'GET',
          url: '/api/v1/calendar/occurrences?from=2026-01-01&to=2026-02-01',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('moves one occurrence, cancels another, and splits the series from a third (this / following)', async () => {
    const { start, end } = nextTuesdayAt19();
    const meeting = await createMeeting(organizer, {
      title: 'Họp giao ban',
      start_at: start,
      end_at: end,
      recurrence: { pattern: 'weekly', interval: 1 },
    });
    const week = (n: number) => new Date(Date.parse(start) + n * 7 * DAY).toISOString();
    const moved = await call(app, organizer, {
      method: 'PUT',
      url: `/api/v1/calendar/meetings/${meeting.id}`,
      payload: {
        title: 'Họp giao ban (dời sang thứ Tư)',
        start_at: new Date(Date.parse(week(1)) + DAY).toISOString(),
        end_at: new Date(Date.parse(week(1)) + DAY + 2 * HOUR).toISOString(),
        recurrence: { pattern: 'weekly', interval: 1 },
        scope: 'this',
        occurrence_start: week(1),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await call(app, organizer, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meeting.id}/cancel`,
      payload: { scope: 'this', occurrence_start: week(2) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const range = [
      new Date(Date.parse(start) - DAY).toISOString(),
      new Date(Date.parse(start) + 6 * 7 * DAY).toISOString(),
    ] as const;
    let shown = (await occurrences(organizer, ...range)).filter((row) => row.meeting_id === meeting.id);
    expect(shown.map((row) => [row.original_start, row.start_at, row.title])).toEqual([
      [week(0), week(0), 'Họp giao ban'],
      [week(1), new Date(Date.parse(week(1)) + DAY).toISOString(), 'Họp giao ban (dời sang thứ Tư)'],
      [week(3), week(3), 'Họp giao ban'],
      [week(4), week(4), 'Họp giao ban'],
      [week(5), week(5), 'Họp giao ban'],
    ]);

    // From week 4 on: an hour later, in a new series.
    const split = await call(app, organizer, {
      method: 'PUT',
      url: `/api/v1/calendar/meetings/${meeting.id}`,
      payload: {
        title: 'Họp giao ban',
        start_at: new Date(Date.parse(week(4)) + HOUR).toISOString(),
        end_at: new Date(Date.parse(week(4)) + 3 * HOUR).toISOString(),
        recurrence: { pattern: 'weekly', interval: 1 },
        scope: 'following',
        occurrence_start: week(4),
      },
    });
    expect(split.statusCode, split.body).toBe(200);
    const newId = split.json().data.id as number;
    expect(newId).not.toBe(meeting.id);
    shown = (await occurrences(organizer, ...range)).filter((row) =>
      [meeting.id, newId].includes(row.meeting_id),
    );
    expect(shown.map((row) => [row.meeting_id, row.start_at])).toEqual([
      [meeting.id, week(0)],
      [meeting.id, new Date(Date.parse(week(1)) + DAY).toISOString()],
      [meeting.id, week(3)],
      [newId, new Date(Date.parse(week(4)) + HOUR).toISOString()],
      [newId, new Date(Date.parse(week(5)) + HOUR).toISOString()],
    ]);

    // The whole first series an hour earlier (it now ends the day before the split): its moved
    // occurrence keeps its date.
    const first = (
      await call(app, organizer, { method: 'GET', url: `/api/v1/calendar/meetings/${meeting.id}` })
    ).json().data;
    expect(first.recurrence.until).toBe(new Date(Date.parse(week(4)) - DAY).toISOString().slice(0, 10));
    const all = await call(app, organizer, {
      method: 'PUT',
      url: `/api/v1/calendar/meetings/${meeting.id}`,
      payload: {
        title: 'Họp giao ban',
        start_at: new Date(Date.parse(start) - HOUR).toISOString(),
        end_at: new Date(Date.parse(end) - HOUR).toISOString(),
        recurrence: first.recurrence,
        scope: 'all',
      },
    });
    expect(all.statusCode, all.body).toBe(200);
    const earlier = (iso: string) => new Date(Date.parse(iso) - HOUR).toISOString();
    shown = (await occurrences(organizer, ...range)).filter((row) => row.meeting_id === meeting.id);
    expect(shown.map((row) => [row.original_start, row.start_at])).toEqual([
      [earlier(week(0)), earlier(week(0))],
      [earlier(week(1)), new Date(Date.parse(week(1)) + DAY).toISOString()],
      [earlier(week(3)), earlier(week(3))],
    ]);
  });

  it('lets only the organiser, moderators and calendar managers change a meeting; marks an occurrence in progress', async () => {
    const { start, end } = nextTuesdayAt19(2);
    const meeting = await createMeeting(organizer, {
      title: 'Tổng kết giải mùa thu',
      start_at: start,
      end_at: end,
      recurrence: { pattern: 'monthly', interval: 1 },
      participants: [{ user_id: colleague.userId }],
    });
    const refused = await call(app, colleague, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meeting.id}/cancel`,
      payload: { scope: 'all' },
      locale: 'vi',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('meeting.not_editor');
    const status = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meeting.id}/status`,
      payload: { status: 'in_progress', occurrence_start: start },
    });
    expect(status.statusCode, status.body).toBe(200);
    const shown = await occurrences(
      admin,
      new Date(Date.parse(start) - DAY).toISOString(),
      new Date(Date.parse(start) + 40 * DAY).toISOString(),
    );
    const mine = shown.filter((row) => row.meeting_id === meeting.id);
    expect(mine[0]).toMatchObject({ status: 'in_progress', is_exception: true });
    expect(mine[1]).toMatchObject({ status: 'scheduled', is_exception: false });
    const again = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meeting.id}/status`,
      payload: { status: 'in_progress', occurrence_start: start },
    });
    expect(again.json().code).toBe('meeting.invalid_transition');
  });

  it('shows an answer to the organiser live', async () => {
    const { start, end } = nextTuesdayAt19(3);
    const meeting = await createMeeting(organizer, {
      title: 'Gọi điện với nhà tài trợ',
      type: 'call',
      start_at: start,
      end_at: end,
      participants: [{ user_id: player.userId }],
    });
    const watcher = clients.open(baseUrl, organizer.accessToken);
    await watcher.connected();
    expect((await watcher.subscribe(['resource:calendar'])).joined).toEqual(['resource:calendar']);
    // The invited player, without calendar.view, follows the meeting in their own room.
    const invited = clients.open(baseUrl, player.accessToken);
    await invited.connected();
    expect((await invited.subscribe([`user:${player.userId}`])).joined).toEqual([`user:${player.userId}`]);
    const answer = await call(app, player, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meeting.id}/respond`,
      payload: { response: 'maybe' },
    });
    expect(answer.json().data.my_response).toBe('maybe');
    await watcher.waitFor<{ id: number }>(
      'meeting.updated',
      (data) => data.id === meeting.id,
      'the answered meeting',
    );
    const seen = (
      await call(app, organizer, { method: 'GET', url: `/api/v1/calendar/meetings/${meeting.id}` })
    ).json().data;
    expect(
      seen.participants.find((entry: { user: { id: number } }) => entry.user.id === player.userId).response,
    ).toBe('maybe');
    const stranger = await createUserAndLogin(app, admin);
    const notInvited = await call(app, stranger, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meeting.id}/respond`,
      payload: { response: 'accepted' },
    });
    expect(notInvited.statusCode).toBe(403);
  });
});

describe('reminders', () => {
  it('remind every participant who has not declined once, even when the job runs twice, and not after a move', async () => {
    const soon = Date.now() + 10 * 60_000; // starts in 10 minutes: the 15-minute reminder is due now
    const meeting = await createMeeting(organizer, {
      title: 'Họp khẩn ban trọng tài',
      start_at: new Date(soon).toISOString(),
      end_at: new Date(soon + HOUR).toISOString(),
      reminders: [15, 1440],
      participants: [{ user_id: colleague.userId }, { user_id: player.userId }],
    });
    await call(app, player, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meeting.id}/respond`,
      payload: { response: 'declined' },
    });
    await app.services.jobs.runDue();
    await app.services.jobs.runDue();
    const reminders = await app.services.db
      .selectFrom('notifications')
      .select(['id', 'recipients', 'subject'])
      .where('subject', '=', 'In 15 minutes: Họp khẩn ban trọng tài')
      .execute();
    const remindedIds = reminders.flatMap((row) => JSON.parse(row.recipients).user_ids as number[]).sort();
    expect(remindedIds).toEqual([organizer.userId, colleague.userId].sort());

    // The job once more, as after a crash between sending and marking it done: nothing new.
    await app.services.db
      .updateTable('jobs')
      .set({ status: 'pending', run_at: new Date().toISOString(), attempts: 0 })
      .where('type', '=', 'meeting.reminder')
      .where('payload', 'like', `%"meeting_id":${meeting.id},%"minutes":15,%`)
      .execute();
    await app.services.jobs.runDue();
    const after = await app.services.db
      .selectFrom('notifications')
      .select('id')
      .where('subject', '=', 'In 15 minutes: Họp khẩn ban trọng tài')
      .execute();
    expect(after).toHaveLength(reminders.length);
  });

  it('send a reminder that fell due while the server was down if the meeting has not started, never after', async () => {
    const start = Date.now() + 2 * HOUR;
    const meeting = await createMeeting(organizer, {
      title: 'Họp chuẩn bị giải',
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + HOUR).toISOString(),
      reminders: [60],
    });
    // The server was down when the reminder was due (an hour before): the job is overdue now.
    await app.services.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .where('type', '=', 'meeting.reminder')
      .where('payload', 'like', `%"meeting_id":${meeting.id},%`)
      .execute();
    await app.services.jobs.runDue();
    expect(await inboxSubjects(organizer)).toContain('In 1 hour: Họp chuẩn bị giải');

    const past = Date.now() - 30 * 60_000;
    const over = await createMeeting(organizer, {
      title: 'Buổi đã qua',
      start_at: new Date(past).toISOString(),
      end_at: new Date(past + HOUR).toISOString(),
      reminders: [15],
    });
    await app.services.jobs.runDue();
    const sent = await app.services.db
      .selectFrom('meeting_reminders_sent')
      .select('meeting_id')
      .where('meeting_id', '=', over.id)
      .execute();
    expect(sent).toHaveLength(0);
  });
});

describe('reminders at the start and of any length', () => {
  it('refuses a reminder over 4 weeks, a negative one and a fraction of a minute', async () => {
    const start = Date.now() + DAY;
    for (const reminders of [[40_321], [-5], [7.5]]) {
      const response = await call(app, organizer, {
        method: 'POST',
        url: '/api/v1/calendar/meetings',
        payload: {
          title: 'Họp quá sớm',
          start_at: new Date(start).toISOString(),
          end_at: new Date(start + HOUR).toISOString(),
          reminders,
        },
      });
      expect(response.statusCode, JSON.stringify(reminders)).toBe(422);
      expect(Object.keys(response.json().errors ?? {}).join(' ')).toContain('reminders');
    }
  });

  it('stores an at-the-start and a custom reminder, queues each, and sends them with their lead time', async () => {
    const start = Date.now() + 10 * 60_000;
    const meeting = await createMeeting(organizer, {
      title: 'Giao hữu cuối tuần',
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + HOUR).toISOString(),
      reminders: [0, 40_320, 90],
    });
    const detail = await call(app, organizer, {
      method: 'GET',
      url: `/api/v1/calendar/meetings/${meeting.id}`,
    });
    expect(detail.json().data.reminders).toEqual([0, 90, 40_320]);

    const jobs = await app.services.db
      .selectFrom('jobs')
      .select(['payload', 'run_at'])
      .where('type', '=', 'meeting.reminder')
      .where('payload', 'like', `%"meeting_id":${meeting.id},%`)
      .execute();
    const dueByMinutes = new Map(
      jobs.map((job) => [JSON.parse(job.payload).minutes as number, Date.parse(String(job.run_at))]),
    );
    expect([...dueByMinutes.keys()].sort((a, b) => a - b)).toEqual([0, 90, 40_320]);

    await app.services.jobs.runDue();
    expect(await inboxSubjects(organizer)).toContain('In 90 minutes: Giao hữu cuối tuần');
    expect(await inboxSubjects(organizer)).toContain('In 4 weeks: Giao hữu cuối tuần');
    expect(await inboxSubjects(organizer)).not.toContain('Starting now: Giao hữu cuối tuần');

    const atStart = JSON.parse(
      jobs.find((job) => JSON.parse(job.payload).minutes === 0)?.payload ?? '{}',
    ) as MeetingReminderPayload;
    // At the start: due when the occurrence starts (the others are already due: it starts in 10 minutes).
    const startsAt = Date.parse(atStart.occurrence_start);
    expect(dueByMinutes.get(0)).toBe(startsAt);
    // Ten minutes late (the server was down): an "at the start" reminder is stale, and says nothing.
    await runMeetingReminder(app.services, atStart, startsAt + 10 * 60_000);
    await app.services.jobs.runDue(); // the deliveries
    expect(await inboxSubjects(organizer)).not.toContain('Starting now: Giao hữu cuối tuần');
    // On time, at the start, it goes out.
    await runMeetingReminder(app.services, atStart, startsAt + 1000);
    await app.services.jobs.runDue(); // the deliveries
    expect(await inboxSubjects(organizer)).toContain('Starting now: Giao hữu cuối tuần');
  });
});

describe('iCalendar', () => {
  it('exports a recurring meeting with its rule, exceptions, reminders and time zone, read back by a parser', async () => {
    const { start, end } = nextTuesdayAt19();
    const meeting = await createMeeting(organizer, {
      title: 'Tập luyện; nhóm A, B',
      description: 'Mang vợt\nvà nước',
      start_at: start,
      end_at: end,
      recurrence: { pattern: 'weekly', interval: 2, weekdays: ['tuesday', 'saturday'], until: '2030-12-31' },
      reminders: [15, 1440],
      participants: [{ user_id: colleague.userId }],
    });
    await call(app, organizer, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meeting.id}/cancel`,
      payload: { scope: 'this', occurrence_start: start },
    });
    const response = await call(app, organizer, {
      method: 'GET',
      url: `/api/v1/calendar/meetings/${meeting.id}/ics`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Ho_Chi_Minh');
    const event = calendar.getFirstSubcomponent('vevent');
    if (!event || !zone) throw new Error('no event or time zone');
    ICAL.TimezoneService.register(zone);
    const parsed = new ICAL.Event(event);
    expect(parsed.summary).toBe('Tập luyện; nhóm A, B');
    expect(parsed.description).toContain('Mang vợt\nvà nước');
    expect(parsed.startDate.toJSDate().toISOString()).toBe(start);
    const rule = event.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.interval).toBe(2);
    expect(rule.parts.BYDAY).toEqual(['TU', 'SA']);
    expect(
      event.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    ).toEqual(['-PT15M', '-P1D']);
    const exdates = event
      .getAllProperties('exdate')
      .map((property) => (property.getFirstValue() as ICAL.Time).toJSDate().toISOString());
    expect(exdates).toEqual([start]);
    // The parser expands the rule (without the cancelled first one) to exactly our occurrences.
    const iterator = parsed.iterator();
    const theirs: string[] = [];
    for (let next = iterator.next(); next && theirs.length < 8; next = iterator.next())
      theirs.push(next.toJSDate().toISOString());
    const ours = (await occurrences(organizer, start, new Date(Date.parse(start) + 60 * DAY).toISOString()))
      .filter((row) => row.meeting_id === meeting.id)
      .map((row) => row.start_at)
      .slice(0, 8);
    expect(theirs).toEqual(ours);
    expect(ours[0]).toBe(new Date(Date.parse(start) + 4 * DAY).toISOString()); // the Saturday after
  });

  it('serves a private feed by its link, in the owner’s meetings, until it is revoked', async () => {
    const made = await call(app, colleague, { method: 'POST', url: '/api/v1/calendar/feed' });
    const url = made.json().data.url as string;
    expect(url).toMatch(
      /^https:\/\/pickleball\.example\.vn\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/,
    );
    expect(
      (await call(app, colleague, { method: 'GET', url: '/api/v1/calendar/feed' })).json().data.url,
    ).toBe(url);
    const path = new URL(url).pathname;
    const feed = await call(app, null, { method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const titles = calendar
      .getAllSubcomponents('vevent')
      .map((event) => event.getFirstPropertyValue('summary'));
    expect(titles).toContain('Tập luyện tối thứ Ba');
    expect(titles).not.toContain('Họp chuẩn bị giải'); // the organiser's own, without the colleague
    await call(app, colleague, { method: 'DELETE', url: '/api/v1/calendar/feed' });
    expect((await call(app, null, { method: 'GET', url: path })).statusCode).toBe(404);
  });
});
