/** The fan-out: one batch of recipients per job and transaction (rules in ./notify.ts). */
import {
  type DeliveryStatus,
  type NotificationChannel,
  type RecipientType,
  userRoom,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import type { AppServices } from '../../platform/context';
import { enqueueJob } from '../../platform/jobs/jobs';
import { PendingEvents } from '../../platform/realtime';
import { toInboxItem } from '../inbox/inbox.service';
import { loadNotification, localeOf, RenderCache } from './pipeline';
import type { PlainConfig } from './provider-secrets';
import { isUsablePushToken } from './push-tokens';
import { addressOf, nextRecipients, type StoredRecipients } from './recipients';
import { listRoutes } from './senders';
import { refreshStatus } from './status';
import { znsTemplateFor } from './zns-mapping';

export const FANOUT_BATCH = 1_000;

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
            .where(isUsablePushToken)
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
    let znsPlain: PlainConfig | undefined;
    for (const channel of channels) {
      const routes = channel === 'in_app' ? [] : await listRoutes(trx, services, channel);
      routesAvailable.set(channel, channel === 'in_app' || routes.length > 0);
      if (channel === 'zalo_zns') znsPlain = routes[0]?.plain;
    }

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
        if (
          channel === 'zalo_zns' &&
          !znsTemplateFor((await renders.get(locale)).znsTemplateId, row.category, znsPlain)
        ) {
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
