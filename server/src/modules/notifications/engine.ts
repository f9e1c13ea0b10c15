/**
 * The send pipeline. Rules owned here:
 * - `notify(trx, …)` writes the notification and its fan-out job inside the caller's transaction
 *   (outbox): nothing is sent unless the caller's change commits, and nothing is lost if the
 *   process dies after it did;
 * - fan-out walks the recipients in user-id order, a batch per transaction: the batch's
 *   deliveries, the cursor past them, and the next job commit together, and the database refuses
 *   a second delivery for one (notification, channel, recipient), so a crash resumes without
 *   duplicates;
 * - a recipient with no address for a channel, or who opted out, gets a *skipped* delivery with
 *   the reason, never a failed one; in-app deliveries are written to the inbox in the batch;
 * - a delivery tries the channel's providers in priority order (failover on a transient or
 *   configuration error), retries with back-off honouring the provider's advice, and fails for
 *   good on a permanent error; a push token reported dead is disabled;
 * - the notification's status follows its deliveries; progress reaches staff live.
 */
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type NotificationChannel,
  type NotificationStatus,
  type RecipientType,
  resourceRoom,
  userRoom,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import type { ChannelOutcome } from '../../integrations/channels/channel-client';
import type { AppServices } from '../../platform/context';
import { enqueueJob } from '../../platform/jobs/jobs';
import { PendingEvents } from '../../platform/realtime';
import { toInboxItem } from '../inbox/inbox.service';
import { esmsCallbackUrl } from './delivery-reports';
import { addressOf, nextRecipients, type StoredRecipients } from './recipients';
import { type RenderedNotification, renderForLocale } from './rendering';
import { type ChannelMessage, listRoutes, type SendRoute, sendThrough } from './senders';

export const FANOUT_BATCH = 1_000;
/** Claimed together: 4 rounds of 16, so a claim (held for the job-stale time) outlives its batch even against providers at their timeouts. */
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

export interface NotifyInput {
  type?: 'manual' | 'system';
  category: string;
  priority?: string;
  templateId?: number | null;
  subject?: string | null;
  content?: string | null;
  data?: Record<string, string | number>;
  link?: string | null;
  channels: readonly NotificationChannel[];
  recipientType: RecipientType;
  recipients: Partial<StoredRecipients>;
  scheduledAt?: string | null;
  createdBy?: number | null;
  metadata?: Record<string, unknown>;
}

/**
 * The one way any module tells people something: call it with your transaction; after your
 * commit, `services.jobs.wake()` (or let the worker's poll find it).
 */
