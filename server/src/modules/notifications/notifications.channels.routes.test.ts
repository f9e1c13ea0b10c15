import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWebhookSecret } from '../../integrations/channels/webhook-client';
import { createZnsClient } from '../../integrations/channels/zns-client';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { startFakeEsms } from '../../testing/fake-esms';
import { startFakeFcm } from '../../testing/fake-fcm';
import { startFakeWebhookReceiver } from '../../testing/fake-webhook-receiver';
import { startFakeZalo } from '../../testing/fake-zalo';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { providerBox } from './notifications.provider-secrets';
import { createDbZnsTokenStore } from './notifications.zns-token-store';

let app: FastifyInstance;
let admin: Session;
let fcm: Awaited<ReturnType<typeof startFakeFcm>>;
let esms: Awaited<ReturnType<typeof startFakeEsms>>;
let roleId: number;
let player: Session & { username: string };

const serviceAccount = () =>
  JSON.stringify({
    type: 'service_account',
    project_id: fcm.projectId,
    private_key_id: 'key-1',
    private_key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }),
    client_email: `push@${fcm.projectId}.iam.gserviceaccount.com`,
    client_id: '1',
    token_uri: 'https://oauth2.googleapis.com/token',
  });

beforeAll(async () => {
  fcm = await startFakeFcm();
  esms = await startFakeEsms();
  app = await createTestApp(
    { publicUrl: 'https://pickleball.example.vn' },
    { channelOptions: { push: fcm.clientOptions() } },
  );
  admin = await loginAsAdmin(app);
  roleId = (await createRole(app, admin, ['match.view'], 'court_side')).id;
  player = await createUserAndLogin(app, admin, [roleId], { name: 'Lê Minh Khoa', phone: '0987 654 321' });
});
afterAll(async () => {
  await app.close();
  await esms.close();
  await fcm.close();
});

async function provider(payload: Record<string, unknown>) {
  const response = await call(app, admin, { method: 'POST', url: '/api/v1/notification-providers', payload });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
}

async function sendAndRun(channels: string[]) {
  const response = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/notifications',
    payload: {
      recipient_type: 'specific_users',
      user_ids: [player.userId],
      channels,
      category: 'match',
      subject: 'Trận đấu bắt đầu',
      content: 'Sân 3 đã sẵn sàng.',
    },
  });
  expect(response.statusCode).toBe(201);
  await app.services.jobs.runDue();
  const id = response.json().data.id as number;
  return (await call(app, admin, { method: 'GET', url: `/api/v1/notifications/${id}/deliveries` })).json()
    .data as {
    channel: string;
    status: string;
    address: string | null;
    error: string | null;
    provider: { name: string } | null;
  }[];
}

