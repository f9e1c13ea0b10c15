import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtPayload } from '../../testing/court-factories';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let address = 0;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({
    mail: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      from: 'Pickleball <no-reply@pickleball.test>',
    },
    publicUrl: 'https://pickleball.example.vn',
  });
  admin = await loginAsAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const { status: _s, is_active: _a, sort_order: _o, ...courtFields } = courtPayload();
const requestPayload = (overrides: Record<string, unknown> = {}) => ({
  ...courtFields,
  name: `Sân Thảo Điền ${Math.random().toString(36).slice(2, 7)}`,
  applicant_name: 'Dương Văn Khánh',
  applicant_email: 'khanh.duong@example.com',
  applicant_phone: '0335550111',
  ...overrides,
});

/** Each submission from its own address, so the per-address limit only bites where tested. */
function submit(payload: Record<string, unknown>, locale = 'vi') {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/v1/court-requests',
    payload,
    headers: { 'accept-language': locale },
    remoteAddress: `10.0.0.${address}`,
  });
}

async function mails() {
  await app.services.jobs.runDue();
  return smtp.received;
}

async function submitted(locale = 'vi') {
  const response = await submit(requestPayload(), locale);
  expect(response.statusCode).toBe(201);
  const { reference } = response.json().data;
  const list = await call(app, admin, { method: 'GET', url: `/api/v1/court-requests?search=${reference}` });
  return list.json().data[0] as { id: number; reference: string };
}

const linkIn = (text: string) =>
  /https:\/\/pickleball\.example\.vn\/register-court\/edit\/([\w-]+)/.exec(text)?.[1] as string;

describe('public court registration', () => {
  it('answers a reference, says review takes 2 to 3 business days, and e-mails the applicant in their language', async () => {
    const response = await submit(requestPayload({ name: 'Sân Pickleball Thảo Điền' }));
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(data).toEqual({ reference: expect.stringMatching(/^CR-\d{4}-\d{6}$/), status: 'pending' });
    expect(message).toContain('2 đến 3 ngày làm việc');
    const [mail] = (await mails()).slice(-1);
    expect(mail).toMatchObject({
      to: ['khanh.duong@example.com'],
      subject: `Chúng tôi đã nhận đăng ký sân ${data.reference} của bạn`,
    });
    expect(mail?.raw).toContain('pickleball.example.vn/register-court/edit/');
  });

  it('refuses the honeypot, invalid fields, and a sixth request in an hour from one address', async () => {
    expect((await submit(requestPayload({ company_website: 'http://spam.example' }))).statusCode).toBe(400);
    const invalid = await submit(requestPayload({ applicant_email: 'nope', ward_code: '00004' }), 'en');
    expect(invalid.json().errors).toMatchObject({
      applicant_email: ['Enter a valid email address, like name@example.com'],
    });
    const wrongPlace = await submit(requestPayload({ ward_code: '00004' }), 'en');
    expect(wrongPlace.json().errors.ward_code).toEqual(['This value is not valid']);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/court-requests',
        payload: requestPayload(),
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe(
      'Too many registrations from your connection. Please try again in 60 minutes.',
    );
  });
});

