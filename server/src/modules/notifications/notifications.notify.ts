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
import type { NotificationChannel, RecipientType } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { enqueueJob } from '../../platform/jobs/jobs';
import type { StoredRecipients } from './notifications.recipients';
import { insertNotification } from './notifications.repository';

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
 * The one way any module tells people something: call it inside your change (runChange), which
 * wakes the jobs worker once it commits.
 */
export async function notify(trx: Db, input: NotifyInput): Promise<number> {
  const now = nowIso();
  const recipients: StoredRecipients = {
    user_ids: input.recipients.user_ids ?? [],
    role_ids: input.recipients.role_ids ?? [],
    groups: input.recipients.groups ?? [],
  };
  const id = await insertNotification(trx, {
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
  });
  await enqueueJob(trx, 'notification.fanout', { notification_id: id }, { runAt: input.scheduledAt ?? now });
  return id;
}