export async function notify(trx: Db, input: NotifyInput): Promise<number> {
  const now = nowIso();
  const recipients: StoredRecipients = {
    user_ids: input.recipients.user_ids ?? [],
    role_ids: input.recipients.role_ids ?? [],
    groups: input.recipients.groups ?? [],
  };
  const { id } = await trx
    .insertInto('notifications')
    .values({
      type: input.type ?? 'system',
      category: input.category,
      priority: input.priority ?? 'normal',
      template_id: input.templateId ?? null,
      subject: input.subject ?? null,
      content: input.content ?? null,
      data: JSON.stringify(input.data ?? {}),
      link: input.link ?? null,
      channels: JSON.stringify([...new Set(input.channels)]),
      recipient_type: input.recipientType,
      recipients: JSON.stringify(recipients),
      status: 'pending',
      scheduled_at: input.scheduledAt ?? null,
      sent_at: null,
      cancelled_at: null,
      fanout_done: false,
      created_by: input.createdBy ?? null,
      metadata: JSON.stringify(input.metadata ?? {}),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueJob(trx, 'notification.fanout', { notification_id: id }, { runAt: input.scheduledAt ?? now });
  return id;
}

type NotificationRow = Awaited<ReturnType<typeof loadNotification>>;
async function loadNotification(db: Db, id: number) {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Renders per language once per job: every recipient reading that language gets the same text. */
class RenderCache {
  private readonly cache = new Map<string, Promise<RenderedNotification>>();
  constructor(
    private readonly db: Db,
    private readonly services: AppServices,
    private readonly row: NonNullable<NotificationRow>,
  ) {}
  get(locale: Locale): Promise<RenderedNotification> {
    let rendered = this.cache.get(locale);
    if (!rendered) {
      rendered = renderForLocale(this.db, this.services, this.row, locale);
      this.cache.set(locale, rendered);
    }
    return rendered;
  }
}

const localeOf = (value: string | null | undefined): Locale => (value === 'vi' ? 'vi' : 'en');

/** One batch of the fan-out; queues the next batch, or the sends once every delivery exists. */
export async function runFanout(services: AppServices, notificationId: number): Promise<void> {
  const { db } = services;
  const pending = new PendingEvents();
  const finished = await db.transaction().execute(async (trx) => {
    const row = await loadNotification(trx, notificationId);
    if (!row || row.status === 'cancelled' || toBool(row.fanout_done)) return false;
    const channels = JSON.parse(row.channels) as NotificationChannel[];
    const recipients = JSON.parse(row.recipients) as StoredRecipients;
    const users = await nextRecipients(
      trx,
      row.recipient_type as RecipientType,
      recipients,
      row.fanout_cursor,
      FANOUT_BATCH,
    );
    const now = nowIso();
    const renders = new RenderCache(trx, services, row);
    const userIds = users.map((user) => user.id);
    const [optOuts, tokens] = await Promise.all([
      userIds.length
        ? trx
            .selectFrom('notification_opt_outs')
            .select(['user_id', 'channel'])
            .where('user_id', 'in', userIds)
            .execute()
        : [],
      userIds.length && channels.includes('push')
        ? trx
            .selectFrom('push_tokens')
            .select(['user_id', 'token'])
            .where('user_id', 'in', userIds)
            .where('enabled', '=', true)
            .orderBy('last_seen_at', 'desc')
            .execute()
        : [],
    ]);
    const optedOut = new Set(optOuts.map((entry) => `${entry.user_id}:${entry.channel}`));
    const tokensOf = new Map<number, string[]>();
    for (const token of tokens) {
      const list = tokensOf.get(token.user_id) ?? [];
      if (list.length < 5) list.push(token.token);
      tokensOf.set(token.user_id, list);
    }
    const routesAvailable = new Map<NotificationChannel, boolean>();
    for (const channel of channels)
      routesAvailable.set(
        channel,
        channel === 'in_app' || (await listRoutes(trx, services, channel)).length > 0,
      );

    const deliveries: DeliveryInsert[] = [];
    const inbox: { user_id: number; locale: Locale }[] = [];
    for (const user of users) {
      const locale = localeOf(user.locale);
      for (const channel of channels) {
        if (channel === 'webhook') continue;
        const base = {
          notification_id: row.id,
          channel,
          recipient_key: `user:${user.id}`,
          user_id: user.id,
          locale,
        };
        if (channel !== 'in_app' && optedOut.has(`${user.id}:${channel}`)) {
          deliveries.push({ ...base, address: null, status: 'skipped', skip_reason: 'opted_out' });
          continue;
        }
        if (!routesAvailable.get(channel)) {
          deliveries.push({ ...base, address: null, status: 'skipped', skip_reason: 'no_provider' });
          continue;
        }
        if (channel === 'in_app') {
          deliveries.push({ ...base, address: null, status: 'sent', skip_reason: null, sent_at: now });
          inbox.push({ user_id: user.id, locale });
          continue;
        }
        const address = addressOf(user, channel, tokensOf.get(user.id) ?? []);
        if (!address || 'skip' in address) {
          deliveries.push({
            ...base,
            address: null,
            status: 'skipped',
            skip_reason: address?.skip ?? 'no_address',
          });
          continue;
        }
        if (channel === 'zalo_zns' && !(await renders.get(locale)).znsTemplateId) {
          deliveries.push({
            ...base,
            address: address.address,
            status: 'skipped',
            skip_reason: 'no_zns_template',
          });
          continue;
        }
        deliveries.push({ ...base, address: address.address, status: 'queued', skip_reason: null });
      }
    }
    const done = users.length < FANOUT_BATCH;
    if (done && channels.includes('webhook')) {
      const routes = await listRoutes(trx, services, 'webhook');
      if (routes.length === 0)
        deliveries.push({
          notification_id: row.id,
          channel: 'webhook',
          recipient_key: 'webhook:none',
          user_id: null,
          locale: 'en',
          address: null,
          status: 'skipped',
          skip_reason: 'no_provider',
        });
      // One event per endpoint: each webhook provider is a recipient of its own.
      for (const route of routes)
        deliveries.push({
          notification_id: row.id,
          channel: 'webhook',
          recipient_key: `webhook:${route.id}`,
          user_id: null,
          locale: 'en',
          address: String(route.plain.url ?? ''),
          status: 'queued',
          skip_reason: null,
          provider_id: route.id,
        });
    }
    const inserted = await insertDeliveries(trx, deliveries, now);
    // Only the in-app deliveries this batch really created reach the inbox (a rerun adds none).
    const newInApp = new Set(inserted.filter((d) => d.channel === 'in_app').map((d) => d.user_id));
    const inboxRows = inbox.filter((entry) => newInApp.has(entry.user_id));
    if (inboxRows.length > 0) {
      const items = await Promise.all(
        inboxRows.map(async (entry) => {
          const text = await renders.get(entry.locale);
          return {
            user_id: entry.user_id,
            type: 'notification',
            data: JSON.stringify({
              notification_id: row.id,
              subject: text.subject ?? '',
              content: text.content.slice(0, 500),
              category: row.category,
              link: row.link,
            }),
            created_at: now,
          };
        }),
      );
      for (let start = 0; start < items.length; start += 500) {
        const created = await trx
          .insertInto('inbox_items')
          .values(items.slice(start, start + 500))
          .returningAll()
          .execute();
        for (const item of created)
          pending.add(userRoom(item.user_id), {
            type: 'notification.created',
            id: item.id,
            data: toInboxItem(item),
          });
      }
    }
    const last = users.at(-1);
    await trx
      .updateTable('notifications')
      .set({
        status: row.status === 'pending' ? 'processing' : row.status,
        fanout_cursor: last ? last.id : row.fanout_cursor,
        fanout_done: done,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    if (!done) await enqueueJob(trx, 'notification.fanout', { notification_id: row.id });
    else await enqueueJob(trx, 'notification.deliver', { notification_id: row.id });
    return done;
  });
  pending.publishAll(services.realtime);
  if (finished) await refreshStatus(services, notificationId);
  services.jobs.wake();
}

interface DeliveryInsert {
  notification_id: number;
  channel: NotificationChannel;
  recipient_key: string;
  user_id: number | null;
  locale: Locale;
  address: string | null;
  status: DeliveryStatus;
  skip_reason: string | null;
  sent_at?: string;
  provider_id?: number | null;
}

async function insertDeliveries(trx: Db, deliveries: DeliveryInsert[], now: string) {
  const inserted: { id: number; channel: string; user_id: number | null }[] = [];
  for (let start = 0; start < deliveries.length; start += 500) {
    const chunk = deliveries.slice(start, start + 500).map((delivery) => ({
      ...delivery,
      sent_at: delivery.sent_at ?? null,
      provider_id: delivery.provider_id ?? null,
      attempts: 0,
      next_attempt_at: delivery.status === 'queued' ? now : null,
      error: null,
      provider_message_id: null,
      locked_until: null,
      delivered_at: null,
      created_at: now,
      updated_at: now,
    }));
    inserted.push(
      ...(await trx
        .insertInto('notification_deliveries')
        .values(chunk)
        .onConflict((oc) => oc.columns(['notification_id', 'channel', 'recipient_key']).doNothing())
        .returning(['id', 'channel', 'user_id'])
        .execute()),
    );
  }
  return inserted;
}

type DeliveryRow = NonNullable<Awaited<ReturnType<typeof claimDeliveries>>>[number];

/** Claims due deliveries of one notification (SKIP LOCKED on PostgreSQL, so workers share them). */
async function claimDeliveries(services: AppServices, notificationId: number) {
  const now = nowIso();
  return services.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('notification_deliveries')
      .select('id')
      .where('notification_id', '=', notificationId)
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('id')
      .limit(DELIVER_BATCH)
      .$if(services.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
      .execute();
    if (due.length === 0) return [];
    return (
      trx
        .updateTable('notification_deliveries')
        // A claimed delivery whose worker died is claimed again after the job-stale time.
        .set({ locked_until: new Date(Date.now() + services.config.jobStaleSeconds * 1000).toISOString() })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returningAll()
        .execute()
    );
  });
}

/** Sends what is due for one notification, then queues itself for the earliest retry. */
export async function runDeliveries(services: AppServices, notificationId: number): Promise<void> {
  const { db } = services;
  const row = await loadNotification(db, notificationId);
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
  for (;;) {
    const batch = await claimDeliveries(services, notificationId);
    if (batch.length === 0) break;
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const delivery = batch[next++] as DeliveryRow;
        await deliverOne(services, row, delivery, renders, routesOf);
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELIVER_CONCURRENCY, batch.length) }, worker));
    // Counters move live, at most once a second: counting a large send after every batch would
    // cost more than the batch.
    if (Date.now() - lastRefresh >= PROGRESS_INTERVAL_MS) {
      await refreshStatus(services, notificationId);
      lastRefresh = Date.now();
    }
  }
  const later = await db
    .selectFrom('notification_deliveries')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('notification_id', '=', notificationId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (later?.at) {
    const at = new Date(String(later.at)).toISOString();
    const queued = await db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'notification.deliver')
      .where('status', '=', 'pending')
      .where('payload', '=', JSON.stringify({ notification_id: notificationId }))
      .executeTakeFirst();
    if (!queued)
      await enqueueJob(db, 'notification.deliver', { notification_id: notificationId }, { runAt: at });
  }
  await refreshStatus(services, notificationId);
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
    outcome = await sendAll(services, route, messages, delivery);
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
    await services.db
      .updateTable('notification_deliveries')
      .set({
        ...update,
        status: 'sent',
        sent_at: now,
        error: null,
        next_attempt_at: null,
        provider_message_id: outcome.providerMessageId,
      })
      .where('id', '=', delivery.id)
      .execute();
    return;
  }
  const retry = outcome.kind !== 'permanent' && attempts < DELIVERY_MAX_ATTEMPTS;
  const reason = transient && outcome.kind !== 'permanent' ? transient.reason : outcome.reason;
  await services.db
    .updateTable('notification_deliveries')
    .set({
      ...update,
      status: retry ? 'queued' : 'failed',
      error: reason.slice(0, 1_000),
      next_attempt_at: retry
        ? new Date(Date.now() + deliveryRetryDelayMs(attempts, transient?.retryAfterMs)).toISOString()
        : null,
    })
    .where('id', '=', delivery.id)
    .execute();
}

