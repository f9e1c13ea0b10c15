/**
 * The payments dashboard's figures (payment.stats), in one currency (the settings' default unless
 * asked) and the reader's time zone: a day is their day. Revenue is what was paid less what went
 * back; the success rate is completed ÷ settled (completed, refunded, failed, cancelled) among the
 * payments created in the period; pending and flagged count every open or flagged payment.
 */
import type { PaymentProvider, PaymentStats, PaymentStatsQuery, PaymentStatus } from '@pickleball/domain';
import { toInt, toIso } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';
import { readPaymentStatsRows } from './payments.repository';
import { readPaymentSettings } from './payments.settings.service';

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The instant a local date starts in a time zone (its midnight), DST included. */
export function startOfLocalDate(date: string, timeZone: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const offsetAt = (instant: number) => {
    const parts: Record<string, string> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    const part = (name: string) => Number(parts[name] ?? 0);
    const asUtc = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    );
    return asUtc - instant;
  };
  const first = guess - offsetAt(guess);
  return guess - offsetAt(first);
}

export async function getPaymentStats(ctx: ServiceContext, query: PaymentStatsQuery): Promise<PaymentStats> {
  const currency = query.currency ?? (await readPaymentSettings(ctx.db, ctx.services)).defaultCurrency;
  const now = Date.now();
  const today = localDate(now, query.tz);
  const firstDay = localDate(
    startOfLocalDate(today, query.tz) - (query.days - 1) * DAY_MS + DAY_MS / 2,
    query.tz,
  );
  const periodStart = new Date(startOfLocalDate(firstDay, query.tz)).toISOString();
  const monthStart = new Date(startOfLocalDate(`${today.slice(0, 8)}01`, query.tz)).toISOString();
  const since = new Date(Math.min(Date.parse(periodStart), Date.parse(monthStart))).toISOString();

  const { paid, created, open, refunds } = await readPaymentStatsRows(ctx.db, currency, since, periodStart);

  const days = new Map<string, { amount: number; count: number }>();
  for (let index = 0; index < query.days; index++) {
    const date = localDate(Date.parse(periodStart) + index * DAY_MS + DAY_MS / 2, query.tz);
    days.set(date, { amount: 0, count: 0 });
  }
  const gateways = new Map<string, PaymentStats['by_gateway'][number]>();
  let revenue = 0;
  let revenueThisMonth = 0;
  for (const row of paid) {
    const net = Number(row.amount) - Number(row.refunded_amount);
    const paidAt = toIso(row.paid_at);
    if (paidAt >= monthStart) revenueThisMonth += net;
    if (paidAt < periodStart) continue;
    revenue += net;
    const day = days.get(localDate(Date.parse(paidAt), query.tz));
    if (day) {
      day.amount += net;
      day.count += 1;
    }
    const key = String(row.gateway_id);
    const gateway = gateways.get(key) ?? {
      gateway_id: row.gateway_id,
      name: row.gateway_name ?? '',
      provider: (row.gateway_provider as PaymentProvider | null) ?? null,
      amount: 0,
      count: 0,
    };
    gateway.amount += net;
    gateway.count += 1;
    gateways.set(key, gateway);
  }
  const byStatus = Object.fromEntries(created.map((row) => [row.status, toInt(row.count)])) as Partial<
    Record<PaymentStatus, number>
  >;
  const succeeded = (byStatus.completed ?? 0) + (byStatus.refunded ?? 0);
  const settled = succeeded + (byStatus.failed ?? 0) + (byStatus.cancelled ?? 0);
  return {
    currency,
    days: query.days,
    revenue,
    revenue_this_month: revenueThisMonth,
    success_rate: settled > 0 ? succeeded / settled : null,
    refunds: { count: toInt(refunds.count), amount: toInt(refunds.amount) },
    pending: toInt(open.pending),
    flagged: toInt(open.flagged),
    by_day: [...days].map(([date, day]) => ({ date, ...day })),
    by_gateway: [...gateways.values()].sort((a, b) => b.amount - a.amount),
    by_status: byStatus,
  };
}
