/**
 * Telling people about their tasks. Rules owned here:
 * - giving a task to someone (at creation or by a change of assignee) tells them at once, in-app,
 *   by push and by e-mail, in their own language, with a link to the task; giving one to oneself
 *   tells nobody;
 * - a task due tomorrow reminds its assignee once, at 09:00 Ho Chi Minh City time the day before
 *   (at once when that hour has passed but the due date is still ahead): a durable job queued
 *   with the change. When it runs it checks again that the due date and the assignee are still
 *   those it was queued for and that the task is neither done nor archived, and it records the
 *   reminder on the task in the transaction that writes the notification, so a job run twice
 *   (a worker that died after sending, a second job for the same date) never sends it twice.
 */
import {
  dueReminderAt,
  isReminderStillDue,
  TASK_PRIORITY_LABELS,
  type TaskPriority,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { runChange } from '../../platform/change';
import type { AppServices, ServiceContext } from '../../platform/context';
import { enqueueJob, type JobPayloads } from '../../platform/jobs/jobs';
import { notify } from '../notifications/notifications.notify';
import { findAssignee, findUserName, lockTaskRow, type StoredTask, updateTaskRow } from './tasks.repository';

export type DueReminderPayload = JobPayloads['task.due_reminder'];

const reminderKey = (dueDate: string, userId: number) => `${dueDate}#${userId}`;
const taskLink = (id: number) => `/tasks/${id}/edit`;

function localeOf(value: string | null | undefined): Locale {
  return value === 'vi' ? 'vi' : 'en';
}

/** A due date as its reader writes dates ("28 thg 11, 2026" / "Nov 28, 2026"). */
function formatDueDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Tells the task's (new) assignee, in their language; nobody when they gave it to themselves. */
export async function notifyAssignee(ctx: ServiceContext, trx: Db, task: StoredTask): Promise<void> {
  if (task.assigned_to === null || task.assigned_to === ctx.actor?.id) return;
  const assignee = await findAssignee(trx, task.assigned_to);
  if (!assignee) return;
  const actor = ctx.actor ? await findUserName(trx, ctx.actor.id) : undefined;
  const locale = localeOf(assignee.locale);
  const t = ctx.services.translator.t(locale);
  const values = {
    name: actor?.name ?? '',
    title: task.title,
    priority: t(TASK_PRIORITY_LABELS[task.priority as TaskPriority] ?? task.priority),
    due: task.due_date ? formatDueDate(task.due_date, locale) : t('tasks:notify.no_due_date'),
  };
  await notify(trx, {
    category: 'system',
    subject: t('tasks:notify.assigned_subject', values),
    content: t('tasks:notify.assigned_body', values),
    link: taskLink(task.id),
    channels: ['in_app', 'push', 'email'],
    recipientType: 'specific_users',
    recipients: { user_ids: [assignee.id] },
    createdBy: ctx.actor?.id ?? null,
    metadata: { task_id: task.id },
  });
}

/** Queues the due reminder for the task's due date and assignee, when it is still ahead. */
export async function scheduleDueReminder(trx: Db, task: StoredTask, now = new Date()): Promise<void> {
  if (task.due_date === null || task.assigned_to === null) return;
  if (!isReminderStillDue(task.due_date, now)) return;
  // An hour already past (the due date set late the day before): at once.
  const runAt = new Date(Math.max(Date.parse(dueReminderAt(task.due_date)), now.getTime())).toISOString();
  await enqueueJob(
    trx,
    'task.due_reminder',
    { task_id: task.id, due_date: task.due_date, assigned_to: task.assigned_to },
    { runAt },
  );
}

/** The job: sends the reminder if it still applies and was not sent; see the rules above. */
export async function runDueReminder(services: AppServices, payload: DueReminderPayload): Promise<void> {
  await runChange(services, async (trx) => {
    const task = await lockTaskRow(trx, payload.task_id, services.dialect);
    const key = reminderKey(payload.due_date, payload.assigned_to);
    if (
      !task ||
      task.is_archived ||
      task.status === 'done' ||
      task.due_date !== payload.due_date ||
      task.assigned_to !== payload.assigned_to ||
      task.reminded_for === key ||
      !isReminderStillDue(payload.due_date, new Date())
    )
      return false;
    const assignee = await findAssignee(trx, payload.assigned_to);
    if (!assignee) return false;
    const locale = localeOf(assignee.locale);
    const t = services.translator.t(locale);
    const values = { title: task.title, due: formatDueDate(payload.due_date, locale) };
    await notify(trx, {
      category: 'system',
      subject: t('tasks:notify.due_subject', values),
      content: t('tasks:notify.due_body', values),
      link: taskLink(task.id),
      channels: ['in_app', 'push', 'email'],
      recipientType: 'specific_users',
      recipients: { user_ids: [assignee.id] },
      metadata: { task_id: task.id, due_date: payload.due_date },
    });
    await updateTaskRow(trx, task.id, { reminded_for: key });
    return true;
  });
}
