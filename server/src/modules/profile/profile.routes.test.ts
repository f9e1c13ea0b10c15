import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin, DEFAULT_PASSWORD } from '../../testing/factories';
import { startFakeDupr } from '../../testing/fake-dupr';
import { multipartFile } from '../../testing/multipart';
import { call, createTestApp, login, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let dupr: Awaited<ReturnType<typeof startFakeDupr>>;

beforeAll(async () => {
  dupr = await startFakeDupr();
  dupr.addPlayer('an.nguyen@example.com', 'DuprPass1', {
    id: 4578,
    fullName: 'Nguyễn Văn An',
    singles: '4.125',
    doubles: '3.864',
  });
  app = await createTestApp({ duprBaseUrl: dupr.url });
  admin = await loginAsAdmin(app);
});
afterAll(async () => {
  await app.close();
  await dupr.close();
});

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nguyễn Văn An',
  email: null,
  phone: null,
  date_of_birth: '1990-04-30',
  gender: 'male',
  country_code: 'VN',
  province_code: '79',
  ward_code: '26743',
  address_detail: '12 Lê Lợi',
  bio: 'Thích chơi đôi',
  weight_kg: 70,
  height_cm: 175,
  rankpoint_type: 'blue',
  single_point: 3.5,
  double_point: null,
  ...overrides,
});

const put = (session: Session, payload: Record<string, unknown>, locale?: string) =>
  call(app, session, { method: 'PUT', url: '/api/v1/profile', payload, ...(locale ? { locale } : {}) });

