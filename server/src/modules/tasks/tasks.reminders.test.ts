import { addDays, dateInZone, dueReminderAt } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin, DEFAULT_PASSWORD } from '../../testing/factories';
import { call, createTestApp, login, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let lead: Session;
let an: Session;
let binh: Session;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await loginAsAdmin(app);
  const role = await createRole(app, admin, ['task.view', 'task.create', 'task.edit']);
  lead = await createUserAndLogin(app, admin, [role.id], { name: 'Trần Minh Quân' });
  const first = await createUserAndLogin(app, admin, [role.id], { name: 'Lê Văn An' });
  const second = await createUserAndLogin(app, admin, [role.id], { name: 'Ben Carter' });
  // Signing in in a language makes it the one their notifications are written in.
  an = await login(app, first.username, DEFAULT_PASSWORD, 'vi');
  binh = await login(app, second.username, DEFAULT_PASSWORD, 'en');
});
afterAll(() => app.close());

interface Sent {
  subject: string;
  link: string | null;
  channels: string[];
  user_ids: number[];
  metadata: Record<string, unknown>;
}

/** Notifications written about a task, oldest first. */
async function notificationsAbout(taskId: number): Promise<Sent[]> {
  const rows = await app.services.db
    .selectFrom('notifications')
    .select(['subject', 'link', 'channels', 'recipients', 'metadata'])
    .orderBy('id')
    .execute();
  return rows
    .map((row) => ({
      subject: row.subject ?? '',
      link: row.link,
      channels: JSON.parse(row.channels) as string[],
      user_ids: (JSON.parse(row.recipients) as { user_ids: number[] }).user_ids,
      metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    }))
    .filter((row) => row.metadata.task_id === taskId);
}

const reminders = async (taskId: number) =>
  (await notificationsAbout(taskId)).filter((row) => 'due_date' in row.metadata);
const assignments = async (taskId: number) =>
  (await notificationsAbout(taskId)).filter((row) => !('due_date' in row.metadata));

