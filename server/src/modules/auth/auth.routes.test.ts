import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../platform/auth/tokens';
import { createRole, createUserAndLogin, DEFAULT_PASSWORD } from '../../testing/factories';
import { ADMIN, call, createTestApp, login, loginAsAdmin, type Session } from '../../testing/test-app';
import { REFRESH_REUSE_GRACE_MS } from './auth.service';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const me = (session: Session | null, locale?: string) =>
  call(app, session, { method: 'GET', url: '/api/v1/auth/me', locale });
const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: refreshToken } });
const withToken = (accessToken: string) => me({ accessToken, refreshToken: '', userId: 0 });
const sessionIdOf = (session: Session): string =>
  JSON.parse(Buffer.from(session.accessToken.split('.')[1] as string, 'base64url').toString()).sid;
/** Moves a session's rotations into the past, as if `ms` had gone by since. */
async function ageRotations(sessionId: string, ms: number): Promise<void> {
  await app.services.db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date(Date.now() - ms).toISOString() })
    .where('session_id', '=', sessionId)
    .where('used_at', 'is not', null)
    .execute();
}

describe('login', () => {
  it('answers the user, both tokens and the expiry', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: 'ADMIN', password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user.username).toBe('admin');
    expect(data.token_type).toBe('Bearer');
    expect(data.expires_in).toBe(900);
    expect(Date.parse(data.expires_at)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.user.last_login_at).not.toBeNull();
  });

  it('accepts a phone number in any written form', async () => {
    await createUserAndLogin(app, admin, [], { phone: '0912 345 678' });
    const session = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: '+84912345678', password: DEFAULT_PASSWORD },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user.phone).toBe('0912345678');
  });

  it('refuses a wrong password with 401 in the request language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' },
      payload: { login: 'nobody_here', password: 'Wrong1234' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'auth.invalid_credentials',
      message: 'Thông tin đăng nhập không đúng',
    });
  });

  it('rate-limits repeated failures with 429 and Retry-After, even for the right password', async () => {
    const user = await createUserAndLogin(app, admin);
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '10.9.8.7',
        payload: { login: user.username, password },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(401);
    const limited = await attempt('Wrong1234');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('auth.too_many_attempts');
    expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.9.8.8',
      payload: { login: user.username, password: DEFAULT_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts failures per account, however the name is written (username, e-mail, 0987…, +84987…)', async () => {
    const user = await createUserAndLogin(app, admin, [], { phone: '0987654329' });
    const attempt = (login: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '10.9.8.20',
        payload: { login, password: 'Wrong1234' },
      });
    const spellings = [
      user.username,
      `${user.username}@example.com`,
      '0987654329',
      '+84987654329',
      user.username,
    ];
    for (const login of spellings) expect((await attempt(login)).statusCode).toBe(401);
    expect((await attempt('+84 987 654 329')).statusCode).toBe(429);
  });

  it('refuses an inactive user', async () => {
    const user = await createUserAndLogin(app, admin, [], { is_active: false }).catch(
      (error: Error) => error,
    );
    expect(user).toBeInstanceOf(Error);
    expect(String(user)).toContain('403');
  });
});

describe('register', () => {
  const valid = {
    name: 'Nguyễn Văn An',
    email: 'an.nguyen@example.com',
    username: 'an.nguyen',
    password: 'Pickle123',
    password_confirmation: 'Pickle123',
  };

  it('creates an active user with no role and no permission, and signs them in', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: valid });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.user.roles).toEqual([]);
    expect(data.permissions).toEqual([]);
    const current = await withToken(data.access_token);
    expect(current.json().data.username).toBe('an.nguyen');
  });

  it('checks SPEC §5 rules per field, in Vietnamese when asked', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'vi' },
      payload: {
        name: '',
        email: 'not-an-email',
        username: 'ab',
        password: 'password',
        password_confirmation: 'other',
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Lỗi dữ liệu không hợp lệ');
    expect(body.errors.name).toEqual(['Trường này là bắt buộc']);
    expect(body.errors.email[0]).toContain('email hợp lệ');
    expect(body.errors.username).toEqual(['Tên đăng nhập phải dài từ 5 đến 16 ký tự']);
    expect(body.errors.password).toEqual([
      'Mật khẩu phải có ít nhất một chữ thường, một chữ hoa và một chữ số',
    ]);
  });

  it('refuses a mismatched confirmation and characters outside the allowed set', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        ...valid,
        username: 'other.user',
        email: 'o@example.com',
        password: 'Pickle 123',
        password_confirmation: 'x',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([
      'Password may contain only letters, digits and @$!%*?&',
    ]);
    expect(response.json().errors.password_confirmation).toEqual(['Passwords do not match']);
  });

  it('refuses a username or email that is taken, case-insensitively', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...valid, username: 'AN.NGUYEN', email: 'AN.NGUYEN@example.com' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      username: ['This username is already taken'],
      email: ['This email address is already in use'],
    });
  });
});

