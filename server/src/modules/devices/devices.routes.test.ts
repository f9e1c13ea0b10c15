import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { startFakeFcm } from '../../testing/fake-fcm';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let fcm: Awaited<ReturnType<typeof startFakeFcm>>;
let player: Session & { username: string };
let viewer: Session & { username: string };
let baseUrl: string;
const clients = new TestRealtimeClients();

beforeAll(async () => {
  fcm = await startFakeFcm();
  app = await createTestApp({}, { channelOptions: { push: fcm.clientOptions() } });
  admin = await loginAsAdmin(app);
  player = await createUserAndLogin(app, admin, [], { name: 'Trần Thị Hồng Nhung' });
  viewer = await createUserAndLogin(app, admin, [(await createRole(app, admin, ['device.view'])).id]);
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
  await fcm.close();
});

let serial = 0;
const phone = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: 'Galaxy A54 của Nhung',
    platform: 'android',
    os_version: '14',
    app_version: '2.3.1',
    manufacturer: 'Samsung',
    model: 'SM-A546E',
    serial_number: `R58W${serial}0ABCD${Math.random().toString(36).slice(2, 6)}`,
    ...overrides,
  };
};

async function register(
  session: Session,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return call(app, session, { method: 'POST', url: '/api/v1/me/devices', payload: body, headers });
}

