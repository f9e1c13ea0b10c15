import { describe, expect, it } from 'vitest';
import { courtPayload } from '../../testing/court-factories';
import { markEvents, openWatcher } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:court-requests';

const { status: _s, is_active: _a, sort_order: _o, ...courtFields } = courtPayload();
const requestPayload = (name: string) => ({
  ...courtFields,
  name,
  applicant_name: 'Dương Văn Khánh',
  applicant_email: 'khanh.duong@example.com',
  applicant_phone: '0335550111',
});

describe.runIf(redisAvailable)('court requests live across instances (Redis adapter)', () => {
  it("brings staff on the other instance a visitor's request, its review and the applicant's resubmission", async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['court-request.view'], ROOM);
      expect(viewer.ack).toEqual({ joined: [ROOM], denied: [] });
      // Court staff who may not see the requests may not listen to them.
      const outsider = await openWatcher(first, admin, clients, url, ['court.view'], ROOM);
      expect(outsider.ack).toEqual({ joined: [], denied: [ROOM] });
      // The courts list hears of the court an approval creates.
      const courts = await openWatcher(first, admin, clients, url, ['court.view'], 'resource:courts');
      expect(courts.ack.joined).toEqual(['resource:courts']);
      const watcher = viewer.socket;

      // A visitor, signed in as nobody, submits the public form.
      let mark = markEvents(watcher);
      const submitted = await first.inject({
        method: 'POST',
        url: '/api/v1/court-requests',
        payload: requestPayload('Sân Pickleball An Phú'),
        remoteAddress: '10.1.0.1',
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const { reference } = submitted.json().data;
      const listed = await call(second, viewer.session, {
        method: 'GET',
        url: `/api/v1/court-requests?search=${reference}`,
      });
      const id = listed.json().data[0].id as number;
      const onSubmit = await mark.waitFor('court_request.updated', id, `the submitted request ${reference}`);
      expect(onSubmit.id).toBe(id);

      // Staff ask for changes: the applicant's private link is in the e-mail queued for them.
      mark = markEvents(watcher);
      const changes = await call(first, admin, {
        method: 'POST',
        url: `/api/v1/court-requests/${id}/request-changes`,
        payload: { feedback: 'Vui lòng bổ sung số điện thoại chủ sân.' },
      });
      expect(changes.statusCode, changes.body).toBe(200);
      expect((await mark.waitFor('court_request.updated', id, 'the request sent back for changes')).id).toBe(
        id,
      );
      const mails = await first.services.db
        .selectFrom('jobs')
        .select('payload')
        .where('type', '=', 'mail.send')
        .orderBy('id', 'desc')
        .execute();
      const token = mails
        .map((job) => (typeof job.payload === 'string' ? job.payload : JSON.stringify(job.payload)))
        .map((payload) => /register-court\/edit\/([\w-]+)/.exec(payload)?.[1])
        .find(Boolean) as string;
      expect(token).toBeTruthy();

      // The applicant, still anonymous, resubmits through the link.
      mark = markEvents(watcher);
      const resubmitted = await first.inject({
        method: 'PUT',
        url: `/api/v1/court-requests/edit/${token}`,
        payload: requestPayload('Sân Pickleball An Phú (đã sửa)'),
        remoteAddress: '10.1.0.1',
      });
      expect(resubmitted.statusCode, resubmitted.body).toBe(200);
      expect((await mark.waitFor('court_request.updated', id, 'the resubmitted request')).id).toBe(id);

      // A staff comment, then the approval, which creates the court.
      mark = markEvents(watcher);
      const commented = await call(first, admin, {
        method: 'POST',
        url: `/api/v1/court-requests/${id}/comments`,
        payload: { body: 'Đã gọi xác nhận với chủ sân.' },
      });
      expect(commented.statusCode, commented.body).toBe(201);
      expect((await mark.waitFor('court_request.updated', id, 'the commented request')).id).toBe(id);

      mark = markEvents(watcher);
      const approved = await call(first, admin, {
        method: 'POST',
        url: `/api/v1/court-requests/${id}/approve`,
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await mark.waitFor('court_request.updated', id, 'the approved request')).id).toBe(id);
      const courtId = approved.json().data.created_court_id as number;
      const onCourt = await courts.socket.waitFor<{ id: number }>(
        'court.updated',
        (data) => data.id === courtId,
        `the court ${courtId} the approval created`,
      );
      expect(onCourt.id).toBe(courtId);
      const seen = await call(second, viewer.session, { method: 'GET', url: `/api/v1/court-requests/${id}` });
      expect(seen.json().data.status).toBe('approved');
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
