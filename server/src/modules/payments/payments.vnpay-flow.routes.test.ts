import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin, DEFAULT_PASSWORD } from '../../testing/factories';
import { startFakeVnpay } from '../../testing/fake-vnpay';
import { call, createTestApp, login, loginAsAdmin, type Session } from '../../testing/test-app';

/**
 * The whole VNPay path on a real database: an administrator adds a sandbox gateway pointing at the
 * fake, tests it, asks a player to pay; the player's checkout goes to the fake's page, the fake
 * calls our IPN (over HTTP, as VNPay does) and the payment turns completed exactly once, whatever
 * is replayed; refunds go through VNPay's refund API; reconciliation settles what the IPN missed.
 */
let app: FastifyInstance;
let vnpay: Awaited<ReturnType<typeof startFakeVnpay>>;
let admin: Session;
let player: Session & { username: string };
let viewer: Session;
let gatewayId: number;
let origin: string;

beforeAll(async () => {
  vnpay = await startFakeVnpay();
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The gateway calls the app where it is reached from outside.
  app.services.config.publicUrl = origin;
  admin = await loginAsAdmin(app);
  const created = await createUserAndLogin(app, admin, [], { name: 'Nguyễn Thị Hoa' });
  // Signed in in Vietnamese: her receipts are written in it.
  player = { ...(await login(app, created.username, DEFAULT_PASSWORD, 'vi')), username: created.username };
  const viewRole = await createRole(app, admin, ['payment.view']);
  viewer = await createUserAndLogin(app, admin, [viewRole.id]);
});
afterAll(async () => {
  await app.close();
  await vnpay.close();
});

async function runJobs() {
  await app.services.jobs.runDue();
}

async function requestAndCheckout(amount: number) {
  const requested = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/payments/transactions',
    payload: { user_id: player.userId, amount, currency: 'VND', description: 'Hội phí CLB tháng 12' },
  });
  expect(requested.statusCode).toBe(201);
  const payment = requested.json().data as { id: number; transaction_id: string; status: string };
  const checkout = await call(app, player, {
    method: 'POST',
    url: `/api/v1/me/payments/${payment.id}/checkout`,
    payload: { gateway_id: gatewayId },
    locale: 'vi',
  });
  expect(checkout.statusCode).toBe(200);
  const redirect = checkout.json().data.redirect_url as string;
  expect(redirect.startsWith(`${vnpay.url}/paymentv2/vpcpay.html?`)).toBe(true);
  // The payer's browser opens the page: the fake checks the signed URL as VNPay does.
  const page = await fetch(redirect);
  expect(page.status).toBe(200);
  return payment;
}

