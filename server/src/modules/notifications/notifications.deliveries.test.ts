import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect';
import { enqueueJob } from '../../platform/jobs/jobs';
import { createUserAndLogin } from '../../testing/factories';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { runFanout } from './notifications.fanout';

/** Sending across a crash: what a dead worker held is taken again, and a resent e-mail is the same message. */
let app: FastifyInstance;
let admin: Session;
let player: Session;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({
    mail: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      from: 'Pickleball <no-reply@pickleball.test>',
    },
  });
  admin = await loginAsAdmin(app);
  player = await createUserAndLogin(app, admin, [], { name: 'Võ Thị Hồng' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** An e-mail to the player, fanned out but not sent yet; resolves with its delivery. */
async function queueEmail(subject: string) {
  const response = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/notifications',
    payload: {
      recipient_type: 'specific_users',
      user_ids: [player.userId],
      channels: ['email'],
      category: 'announcement',
      subject,
      content: 'Sân 3 đổi giờ.',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.id as number;
  return { id, delivery: () => findDelivery(id) };
}

const findDelivery = (notificationId: number) =>
  app.services.db
    .selectFrom('notification_deliveries')
    .selectAll()
    .where('notification_id', '=', notificationId)
    .where('channel', '=', 'email')
    .executeTakeFirstOrThrow();

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
const received = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);

describe('deliveries across a crash', () => {
  it('resends an e-mail accepted but not yet marked sent with the same Message-ID', async () => {
    const { id, delivery } = await queueEmail('Đổi giờ thi đấu');
    await app.services.jobs.runDue();
    const sent = await delivery();
    expect(sent.status).toBe('sent');
    // The process died after the SMTP server accepted the e-mail and before the row said so.
    await app.services.db
      .updateTable('notification_deliveries')
      .set({ status: 'queued', sent_at: null, next_attempt_at: nowIso(), locked_until: null })
      .where('id', '=', sent.id)
      .execute();
    await enqueueJob(app.services.db, 'notification.deliver', { notification_id: id });
    await app.services.jobs.runDue();
    expect((await delivery()).status).toBe('sent');
    const copies = received('Đổi giờ thi đấu');
    expect(copies).toHaveLength(2);
    const ids = copies.map((mail) => messageIdOf(mail.raw));
    expect(ids[0]).toMatch(
      new RegExp(`^<notification\\.${id}\\.delivery\\.${sent.id}\\.[0-9a-z]+@pickleball\\.test>$`),
    );
    expect(ids[1]).toBe(ids[0]);
  });

  it('takes a delivery back once the lease of the worker that claimed it ran out, never before', async () => {
    const { id, delivery } = await queueEmail('Lịch tập tuần sau');
    await runFanout(app.services, id);
    const claimed = await delivery();
    // Claimed by a worker still renewing its lease: not this worker's to send.
    await app.services.db
      .updateTable('notification_deliveries')
      .set({ locked_until: new Date(Date.now() + 20_000).toISOString() })
      .where('id', '=', claimed.id)
      .execute();
    await app.services.jobs.runDue();
    expect((await delivery()).status).toBe('queued');
    expect(received('Lịch tập tuần sau')).toHaveLength(0);
    // That worker died: its lease ran out a moment ago, with no heartbeat since.
    await app.services.db
      .updateTable('notification_deliveries')
      .set({ locked_until: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', claimed.id)
      .execute();
    await enqueueJob(app.services.db, 'notification.deliver', { notification_id: id });
    await app.services.jobs.runDue();
    expect((await delivery()).status).toBe('sent');
    expect(received('Lịch tập tuần sau')).toHaveLength(1);
  });
});