describe('delivery through each channel provider', () => {
  it('pushes to a device through Firebase, and disables a token FCM reports unregistered', async () => {
    await provider({
      name: 'Firebase',
      type: 'firebase',
      config: { project_id: fcm.projectId, service_account_json: serviceAccount() },
    });
    const token = `fcm-token-${'a'.repeat(140)}`;
    const registered = await call(app, player, {
      method: 'POST',
      url: '/api/v1/profile/push-tokens',
      payload: { token, platform: 'android' },
    });
    expect(registered.statusCode).toBe(200);

    const first = await sendAndRun(['push']);
    expect(first.map((d) => d.status)).toEqual(['sent']);
    expect(fcm.delivered.at(-1)).toMatchObject({ token, data: { category: 'match' } });

    fcm.unregister(token);
    const second = await sendAndRun(['push']);
    expect(second[0]?.status).toBe('failed');
    const stored = await app.services.db
      .selectFrom('push_tokens')
      .select(['enabled'])
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(Boolean(stored.enabled)).toBe(false);
    // With no working device left, the next send skips push for this player: no address.
    const third = await sendAndRun(['push']);
    expect(third[0]).toMatchObject({ status: 'skipped' });
  });

  it('sends a brand-name SMS to the normalised number, masked in the log', async () => {
    await provider({
      name: 'eSMS',
      type: 'sms',
      config: { api_url: esms.url, api_key: 'esms-key', secret_key: 'esms-secret', brand_name: 'PICKLEBALL' },
    });
    const log = await sendAndRun(['sms']);
    expect(log[0]).toMatchObject({ status: 'sent', address: '+8498•••4321', provider: { name: 'eSMS' } });
    expect(esms.sent.at(-1)?.content).toBe('Sân 3 đã sẵn sàng.');
  });

  it('turns a sent SMS into delivered when eSMS reports it to the signed address, and refuses a forged report', async () => {
    await sendAndRun(['sms']);
    const request = esms.requests.at(-1);
    const callback = new URL(String(request?.CallbackUrl));
    expect(callback.origin).toBe('https://pickleball.example.vn');
    const smsId = esms.sent.at(-1)?.smsId;
    const forged = callback.pathname.replace(/\/[^/]+$/, `/${'A'.repeat(32)}`);
    const refused = await app.inject({
      method: 'GET',
      url: `${forged}?SMSID=${smsId}&SendStatus=5&SendSuccess=1`,
    });
    expect(refused.statusCode).toBe(404);
    const reported = await app.inject({
      method: 'GET',
      url: `${callback.pathname}?SMSID=${smsId}&SendStatus=5&SendSuccess=1&SendFailed=0&TotalPrice=700&telcoid=1`,
    });
    expect(reported.statusCode).toBe(200);
    const id = Number(callback.pathname.split('/').at(-2));
    const row = await app.services.db
      .selectFrom('notification_deliveries')
      .select(['status', 'delivered_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('delivered');
    expect(row.delivered_at).not.toBeNull();
  });

  it('verifies a phone with the 6-digit code it received, counting wrong tries', async () => {
    const sent = await call(app, player, {
      method: 'POST',
      url: '/api/v1/profile/phone/verification',
      locale: 'vi',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.channel).toBe('sms');
    const code = /\b(\d{6})\b/.exec(String(esms.sent.at(-1)?.content))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call(app, player, {
      method: 'POST',
      url: '/api/v1/profile/phone/verify',
      payload: { code: wrong },
      locale: 'vi',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'phone.code_invalid',
      message: 'Mã không đúng. Còn 4 lần thử',
    });
    const ok = await call(app, player, {
      method: 'POST',
      url: '/api/v1/profile/phone/verify',
      payload: { code },
    });
    expect(ok.statusCode).toBe(200);
    const profile = (await call(app, player, { method: 'GET', url: '/api/v1/profile' })).json().data;
    expect(profile.phone_verified).toBe(true);
    const again = await call(app, player, { method: 'POST', url: '/api/v1/profile/phone/verification' });
    expect(again.json().code).toBe('phone.already_verified');
  });

  it('posts a signed event to a webhook, one delivery per endpoint', async () => {
    const secret = generateWebhookSecret();
    const receiver = await startFakeWebhookReceiver({ secret });
    await provider({ name: 'CRM', type: 'webhook', config: { url: receiver.url, signing_secret: secret } });
    const log = await sendAndRun(['webhook']);
    expect(log).toHaveLength(1);
    expect(log[0]?.status).toBe('sent');
    expect(receiver.rejected).toEqual([]);
    expect(receiver.received.at(-1)?.event).toMatchObject({
      type: 'notification.match',
      data: { subject: 'Trận đấu bắt đầu', content: 'Sân 3 đã sẵn sàng.' },
    });
    await receiver.close();
  });
});

describe('Zalo ZNS tokens kept in the database', () => {
  it('refreshes an expired token once, however many workers send at the same moment', async () => {
    const zalo = await startFakeZalo();
    const tokens = zalo.issueTokens();
    const saved = await call(app, admin, {
      method: 'PUT',
      url: '/api/v1/zalo-zns',
      payload: {
        config: {
          app_id: 'zalo-app',
          secret_key: 'zalo-secret',
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          access_token_expires_at: new Date(Date.now() - 60_000).toISOString(),
          template_id: '246810',
          api_url: zalo.url,
          oauth_url: zalo.url,
        },
        category_templates: { match: '246810' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const providerId = saved.json().data.provider.id as number;
    expect(JSON.stringify(saved.json())).not.toContain(tokens.refresh_token);

    // Two workers (two clients, two stores over the same database) with ten sends each.
    const box = providerBox(app.services);
    const workers = [0, 1].map(() =>
      createZnsClient(
        { app_id: 'zalo-app', secret_key: 'zalo-secret', api_url: zalo.url, oauth_url: zalo.url },
        createDbZnsTokenStore(app.services.db, box, providerId),
      ),
    );
    const outcomes = await Promise.all(
      workers.flatMap((client, worker) =>
        Array.from({ length: 10 }, (_, index) =>
          client.send({
            phone: '+84987654321',
            templateId: '246810',
            templateData: { customer_name: 'Khoa', match_time: '19:00' },
            trackingId: `w${worker}-${index}`,
          }),
        ),
      ),
    );
    expect(outcomes.every((outcome) => outcome.kind === 'sent')).toBe(true);
    expect(zalo.counters.refreshes).toBe(1);
    expect(zalo.counters.refreshReuses).toBe(0);
    const page = (await call(app, admin, { method: 'GET', url: '/api/v1/zalo-zns' })).json().data;
    expect(Date.parse(page.access_token_expires_at)).toBeGreaterThan(Date.now());
    await Promise.all(workers.map((client) => client.close()));
    await zalo.close();
  });
});

describe('Zalo ZNS template parameters mapped to our variables', () => {
  it('fills each ZNS parameter from the variable mapped to it, and refuses a mapping of an unused template', async () => {
    const zalo = await startFakeZalo({ templates: { '135790': ['customer_name', 'match_time'] } });
    const tokens = zalo.issueTokens();
    const config = {
      app_id: 'zalo-app',
      secret_key: 'zalo-secret',
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      access_token_expires_at: tokens.expires_at,
      api_url: zalo.url,
      oauth_url: zalo.url,
    };
    const unknown = await call(app, admin, {
      method: 'PUT',
      url: '/api/v1/zalo-zns',
      payload: {
        config,
        category_templates: { match: '135790' },
        template_params: { '999999': { customer_name: 'player_name' } },
      },
      locale: 'vi',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['template_params.999999']).toEqual([
      'Mẫu ZNS này không được dùng cho danh mục nào và cũng không phải mẫu mặc định',
    ]);
    const saved = await call(app, admin, {
      method: 'PUT',
      url: '/api/v1/zalo-zns',
      payload: {
        config,
        category_templates: { match: '135790' },
        template_params: { '135790': { customer_name: 'player_name', match_time: 'start_time' } },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.template_params).toEqual({
      '135790': { customer_name: 'player_name', match_time: 'start_time' },
    });

    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notifications',
      payload: {
        recipient_type: 'specific_users',
        user_ids: [player.userId],
        channels: ['zalo_zns'],
        category: 'match',
        subject: 'Trận đấu bắt đầu',
        content: 'Sân 3 đã sẵn sàng lúc {{ start_time }}.',
        data: { player_name: 'Lê Minh Khoa', start_time: '19:00' },
      },
    });
    expect(response.statusCode).toBe(201);
    await app.services.jobs.runDue();
    const id = response.json().data.id as number;
    const log = (
      await call(app, admin, { method: 'GET', url: `/api/v1/notifications/${id}/deliveries` })
    ).json().data as { channel: string; status: string; error: string | null }[];
    expect(log).toEqual([expect.objectContaining({ channel: 'zalo_zns', status: 'sent', error: null })]);
    expect(zalo.sent.at(-1)).toMatchObject({
      phone: '84987654321',
      templateId: '135790',
      templateData: { customer_name: 'Lê Minh Khoa', match_time: '19:00' },
    });
    await zalo.close();
  });
});