/** Push goes to each of the user's devices: sent when one took it; dead tokens are disabled. */
async function sendAll(
  services: AppServices,
  route: SendRoute,
  messages: ChannelMessage[],
  delivery: DeliveryRow,
): Promise<ChannelOutcome> {
  let best: ChannelOutcome | null = null;
  for (const message of messages) {
    const outcome = await sendThrough(services.db, services, route, message);
    if (outcome.kind === 'permanent' && outcome.addressDead && message.channel === 'push')
      await services.db
        .updateTable('push_tokens')
        .set({ enabled: false, disabled_reason: outcome.reason.slice(0, 255) })
        .where('token', '=', message.message.token)
        .execute();
    if (!best || rank(outcome) > rank(best)) best = outcome;
  }
  void delivery;
  return best ?? { kind: 'permanent', reason: 'No address left to send to' };
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
      return [{ channel: 'email', message: { to: address, subject, text: text.content, html: text.html } }];
    case 'sms':
      return [
        {
          channel: 'sms',
          message: { phone: address, content: text.content, requestId: `pb-d${delivery.id}`, callbackUrl },
        },
      ];
    case 'zalo_zns': {
      const categoryTemplates = (route.plain.category_templates ?? {}) as Record<string, string>;
      return [
        {
          channel: 'zalo_zns',
          message: {
            phone: address,
            templateId:
              text.znsTemplateId ?? categoryTemplates[row.category] ?? String(route.plain.template_id ?? ''),
            templateData: text.data,
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

/** Deliveries per status (and per channel and status) of one notification. */
export async function deliveryTotals(db: Db, notificationIds: readonly number[]) {
  const rows = notificationIds.length
    ? await db
        .selectFrom('notification_deliveries')
        .select((eb) => ['notification_id', 'channel', 'status', eb.fn.countAll<number>().as('count')])
        .where('notification_id', 'in', notificationIds)
        .groupBy(['notification_id', 'channel', 'status'])
        .execute()
    : [];
  const result = new Map<
    number,
    { totals: Record<string, number>; channels: Record<string, Record<string, number>> }
  >();
  for (const id of notificationIds) result.set(id, { totals: emptyTotals(), channels: {} });
  for (const row of rows) {
    const entry = result.get(row.notification_id);
    if (!entry) continue;
    const count = Number(row.count);
    entry.totals[row.status] = (entry.totals[row.status] ?? 0) + count;
    entry.channels[row.channel] ??= emptyTotals();
    const channelTotals = entry.channels[row.channel] as Record<string, number>;
    channelTotals[row.status] = (channelTotals[row.status] ?? 0) + count;
  }
  return result;
}

export function emptyTotals(): Record<DeliveryStatus, number> {
  return Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
}

/**
 * SPEC §4 from the deliveries: processing while any is queued or the fan-out is not done; then
 * failed when nothing was sent and something failed, else sent (partial failures show in the
 * totals and the log, and can be retried).
 */
export function deriveStatus(
  current: string,
  fanoutDone: boolean,
  totals: Record<string, number>,
): NotificationStatus {
  if (current === 'cancelled') return 'cancelled';
  if (current === 'pending' && !fanoutDone && (totals.queued ?? 0) === 0 && sumTotals(totals) === 0)
    return 'pending';
  if (!fanoutDone || (totals.queued ?? 0) > 0) return 'processing';
  const reached = (totals.sent ?? 0) + (totals.delivered ?? 0);
  if (reached === 0 && (totals.failed ?? 0) > 0) return 'failed';
  return 'sent';
}

const sumTotals = (totals: Record<string, number>) => Object.values(totals).reduce((a, b) => a + b, 0);

/** Recomputes the notification's status and tells staff's open screens. */
export async function refreshStatus(services: AppServices, notificationId: number): Promise<void> {
  const { db } = services;
  const row = await loadNotification(db, notificationId);
  if (!row) return;
  const totals = (await deliveryTotals(db, [notificationId])).get(notificationId);
  if (!totals) return;
  const status = deriveStatus(row.status, toBool(row.fanout_done), totals.totals);
  const finished = status === 'sent' || status === 'failed';
  if (status !== row.status || (finished && !row.sent_at))
    await db
      .updateTable('notifications')
      .set({ status, sent_at: finished ? (row.sent_at ?? nowIso()) : row.sent_at, updated_at: nowIso() })
      .where('id', '=', notificationId)
      .where('status', '!=', 'cancelled')
      .execute();
  services.realtime.publish(resourceRoom('notifications'), {
    type: 'notification.progress',
    id: notificationId,
    data: { id: notificationId, status, totals: totals.totals, channel_totals: totals.channels },
  });
}
