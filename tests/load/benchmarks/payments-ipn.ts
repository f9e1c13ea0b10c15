/**
 * VNPay IPN calls (issue 13's benchmark): how many the server verifies (HMAC-SHA512 over the
 * sorted query) and applies (one conditional UPDATE, the history row, the receipt's outbox rows)
 * per second, and the p99 a gateway sees at 200 calls/s. Every call is a different payment's first
 * IPN, as in real traffic; a replayed call ("already confirmed") is cheaper and not what is measured.
 * Afterwards the payments completed must equal the calls sent: none lost, none applied twice.
 */
import { vnpChecksum, vnpFormEncode, vnpNow } from '@pickleball/server/src/testing/fake-vnpay.ts';
import { BENCH_ADMIN, startBenchServer } from '../lib/bench-server';
import { checkEndpoint, measureFixedRate, measureSaturation, type Target, warmUp } from '../lib/measure';
import { formatInteger } from '../lib/report';
import type { Benchmark, GoalCheck, Measurement } from '../lib/types';

const PAYMENTS = 60_000;
const AMOUNT = 150_000;
const TMN_CODE = 'BENCH001';
const HASH_SECRET = 'BENCHSECRET0123456789ABCDEFGHIJK';
const GATEWAY_KEY = 'vnpay-bench';

const WARM_UP = { connections: 20, durationSeconds: 2 };
const SATURATION = { connections: 50, durationSeconds: 10 };
/** 200 calls/s × 50 ms ≈ 10 in flight. */
const FIXED_RATE = { rate: 200, connections: 10, durationSeconds: 10 };
const GOAL_P99_MS = 50;
/** The fixed-rate run needs this much headroom at least. */
const GOAL_RPS = 250;

function transactionId(index: number): string {
  return `PBBENCH${String(index).padStart(8, '0')}`;
}

/** The IPN VNPay sends for a paid order: the vnp_* fields, signed. */
function ipnPath(index: number, payDate: string): string {
  const params: Record<string, string> = {
    vnp_Amount: String(AMOUNT * 100),
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: `VNP${14_000_000 + index}`,
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Hoi phi CLB thang 12',
    vnp_PayDate: payDate,
    vnp_ResponseCode: '00',
    vnp_TmnCode: TMN_CODE,
    vnp_TransactionNo: String(14_000_000 + index),
    vnp_TransactionStatus: '00',
    vnp_TxnRef: transactionId(index),
  };
  params.vnp_SecureHash = vnpChecksum(params, HASH_SECRET);
  const query = Object.entries(params)
    .map(([name, value]) => `${vnpFormEncode(name)}=${vnpFormEncode(value)}`)
    .join('&');
  return `/api/v1/payments/webhooks/${GATEWAY_KEY}?${query}`;
}

