/** The fan-out: one batch of recipients per job and transaction (rules in ./notifications.notify.ts). */
import { type NotificationChannel, type RecipientType, userRoom } from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import { nowIso, toBool } from '../../db/dialect';
import { runChange } from '../../platform/change';
import type { AppServices } from '../../platform/context';
import { enqueueJob } from '../../platform/jobs/jobs';
import { toInboxItem } from '../inbox/inbox.mapper';
import { insertInboxItems } from '../inbox/inbox.repository';
import { type DeliveryInsert, insertDeliveries } from './notifications.deliveries.repository';
import { localeOf, RenderCache } from './notifications.pipeline';
import type { PlainConfig } from './notifications.provider-secrets';
import { listUsablePushTokens } from './notifications.push-tokens.repository';
import { addressOf, type StoredRecipients } from './notifications.recipients';
import { listOptOuts, nextRecipients } from './notifications.recipients.repository';
import { findNotificationRow, updateNotification } from './notifications.repository';
import { listRoutes } from './notifications.senders';
import { refreshStatus } from './notifications.status';
import { znsTemplateFor } from './notifications.zns-mapping';

export const FANOUT_BATCH = 1_000;

export async function runFanout(services: AppServices, notificationId: number): Promise<void> {
  const finished = await runChange(services, async (trx, pending) => {
    const row = await findNotificationRow(trx, notificationId);
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
      userIds.length ? listOptOuts(trx, userIds) : [],
      userIds.length && channels.includes('push') ? listUsablePushTokens(trx, userIds) : [],
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
        const created = await insertInboxItems(trx, items.slice(start, start + 500));
        for (const item of created)
          pending.add(userRoom(item.user_id), {
            type: 'notification.created',
            id: item.id,
            data: toInboxItem(item),
          });
      }
    }
    const last = users.at(-1);
    await updateNotification(trx, row.id, {
      status: row.status === 'pending' ? 'processing' : row.status,
      fanout_cursor: last ? last.id : row.fanout_cursor,
      fanout_done: done,
      updated_at: now,
    });
    if (!done) await enqueueJob(trx, 'notification.fanout', { notification_id: row.id });
    else await enqueueJob(trx, 'notification.deliver', { notification_id: row.id });
    return done;
  });
  if (finished) await refreshStatus(services, notificationId);
}