async function detail(id: number) {
  const response = await call(app, admin, { method: 'GET', url: `/api/v1/payments/transactions/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('VNPay gateway', () => {
  it('adds a sandbox gateway with sealed credentials, its webhook URL and a test that moves no money', async () => {
    const missing = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/payments/gateways',
      payload: { name: 'VNPay', key: 'vnpay', provider: 'vnpay', supported_currencies: ['VND', 'USD'] },
      locale: 'vi',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      merchant_id: ['Cổng này cần giá trị này'],
      secret: ['Cổng này cần giá trị này'],
      supported_currencies: ['Cổng này không nhận USD'],
    });
    const created = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/payments/gateways',
      payload: {
        name: 'VNPay sandbox',
        key: 'vnpay-sandbox',
        provider: 'vnpay',
        mode: 'sandbox',
        merchant_id: vnpay.tmnCode,
        secret: vnpay.hashSecret,
        api_url: vnpay.url,
        supported_currencies: ['VND'],
      },
    });
    expect(created.statusCode).toBe(201);
    const gateway = created.json().data;
    gatewayId = gateway.id;
    expect(gateway).toMatchObject({
      secrets: { api_key: false, secret: true },
      webhook_url: `${origin}/api/v1/payments/webhooks/vnpay-sandbox`,
      effective_api_url: vnpay.url,
    });
    expect(created.body).not.toContain(vnpay.hashSecret);
    vnpay.setIpnUrl(gateway.webhook_url);
    const audit = await app.services.db
      .selectFrom('audit_logs')
      .select('new_values')
      .where('model', '=', 'payment_gateway')
      .execute();
    expect(JSON.stringify(audit)).not.toContain(vnpay.hashSecret);

    const tested = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/gateways/${gatewayId}/test`,
    });
    expect(tested.statusCode).toBe(200);
    expect(tested.json().data.last_test).toMatchObject({ ok: true });
  });

  it('reports a wrong hash secret from the test', async () => {
    const other = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/payments/gateways',
      payload: {
        name: 'VNPay wrong',
        key: 'vnpay-wrong',
        provider: 'vnpay',
        merchant_id: vnpay.tmnCode,
        secret: 'NOT-THE-SECRET',
        api_url: vnpay.url,
        supported_currencies: ['VND'],
      },
    });
    const tested = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/gateways/${other.json().data.id}/test`,
    });
    expect(tested.json().data.last_test).toMatchObject({ ok: false });
    // Never used: it can go.
    const deleted = await call(app, admin, {
      method: 'DELETE',
      url: `/api/v1/payments/gateways/${other.json().data.id}`,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('confirms a payment only by the IPN, exactly once across 30 replays and 10 concurrent copies', async () => {
    const payment = await requestAndCheckout(150_000);
    // The browser's return alone changes nothing.
    expect((await detail(payment.id)).status).toBe('pending');

    const signed = vnpay.notificationFor(payment.transaction_id, 'paid');
    const answer = await vnpay.complete(payment.transaction_id, 'paid');
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const path = new URL(signed.url).pathname + new URL(signed.url).search;
    const replays = [];
    for (let index = 0; index < 30; index++) replays.push(await app.inject({ method: 'GET', url: path }));
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => fetch(signed.url).then((response) => response.json())),
    );
    for (const replay of replays)
      expect(replay.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    for (const copy of concurrent)
      expect(copy).toEqual({ RspCode: '02', Message: 'Order already confirmed' });

    const paid = await detail(payment.id);
    expect(paid).toMatchObject({ status: 'completed', amount: 150_000, refundable_amount: 150_000 });
    const changes = paid.events.filter(
      (event: { status_to: string | null }) => event.status_to === 'completed',
    );
    expect(changes).toHaveLength(1);
    // The one call that settled it is kept; the 40 replays are counted, the last five kept.
    expect(
      paid.events.filter((event: { type: string }) => event.type === 'notification_received'),
    ).toHaveLength(1);
    expect(
      paid.events.filter((event: { type: string }) => event.type === 'notification_unapplied'),
    ).toHaveLength(5);
    expect(paid.unapplied_calls).toBe(40);
    expect(JSON.stringify(paid.events)).not.toContain(signed.query.vnp_SecureHash);

    // The payer's receipt, in the language they signed in with.
    await runJobs();
    const inbox = await call(app, player, { method: 'GET', url: '/api/v1/inbox' });
    expect(inbox.json().data[0].data).toMatchObject({
      subject: 'Đã nhận thanh toán: 150.000\u00a0₫',
      link: `/pay/${payment.id}`,
    });
    const mine = await call(app, player, { method: 'GET', url: `/api/v1/me/payments/${payment.id}` });
    expect(mine.json().data).toMatchObject({ status: 'completed', gateways: [] });
  });

  it('records a declined card as failed and a cancel on the VNPay page as cancelled, each once', async () => {
    const declined = await requestAndCheckout(60_000);
    const failedAnswer = await vnpay.complete(declined.transaction_id, 'failed');
    // VNPay is told "confirmed" for a failed payment too: the order's outcome is recorded.
    expect(JSON.parse(failedAnswer?.body ?? '{}')).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await detail(declined.id)).toMatchObject({
      status: 'failed',
      gateway_status: '51',
      paid_at: null,
    });

    const abandoned = await requestAndCheckout(60_000);
    await vnpay.complete(abandoned.transaction_id, 'cancelled');
    const cancelled = await detail(abandoned.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', gateway_status: '24' });
    expect(
      cancelled.events.filter((event: { status_to: string | null }) => event.status_to === 'cancelled'),
    ).toHaveLength(1);
    // A failed payment gets no receipt.
    await runJobs();
    const inbox = await call(app, player, { method: 'GET', url: '/api/v1/inbox' });
    const subjects = inbox.json().data.map((item: { data: { subject: string } }) => item.data.subject);
    expect(subjects).toContain('Yêu cầu thanh toán: 60.000\u00a0₫');
    expect(subjects).not.toContain('Đã nhận thanh toán: 60.000\u00a0₫');
  });

  it('answers 04 for a wrong amount, 97 for a bad signature, 01 for an unknown order', async () => {
    const payment = await requestAndCheckout(200_000);
    const wrongAmount = vnpay.notificationFor(payment.transaction_id, 'paid', { amount: 2_000 });
    const answer04 = await fetch(wrongAmount.url).then((response) => response.json());
    expect(answer04).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    const tampered = new URL(vnpay.notificationFor(payment.transaction_id, 'paid').url);
    tampered.searchParams.set('vnp_Amount', '100');
    const answer97 = await fetch(tampered).then((response) => response.json());
    expect(answer97).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const after = await detail(payment.id);
    // Refused calls flag nothing: they are counted and kept in the history.
    expect(after).toMatchObject({ status: 'pending', flag: null, unapplied_calls: 2 });
    expect(after.events.map((event: { verdict: string | null }) => event.verdict?.slice(0, 2))).toEqual(
      expect.arrayContaining(['04', '97']),
    );

    const unknown = await requestAndCheckout(50_000);
    const signed = vnpay.notificationFor(unknown.transaction_id, 'paid');
    await app.services.db.deleteFrom('payments').where('id', '=', unknown.id).execute();
    const answer01 = await fetch(signed.url).then((response) => response.json());
    expect(answer01).toEqual({ RspCode: '01', Message: 'Order not found' });
  });

  it('refunds half, then the rest; a double click refunds once and nothing exceeds what was paid', async () => {
    const payment = await requestAndCheckout(300_000);
    await vnpay.complete(payment.transaction_id, 'paid');
    const refund = (amount: number | null, key: string) =>
      call(app, admin, {
        method: 'POST',
        url: `/api/v1/payments/transactions/${payment.id}/refund`,
        payload: { amount, reason: 'Trùng lịch thi đấu', idempotency_key: key },
        locale: 'vi',
      });
    const [first, second] = await Promise.all([
      refund(150_000, 'dialog-one-1'),
      refund(150_000, 'dialog-one-1'),
    ]);
    // The second copy either finds the first one's refund or loses the race on its key: never a second refund.
    for (const response of [first, second]) expect([200, 409]).toContain(response.statusCode);
    expect([first.statusCode, second.statusCode]).toContain(200);
    let after = await detail(payment.id);
    expect(after).toMatchObject({
      status: 'completed',
      refunded_amount: 150_000,
      refundable_amount: 150_000,
    });
    expect(vnpay.getOrder(payment.transaction_id)?.refunds.map((r) => r.type)).toEqual(['03']);

    const tooMuch = await refund(150_001, 'dialog-two-22');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toContain('150.000');
    const rest = await refund(null, 'dialog-three-333');
    expect(rest.statusCode).toBe(200);
    after = await detail(payment.id);
    expect(after).toMatchObject({ status: 'refunded', refunded_amount: 300_000, refundable_amount: 0 });
    const again = await refund(null, 'dialog-four-4444');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment.not_refundable');
    expect(vnpay.getOrder(payment.transaction_id)?.refundedAmount).toBe(300_000);

    await runJobs();
    const inbox = await call(app, player, { method: 'GET', url: '/api/v1/inbox' });
    expect(inbox.json().data[0].data.subject).toBe('Hoàn tiền 150.000\u00a0₫');
  });

  it('settles by reconciliation a payment whose IPN never came, and flags one it cannot settle', async () => {
    const payment = await requestAndCheckout(120_000);
    await vnpay.complete(payment.transaction_id, 'paid', { notify: false });
    // Fifteen minutes later the job asks VNPay (querydr).
    await app.services.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('type', '=', 'payment.reconcile')
      .execute();
    await runJobs();
    const settled = await detail(payment.id);
    expect(settled.status).toBe('completed');
    expect(
      settled.events.some(
        (event: { type: string; status_to: string }) =>
          event.type === 'reconciled' && event.status_to === 'completed',
      ),
    ).toBe(true);

    const stuck = await requestAndCheckout(80_000);
    for (let attempt = 0; attempt < 3; attempt++) {
      await app.services.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('type', '=', 'payment.reconcile')
        .where('status', '=', 'pending')
        .execute();
      await runJobs();
    }
    expect(await detail(stuck.id)).toMatchObject({ status: 'pending', flag: 'unsettled' });
    const flagged = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/payments/transactions?flagged=true',
    });
    expect(flagged.json().data.map((row: { id: number }) => row.id)).toContain(stuck.id);
  });

  it('finds the payer to ask by a name written without diacritics', async () => {
    const found = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/payments/payers?search=nguyen thi hoa',
    });
    expect(found.json().data).toEqual([
      { id: player.userId, name: 'Nguyễn Thị Hoa', username: player.username },
    ]);
    const forbidden = await call(app, viewer, { method: 'GET', url: '/api/v1/payments/payers?search=hoa' });
    expect(forbidden.statusCode).toBe(403);
  });

  it("keeps a payer's payments their own: another user neither sees nor pays them", async () => {
    const stranger = await createUserAndLogin(app, admin);
    const requested = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/payments/transactions',
      payload: { user_id: player.userId, amount: 70_000, currency: 'VND', description: 'Nước uống' },
    });
    const id = requested.json().data.id as number;
    expect((await call(app, stranger, { method: 'GET', url: `/api/v1/me/payments/${id}` })).statusCode).toBe(
      404,
    );
    const checkout = await call(app, stranger, {
      method: 'POST',
      url: `/api/v1/me/payments/${id}/checkout`,
      payload: { gateway_id: gatewayId },
    });
    expect(checkout.statusCode).toBe(404);
    const theirs = await call(app, stranger, { method: 'GET', url: '/api/v1/me/payments' });
    expect(theirs.json().meta.total).toBe(0);
    const mine = await call(app, player, { method: 'GET', url: `/api/v1/me/payments/${id}` });
    expect(mine.json().data.gateways.map((gateway: { id: number }) => gateway.id)).toEqual([gatewayId]);
    await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/transactions/${id}/cancel`,
      payload: {},
    });
  });

  it('lists, sums, exports and guards transactions; statistics need their own permission', async () => {
    const list = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/payments/transactions?search=hoa&status=completed',
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().data.every((row: { user: { name: string } }) => row.user.name === 'Nguyễn Thị Hoa'),
    ).toBe(true);
    const summary = await call(app, viewer, { method: 'GET', url: '/api/v1/payments/transactions/summary' });
    expect(summary.json().data).toMatchObject({
      currency: 'VND',
      successful: { count: 2, amount: 270_000 },
      refunded: { count: 1, amount: 300_000 },
    });
    const stats = await call(app, viewer, { method: 'GET', url: '/api/v1/payments/stats', locale: 'vi' });
    expect(stats.statusCode).toBe(403);
    expect(stats.json().message).toBe('Bạn không có quyền xem thống kê thanh toán');
    const refund = await call(app, viewer, {
      method: 'POST',
      url: '/api/v1/payments/transactions/1/refund',
      payload: { reason: 'x', idempotency_key: 'abcdefgh' },
      locale: 'vi',
    });
    expect(refund.json()).toMatchObject({
      code: 'permission.missing',
      message: 'Bạn không có quyền cần thiết: payment.manage',
    });

    const adminStats = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/payments/stats?tz=Asia/Ho_Chi_Minh',
    });
    expect(adminStats.statusCode).toBe(200);
    const data = adminStats.json().data;
    expect(data.by_day).toHaveLength(30);
    expect(data.revenue).toBe(150_000 + 120_000);
    expect(data.refunds).toEqual({ count: 2, amount: 300_000 });

    const csv = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/payments/transactions/export?format=csv',
      locale: 'vi',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Mã giao dịch');
    expect(csv.body).toContain('150.000');
  });
});
