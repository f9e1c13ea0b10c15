import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../../testing/factories';
import { startFakeVnpay } from '../../../testing/fake-vnpay';
import { call, createTestApp, loginAsAdmin, type Session } from '../../../testing/test-app';
import { createRatedPlayers, createTournament, type Player, tournamentAction } from '../tournaments.testing';

/**
 * Entry fees through the payments module and the VNPay fake: the entry's payment is asked when it
 * registers, the player checks out on VNPay's page, VNPay's IPN makes the payment completed and
 * the entry paid and confirmed; a cancelled entry's fee goes back through VNPay's refund API.
 */
let app: FastifyInstance;
let vnpay: Awaited<ReturnType<typeof startFakeVnpay>>;
let admin: Session;
let organiser: Session;
let gatewayId: number;

beforeAll(async () => {
  vnpay = await startFakeVnpay();
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  app.services.config.publicUrl = origin;
  admin = await loginAsAdmin(app);
  const role = await createRole(app, admin, ['tournament.view', 'tournament.edit']);
  organiser = await createUserAndLogin(app, admin, [role.id]);
  const gateway = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/payments/gateways',
    payload: {
      name: 'VNPay sandbox',
      key: 'vnpay-tournaments',
      provider: 'vnpay',
      mode: 'sandbox',
      merchant_id: vnpay.tmnCode,
      secret: vnpay.hashSecret,
      api_url: vnpay.url,
      supported_currencies: ['VND'],
    },
  });
  expect(gateway.statusCode, gateway.body).toBe(201);
  gatewayId = gateway.json().data.id;
  vnpay.setIpnUrl(gateway.json().data.webhook_url);
});
afterAll(async () => {
  await app.close();
  await vnpay.close();
});

describe('entry fees', () => {
  it('marks the entry paid and confirmed when VNPay confirms, and refunds a cancelled entry', async () => {
    const tournament = await createTournament(app, admin, {
      name: 'Giải Có Lệ Phí',
      type: 'singles',
      is_public: true,
      is_free: false,
      entry_fee: 300_000,
      currency: 'VND',
    });
    await tournamentAction(app, admin, tournament.id, 'open-registration');
    const [player] = (await createRatedPlayers(app, admin, [4.0])) as [Player];
    const registered = await call(app, player, {
      method: 'POST',
      url: '/api/v1/me/tournament-registrations',
      payload: { tournament_id: tournament.id },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const entry = registered.json().data;
    expect(entry).toMatchObject({
      status: 'registered',
      payment_status: 'unpaid',
      payment: { status: 'pending', amount: 300_000, currency: 'VND' },
    });

    // The player's pay call answers the entry's open payment (never a second one).
    const pay = await call(app, player, {
      method: 'POST',
      url: `/api/v1/me/tournament-registrations/${entry.id}/pay`,
    });
    expect(pay.json().data).toEqual({ payment_id: entry.payment.id, pay_url: `/pay/${entry.payment.id}` });
    const checkout = await call(app, player, {
      method: 'POST',
      url: `/api/v1/me/payments/${entry.payment.id}/checkout`,
      payload: { gateway_id: gatewayId },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect((await fetch(checkout.json().data.redirect_url as string)).status).toBe(200);
    const before = (
      await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${tournament.id}` })
    ).json().data;
    await vnpay.complete(entry.payment.transaction_id, 'paid');

    const list = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/registrations`,
    });
    expect(list.json().data[0]).toMatchObject({
      id: entry.id,
      status: 'confirmed',
      payment_status: 'paid',
      payment: { status: 'completed' },
    });
    const after = (
      await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${tournament.id}` })
    ).json().data;
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(after.counts).toMatchObject({ confirmed: 1, paid: 1 });
    const stats = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/registrations/stats`,
    });
    expect(stats.json().data).toMatchObject({
      collected: 300_000,
      currency: 'VND',
      by_payment_status: { paid: 1 },
    });

    // Refunds are for cancelled entries, by staff who may also manage payments.
    const notCancelled = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entry.id}/refund`,
      payload: { reason: 'Rút lui trước giải', idempotency_key: 'refund-entry-0001' },
    });
    expect(notCancelled.json().code).toBe('tournament.not_refundable');
    await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entry.id}/cancel`,
      payload: { reason: 'Bận công tác' },
    });
    const withoutPayments = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entry.id}/refund`,
      payload: { reason: 'Rút lui trước giải', idempotency_key: 'refund-entry-0002' },
      locale: 'vi',
    });
    expect(withoutPayments.statusCode).toBe(403);
    expect(withoutPayments.json().message).toBe('Bạn không có quyền cần thiết: payment.manage');
    const refunded = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entry.id}/refund`,
      payload: { reason: 'Rút lui trước giải', idempotency_key: 'refund-entry-0003' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      payment: { status: 'refunded', refunded_amount: 300_000 },
    });
    expect(vnpay.getOrder(entry.payment.transaction_id)?.refundedAmount).toBe(300_000);
  });

  it('asks no fee of a free tournament', async () => {
    const tournament = await createTournament(app, admin, { name: 'Giải Miễn Phí', type: 'singles' });
    await tournamentAction(app, admin, tournament.id, 'open-registration');
    const [player] = (await createRatedPlayers(app, admin, [3.7])) as [Player];
    const entry = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations`,
      payload: { player_id: player.userId },
    });
    expect(entry.json().data).toMatchObject({ status: 'confirmed', payment_status: 'unpaid', payment: null });
    const pay = await call(app, player, {
      method: 'POST',
      url: `/api/v1/me/tournament-registrations/${entry.json().data.id}/pay`,
    });
    expect(pay.statusCode).toBe(409);
  });
});
