/** Sending the deliveries: failover across providers, retries, dead push tokens (rules in ./notifications.notify.ts). */
import type { NotificationChannel } from '@pickleball/domain';
import { nowIso } from '../../db/dialect';
import type { ChannelOutcome } from '../../integrations/channels/channel-client';
import { runChange } from '../../platform/change';
import type { AppServices } from '../../platform/context';
import { enqueueJob } from '../../platform/jobs/jobs';
import { heartbeatIntervalMs, startHeartbeat } from '../../platform/jobs/lease';
import {
  findNextDeliveryTimes,
  findPendingDeliverJob,
  leaseDeliveries,
  listDueDeliveryIds,
  renewDeliveryLeases,
  updateDelivery,
} from './notifications.deliveries.repository';
import { esmsCallbackUrl } from './notifications.delivery-reports';
import { localeOf, type NotificationRow, RenderCache } from './notifications.pipeline';
import { disablePushToken, findUsablePushTokens } from './notifications.push-tokens.repository';
import type { RenderedNotification } from './notifications.rendering';
import { findNotificationRow } from './notifications.repository';
import { type ChannelMessage, listRoutes, type SendRoute, sendThrough } from './notifications.senders';
import { refreshStatus } from './notifications.status';
import { znsTemplateData, znsTemplateFor } from './notifications.zns-mapping';

/** Claimed together (4 rounds of 16), under one lease renewed while the batch is sent. */
const DELIVER_BATCH = 64;
const DELIVER_CONCURRENCY = 16;
/** Attempts per delivery before it fails for good (each tries every provider of the channel). */
export const DELIVERY_MAX_ATTEMPTS = 5;
const PROGRESS_INTERVAL_MS = 1_000;

/** 1 min, 5 min, 25 min, 2 h: the first at least the 10 s FCM asks for. */
export function deliveryRetryDelayMs(attempts: number, advisedMs?: number): number {
  const backoff = Math.min(60_000 * 5 ** Math.max(0, attempts - 1), 2 * 3_600_000);
  return Math.max(backoff, advisedMs ?? 0, 10_000);
}

type DeliveryRow = Awaited<ReturnType<typeof claimDeliveries>>['rows'][number];

/**
 * Claims due deliveries of one notification (SKIP LOCKED on PostgreSQL, so workers share them),
 * for one lease: `locked_until` is both the lease and this claim's token (renewClaims).
 */
async function claimDeliveries(services: AppServices, notificationId: number, leaseMs: number) {
  const now = nowIso();
  const until = new Date(Date.now() + leaseMs).toISOString();
  const rows = await runChange(services, async (trx) => {
    const due = await listDueDeliveryIds(trx, notificationId, now, DELIVER_BATCH, services.dialect);
    if (due.length === 0) return [];
    return leaseDeliveries(
      trx,
      due.map((row) => row.id),
      now,
      until,
    );
  });
  return { rows, until };
}

/**
 * Moves the lease of the batch's deliveries still unsent a lease ahead. Only rows still carrying
 * this claim's lease are renewed: one finished (lease cleared) or taken over is left alone.
 */
async function renewClaims(services: AppServices, ids: number[], claim: { until: string }, leaseMs: number) {
  const until = new Date(Date.now() + leaseMs).toISOString();
  await renewDeliveryLeases(services.db, ids, claim.until, until);
  claim.until = until;
}

