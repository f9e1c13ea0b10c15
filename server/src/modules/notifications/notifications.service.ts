/**
 * Notifications as staff see them: the send form, the list, a send's detail and delivery log.
 * Rules owned here (the pipeline's are in notifications.fanout.ts and notifications.deliveries.ts):
 * - a send names a template that exists and is active, or a free subject and content;
 * - a scheduled send is in the future; it can be cancelled while it is still pending;
 * - retry puts failed deliveries back in the queue (all of a send's, or the chosen ones);
 * - the delivery log masks phone numbers and push tokens.
 */
import type {
  Notification,
  NotificationCategory,
  NotificationChannel,
  NotificationListQuery,
  NotificationSendInput,
  RecipientCount,
  RecipientsInput,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/jobs';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { previewAudience } from './notifications.audience';
import {
  cancelQueuedDeliveries,
  countDeliveriesByStatus,
  requeueFailedDeliveries,
} from './notifications.deliveries.repository';
import { storedRecipients, toNotification } from './notifications.mapper';
import { notify } from './notifications.notify';
import { countRecipientTotal } from './notifications.recipients.repository';
import { renderForLocale } from './notifications.rendering';
import {
  countNotifications,
  countNotificationsByStatus,
  findNotificationListRow,
  findNotificationRow,
  findNotificationStatus,
  findTemplateActivity,
  findTemplateTranslations,
  listNotificationPage,
  updateNotification,
} from './notifications.repository';
import { deliveryTotals, emptyTotals, refreshStatus } from './notifications.status';

async function checkTemplate(db: Db, templateId: number | null): Promise<void> {
  if (templateId === null) return;
  const template = await findTemplateActivity(db, templateId);
  if (!template) throw fieldError('template_id', 'invalid_value');
  if (!toBool(template.is_active)) throw new AppError('notification.template_inactive');
}

export async function sendNotification(
  ctx: ServiceContext,
  input: NotificationSendInput,
): Promise<Notification> {
  const actor = requireActor(ctx);
  if (input.scheduled_at && Date.parse(input.scheduled_at) < Date.now() - 60_000)
    throw fieldError('scheduled_at', 'future_datetime');
  await checkTemplate(ctx.db, input.template_id);
  const recipients = storedRecipients(input);
  const total = await countRecipientTotal(ctx.db, input.recipient_type, recipients);
  if (total === 0 && !(input.channels.length === 1 && input.channels[0] === 'webhook'))
    throw new AppError('notification.no_recipients');
  const id = await runChange(ctx, async (trx) => {
    const created = await notify(trx, {
      type: 'manual',
      category: input.category,
      priority: input.priority,
      templateId: input.template_id,
      subject: input.subject,
      content: input.content,
      data: input.data,
      link: input.link,
      channels: input.channels,
      recipientType: input.recipient_type,
      recipients,
      scheduledAt: input.scheduled_at,
      createdBy: actor.id,
      metadata: { recipient_count: total },
    });
    await recordAudit(trx, ctx, {
      model: 'notification',
      recordId: created,
      event: 'created',
      newValues: { ...input, recipients },
    });
    return created;
  });
  return getNotification(ctx, id);
}

export async function getNotification(ctx: ServiceContext, id: number): Promise<Notification> {
  const row = await findNotificationListRow(ctx.db, id);
  if (!row) throw notFound();
  return toNotification(row, (await deliveryTotals(ctx.db, [id])).get(id));
}

export async function listNotifications(ctx: ServiceContext, query: NotificationListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countNotifications(ctx.db, query),
    listNotificationPage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const totals = await deliveryTotals(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toNotification(row, totals.get(row.id))),
    meta,
  };
}

export async function getNotificationStats(ctx: ServiceContext) {
  const [byStatus, deliveries] = await Promise.all([
    countNotificationsByStatus(ctx.db),
    countDeliveriesByStatus(ctx.db),
  ]);
  const statusCounts = Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)]));
  return {
    total: Object.values(statusCounts).reduce((sum, count) => sum + count, 0),
    by_status: statusCounts,
    deliveries: {
      ...emptyTotals(),
      ...Object.fromEntries(deliveries.map((row) => [row.status, Number(row.count)])),
    },
  };
}

export async function cancelNotification(ctx: ServiceContext, id: number): Promise<Notification> {
  await runChange(ctx, async (trx) => {
    const row = await findNotificationRow(trx, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new AppError('notification.not_cancellable');
    const now = nowIso();
    await updateNotification(trx, id, { status: 'cancelled', cancelled_at: now, updated_at: now });
    await cancelQueuedDeliveries(trx, id, now);
    await recordAudit(trx, ctx, {
      model: 'notification',
      recordId: id,
      event: 'updated',
      oldValues: { status: row.status },
      newValues: { status: 'cancelled' },
    });
  });
  await refreshStatus(ctx.services, id);
  return getNotification(ctx, id);
}

export async function retryDeliveries(
  ctx: ServiceContext,
  id: number,
  deliveryIds: readonly number[] | undefined,
): Promise<number> {
  const retried = await runChange(ctx, async (trx) => {
    const row = await findNotificationStatus(trx, id);
    if (!row) throw notFound();
    if (row.status === 'cancelled') throw new AppError('notification.not_cancellable');
    const now = nowIso();
    const count = await requeueFailedDeliveries(trx, id, deliveryIds, now);
    if (count === 0) throw new AppError('notification.nothing_to_retry');
    await updateNotification(trx, id, { status: 'processing', updated_at: now });
    await enqueueJob(trx, 'notification.deliver', { notification_id: id });
    await recordAudit(trx, ctx, {
      model: 'notification',
      recordId: id,
      event: 'updated',
      newValues: { retried: count },
    });
    return count;
  });
  await refreshStatus(ctx.services, id);
  return retried;
}

export async function recipientCount(
  ctx: ServiceContext,
  input: RecipientsInput & {
    channels: NotificationChannel[];
    template_id: number | null;
    category: NotificationCategory;
  },
): Promise<RecipientCount> {
  return previewAudience(ctx.db, ctx.services, {
    type: input.recipient_type,
    recipients: storedRecipients(input),
    channels: input.channels,
    templateId: input.template_id,
    category: input.category,
  });
}

/** The send form's preview: what a reader of each language gets. */
export async function previewNotification(
  ctx: ServiceContext,
  input: {
    template_id: number | null;
    subject: string | null;
    content: string | null;
    data: Record<string, string | number>;
  },
) {
  await checkTemplate(ctx.db, input.template_id);
  const row = {
    template_id: input.template_id,
    subject: input.subject,
    content: input.content,
    data: JSON.stringify(input.data),
    link: null,
  };
  const render = (locale: Locale) => renderForLocale(ctx.db, ctx.services, row, locale);
  const [en, vi] = await Promise.all([render('en'), render('vi')]);
  const template = input.template_id ? await findTemplateTranslations(ctx.db, input.template_id) : undefined;
  const viFallback = template ? !(JSON.parse(template.translations) as { vi?: unknown }).vi : false;
  return {
    en: { subject: en.subject, content: en.content },
    vi: { subject: vi.subject, content: vi.content },
    vi_fallback: viFallback,
  };
}
