import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { call, createTestApp, login, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let roleId: number;
let withEmail: Session & { username: string };
let withoutEmail: Session & { username: string };

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({
    mail: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      from: 'Pickleball <no-reply@pickleball.test>',
    },
    publicUrl: 'https://pickleball.example.vn',
  });
  admin = await loginAsAdmin(app);
  roleId = (await createRole(app, admin, ['match.view'], 'club_players')).id;
  withEmail = await createUserAndLogin(app, admin, [roleId], { name: 'Nguyễn Thị Lan' });
  withoutEmail = await createUserAndLogin(app, admin, [roleId], { name: 'Trần Văn Bình', email: null });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function send(payload: Record<string, unknown>, locale = 'en') {
  return call(app, admin, { method: 'POST', url: '/api/v1/notifications', payload, locale });
}

async function deliveries(id: number, query = '') {
  const response = await call(app, admin, {
    method: 'GET',
    url: `/api/v1/notifications/${id}/deliveries?per_page=100${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    channel: string;
    status: string;
    skip_reason: string | null;
    user: { name: string } | null;
    provider: { id: number; name: string } | null;
    error: string | null;
    id: number;
  }[];
}

const toRole = (overrides: Record<string, unknown> = {}) => ({
  recipient_type: 'user_roles',
  role_ids: [roleId],
  channels: ['in_app', 'email', 'sms'],
  category: 'club',
  subject: 'Giải đấu cuối tuần',
  content: 'Sân mở cửa lúc 7 giờ sáng thứ Bảy.',
  ...overrides,
});

describe('sending a notification', () => {
  it('fans out one delivery per recipient and channel, skipping who has no address, never failing them', async () => {
    const before = smtp.received.length;
    const response = await send(toRole());
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created.status).toBe('pending');
    await app.services.jobs.runDue();

    const log = await deliveries(created.id);
    const summary = log.map((d) => `${d.user?.name}|${d.channel}|${d.status}|${d.skip_reason ?? ''}`).sort();
    expect(summary).toEqual(
      [
        'Nguyễn Thị Lan|email|sent|',
        'Nguyễn Thị Lan|in_app|sent|',
        'Nguyễn Thị Lan|sms|skipped|no_provider',
        'Trần Văn Bình|email|skipped|no_address',
        'Trần Văn Bình|in_app|sent|',
        'Trần Văn Bình|sms|skipped|no_provider',
      ].sort(),
    );
    const mail = smtp.received.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toEqual([`${withEmail.username}@example.com`]);
    expect(mail[0]?.subject).toBe('Giải đấu cuối tuần');

    const detail = (
      await call(app, admin, { method: 'GET', url: `/api/v1/notifications/${created.id}` })
    ).json().data;
    expect(detail.status).toBe('sent');
    expect(detail.totals).toMatchObject({ sent: 3, skipped: 3, failed: 0, queued: 0 });
    expect(detail.channel_totals.email).toMatchObject({ sent: 1, skipped: 1 });
    expect(detail.sent_at).not.toBeNull();

    const csv = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/notifications/${created.id}/deliveries/export?format=csv&tz=Asia/Ho_Chi_Minh`,
      locale: 'vi',
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(7);
    expect(lines.find((line) => line.includes('Trần Văn Bình') && line.includes('Email'))).toContain(
      'Bỏ qua,Không có địa chỉ cho kênh này',
    );

    const inbox = (await call(app, withoutEmail, { method: 'GET', url: '/api/v1/inbox' })).json();
    expect(inbox.meta.unread).toBeGreaterThan(0);
    expect(inbox.data[0]).toMatchObject({
      type: 'notification',
      data: { subject: 'Giải đấu cuối tuần', category: 'club', notification_id: created.id },
    });
  });

  it('runs the fan-out again without a second delivery for anyone', async () => {
    const created = (await send(toRole({ channels: ['in_app'] }))).json().data;
    await app.services.jobs.runDue();
    const first = await deliveries(created.id);
    // As if the worker died after its batch committed but before its job was marked done.
    await app.services.db
      .updateTable('notifications')
      .set({ fanout_done: false, fanout_cursor: 0 })
      .where('id', '=', created.id)
      .execute();
    const { runFanout } = await import('./notifications.fanout');
    await runFanout(app.services, created.id);
    const again = await deliveries(created.id);
    expect(again.map((d) => d.id)).toEqual(first.map((d) => d.id));
    const inboxItems = await app.services.db
      .selectFrom('inbox_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('data', 'like', `%"notification_id":${created.id},%`)
      .executeTakeFirstOrThrow();
    expect(Number(inboxItems.count)).toBe(2);
  });

  it('skips a channel a user turned off for themselves, and keeps in-app', async () => {
    const saved = await call(app, withEmail, {
      method: 'PUT',
      url: '/api/v1/profile/notification-preferences',
      payload: { email: false, sms: true, zalo_zns: true, push: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.email).toBe(false);
    const created = (
      await send({
        recipient_type: 'specific_users',
        user_ids: [withEmail.userId],
        channels: ['in_app', 'email'],
        subject: 'Đổi giờ thi đấu',
        content: 'Trận đấu dời sang 8 giờ.',
      })
    ).json().data;
    await app.services.jobs.runDue();
    const log = await deliveries(created.id);
    expect(log.map((d) => `${d.channel}|${d.status}|${d.skip_reason ?? ''}`).sort()).toEqual([
      'email|skipped|opted_out',
      'in_app|sent|',
    ]);
    await call(app, withEmail, {
      method: 'PUT',
      url: '/api/v1/profile/notification-preferences',
      payload: { email: true, sms: true, zalo_zns: true, push: true },
    });
  });

  it('answers how many a send reaches and how many lack an address per channel', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notifications/recipient-count',
      payload: { recipient_type: 'user_roles', role_ids: [roleId], channels: ['email', 'sms'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 2,
      channels: {
        email: { reachable: 1, missing: 1, provider: true, skipped: { no_address: 1 } },
        sms: { reachable: 0, missing: 2, provider: false, skipped: { no_provider: 2 } },
      },
    });
  });

  it('warns per channel before sending who gets nothing: no provider set up, turned off, no ZNS template', async () => {
    await call(app, withEmail, {
      method: 'PUT',
      url: '/api/v1/profile/notification-preferences',
      payload: { email: false, sms: true, zalo_zns: true, push: true },
    });
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notifications/recipient-count',
      payload: {
        recipient_type: 'user_roles',
        role_ids: [roleId],
        channels: ['in_app', 'email', 'zalo_zns', 'push'],
      },
    });
    await call(app, withEmail, {
      method: 'PUT',
      url: '/api/v1/profile/notification-preferences',
      payload: { email: true, sms: true, zalo_zns: true, push: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 2,
      channels: {
        in_app: { reachable: 2, missing: 0, provider: true, skipped: {} },
        email: { reachable: 0, missing: 2, provider: true, skipped: { opted_out: 1, no_address: 1 } },
        zalo_zns: { reachable: 0, missing: 2, provider: false, skipped: { no_provider: 2 } },
        push: { reachable: 0, missing: 2, provider: false, skipped: { no_provider: 2 } },
      },
    });
  });

  it('counts nobody for a roles send with no role ticked: it is refused, never counted as everyone', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notifications/recipient-count',
      payload: { recipient_type: 'user_roles', role_ids: [], channels: ['in_app'] },
      locale: 'vi',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['role_ids']);
  });

  it('lets a sender pick users, roles and clubs without holding their own view permissions', async () => {
    const senderRole = await createRole(app, admin, ['notification.send']);
    const sender = await createUserAndLogin(app, admin, [senderRole.id]);
    expect((await call(app, sender, { method: 'GET', url: '/api/v1/roles' })).statusCode).toBe(403);
    const roles = await call(app, sender, {
      method: 'GET',
      url: '/api/v1/notifications/recipient-options?kind=roles&search=club_pl',
    });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().data).toEqual(
      [{ id: roleId, label: 'Role 1', detail: 'club_players', members: 2 }].map((option) => ({
        ...option,
        label: expect.any(String),
      })),
    );
    const users = await call(app, sender, {
      method: 'GET',
      url: `/api/v1/notifications/recipient-options?kind=users&search=${encodeURIComponent('tran van binh')}`,
    });
    expect(users.json().data).toEqual([
      { id: withoutEmail.userId, label: 'Trần Văn Bình', detail: `@${withoutEmail.username}`, members: null },
    ]);
    const byIds = await call(app, sender, {
      method: 'GET',
      url: `/api/v1/notifications/recipient-options?kind=users&ids=${withEmail.userId}`,
    });
    expect(byIds.json().data.map((option: { id: number }) => option.id)).toEqual([withEmail.userId]);
  });

  it('refuses a send without channel, recipients or content, in the reader language', async () => {
    const noChannel = await send(toRole({ channels: [] }), 'vi');
    expect(noChannel.statusCode).toBe(422);
    expect(noChannel.json().errors).toEqual({ channels: ['Hãy chọn ít nhất một kênh gửi'] });
    const response = await send({ recipient_type: 'user_roles', role_ids: [], channels: ['email'] }, 'vi');
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.role_ids).toEqual(['Hãy chọn ít nhất một người nhận']);
    expect(errors.content).toEqual(['Hãy chọn một mẫu hoặc nhập nội dung']);
  });

  it('keeps a scheduled send pending until its time, and cancels it', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const created = (await send(toRole({ scheduled_at: at }))).json().data;
    expect(created.scheduled_at).toBe(at);
    await app.services.jobs.runDue();
    expect(await deliveries(created.id)).toEqual([]);
    const cancelled = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/notifications/${created.id}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    // Its job comes due later and finds it cancelled: nothing is sent.
    await app.services.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await app.services.jobs.runDue();
    expect(await deliveries(created.id)).toEqual([]);
    const again = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/notifications/${created.id}/cancel`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('notification.not_cancellable');
  });

  it('refuses a time in the past', async () => {
    const response = await send(toRole({ scheduled_at: '2020-01-01T00:00:00.000Z' }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['scheduled_at']);
  });

  it('writes each reader in their language from a template, English standing in for a missing Vietnamese text', async () => {
    const vietnamese = await login(app, withEmail.username, 'Secret123', 'vi');
    expect(vietnamese.accessToken).toBeTruthy();
    const template = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notification-templates',
      payload: {
        name: 'Nhắc lịch thi đấu',
        type: 'email',
        category: 'match',
        translations: {
          en: { subject: 'Match at {{ court }}', content: 'Your match is at {{ court }}.' },
          vi: { subject: 'Trận đấu tại {{ court }}', content: 'Trận của bạn diễn ra tại {{ court }}.' },
        },
        variables: [{ name: 'court', sample: 'Sân Thảo Điền' }],
      },
    });
    expect(template.statusCode).toBe(201);
    const before = smtp.received.length;
    const created = (
      await send({
        recipient_type: 'specific_users',
        user_ids: [withEmail.userId],
        channels: ['email'],
        template_id: template.json().data.id,
        data: { court: 'Sân Rạch Miễu' },
      })
    ).json().data;
    await app.services.jobs.runDue();
    expect((await deliveries(created.id))[0]?.status).toBe('sent');
    expect(smtp.received.slice(before).map((mail) => mail.subject)).toEqual(['Trận đấu tại Sân Rạch Miễu']);
  });
});

describe('providers and failover', () => {
  it('never answers a secret, keeps it when an edit leaves it blank, and keeps it out of the audit trail', async () => {
    const created = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notification-providers',
      payload: {
        name: 'SMTP chính',
        type: 'email',
        priority: 5,
        config: {
          host: '127.0.0.1',
          port: smtp.port,
          password: 'mat-khau-bi-mat',
          encryption: 'none',
          from_address: 'club@example.vn',
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const provider = created.json().data;
    expect(JSON.stringify(provider)).not.toContain('mat-khau-bi-mat');
    expect(provider.secrets).toEqual({ password: true });
    const edited = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/notification-providers/${provider.id}`,
      payload: {
        name: 'SMTP chính',
        type: 'email',
        priority: 5,
        enabled: false,
        config: {
          host: '127.0.0.1',
          port: smtp.port,
          password: '',
          encryption: 'none',
          from_address: 'club@example.vn',
        },
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.secrets).toEqual({ password: true });
    const stored = await app.services.db
      .selectFrom('notification_providers')
      .select('secrets')
      .where('id', '=', provider.id)
      .executeTakeFirstOrThrow();
    expect(stored.secrets).not.toContain('mat-khau');
    const audit = await app.services.db
      .selectFrom('audit_logs')
      .select(['old_values', 'new_values'])
      .where('model', '=', 'notification_provider')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toContain('mat-khau-bi-mat');
  });

  it('answers Invalid JSON format for a raw config that is not JSON', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notification-providers',
      payload: { name: 'Webhook', type: 'webhook', config: '{"url": ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.config).toEqual(['Invalid JSON format']);
  });

  it('fails over to the next provider when the first cannot be reached, and the log says which delivered', async () => {
    const dead = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notification-providers',
      payload: {
        name: 'SMTP hỏng',
        type: 'email',
        priority: 1,
        config: { host: '127.0.0.1', port: 1, encryption: 'none', from_address: 'club@example.vn' },
      },
    });
    const backup = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notification-providers',
      payload: {
        name: 'SMTP dự phòng',
        type: 'email',
        priority: 2,
        config: { host: '127.0.0.1', port: smtp.port, encryption: 'none', from_address: 'club@example.vn' },
      },
    });
    expect(dead.statusCode).toBe(201);
    expect(backup.statusCode).toBe(201);
    const created = (await send(toRole({ channels: ['email'] }))).json().data;
    await app.services.jobs.runDue();
    const sent = (await deliveries(created.id)).filter((d) => d.status === 'sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.provider?.name).toBe('SMTP dự phòng');
    for (const provider of [dead, backup])
      await call(app, admin, {
        method: 'DELETE',
        url: `/api/v1/notification-providers/${provider.json().data.id}`,
      });
  });

  it('retries failed deliveries from the log', async () => {
    const rejecting = await startFakeSmtp();
    rejecting.rejectRecipient(`${withEmail.username}@example.com`);
    const provider = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/v1/notification-providers',
        payload: {
          name: 'SMTP từ chối',
          type: 'email',
          config: {
            host: '127.0.0.1',
            port: rejecting.port,
            encryption: 'none',
            from_address: 'club@example.vn',
          },
        },
      })
    ).json().data;
    const created = (await send(toRole({ channels: ['email'] }))).json().data;
    await app.services.jobs.runDue();
    const failed = (await deliveries(created.id, '&status=failed'))[0];
    expect(failed?.error).toMatch(/550/);
    expect(
      (await call(app, admin, { method: 'GET', url: `/api/v1/notifications/${created.id}` })).json().data
        .status,
    ).toBe('failed');
    // The provider's settings are fixed (pointed at a server that takes the address), then retried.
    await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/notification-providers/${provider.id}`,
      payload: {
        name: 'SMTP từ chối',
        type: 'email',
        config: { host: '127.0.0.1', port: smtp.port, encryption: 'none', from_address: 'club@example.vn' },
      },
    });
    const retried = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/notifications/${created.id}/retry`,
      payload: {},
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.retried).toBe(1);
    await app.services.jobs.runDue();
    expect((await deliveries(created.id, '&status=sent')).length).toBe(1);
    const none = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/notifications/${created.id}/retry`,
      payload: {},
    });
    expect(none.json().code).toBe('notification.nothing_to_retry');
    await call(app, admin, { method: 'DELETE', url: `/api/v1/notification-providers/${provider.id}` });
    await rejecting.close();
  });

  it('tests a saved provider with a real message, and a failed test marks it unhealthy', async () => {
    const provider = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/v1/notification-providers',
        payload: {
          name: 'SMTP thử',
          type: 'email',
          enabled: false,
          config: { host: '127.0.0.1', port: smtp.port, encryption: 'none', from_address: 'club@example.vn' },
        },
      })
    ).json().data;
    expect(provider.health).toBe('unknown');
    const missing = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/notification-providers/${provider.id}/test`,
      payload: {},
    });
    expect(missing.json().code).toBe('provider.test_address_required');
    const before = smtp.received.length;
    const ok = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/notification-providers/${provider.id}/test`,
      payload: { address: 'tester@example.vn' },
      locale: 'vi',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.last_test).toMatchObject({ ok: true, address: 'tester@example.vn' });
    expect(smtp.received.slice(before).map((mail) => mail.subject)).toEqual(['Tin thử từ Pickleball']);

    await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/notification-providers/${provider.id}`,
      payload: {
        name: 'SMTP thử',
        type: 'email',
        enabled: false,
        config: { host: '127.0.0.1', port: 1, encryption: 'none', from_address: 'club@example.vn' },
      },
    });
    const failed = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/notification-providers/${provider.id}/test`,
      payload: { address: 'tester@example.vn' },
    });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().code).toBe('provider.test_failed');
    const after = (
      await call(app, admin, { method: 'GET', url: `/api/v1/notification-providers/${provider.id}` })
    ).json().data;
    expect(after.health).toBe('unhealthy');
    expect(after.last_test.ok).toBe(false);
  });
});
