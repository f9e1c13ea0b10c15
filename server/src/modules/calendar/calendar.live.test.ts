import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin, DEFAULT_PASSWORD } from '../../testing/factories';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { call, createTestApp, login, loginAsAdmin } from '../../testing/test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
const clients = new TestRealtimeClients();

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

describe("a meeting's organiser, in their own room only", () => {
  it('hears an invitee answer, without calendar.view and without the calendar room', async () => {
    const admin = await loginAsAdmin(app);
    const viewer = await createRole(app, admin, ['calendar.view']);
    const organizer = await createUserAndLogin(app, admin, [viewer.id], { name: 'Trịnh Thị Mai' });
    const invitee = await createUserAndLogin(app, admin, [], { name: 'Hồ Văn Nam' });
    const start = new Date(Date.now() + 3 * 24 * 3_600_000);
    const created = await call(app, organizer, {
      method: 'POST',
      url: '/api/v1/calendar/meetings',
      payload: {
        title: 'Họp chuẩn bị giải mùa hè',
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 3_600_000).toISOString(),
        participants: [{ user_id: invitee.userId }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const meetingId = created.json().data.id as number;

    // The organiser loses calendar.view (a meeting they organised stays theirs) and signs in again.
    const detail = (
      await call(app, admin, { method: 'GET', url: `/api/v1/users/${organizer.userId}` })
    ).json().data;
    const demoted = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${organizer.userId}`,
      payload: { ...detail, roles: [] },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const session = await login(app, organizer.username, DEFAULT_PASSWORD);
    const socket = clients.open(baseUrl, session.accessToken);
    await socket.connected();
    const room = `user:${organizer.userId}`;
    expect(await socket.subscribe([room, 'resource:calendar'])).toEqual({
      joined: [room],
      denied: ['resource:calendar'],
    });

    const answered = await call(app, invitee, {
      method: 'POST',
      url: `/api/v1/calendar/meetings/${meetingId}/respond`,
      payload: { response: 'declined' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const event = await socket.waitFor<{ id: number; revision: number }>(
      'meeting.updated',
      (data) => data.id === meetingId,
      `the answered meeting ${meetingId}`,
    );
    expect(event.id).toBe(meetingId);
    // What the event sends the organiser to refetch: their meeting page, with the answer.
    const page = await call(app, session, { method: 'GET', url: `/api/v1/calendar/meetings/${meetingId}` });
    expect(page.statusCode, page.body).toBe(200);
    const answer = page
      .json()
      .data.participants.find((entry: { user: { id: number } }) => entry.user.id === invitee.userId);
    expect(answer.response).toBe('declined');
  });
});