/** Sends what is due for one notification, then queues itself for the earliest retry. */
export async function runDeliveries(services: AppServices, notificationId: number): Promise<void> {
  const { db } = services;
  const row = await findNotificationRow(db, notificationId);
  if (!row || row.status === 'cancelled') return;
  const renders = new RenderCache(db, services, row);
  const routes = new Map<NotificationChannel, Promise<SendRoute[]>>();
  const routesOf = (channel: NotificationChannel) => {
    let list = routes.get(channel);
    if (!list) {
      list = listRoutes(db, services, channel);
      routes.set(channel, list);
    }
    return list;
  };
  let lastRefresh = Date.now();
  const leaseMs = services.config.jobLeaseSeconds * 1000;
  for (;;) {
    const { rows: batch, until } = await claimDeliveries(services, notificationId, leaseMs);
    if (batch.length === 0) break;
    // The batch keeps its lease while it is being sent, however slow the providers are; if this
    // process dies, another worker takes the unsent rest once the lease runs out.
    const claim = { until };
    const ids = batch.map((delivery) => delivery.id);
    const stopHeartbeat = startHeartbeat(
      heartbeatIntervalMs(leaseMs),
      () => renewClaims(services, ids, claim, leaseMs),
      // A missed beat (the database busy) is made up by the next one: the lease covers two.
      () => undefined,
    );
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const delivery = batch[next++] as DeliveryRow;
        await deliverOne(services, row, delivery, renders, routesOf);
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(DELIVER_CONCURRENCY, batch.length) }, worker));
    } finally {
      await stopHeartbeat();
    }
    // Counters move live, at most once a second: counting a large send after every batch would
    // cost more than the batch.
    if (Date.now() - lastRefresh >= PROGRESS_INTERVAL_MS) {
      await refreshStatus(services, notificationId);
      lastRefresh = Date.now();
    }
  }
  const at = await nextDeliveryTime(services, notificationId);
  if (at) {
    const queued = await findPendingDeliverJob(db, notificationId);
    if (!queued)
      await enqueueJob(db, 'notification.deliver', { notification_id: notificationId }, { runAt: at });
  }
  await refreshStatus(services, notificationId);
}

/**
 * When this notification has something to send again: its earliest retry among the unclaimed
 * deliveries, or, for those another worker holds, the end of that worker's lease (it sends them
 * while alive; if it died, they are free then). Never "now" for a claimed delivery: a worker that
 * found the rest claimed would otherwise wake itself in a loop until the lease ran out.
 */
async function nextDeliveryTime(services: AppServices, notificationId: number): Promise<string | null> {
  const now = nowIso();
  const [free, held] = await findNextDeliveryTimes(services.db, notificationId, now);
  const times = [free?.at, held?.at].flatMap((at) => (at ? [new Date(String(at)).getTime()] : []));
  return times.length > 0 ? new Date(Math.min(...times)).toISOString() : null;
}

async function deliverOne(
  services: AppServices,
  row: NonNullable<NotificationRow>,
  delivery: DeliveryRow,
  renders: RenderCache,
  routesOf: (channel: NotificationChannel) => Promise<SendRoute[]>,
): Promise<void> {
  const channel = delivery.channel as NotificationChannel;
  const text = await renders.get(localeOf(delivery.locale));
  let routes = await routesOf(channel);
  if (channel === 'webhook') routes = routes.filter((route) => route.id === delivery.provider_id);
  const attempts = delivery.attempts + 1;
  let outcome: ChannelOutcome = { kind: 'misconfigured', reason: 'No enabled provider for this channel' };
  let usedRoute: SendRoute | null = null;
  let transient: (ChannelOutcome & { kind: 'transient' }) | null = null;
  for (const route of routes) {
    const messages = buildMessages(row, delivery, text, route, esmsCallbackUrl(services, delivery.id));
    usedRoute = route;
    outcome = await sendAll(services, route, messages);
    if (outcome.kind === 'sent' || outcome.kind === 'permanent') break;
    if (outcome.kind === 'transient') transient = outcome;
  }
  const now = nowIso();
  const update = {
    attempts,
    locked_until: null,
    updated_at: now,
    provider_id: usedRoute?.id ?? null,
  };
  if (outcome.kind === 'sent') {
    await updateDelivery(services.db, delivery.id, {
      ...update,
      status: 'sent',
      sent_at: now,
      error: null,
      next_attempt_at: null,
      provider_message_id: outcome.providerMessageId,
    });
    return;
  }
  const retry = outcome.kind !== 'permanent' && attempts < DELIVERY_MAX_ATTEMPTS;
  const reason = transient && outcome.kind !== 'permanent' ? transient.reason : outcome.reason;
  await updateDelivery(services.db, delivery.id, {
    ...update,
    status: retry ? 'queued' : 'failed',
    error: reason.slice(0, 1_000),
    next_attempt_at: retry
      ? new Date(Date.now() + deliveryRetryDelayMs(attempts, transient?.retryAfterMs)).toISOString()
      : null,
  });
}

