/**
 * Demo payments for `npm run seed:demo`: a VNPay gateway in sandbox mode (inactive until someone
 * types its real sandbox keys) and a month of club fees and court bookings paid in đồng by the
 * demo players: completed, one partly refunded, one failed, one cancelled and one still pending
 * (flagged: the gateway never confirmed it), each with the history a real one would have.
 */
import { buildSearchText, type PaymentStatus } from '@pickleball/domain';
import type { Db } from '../db/database';
import { nowIso } from '../db/dialect';
import { newTransactionId } from '../modules/payments/payments.checkout';
import { REQUEST_PURPOSE } from '../modules/payments/payments.purposes';

const DAY_MS = 86_400_000;

const DEMO_PAYMENTS: {
  username: string;
  amount: number;
  description: string;
  status: PaymentStatus;
  daysAgo: number;
  refunded?: number;
  flag?: string;
}[] = [
  {
    username: 'hanh.vo',
    amount: 300_000,
    description: 'Hội phí CLB tháng 11',
    status: 'completed',
    daysAgo: 24,
  },
  {
    username: 'huong.ngo',
    amount: 300_000,
    description: 'Hội phí CLB tháng 11',
    status: 'completed',
    daysAgo: 22,
  },
  {
    username: 'bao.dang',
    amount: 150_000,
    description: 'Đặt sân tối thứ Năm',
    status: 'completed',
    daysAgo: 15,
  },
  {
    username: 'hanh.vo',
    amount: 500_000,
    description: 'Lệ phí giải Mở rộng TP.HCM',
    status: 'completed',
    daysAgo: 9,
    refunded: 250_000,
  },
  {
    username: 'huong.ngo',
    amount: 150_000,
    description: 'Đặt sân sáng Chủ nhật',
    status: 'failed',
    daysAgo: 6,
  },
  {
    username: 'bao.dang',
    amount: 300_000,
    description: 'Hội phí CLB tháng 12',
    status: 'cancelled',
    daysAgo: 3,
  },
  {
    username: 'huong.ngo',
    amount: 300_000,
    description: 'Hội phí CLB tháng 12',
    status: 'pending',
    daysAgo: 1,
    flag: 'unsettled',
  },
  {
    username: 'hanh.vo',
    amount: 300_000,
    description: 'Hội phí CLB tháng 12',
    status: 'completed',
    daysAgo: 0,
  },
];

export async function seedDemoPayments(db: Db): Promise<number> {
  const already = await db.selectFrom('payment_gateways').select('id').limit(1).executeTakeFirst();
  if (already) return 0;
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const gateway = await trx
      .insertInto('payment_gateways')
      .values({
        name: 'VNPay (sandbox)',
        key: 'vnpay-sandbox',
        provider: 'vnpay',
        mode: 'sandbox',
        merchant_id: null,
        secrets: null,
        api_url: null,
        success_url: null,
        cancel_url: null,
        supported_currencies: JSON.stringify(['VND']),
        status: 'inactive',
        description: 'Điền mã website (vnp_TmnCode) và chuỗi bí mật sandbox của VNPay rồi bật cổng.',
        last_test_at: null,
        last_test_ok: null,
        last_test_message: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let created = 0;
    for (const demo of DEMO_PAYMENTS) {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('username', '=', demo.username)
        .executeTakeFirst();
      if (!user) continue;
      const createdAt = new Date(Date.now() - demo.daysAgo * DAY_MS - 3_600_000).toISOString();
      const paidAt = new Date(Date.parse(createdAt) + 120_000).toISOString();
      const isPaid = demo.status === 'completed';
      const transactionId = newTransactionId(new Date(createdAt));
      const payment = await trx
        .insertInto('payments')
        .values({
          transaction_id: transactionId,
          amount: demo.amount,
          currency: 'VND',
          status: demo.status,
          gateway_id: gateway.id,
          reference: null,
          description: demo.description,
          search_text: buildSearchText([transactionId, demo.description]),
          user_id: user.id,
          purpose_type: REQUEST_PURPOSE,
          purpose_id: null,
          gateway_reference: isPaid ? String(14_000_000 + created) : null,
          gateway_status: isPaid
            ? '00'
            : demo.status === 'failed'
              ? '51'
              : demo.status === 'cancelled'
                ? '24'
                : null,
          gateway_response: null,
          metadata: '{}',
          gateway_keep: JSON.stringify({ order_id: transactionId, attempt: '1' }),
          refunded_amount: demo.refunded ?? 0,
          refund_reserved: 0,
          flag: demo.flag ?? null,
          reconcile_attempts: demo.flag ? 3 : 0,
          unapplied_calls: 0,
          checkout_started_at: createdAt,
          paid_at: isPaid ? paidAt : null,
          created_by: null,
          created_at: createdAt,
          updated_at: isPaid ? paidAt : createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('payment_checkouts')
        .values({
          payment_id: payment.id,
          order_id: transactionId,
          gateway_id: gateway.id,
          amount: demo.amount,
          currency: 'VND',
          keep: '{}',
          created_at: createdAt,
        })
        .execute();
      type DemoEvent = {
        type: string;
        from: string | null;
        to: string | null;
        verdict: string | null;
        at: string;
      };
      const settled: DemoEvent =
        demo.status === 'pending'
          ? { type: 'flagged', from: null, to: null, verdict: 'unsettled', at: paidAt }
          : {
              type: 'notification_received',
              from: 'pending',
              to: demo.status,
              verdict:
                demo.status === 'completed' ? '00 Confirm Success' : `00 Confirm Success (${demo.status})`,
              at: paidAt,
            };
      const events: DemoEvent[] = [
        { type: 'created', from: null, to: 'pending', verdict: null, at: createdAt },
        {
          type: 'checkout_started',
          from: null,
          to: null,
          verdict: `VNPay (sandbox): ${transactionId}`,
          at: createdAt,
        },
        settled,
        ...(demo.refunded
          ? [
              { type: 'refund_requested', from: null, to: null, verdict: 'Rút khỏi giải', at: paidAt },
              {
                type: 'refund_succeeded',
                from: 'completed',
                to: 'completed',
                verdict: 'VNPay 03',
                at: paidAt,
              },
            ]
          : []),
      ];
      await trx
        .insertInto('payment_events')
        .values(
          events.map((event) => ({
            payment_id: payment.id,
            type: event.type,
            verdict: event.verdict,
            status_from: event.from,
            status_to: event.to,
            amount: event.type.startsWith('refund') ? (demo.refunded ?? null) : demo.amount,
            actor_id: null,
            payload: null,
            created_at: event.at,
          })),
        )
        .execute();
      if (demo.refunded)
        await trx
          .insertInto('payment_refunds')
          .values({
            payment_id: payment.id,
            refund_id: `RF${transactionId.slice(2, 10)}DEMO`,
            idempotency_key: `demo-${transactionId}`,
            amount: demo.refunded,
            status: 'succeeded',
            reason: 'Rút khỏi giải',
            gateway_reference: String(15_000_000 + created),
            requested_by: null,
            created_at: paidAt,
            updated_at: paidAt,
          })
          .execute();
      created += 1;
    }
    return created;
  });
}
