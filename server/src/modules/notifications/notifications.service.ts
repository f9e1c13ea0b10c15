/**
 * Notifications as staff see them: the send form, the list, a send's detail and delivery log.
 * Rules owned here (the pipeline's are in ./engine.ts):
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
import { countRows } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText, nowIso, toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { keysetPage, type SortKey } from '../../db/keyset';
import { recordAudit } from '../../platform/audit';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/jobs';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { previewAudience } from './audience';
import { notify } from './notify';
import { countRecipientTotal, type StoredRecipients } from './recipients';
import { renderForLocale } from './rendering';
import { deliveryTotals, emptyTotals, refreshStatus } from './status';

function baseQuery(db: Db) {
  return db
    .selectFrom('notifications')
    .leftJoin('users as creator', 'creator.id', 'notifications.created_by')
    .leftJoin('notification_templates as template', 'template.id', 'notifications.template_id');
}

const SELECTION = [
  'creator.name as creator_name',
  'creator.username as creator_username',
  'template.name as template_name',
] as const;

function selectRows(db: Db) {
  return baseQuery(db).selectAll('notifications').select(SELECTION);
}
type NotificationRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export function toNotification(
  row: NotificationRow,
  totals: { totals: Record<string, number>; channels: Record<string, Record<string, number>> } | undefined,
): Notification {
  const recipients = JSON.parse(row.recipients) as StoredRecipients;
  return {
    id: row.id,
    type: row.type === 'manual' ? 'manual' : 'system',
    category: row.category as Notification['category'],
    priority: row.priority as Notification['priority'],
    template: row.template_id && row.template_name ? { id: row.template_id, name: row.template_name } : null,
    subject: row.subject,
    content: row.content,
    data: JSON.parse(row.data),
    link: row.link,
    channels: JSON.parse(row.channels),
    recipient_type: row.recipient_type as Notification['recipient_type'],
    recipients: { user_ids: recipients.user_ids, role_ids: recipients.role_ids, groups: recipients.groups },
    status: row.status as Notification['status'],
    scheduled_at: toIsoOrNull(row.scheduled_at),
    sent_at: toIsoOrNull(row.sent_at),
    cancelled_at: toIsoOrNull(row.cancelled_at),
    created_by:
      row.created_by && row.creator_name
        ? { id: row.created_by, name: row.creator_name, username: row.creator_username ?? '' }
        : null,
    totals: { ...emptyTotals(), ...(totals?.totals ?? {}) },
    channel_totals: Object.fromEntries(
      Object.entries(totals?.channels ?? {}).map(([channel, counts]) => [
        channel,
        { ...emptyTotals(), ...counts },
      ]),
    ) as Notification['channel_totals'],
    metadata: JSON.parse(row.metadata),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

async function checkTemplate(db: Db, templateId: number | null): Promise<void> {
  if (templateId === null) return;
  const template = await db
    .selectFrom('notification_templates')
    .select(['id', 'is_active'])
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (!template) throw fieldError('template_id', 'invalid_value');
  if (!toBool(template.is_active)) throw new AppError('notification.template_inactive');
}

function storedRecipients(input: RecipientsInput): StoredRecipients {
  return {
    user_ids: input.recipient_type === 'specific_users' ? [...new Set(input.user_ids)] : [],
    role_ids: input.recipient_type === 'user_roles' ? [...new Set(input.role_ids)] : [],
    groups: input.recipient_type === 'user_groups' ? input.groups : [],
  };
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
  const id = await ctx.db.transaction().execute(async (trx) => {
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
  ctx.services.jobs.wake();
  return getNotification(ctx, id);
}

export async function getNotification(ctx: ServiceContext, id: number): Promise<Notification> {
  const row = await selectRows(ctx.db).where('notifications.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toNotification(row, (await deliveryTotals(ctx.db, [id])).get(id));
}

export async function listNotifications(ctx: ServiceContext, query: NotificationListQuery) {
  let base = baseQuery(ctx.db);
  if (query.status) base = base.where('notifications.status', '=', query.status);
  if (query.category) base = base.where('notifications.category', '=', query.category);
  if (query.priority) base = base.where('notifications.priority', '=', query.priority);
  if (query.channel) base = base.where('notifications.channels', 'like', `%"${query.channel}"%`);
  if (query.search) {
    const term = query.search;
    base = base.where((eb) =>
      eb.or([
        containsText(eb.ref('notifications.subject'), term),
        containsText(eb.ref('notifications.content'), term),
        containsText(eb.ref('template.name'), term),
      ]),
    );
  }
  const window = listWindow(query, sortToken(query.sort));
  const { field, direction } = query.sort;
  const key: SortKey = {
    column: `notifications.${field}`,
    id: 'notifications.id',
    direction,
    nullable: field === 'scheduled_at' || field === 'sent_at',
  };
  const [total, found] = await Promise.all([
    countRows(ctx.db, base),
    keysetPage(base.selectAll('notifications').select(SELECTION), key, window).execute(),
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
    ctx.db
      .selectFrom('notifications')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    ctx.db
      .selectFrom('notification_deliveries')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
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
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new AppError('notification.not_cancellable');
    const now = nowIso();
    await trx
      .updateTable('notifications')
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('notification_deliveries')
      .set({ status: 'cancelled', next_attempt_at: null, updated_at: now })
      .where('notification_id', '=', id)
      .where('status', '=', 'queued')
      .execute();
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
  const retried = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('notifications')
      .select(['id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.status === 'cancelled') throw new AppError('notification.not_cancellable');
    const now = nowIso();
    let update = trx
      .updateTable('notification_deliveries')
      .set({ status: 'queued', attempts: 0, next_attempt_at: now, locked_until: null, updated_at: now })
      .where('notification_id', '=', id)
      .where('status', '=', 'failed');
    if (deliveryIds && deliveryIds.length > 0) update = update.where('id', 'in', deliveryIds);
    const result = await update.executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    if (count === 0) throw new AppError('notification.nothing_to_retry');
    await trx
      .updateTable('notifications')
      .set({ status: 'processing', updated_at: now })
      .where('id', '=', id)
      .execute();
    await enqueueJob(trx, 'notification.deliver', { notification_id: id });
    await recordAudit(trx, ctx, {
      model: 'notification',
      recordId: id,
      event: 'updated',
      newValues: { retried: count },
    });
    return count;
  });
  ctx.services.jobs.wake();
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
  const template = input.template_id
    ? await ctx.db
        .selectFrom('notification_templates')
        .select('translations')
        .where('id', '=', input.template_id)
        .executeTakeFirst()
    : undefined;
  const viFallback = template ? !(JSON.parse(template.translations) as { vi?: unknown }).vi : false;
  return {
    en: { subject: en.subject, content: en.content },
    vi: { subject: vi.subject, content: vi.content },
    vi_fallback: viFallback,
  };
}