async function firebaseProvider() {
  const serviceAccount = JSON.stringify({
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
  const response = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/notification-providers',
    payload: {
      name: 'Firebase',
      type: 'firebase',
      config: { project_id: fcm.projectId, service_account_json: serviceAccount },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function pushTo(userId: number) {
  const response = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/notifications',
    payload: {
      recipient_type: 'specific_users',
      user_ids: [userId],
      channels: ['push'],
      category: 'club',
      subject: 'Lịch tập thứ Bảy',
      content: 'Sân 2, 6 giờ sáng.',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  await app.services.jobs.runDue();
  const id = response.json().data.id as number;
  return (await call(app, admin, { method: 'GET', url: `/api/v1/notifications/${id}/deliveries` })).json()
    .data as { status: string; skip_reason: string | null }[];
}

describe('devices from the mobile app', () => {
  it('registers a phone once by its serial number, refreshes it on the next registration and reports activity', async () => {
    const body = phone({ mac_address: '00-1a-2b-3c-4d-5e' });
    const first = await register(player, body);
    expect(first.statusCode, first.body).toBe(200);
    const device = first.json().data;
    expect(device).toMatchObject({
      status: 'active',
      platform: 'android',
      mac_address: '00:1A:2B:3C:4D:5E',
      user: { id: player.userId },
      has_push_token: false,
    });
    expect(device.ip_address).toBeTruthy();

    const again = await register(player, { ...body, app_version: '2.4.0' });
    expect(again.json().data).toMatchObject({ id: device.id, app_version: '2.4.0' });

    const activity = await call(app, player, {
      method: 'POST',
      url: `/api/v1/me/devices/${device.id}/activity`,
      payload: { app_version: '2.4.1' },
    });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json().data.app_version).toBe('2.4.1');
    expect(Date.parse(activity.json().data.last_active_at)).toBeGreaterThanOrEqual(
      Date.parse(device.last_active_at),
    );

    const mine = await call(app, player, { method: 'GET', url: '/api/v1/me/devices' });
    expect(mine.json().data.map((row: { id: number }) => row.id)).toContain(device.id);

    // Another player cannot report for this phone.
    const other = await createUserAndLogin(app, admin);
    const foreign = await call(app, other, {
      method: 'POST',
      url: `/api/v1/me/devices/${device.id}/activity`,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('pushes only to active devices: a blocked phone gets nothing and its calls are refused, until activated', async () => {
    await firebaseProvider();
    const owner = await createUserAndLogin(app, admin, [], { name: 'Phạm Quốc Bảo' });
    const token = `fcm-${'b'.repeat(150)}`;
    const registered = await register(owner, phone({ push_token: token }));
    const device = registered.json().data;
    expect(device.has_push_token).toBe(true);

    expect((await pushTo(owner.userId)).map((row) => row.status)).toEqual(['sent']);
    expect(fcm.delivered.at(-1)).toMatchObject({ token });

    const tooShort = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/devices/${device.id}/block`,
      payload: { reason: '' },
      locale: 'vi',
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.reason).toEqual(['Trường này là bắt buộc']);

    const blocked = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/devices/${device.id}/block`,
      payload: { reason: 'Điện thoại bị mất, chủ máy báo ngày 20/11' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toMatchObject({
      status: 'blocked',
      block_reason: 'Điện thoại bị mất, chủ máy báo ngày 20/11',
      blocked_by: { username: 'admin' },
    });
    const twice = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/devices/${device.id}/block`,
      payload: { reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('device.invalid_transition');

    // No push to the blocked phone: the player has no other device, so push is skipped.
    const delivered = fcm.delivered.length;
    expect(await pushTo(owner.userId)).toMatchObject([{ status: 'skipped', skip_reason: 'no_address' }]);
    expect(fcm.delivered.length).toBe(delivered);

    // Any call naming the blocked device is refused, and it cannot register its way out.
    const refused = await call(app, owner, {
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { 'x-device-id': String(device.id) },
      locale: 'vi',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'device.blocked',
      message: 'Thiết bị này đã bị chặn. Vui lòng liên hệ ban quản lý cộng đồng.',
    });
    expect((await call(app, owner, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200);
    const reRegister = await register(owner, { ...phone(), serial_number: device.serial_number });
    expect(reRegister.json().code).toBe('device.blocked');
    const activity = await call(app, owner, {
      method: 'POST',
      url: `/api/v1/me/devices/${device.id}/activity`,
      payload: {},
    });
    expect(activity.json().code).toBe('device.blocked');

    // Editing a blocked device cannot change its status: activate does, with its reason audited.
    const edit = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/devices/${device.id}`,
      payload: { name: device.name, platform: 'android', status: 'active' },
    });
    expect(edit.json().code).toBe('device.use_activate');
    const activated = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/devices/${device.id}/activate`,
      payload: { reason: 'Đã tìm lại được máy' },
    });
    expect(activated.json().data).toMatchObject({ status: 'active', block_reason: null });
    expect((await pushTo(owner.userId)).map((row) => row.status)).toEqual(['sent']);

    const audit = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/audit?model=device&record_id=${device.id}&per_page=50`,
    });
    const actions = audit
      .json()
      .data.map((row: { new_values: { action?: string; reason?: string } | null }) => row.new_values)
      .filter(
        (values: { action?: string } | null) => values?.action === 'block' || values?.action === 'activate',
      );
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'block', reason: 'Điện thoại bị mất, chủ máy báo ngày 20/11' }),
        expect.objectContaining({ action: 'activate', reason: 'Đã tìm lại được máy' }),
      ]),
    );
  });

  it('never hands a phone to another user who only knows its serial number: they get a record of their own', async () => {
    const owner = await createUserAndLogin(app, admin);
    const intruder = await createUserAndLogin(app, admin);
    const body = phone({ push_token: `fcm-owner-${'a'.repeat(140)}` });
    const owned = (await register(owner, body)).json().data;
    const own = { ...body, push_token: `fcm-intruder-${'b'.repeat(140)}` };
    const taken = await register(intruder, own);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ user: { id: intruder.userId }, serial_number: null });
    expect(taken.json().data.id).not.toBe(owned.id);
    // The owner's phone is untouched, its push token with it.
    const shown = (await call(app, admin, { method: 'GET', url: `/api/v1/devices/${owned.id}` })).json().data;
    expect(shown).toMatchObject({
      user: { id: owner.userId },
      serial_number: body.serial_number,
      has_push_token: true,
    });
    // Registering again finds the intruder's own record by its push token: no pile of records.
    expect((await register(intruder, own)).json().data.id).toBe(taken.json().data.id);
    const theirs = (await call(app, intruder, { method: 'GET', url: '/api/v1/me/devices' })).json().data;
    expect(theirs.map((device: { id: number }) => device.id)).toEqual([taken.json().data.id]);
  });

  it('moves a phone to a new user once its owner signed out of it, or to whoever sends its push token', async () => {
    const first = await createUserAndLogin(app, admin);
    const second = await createUserAndLogin(app, admin);
    const third = await createUserAndLogin(app, admin);
    const body = phone();
    const device = (await register(first, body)).json().data;
    expect(
      (await call(app, first, { method: 'DELETE', url: `/api/v1/me/devices/${device.id}` })).statusCode,
    ).toBe(200);
    const token = `fcm-second-${'d'.repeat(140)}`;
    const moved = (await register(second, { ...body, push_token: token })).json().data;
    expect(moved).toMatchObject({ id: device.id, user: { id: second.userId }, status: 'active' });
    // The third holds the phone: the push token it has now proves it.
    const proven = (await register(third, { ...body, push_token: token })).json().data;
    expect(proven).toMatchObject({
      id: device.id,
      user: { id: third.userId },
      serial_number: body.serial_number,
    });
  });

  it('signs a phone out of push: deleted, token gone', async () => {
    const owner = await createUserAndLogin(app, admin);
    const device = (await register(owner, phone({ push_token: `fcm-${'c'.repeat(150)}` }))).json().data;
    const out = await call(app, owner, { method: 'DELETE', url: `/api/v1/me/devices/${device.id}` });
    expect(out.statusCode).toBe(200);
    const shown = (await call(app, admin, { method: 'GET', url: `/api/v1/devices/${device.id}` })).json()
      .data;
    expect(shown).toMatchObject({ status: 'deleted', has_push_token: false });
  });
});