/** Push goes to each of the user's devices: sent when one took it; dead tokens are disabled. */
async function sendAll(
  services: AppServices,
  route: SendRoute,
  messages: ChannelMessage[],
): Promise<ChannelOutcome> {
  let best: ChannelOutcome | null = null;
  for (const message of await withUsableTokens(services, messages)) {
    const outcome = await sendThrough(services.db, services, route, message);
    if (outcome.kind === 'permanent' && outcome.addressDead && message.channel === 'push')
      await disablePushToken(services.db, message.message.token, outcome.reason.slice(0, 255));
    if (!best || rank(outcome) > rank(best)) best = outcome;
  }
  return best ?? { kind: 'permanent', reason: 'No address left to send to' };
}

/**
 * The push messages whose token may still be used: a device blocked (or otherwise made inactive)
 * after the fan-out captured its token gets nothing (issue 16 §3). Other channels pass as they are.
 */
async function withUsableTokens(
  services: AppServices,
  messages: ChannelMessage[],
): Promise<ChannelMessage[]> {
  const tokens = messages.flatMap((message) => (message.channel === 'push' ? [message.message.token] : []));
  if (tokens.length === 0) return messages;
  const usable = new Set((await findUsablePushTokens(services.db, tokens)).map((row) => row.token));
  return messages.filter((message) => message.channel !== 'push' || usable.has(message.message.token));
}

/**
 * One Message-ID per delivery, the same on every attempt: an e-mail handed over again after a
 * crash (accepted, the process killed before it was marked sent) is a copy of the same message,
 * which mail systems and clients fold into one. The delivery's creation time keeps two
 * installations sending from one domain apart.
 */
function deliveryMessageId(
  delivery: { id: number; notification_id: number; created_at: string },
  route: SendRoute,
): string {
  const from = typeof route.plain.from_address === 'string' ? route.plain.from_address : '';
  const domain = /@([A-Za-z0-9.-]+)$/.exec(from.trim())?.[1] ?? 'pickleball.invalid';
  const stamp = new Date(delivery.created_at).getTime().toString(36);
  return `<notification.${delivery.notification_id}.delivery.${delivery.id}.${stamp}@${domain}>`;
}

const rank = (outcome: ChannelOutcome) =>
  ({ sent: 3, transient: 2, misconfigured: 1, permanent: 0 })[outcome.kind];

function buildMessages(
  row: NonNullable<NotificationRow>,
  delivery: DeliveryRow,
  text: RenderedNotification,
  route: SendRoute,
  callbackUrl: string | undefined,
): ChannelMessage[] {
  const address = delivery.address ?? '';
  const subject = text.subject ?? '';
  switch (delivery.channel as NotificationChannel) {
    case 'email':
      return [
        {
          channel: 'email',
          message: {
            to: address,
            subject,
            text: text.content,
            html: text.html,
            messageId: deliveryMessageId(delivery, route),
          },
        },
      ];
    case 'sms':
      return [
        {
          channel: 'sms',
          message: { phone: address, content: text.content, requestId: `pb-d${delivery.id}`, callbackUrl },
        },
      ];
    case 'zalo_zns': {
      const templateId = znsTemplateFor(text.znsTemplateId, row.category, route.plain) ?? '';
      return [
        {
          channel: 'zalo_zns',
          message: {
            phone: address,
            templateId,
            templateData: znsTemplateData(route.plain, templateId, text.data, { ...text, link: row.link }),
            trackingId: `pb-d${delivery.id}`,
          },
        },
      ];
    }
    case 'push':
      return address
        .split('\n')
        .filter(Boolean)
        .map((token) => ({
          channel: 'push' as const,
          message: {
            token,
            title: subject,
            body: text.content.slice(0, 1_000),
            data: {
              notification_id: String(row.id),
              category: row.category,
              ...(row.link ? { link: row.link } : {}),
            },
          },
        }));
    case 'webhook':
      return [
        {
          channel: 'webhook',
          message: {
            id: `pb-d${delivery.id}`,
            type: `notification.${row.category}`,
            timestamp: new Date(),
            data: {
              notification_id: row.id,
              category: row.category,
              priority: row.priority,
              subject,
              content: text.content,
              link: row.link,
              data: text.data,
            },
          },
        },
      ];
    default:
      return [];
  }
}