describe('my profile', () => {
  it('shows the official rating beside, not instead of, the points of the profile', async () => {
    const me = await createUserAndLogin(app, admin);
    expect((await put(me, profileInput({ single_point: 4.25 }))).statusCode).toBe(200);
    const unrated = (await call(app, me, { method: 'GET', url: '/api/v1/profile' })).json().data;
    expect(unrated.official_rating).toBeNull();
    const created = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/rankpoints',
      payload: {
        user_id: me.userId,
        type: 'blue',
        match_type: 'singles',
        rating: 3.8,
        change_reason: 'Đánh giá ban đầu',
      },
    });
    expect(created.statusCode).toBe(201);
    const profile = (await call(app, me, { method: 'GET', url: '/api/v1/profile' })).json().data;
    expect(profile.single_point).toBe(4.25);
    expect(profile.official_rating).toMatchObject({
      rankpoint_id: created.json().data.id,
      type: 'blue',
      status: 'active',
      single_rating: 3.8,
      double_rating: null,
    });
  });

  it('saves every field, computes the BMI and its category, and reports completion', async () => {
    const me = await createUserAndLogin(app, admin);
    const before = (await call(app, me, { method: 'GET', url: '/api/v1/profile/completion' })).json().data;
    expect(before.missing).toContain('date_of_birth');
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: 'orange' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('me.png', png, 'image/png');
    const avatar = (
      await call(app, me, {
        method: 'POST',
        url: '/api/v1/uploads/images?purpose=user_avatar',
        payload,
        headers,
      })
    ).json().data;
    const saved = await put(
      me,
      profileInput({ avatar: avatar.id, email: `${me.username}@example.com`, phone: '0912345678' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      user: { name: 'Nguyễn Văn An', phone: '0912345678' },
      province_code: '79',
      ward_code: '26743',
      bmi: 22.9,
      bmi_category: 'normal',
      rankpoint_type: 'blue',
      single_point: 3.5,
      avatar: { id: avatar.id },
      dupr: { connected: false },
    });
    expect((await call(app, me, { method: 'GET', url: '/api/v1/profile/completion' })).json().data).toEqual({
      percent: 100,
      missing: [],
    });
    expect((await put(me, profileInput({ weight_kg: 100, height_cm: 170 }))).json().data.bmi_category).toBe(
      'obese',
    );
  });

  it("checks the rank point section and the address, with SPEC §5's messages", async () => {
    const me = await createUserAndLogin(app, admin);
    const none = await put(me, profileInput({ single_point: null, double_point: null }), 'vi');
    expect(none.json().errors.single_point).toEqual(['Hãy bật ít nhất một trong điểm đơn hoặc điểm đôi']);
    const low = await put(me, profileInput({ double_point: 1.9 }));
    expect(low.json().errors.double_point).toEqual(['Rating must be at least 2.000']);
    const wrongWard = await put(me, profileInput({ province_code: '01' }));
    expect(wrongWard.json().errors.ward_code).toEqual(['This value is not valid']);
    const abroad = await put(
      me,
      profileInput({ country_code: 'FR', province_code: '79', address: '10 rue de Rivoli, Paris' }),
    );
    expect(abroad.json().data).toMatchObject({
      country_code: 'FR',
      province_code: null,
      ward_code: null,
      address: '10 rue de Rivoli, Paris',
    });
    const heavy = await put(me, profileInput({ weight_kg: 400 }));
    expect(heavy.json().errors.weight_kg).toEqual(['Cannot exceed 300']);
  });

  it('changes the username (unique, audited)', async () => {
    const me = await createUserAndLogin(app, admin);
    const other = await createUserAndLogin(app, admin);
    const taken = await call(app, me, {
      method: 'PUT',
      url: '/api/v1/profile/username',
      payload: { username: other.username },
    });
    expect(taken.json().errors.username).toEqual(['This username is already taken']);
    const bad = await call(app, me, {
      method: 'PUT',
      url: '/api/v1/profile/username',
      payload: { username: 'a b' },
    });
    expect(bad.json().errors.username).toEqual([
      'Username may contain only letters, digits, dots and underscores',
      'Username must be 5 to 16 characters',
    ]);
    const changed = await call(app, me, {
      method: 'PUT',
      url: '/api/v1/profile/username',
      payload: { username: 'an.nguyen90' },
    });
    expect(changed.json().data.user.username).toBe('an.nguyen90');
    const audit = (await call(app, admin, { method: 'GET', url: `/api/v1/audit?model=user` })).json().data;
    expect(
      audit.some(
        (entry: { new_values: { username?: string } | null }) => entry.new_values?.username === 'an.nguyen90',
      ),
    ).toBe(true);
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const me = await createUserAndLogin(app, admin);
    const otherDevice = await login(app, me.username, DEFAULT_PASSWORD);
    const wrong = await call(app, me, {
      method: 'PUT',
      url: '/api/v1/profile/password',
      payload: {
        current_password: 'Nope1234',
        password: 'NewSecret123',
        password_confirmation: 'NewSecret123',
      },
    });
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct']);
    const changed = await call(app, me, {
      method: 'PUT',
      url: '/api/v1/profile/password',
      payload: {
        current_password: DEFAULT_PASSWORD,
        password: 'NewSecret123',
        password_confirmation: 'NewSecret123',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(app, otherDevice, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await call(app, me, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200);
    expect((await login(app, me.username, 'NewSecret123')).accessToken).toBeTruthy();
  });

  it('lists countries in the reader language', async () => {
    const vi = (
      await app.inject({ method: 'GET', url: '/api/v1/geo/countries', headers: { 'accept-language': 'vi' } })
    ).json().data;
    expect(vi.find((country: { code: string }) => country.code === 'VN').name).toBe('Việt Nam');
    const en = (await app.inject({ method: 'GET', url: '/api/v1/geo/countries' })).json().data;
    expect(en.find((country: { code: string }) => country.code === 'VN').name).toBe('Vietnam');
    expect(en.length).toBeGreaterThan(240);
  });
});

describe('DUPR connection', () => {
  it('says DUPR is not answering, not that the password is wrong, when DUPR is down or unreachable', async () => {
    const me = await createUserAndLogin(app, admin);
    dupr.goDown();
    const down = await call(app, me, {
      method: 'POST',
      url: '/api/v1/profile/dupr/connect',
      payload: { email: 'an.nguyen@example.com', password: 'DuprPass1' },
      locale: 'vi',
    });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 'dupr.unavailable',
      message: 'DUPR hiện không phản hồi. Vui lòng thử lại sau ít phút.',
    });
    const unreachable = await createTestApp({ duprBaseUrl: 'http://127.0.0.1:9' });
    try {
      const admin2 = await loginAsAdmin(unreachable);
      const response = await call(unreachable, admin2, {
        method: 'POST',
        url: '/api/v1/profile/dupr/connect',
        payload: { email: 'an.nguyen@example.com', password: 'DuprPass1' },
      });
      expect(response.json()).toMatchObject({ code: 'dupr.unavailable' });
      expect(response.json().errors).toBeUndefined();
    } finally {
      await unreachable.close();
    }
    // DUPR answering again and refusing the password: then, and only then, the credentials.
    const refused = await call(app, me, {
      method: 'POST',
      url: '/api/v1/profile/dupr/connect',
      payload: { email: 'an.nguyen@example.com', password: 'not-it' },
      locale: 'vi',
    });
    expect(refused.json()).toMatchObject({
      code: 'dupr.login_failed',
      message: 'Đăng nhập DUPR thất bại: hãy kiểm tra email và mật khẩu',
    });
  });

  it('connects, keeps the tokens encrypted and out of every answer, and syncs the ratings into the profile', async () => {
    const me = await createUserAndLogin(app, admin);
    const wrong = await call(app, me, {
      method: 'POST',
      url: '/api/v1/profile/dupr/connect',
      payload: { email: 'an.nguyen@example.com', password: 'bad' },
    });
    expect(wrong.json()).toMatchObject({
      code: 'dupr.login_failed',
      message: 'DUPR login failed: check your e-mail and password',
    });
    const connected = await call(app, me, {
      method: 'POST',
      url: '/api/v1/profile/dupr/connect',
      payload: { email: 'an.nguyen@example.com', password: 'DuprPass1' },
    });
    expect(connected.json().data).toMatchObject({
      connected: true,
      dupr_id: '4578',
      referral_code: 'REF4578',
      singles: 4.125,
      doubles: 3.864,
    });
    expect(connected.body).not.toMatch(/eyJ|accessToken|refresh/);
    const stored = await app.services.db.selectFrom('dupr_connections').selectAll().executeTakeFirstOrThrow();
    expect(stored.access_token).toMatch(/^v1:/);
    expect(stored.access_token).not.toContain('.');

    dupr.setRatings('an.nguyen@example.com', '4.250', '3.990');
    const synced = await call(app, me, { method: 'POST', url: '/api/v1/profile/dupr/sync' });
    expect(synced.json().data).toMatchObject({
      singles: 4.25,
      doubles: 3.99,
      last_sync_at: expect.any(String),
    });
    expect((await call(app, me, { method: 'GET', url: '/api/v1/profile' })).json().data).toMatchObject({
      single_point: 4.25,
      double_point: 3.99,
    });
    // A type DUPR does not rate leaves the player's own point alone.
    dupr.setRatings('an.nguyen@example.com', 'NR', '4.010');
    await call(app, me, { method: 'POST', url: '/api/v1/profile/dupr/sync' });
    expect((await call(app, me, { method: 'GET', url: '/api/v1/profile' })).json().data).toMatchObject({
      single_point: 4.25,
      double_point: 4.01,
    });
  });

  it('refreshes an expired access token once, then syncs; a revoked refresh token fails with its own message', async () => {
    const me = await createUserAndLogin(app, admin);
    await call(app, me, {
      method: 'POST',
      url: '/api/v1/profile/dupr/connect',
      payload: { email: 'an.nguyen@example.com', password: 'DuprPass1' },
    });
    dupr.expireAccessTokens();
    const calls = dupr.calls.length;
    const synced = await call(app, me, { method: 'POST', url: '/api/v1/profile/dupr/sync' });
    expect(synced.statusCode).toBe(200);
    expect(dupr.calls.slice(calls)).toEqual([
      'GET /user/v1.0/profile',
      'GET /auth/v1.0/refresh',
      'GET /user/v1.0/profile',
    ]);
    dupr.expireAccessTokens();
    dupr.revokeRefreshTokens();
    const failed = await call(app, me, { method: 'POST', url: '/api/v1/profile/dupr/sync', locale: 'vi' });
    expect(failed.json()).toMatchObject({
      code: 'dupr.refresh_failed',
      message: 'Làm mới kết nối DUPR thất bại: vui lòng kết nối lại',
    });
  });

  it('turns a 429 into the minutes to wait, and a malformed answer into a sync failure', async () => {
    const me = await createUserAndLogin(app, admin);
    await call(app, me, {
      method: 'POST',
      url: '/api/v1/profile/dupr/connect',
      payload: { email: 'an.nguyen@example.com', password: 'DuprPass1' },
    });
    dupr.rateLimitNext(150);
    const limited = await call(app, me, { method: 'POST', url: '/api/v1/profile/dupr/sync' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('150');
    expect(limited.json().message).toBe(
      'Too many DUPR requests. Please try again later. You can try again in 3 minutes.',
    );
    dupr.malformNext();
    const malformed = await call(app, me, { method: 'POST', url: '/api/v1/profile/dupr/sync' });
    expect(malformed.json().code).toBe('dupr.sync_failed');
    dupr.goDown();
    const down = await call(app, me, { method: 'POST', url: '/api/v1/profile/dupr/sync', locale: 'vi' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 'dupr.unavailable',
      message: 'DUPR hiện không phản hồi. Vui lòng thử lại sau ít phút.',
    });
    const disconnected = await call(app, me, { method: 'DELETE', url: '/api/v1/profile/dupr' });
    expect(disconnected.json().data.connected).toBe(false);
    expect((await call(app, me, { method: 'POST', url: '/api/v1/profile/dupr/sync' })).json().code).toBe(
      'dupr.not_connected',
    );
  });
});
