/**
 * Transactions as staff and payers see them. Rules owned here:
 * - staff (payment.view) see every payment, filtered and searched; the summary counts successful,
 *   failed and pending ones for the same filters (SPEC §4), amounts in one currency only;
 * - staff with payment.manage ask a user to pay (the user is told, with a link to pay);
 * - a payer sees only their own payments, and the active gateways that take its currency.
 */
import {
  type MyPayment,
  type MyPaymentListQuery,
  PAYMENT_CURRENCIES,
  type PaymentCurrency,
  type PaymentDetail,
  type PaymentListQuery,
  type PaymentRequestInput,
  type PaymentStatus,
  type PaymentSummary,
} from '@pickleball/domain';
import { toInt } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { fieldError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { notify } from '../notifications/notifications.notify';
import { createPayment } from './payments.checkout';
import { listGatewayOptions } from './payments.gateways.service';
import { toMyPayment, toPayment } from './payments.mapper';
import { REQUEST_PURPOSE } from './payments.purposes';
import { formatMoney } from './payments.receipts';
import {
  countPayments,
  fetchPaymentPage,
  findPayer,
  findPaymentListRow,
  listPaymentEvents,
  listPaymentPurposes,
  listPaymentRefunds,
  type PaymentFilters,
  sumPaymentsByStatus,
} from './payments.repository';
import { readPaymentSettings } from './payments.settings.service';

export async function listPayments(ctx: ServiceContext, query: PaymentListQuery) {
  const { page: _page, per_page: _perPage, sort, cursor: _cursor, ...filters } = query;
  const window = listWindow(query, sortToken(sort));
  const [found, total] = await Promise.all([
    fetchPaymentPage(ctx.db, { ...filters, sort }, window),
    ctx.services.counts.get('payments', JSON.stringify(filters), () => countPayments(ctx.db, filters)),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: rows.map(toPayment), meta };
}

export async function getPaymentDetail(ctx: ServiceContext, id: number): Promise<PaymentDetail> {
  const row = await findPaymentListRow(ctx.db, id);
  if (!row) throw notFound();
  const [events, refunds] = await Promise.all([
    listPaymentEvents(ctx.db, id),
    listPaymentRefunds(ctx.db, id),
  ]);
  return { ...toPayment(row), events, refunds };
}

export async function summarizePayments(
  ctx: ServiceContext,
  filters: PaymentFilters,
): Promise<PaymentSummary> {
  const currency = filters.currency ?? (await readPaymentSettings(ctx.db, ctx.services)).defaultCurrency;
  const byStatus = await sumPaymentsByStatus(ctx.db, filters, currency);
  const totals = new Map(byStatus.map((row) => [row.status as PaymentStatus, row]));
  const pick = (...statuses: PaymentStatus[]) => ({
    count: statuses.reduce((sum, status) => sum + toInt(totals.get(status)?.count), 0),
    amount: statuses.reduce((sum, status) => sum + toInt(totals.get(status)?.amount), 0),
  });
  const refunded = byStatus.reduce((sum, row) => sum + toInt(row.refunded), 0);
  return {
    currency,
    // A partly refunded payment is still a successful one; a fully refunded one is counted apart.
    successful: pick('completed'),
    failed: pick('failed', 'cancelled'),
    pending: pick('pending', 'processing'),
    refunded: { count: byStatus.reduce((sum, row) => sum + toInt(row.with_refund), 0), amount: refunded },
    flagged: byStatus.reduce((sum, row) => sum + toInt(row.flagged), 0),
  };
}

export async function listPaymentFilterOptions(ctx: ServiceContext) {
  const [gateways, purposes] = await Promise.all([listGatewayOptions(ctx.db), listPaymentPurposes(ctx.db)]);
  return {
    gateways,
    purposes: purposes.map((row) => row.purpose_type),
    currencies: [...PAYMENT_CURRENCIES],
  };
}

/** Staff asks a user to pay: a pending payment, and a message with the link to pay it. */
export async function requestPayment(
  ctx: ServiceContext,
  input: PaymentRequestInput,
): Promise<PaymentDetail> {
  const payer = await findPayer(ctx.db, input.user_id);
  if (!payer) throw fieldError('user_id', 'invalid_value');
  const id = await runChange(ctx, async (trx, pending) => {
    const created = await createPayment(
      trx,
      {
        amount: input.amount,
        currency: input.currency,
        purpose: { type: REQUEST_PURPOSE, id: null },
        userId: payer.id,
        description: input.description,
        reference: input.reference,
        gatewayId: input.gateway_id,
        createdBy: ctx.actor?.id ?? null,
      },
      pending,
    );
    const locale = payer.locale === 'vi' ? 'vi' : 'en';
    const t = ctx.services.translator.t(locale);
    const values = {
      amount: formatMoney(input.amount, input.currency as PaymentCurrency, locale),
      description: input.description,
    };
    await notify(trx, {
      category: 'payment',
      subject: t('payment-messages:request.subject', values),
      content: t('payment-messages:request.body', values),
      link: created.pay_url,
      channels: ['in_app', 'email'],
      recipientType: 'specific_users',
      recipients: { user_ids: [payer.id] },
      createdBy: ctx.actor?.id ?? null,
      metadata: { payment_id: created.id },
    });
    await recordAudit(trx, ctx, {
      model: 'payment',
      recordId: created.id,
      event: 'created',
      newValues: {
        transaction_id: created.transaction_id,
        user_id: payer.id,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
      },
    });
    return created.id;
  });
  return getPaymentDetail(ctx, id);
}

export async function listMyPayments(ctx: ServiceContext, userId: number, query: MyPaymentListQuery) {
  const filters = { user_id: userId, ...(query.status ? { status: query.status } : {}) };
  const window = listWindow(query, sortToken(query.sort));
  const [found, total, gateways] = await Promise.all([
    fetchPaymentPage(ctx.db, { ...filters, sort: query.sort }, window),
    countPayments(ctx.db, filters),
    listGatewayOptions(ctx.db, { activeOnly: true }),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const data = rows.map((row) => {
    const payment = toPayment(row);
    return toMyPayment(
      payment,
      gateways.filter((gateway) => gateway.supported_currencies.includes(payment.currency)),
    );
  });
  return { data, meta };
}

export async function getMyPayment(ctx: ServiceContext, userId: number, id: number): Promise<MyPayment> {
  const row = await findPaymentListRow(ctx.db, id);
  if (!row || row.user_id !== userId) throw notFound();
  const payment = toPayment(row);
  return toMyPayment(
    payment,
    await listGatewayOptions(ctx.db, { currency: payment.currency, activeOnly: true }),
  );
}