export const benchmark: Benchmark = {
  name: 'payments-ipn',
  description: `VNPay IPN calls, each the first for one of ${formatInteger(PAYMENTS)} pending payments`,
  async run({ postgresUrl, log }) {
    const server = await startBenchServer({
      name: 'payments-ipn',
      postgresUrl,
      log,
      seed: async ({ db }) => {
        const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
        const now = new Date().toISOString();
        // The gateway the payments were sent to (a call settles only its own); its keys are set
        // through the API once the server runs, where they are sealed.
        const gateway = await db
          .insertInto('payment_gateways')
          .values({
            name: 'VNPay bench',
            key: GATEWAY_KEY,
            provider: 'vnpay',
            mode: 'sandbox',
            merchant_id: TMN_CODE,
            secrets: null,
            api_url: null,
            success_url: null,
            cancel_url: null,
            supported_currencies: JSON.stringify(['VND']),
            status: 'active',
            description: null,
            last_test_at: null,
            last_test_ok: null,
            last_test_message: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let start = 0; start < PAYMENTS; start += 1_000) {
          const inserted = await db
            .insertInto('payments')
            .values(
              Array.from({ length: Math.min(1_000, PAYMENTS - start) }, (_, offset) => ({
                transaction_id: transactionId(start + offset),
                amount: AMOUNT,
                currency: 'VND',
                status: 'pending',
                gateway_id: gateway.id,
                reference: null,
                description: 'Hội phí CLB tháng 12',
                search_text: `${transactionId(start + offset).toLowerCase()} hoi phi clb thang 12`,
                user_id: user.id,
                purpose_type: 'request',
                purpose_id: null,
                gateway_reference: null,
                gateway_status: null,
                gateway_response: null,
                metadata: '{}',
                gateway_keep: '{}',
                refunded_amount: 0,
                refund_reserved: 0,
                flag: null,
                reconcile_attempts: 0,
                unapplied_calls: 0,
                checkout_started_at: now,
                paid_at: null,
                created_by: null,
                created_at: now,
                updated_at: now,
              })),
            )
            .returning(['id', 'transaction_id'])
            .execute();
          await db
            .insertInto('payment_checkouts')
            .values(
              inserted.map((payment) => ({
                payment_id: payment.id,
                order_id: payment.transaction_id,
                gateway_id: gateway.id,
                amount: AMOUNT,
                currency: 'VND',
                keep: '{}',
                created_at: now,
              })),
            )
            .execute();
        }
        return { payments: PAYMENTS, gateway_id: gateway.id };
      },
    });
    try {
      const token = await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password);
      const authorization = `Bearer ${token}`;
      const created = await fetch(
        new URL(`/api/v1/payments/gateways/${server.seed.gateway_id}`, server.baseUrl),
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({
            name: 'VNPay bench',
            key: GATEWAY_KEY,
            provider: 'vnpay',
            merchant_id: TMN_CODE,
            secret: HASH_SECRET,
            // Never called: the benchmark sends the IPNs itself.
            api_url: 'http://127.0.0.1:9',
            supported_currencies: ['VND'],
          }),
        },
      );
      if (created.status !== 200) throw new Error(`gateway: ${created.status} ${await created.text()}`);

      const payDate = vnpNow();
      const paths = {
        list: Array.from({ length: PAYMENTS }, (_, index) => ipnPath(index, payDate)),
        next: 1,
      };
      const ipn: Target = {
        label: `GET /api/v1/payments/webhooks/${GATEWAY_KEY} (VNPay IPN)`,
        path: '',
        paths,
      };
      await checkEndpoint(server, { label: ipn.label, path: paths.list[0] ?? '' }, (body) =>
        (body as { RspCode?: string }).RspCode === '00' ? undefined : `answered ${JSON.stringify(body)}`,
      );
      log(`${ipn.label}: warming up ${WARM_UP.durationSeconds} s`);
      await warmUp(server, ipn, WARM_UP);
      log(`${ipn.label}: saturation, ${SATURATION.durationSeconds} s`);
      const saturation = await measureSaturation(server, ipn, SATURATION);
      log(`${ipn.label}: ${FIXED_RATE.rate} calls/s, ${FIXED_RATE.durationSeconds} s`);
      const fixed = await measureFixedRate(server, ipn, FIXED_RATE);
      await server.waitForIdle();

      // Every call sent was a payment's first IPN: exactly that many payments are completed.
      const summary = await fetch(new URL('/api/v1/payments/transactions/summary', server.baseUrl), {
        headers: { authorization },
      });
      const completed = ((await summary.json()) as { data: { successful: { count: number } } }).data
        .successful.count;
      const measurements: Measurement[] = [saturation, fixed];
      const goals: GoalCheck[] = [
        {
          goal: `at least ${GOAL_RPS} IPN calls/s verified and applied`,
          actual: `${formatInteger(Math.round(saturation.requestsPerSecond))}/s`,
          passed: saturation.requestsPerSecond >= GOAL_RPS && saturation.non2xx === 0,
        },
        {
          goal: `p99 under ${GOAL_P99_MS} ms at ${FIXED_RATE.rate} calls/s`,
          actual: `${fixed.latencyMs.p99} ms at ${Math.round(fixed.requestsPerSecond)}/s`,
          passed: fixed.latencyMs.p99 < GOAL_P99_MS && fixed.non2xx === 0,
        },
        {
          goal: 'every call applied exactly once (completed payments = calls sent)',
          actual: `${formatInteger(completed)} completed for ${formatInteger(paths.next)} calls`,
          passed: completed === paths.next,
        },
      ];
      return {
        name: 'payments-ipn',
        database: server.database,
        seed: server.seed,
        seedSeconds: server.seedSeconds,
        measurements,
        derived: { ipn_per_second: Math.round(saturation.requestsPerSecond), completed, calls: paths.next },
        goals,
        notes: [
          'Each call verifies the HMAC-SHA512 signature, applies the payment in one transaction (conditional UPDATE, history row, receipt notification and its fan-out job) and answers RspCode 00.',
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