async function createTask(payload: Record<string, unknown>) {
  const response = await call(app, lead, { method: 'POST', url: '/api/v1/tasks', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
}

const update = (id: number, payload: Record<string, unknown>) =>
  call(app, lead, { method: 'PUT', url: `/api/v1/tasks/${id}`, payload });

/** Makes the reminder jobs of this task (for this due date, when given) due now, then runs due jobs. */
async function runReminders(taskId: number, dueDate?: string) {
  const jobs = await app.services.db
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('type', '=', 'task.due_reminder')
    .execute();
  const chosen = jobs.filter((job) => {
    const payload = JSON.parse(job.payload) as { task_id: number; due_date: string };
    return payload.task_id === taskId && (dueDate === undefined || payload.due_date === dueDate);
  });
  expect(chosen.length).toBeGreaterThan(0);
  await app.services.db
    .updateTable('jobs')
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where(
      'id',
      'in',
      chosen.map((job) => job.id),
    )
    .execute();
  await app.services.jobs.runDue();
}

const tomorrow = () => addDays(dateInZone(new Date()), 1);

describe('task notifications', () => {
  it('tells the assignee in their language, in-app, by push and by e-mail, with a link to the task', async () => {
    const task = await createTask({
      title: 'Chuẩn bị sân cho giải',
      assigned_to: an.userId,
      priority: 'high',
    });
    const [sent] = await assignments(task.id);
    expect(sent).toMatchObject({
      subject: 'Trần Minh Quân đã giao cho bạn một công việc: Chuẩn bị sân cho giải',
      link: `/tasks/${task.id}/edit`,
      user_ids: [an.userId],
    });
    expect(sent?.channels.sort()).toEqual(['email', 'in_app', 'push']);
    await app.services.jobs.runDue();
    const inbox = await call(app, an, { method: 'GET', url: '/api/v1/inbox' });
    expect(inbox.json().data[0].data).toMatchObject({
      subject: 'Trần Minh Quân đã giao cho bạn một công việc: Chuẩn bị sân cho giải',
      link: `/tasks/${task.id}/edit`,
    });
  });

  it('tells a new assignee only: not on other edits, not someone who takes a task themselves', async () => {
    const task = await createTask({ title: 'Order new paddles', assigned_to: an.userId });
    await update(task.id, { title: 'Order new paddles (12)', assigned_to: an.userId });
    expect(await assignments(task.id)).toHaveLength(1);
    await update(task.id, { title: 'Order new paddles (12)', assigned_to: binh.userId });
    const sent = await assignments(task.id);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      subject: 'Trần Minh Quân assigned you a task: Order new paddles (12)',
      user_ids: [binh.userId],
    });
    const own = await createTask({ title: 'Tự làm', assigned_to: lead.userId });
    expect(await assignments(own.id)).toEqual([]);
    const bulk = await createTask({ title: 'Giao hàng loạt' });
    await call(app, lead, {
      method: 'POST',
      url: '/api/v1/tasks/bulk',
      payload: { action: 'assign', ids: [bulk.id], assigned_to: an.userId },
    });
    expect(await assignments(bulk.id)).toHaveLength(1);
  });

  it('queues the due reminder for 09:00 Ho Chi Minh City the day before, and sends it once', async () => {
    const due = addDays(dateInZone(new Date()), 4);
    const task = await createTask({ title: 'Gia hạn bảo hiểm sân', assigned_to: an.userId, due_date: due });
    const job = await app.services.db
      .selectFrom('jobs')
      .select(['run_at', 'payload'])
      .where('type', '=', 'task.due_reminder')
      .execute();
    const queued = job.find((row) => (JSON.parse(row.payload) as { task_id: number }).task_id === task.id);
    expect(queued?.run_at).toBe(dueReminderAt(due));
    expect(dueReminderAt('2026-12-01')).toBe('2026-11-30T02:00:00.000Z');

    const soon = await createTask({
      title: 'Nộp báo cáo tháng',
      assigned_to: an.userId,
      due_date: tomorrow(),
    });
    await runReminders(soon.id);
    // A second job for the same date and person (a rerun, a duplicate) sends nothing more.
    await app.services.db
      .insertInto('jobs')
      .values({
        type: 'task.due_reminder',
        payload: JSON.stringify({ task_id: soon.id, due_date: tomorrow(), assigned_to: an.userId }),
        status: 'pending',
        run_at: new Date(Date.now() - 1000).toISOString(),
        attempts: 0,
        max_attempts: 6,
        last_error: null,
        locked_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await app.services.jobs.runDue();
    const sent = await reminders(soon.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: 'Đến hạn ngày mai: Nộp báo cáo tháng', user_ids: [an.userId] });
  });

  it('sends no reminder for a due date or an assignee that changed, nor for a task done or archived', async () => {
    const task = await createTask({
      title: 'Sơn lại hàng rào',
      assigned_to: an.userId,
      due_date: tomorrow(),
    });
    const later = addDays(tomorrow(), 3);
    await update(task.id, { title: 'Sơn lại hàng rào', assigned_to: an.userId, due_date: later });
    await runReminders(task.id, tomorrow());
    expect(await reminders(task.id)).toEqual([]);

    const handed = await createTask({
      title: 'Replace the net',
      assigned_to: an.userId,
      due_date: tomorrow(),
    });
    await update(handed.id, { title: 'Replace the net', assigned_to: binh.userId, due_date: tomorrow() });
    await runReminders(handed.id);
    const sent = await reminders(handed.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: 'Due tomorrow: Replace the net', user_ids: [binh.userId] });

    const done = await createTask({ title: 'Đã xong', assigned_to: an.userId, due_date: tomorrow() });
    await update(done.id, { title: 'Đã xong', assigned_to: an.userId, due_date: tomorrow(), status: 'done' });
    const archived = await createTask({ title: 'Lưu trữ', assigned_to: an.userId, due_date: tomorrow() });
    await call(app, lead, { method: 'POST', url: `/api/v1/tasks/${archived.id}/archive` });
    await runReminders(done.id);
    await runReminders(archived.id);
    expect(await reminders(done.id)).toEqual([]);
    expect(await reminders(archived.id)).toEqual([]);
  });
});