describe('devices for staff', () => {
  it('validates MAC and IP addresses and unique serial numbers, in the request language', async () => {
    const bad = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/devices',
      payload: { name: 'Máy tính bảng sân 1', mac_address: '00:1A:2B:3C:4D', ip_address: '256.1.1.1' },
      locale: 'vi',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      mac_address: ['Nhập địa chỉ MAC dạng 00:1A:2B:3C:4D:5E'],
      ip_address: ['Nhập địa chỉ IPv4 hoặc IPv6 hợp lệ'],
    });
    const good = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/devices',
      payload: {
        name: 'Máy tính bảng sân 1',
        serial_number: 'TAB-SAN-1',
        ip_address: '2001:DB8::1',
        mac_address: 'a0b1c2d3e4f5',
        user_id: player.userId,
      },
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().data).toMatchObject({
      ip_address: '2001:db8::1',
      mac_address: 'A0:B1:C2:D3:E4:F5',
      status: 'active',
      platform: 'other',
    });
    const duplicate = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/devices',
      payload: { name: 'Một máy khác', serial_number: 'TAB-SAN-1' },
      locale: 'vi',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ serial_number: ['Số sê-ri này đã được đăng ký'] });
  });

  it('lists with search without diacritics, filters and statistics, and tells watchers live', async () => {
    const watcher = clients.open(baseUrl, viewer.accessToken);
    await watcher.connected();
    expect((await watcher.subscribe(['resource:devices'])).joined).toEqual(['resource:devices']);
    const device = (
      await register(player, phone({ name: 'iPhone 15 của Nhung', platform: 'ios', app_version: '3.0.0' }))
    ).json().data;
    await watcher.waitFor<{ id: number }>(
      'device.updated',
      (data) => data.id === device.id,
      'the registered phone',
    );
    const found = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/devices?search=nhung&platform=ios',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.every((row: { platform: string }) => row.platform === 'ios')).toBe(true);
    expect(found.json().data.some((row: { name: string }) => row.name === 'iPhone 15 của Nhung')).toBe(true);

    const recent = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/devices?recently_active=true&per_page=100',
    });
    expect(
      recent.json().data.every((row: { last_active_at: string | null }) => row.last_active_at !== null),
    ).toBe(true);

    const stats = (await call(app, viewer, { method: 'GET', url: '/api/v1/devices/stats' })).json().data;
    const listed = (await call(app, viewer, { method: 'GET', url: '/api/v1/devices?per_page=100' })).json();
    expect(stats.total).toBe(listed.meta.total);
    expect(stats.by_platform.ios).toBeGreaterThanOrEqual(1);
    expect(stats.by_app_version.some((row: { version: string }) => row.version === '3.0.0')).toBe(true);
    expect(stats.recently_active).toBeGreaterThanOrEqual(1);

    const filters = (await call(app, viewer, { method: 'GET', url: '/api/v1/devices/filters' })).json().data;
    expect(filters.app_versions).toContain('3.0.0');
    expect(filters.app_versions.indexOf('3.0.0')).toBeLessThan(filters.app_versions.indexOf('2.3.1'));

    const viewerCannotBlock = await call(app, viewer, {
      method: 'POST',
      url: `/api/v1/devices/${listed.data[0].id}/block`,
      payload: { reason: 'Thử chặn' },
    });
    expect(viewerCannotBlock.statusCode).toBe(403);
  });

  it('finds owners for the form by name without diacritics, for those who may create or edit devices', async () => {
    const found = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/devices/owner-candidates?search=hong nhung',
    });
    expect(found.json().data).toEqual([
      { id: player.userId, name: 'Trần Thị Hồng Nhung', username: player.username },
    ]);
    const refused = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/devices/owner-candidates?search=nhung',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('exports the filtered list', async () => {
    const response = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/devices/export?format=csv',
      locale: 'vi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\n')[0]).toContain('Số sê-ri');
  });

  it('deletes a device for good', async () => {
    const device = (await register(player, phone())).json().data;
    const removed = await call(app, admin, { method: 'DELETE', url: `/api/v1/devices/${device.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await call(app, admin, { method: 'GET', url: `/api/v1/devices/${device.id}` })).statusCode).toBe(
      404,
    );
  });
});