describe('access tokens', () => {
  it('me lists every catalogue permission for the super administrator', async () => {
    const response = await me(admin);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const catalogue = (await app.services.db.selectFrom('permissions').select('name').execute())
      .map((row) => row.name)
      .sort();
    expect(data.permissions).toEqual(catalogue);
    expect(data.roles.map((role: { name: string }) => role.name)).toEqual(['super_admin']);
  });

  it('answers 401 in the envelope without a token, in both languages', async () => {
    expect((await me(null)).json()).toEqual({ code: 'auth.unauthenticated', message: 'Unauthorized access' });
    expect((await me(null, 'vi')).json()).toEqual({
      code: 'auth.unauthenticated',
      message: 'Bạn cần đăng nhập để tiếp tục',
    });
  });

  const secret = () => new TextEncoder().encode(app.services.config.jwtSecret);
  const claims = () => ({ sid: 'x', av: 0, roles: ['super_admin'], permissions: ['user.view'] });

  it('refuses an expired token with the session-expired message', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(String(admin.userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret());
    const response = await withToken(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.session_expired');
    expect(response.json().message).toBe('Your session has expired. Please login again.');
  });

  it.each([
    [
      'wrong key',
      async () => sign(new TextEncoder().encode('another-secret-another-secret-another'), TOKEN_AUDIENCE),
    ],
    ['wrong audience', async () => sign(secret(), 'someone-else')],
    ['alg none', async () => unsigned()],
  ])('refuses a forged token (%s)', async (_name, forge) => {
    const response = await withToken(await forge());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.unauthenticated');
  });

  async function sign(key: Uint8Array, audience: string) {
    return new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(String(admin.userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
  }
  function unsigned() {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ ...claims(), sub: String(admin.userId), iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600 })}.`;
  }

  it('refuses a refresh token used as an access token', async () => {
    expect((await withToken(admin.refreshToken)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const session = await loginAsAdmin(app);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().data;
    expect(next.refresh_token).not.toBe(session.refreshToken);
    expect((await withToken(next.access_token)).statusCode).toBe(200);
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('keeps the language the app refreshes in as the one its user is written to', async () => {
    const user = await createUserAndLogin(app, admin);
    const stored = () =>
      app.services.db
        .selectFrom('users')
        .select('locale')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
    expect((await stored()).locale).toBe('en');
    const switched = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: user.refreshToken },
      headers: { 'accept-language': 'vi' },
    });
    expect(switched.statusCode).toBe(200);
    expect((await stored()).locale).toBe('vi');
  });

  it('answers the current pair to a token presented again within the grace window (a second tab)', async () => {
    const session = await loginAsAdmin(app);
    const first = (await refresh(session.refreshToken)).json().data;
    const second = (await refresh(first.refresh_token)).json().data;
    // A tab still holding the first token, a moment later: the family's current token, not a revocation.
    const late = await refresh(session.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.refresh_token).toBe(second.refresh_token);
    expect((await withToken(late.json().data.access_token)).statusCode).toBe(200);
    expect((await withToken(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family, the newest tokens included, when a rotated token is replayed after the window', async () => {
    const session = await loginAsAdmin(app);
    const rotated = (await refresh(session.refreshToken)).json().data;
    await ageRotations(sessionIdOf(session), REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('auth.refresh_failed');
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await withToken(rotated.access_token)).statusCode).toBe(401);
    expect((await withToken(session.accessToken)).statusCode).toBe(401);
  });

  it('gives all of 20 concurrent refreshes of one token the same working pair, and the session lives', async () => {
    const session = await loginAsAdmin(app);
    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refreshToken)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const refreshTokens = new Set(responses.map((response) => response.json().data.refresh_token));
    expect(refreshTokens.size).toBe(1);
    for (const response of responses)
      expect((await withToken(response.json().data.access_token)).statusCode).toBe(200);
    // One rotation happened: the login's token and its one successor.
    const tokens = await app.services.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('session_id', '=', sessionIdOf(session))
      .execute();
    expect(tokens).toHaveLength(2);
    const next = await refresh([...refreshTokens][0] as string);
    expect(next.statusCode).toBe(200);
    expect((await withToken(next.json().data.access_token)).statusCode).toBe(200);
  });

  it('keeps no sealed successor once its window is over', async () => {
    const session = await loginAsAdmin(app);
    const first = (await refresh(session.refreshToken)).json().data;
    await ageRotations(sessionIdOf(session), REFRESH_REUSE_GRACE_MS + 1_000);
    await refresh(first.refresh_token);
    const sealed = await app.services.db
      .selectFrom('refresh_tokens')
      .select('replacement_sealed')
      .where('session_id', '=', sessionIdOf(session))
      .where('replacement_sealed', 'is not', null)
      .execute();
    expect(sealed).toHaveLength(1); // only the rotation just made
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refresh('definitely-not-a-token');
    expect(response.statusCode).toBe(401);
  });

  it('refuses a refresh token past its expiry', async () => {
    const session = await loginAsAdmin(app);
    await app.services.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('logout revokes the access and the refresh token', async () => {
    const session = await loginAsAdmin(app);
    const response = await call(app, session, { method: 'POST', url: '/api/v1/auth/logout', locale: 'vi' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Bạn đã đăng xuất');
    expect((await me(session)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('logout with only the refresh token (access token expired) revokes that session', async () => {
    const session = await loginAsAdmin(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: session.refreshToken },
    });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('a password change by an administrator ends every session of that user', async () => {
    const role = await createRole(app, admin, ['user.view']);
    const user = await createUserAndLogin(app, admin, [role.id]);
    const second = await login(app, user.username, DEFAULT_PASSWORD);
    const detail = (await call(app, admin, { method: 'GET', url: `/api/v1/users/${user.userId}` })).json()
      .data;
    const update = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${user.userId}`,
      payload: { ...detail, roles: [role.id], password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(update.statusCode).toBe(200);
    expect((await me(user)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await login(app, user.username, 'NewSecret9')).userId).toBe(user.userId);
  });

  it('deactivation ends every session and login is refused', async () => {
    const user = await createUserAndLogin(app, admin);
    const toggle = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/users/${user.userId}/toggle-status`,
    });
    expect(toggle.json().data.is_active).toBe(false);
    expect((await me(user)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: user.username, password: DEFAULT_PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('auth.account_inactive');
  });
});