describe('court request review', () => {
  it('approves: the court is created from the request and linked, and the applicant hears of it', async () => {
    const request = await submitted();
    const approved = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/court-requests/${request.id}/approve`,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const data = approved.json().data;
    expect(data).toMatchObject({ status: 'approved', created_court_id: expect.any(Number) });
    expect(data.events.map((event: { type: string }) => event.type)).toEqual(['submitted', 'approved']);
    const court = await call(app, admin, { method: 'GET', url: `/api/v1/courts/${data.created_court_id}` });
    expect(court.json().data).toMatchObject({
      name: data.court.name,
      ward: { code: '26743' },
      status: 'active',
    });
    expect((await mails()).at(-1)?.subject).toContain('đã được duyệt');
    const again = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/court-requests/${request.id}/approve`,
      payload: {},
    });
    expect(again.json().code).toBe('court_request.already_processed');
  });

  it('rejects with a reason of at least 10 characters, e-mailed in the applicant language', async () => {
    const request = await submitted('en');
    const short = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/court-requests/${request.id}/reject`,
      payload: { reason: 'no' },
    });
    expect(short.json().errors.reason).toEqual(['Must be at least 10 characters']);
    const rejected = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/court-requests/${request.id}/reject`,
      payload: { reason: 'The address could not be verified' },
      locale: 'vi',
    });
    expect(rejected.json().data.status).toBe('rejected');
    const mail = (await mails()).at(-1);
    expect(mail?.subject).toBe(`Your court registration ${request.reference} was not approved`);
    expect(mail?.raw).toContain('The address could not be verified');
  });

  it('requests changes; the applicant edits through the private link and resubmits; then it is approved', async () => {
    const request = await submitted();
    const feedback = 'Vui lòng bổ sung số điện thoại khẩn cấp';
    await call(app, admin, {
      method: 'POST',
      url: `/api/v1/court-requests/${request.id}/request-changes`,
      payload: { feedback },
    });
    const mail = (await mails()).at(-1);
    expect(mail?.subject).toBe(`Cần chỉnh sửa đăng ký sân ${request.reference} của bạn`);
    const token = linkIn(mail?.raw.replace(/=\r\n/g, '') ?? '');
    expect(token).toBeTruthy();

    const seen = await app.inject({ method: 'GET', url: `/api/v1/court-requests/edit/${token}` });
    expect(seen.json().data).toMatchObject({
      status: 'needs_modification',
      feedback,
      reference: request.reference,
    });
    expect(seen.json().data).not.toHaveProperty('events');
    const resubmitted = await app.inject({
      method: 'PUT',
      url: `/api/v1/court-requests/edit/${token}`,
      payload: requestPayload({ name: 'Sân Thảo Điền (đã sửa)', emergency_contact: '0909000111' }),
    });
    expect(resubmitted.json().data).toMatchObject({
      status: 'pending',
      court: { name: 'Sân Thảo Điền (đã sửa)' },
    });
    const twice = await app.inject({
      method: 'PUT',
      url: `/api/v1/court-requests/edit/${token}`,
      payload: requestPayload(),
    });
    expect(twice.json().code).toBe('court_request.not_editable');

    await call(app, admin, {
      method: 'POST',
      url: `/api/v1/court-requests/${request.id}/comments`,
      payload: { body: 'Đã gọi xác minh chủ sân' },
    });
    const approved = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/court-requests/${request.id}/approve`,
      payload: { review_notes: 'OK' },
    });
    expect(approved.json().data.events.map((event: { type: string }) => event.type)).toEqual([
      'submitted',
      'changes_requested',
      'resubmitted',
      'commented',
      'approved',
    ]);
    // Once decided, the private link shows the outcome but no longer edits.
    const decided = await app.inject({ method: 'GET', url: `/api/v1/court-requests/edit/${token}` });
    expect(decided.json().data.status).toBe('approved');
    const late = await app.inject({
      method: 'PUT',
      url: `/api/v1/court-requests/edit/${token}`,
      payload: requestPayload(),
    });
    expect(late.json().code).toBe('court_request.not_editable');
  });

  it('flags requests waiting more than 7 days as urgent, and sorts them first', async () => {
    const old = await submitted();
    await app.services.db
      .updateTable('court_requests')
      .set({ submitted_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    await submitted();
    const urgent = await call(app, admin, { method: 'GET', url: '/api/v1/court-requests?urgent=true' });
    expect(urgent.json().data.map((r: { id: number }) => r.id)).toEqual([old.id]);
    expect(urgent.json().data[0].urgent).toBe(true);
    const sorted = await call(app, admin, { method: 'GET', url: '/api/v1/court-requests?sort=urgent' });
    expect(sorted.json().data[0].id).toBe(old.id);
    const stats = await call(app, admin, { method: 'GET', url: '/api/v1/court-requests/stats' });
    expect(stats.json().data.urgent).toBe(1);
  });

  it('lets viewers read but only managers decide', async () => {
    const request = await submitted();
    const role = await createRole(app, admin, ['court-request.view']);
    const viewer = await createUserAndLogin(app, admin, [role.id]);
    expect(
      (await call(app, viewer, { method: 'GET', url: `/api/v1/court-requests/${request.id}` })).statusCode,
    ).toBe(200);
    const refused = await call(app, viewer, {
      method: 'POST',
      url: `/api/v1/court-requests/${request.id}/approve`,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });
});
