import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin, DEFAULT_PASSWORD } from '../../testing/factories';
import { call, createTestApp, login, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://club.example.vn' });
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, options: { locale?: string; remoteAddress?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? '10.1.1.1',
    headers: options.locale ? { 'accept-language': options.locale } : {},
  });

/** The e-mails queued to an address, newest last. */
async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const jobs = await app.services.db
    .selectFrom('jobs')
    .select('payload')
    .where('type', '=', 'mail.send')
    .orderBy('id')
    .execute();
  return jobs
    .map((job) => JSON.parse(job.payload) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === address);
}

function linkIn(mail: { text: string } | undefined, path: string): string {
  const match = new RegExp(`https://club\\.example\\.vn/${path}\\?token=([\\w%-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.text}`);
  return decodeURIComponent(match[1]);
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails only the account holder', async () => {
    const user = await createUserAndLogin(app, admin);
    const email = `${user.username}@example.com`;
    const known = await post('/api/v1/auth/forgot-password', { email }, { remoteAddress: '10.1.1.2' });
    const unknown = await post(
      '/api/v1/auth/forgot-password',
      { email: 'nobody.here@example.com' },
      { remoteAddress: '10.1.1.2' },
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo('nobody.here@example.com')).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Choose a new password');
    expect(mail?.text).toContain('30 minutes');
    const vi = await post('/api/v1/auth/forgot-password', { email: 'ai.do@example.com' }, { locale: 'vi' });
    expect(vi.json().message).toMatch(/^Nếu có tài khoản dùng địa chỉ này/);
  });

  it('sets a new password once through the link, ends every session, and the old password stops working', async () => {
    const user = await createUserAndLogin(app, admin);
    const email = `${user.username}@example.com`;
    await post('/api/v1/auth/forgot-password', { email }, { remoteAddress: '10.1.1.3' });
    const token = linkIn((await mailsTo(email)).at(-1), 'reset-password');

    const weak = await post('/api/v1/auth/reset-password', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeDefined();

    const password = 'NewSecret456';
    const reset = await post('/api/v1/auth/reset-password', {
      token,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(app, user, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const refreshed = await post('/api/v1/auth/refresh', { refresh_token: user.refreshToken });
    expect(refreshed.statusCode).toBe(401);
    await expect(login(app, user.username, DEFAULT_PASSWORD)).rejects.toThrow('401');
    expect((await login(app, user.username, password)).userId).toBe(user.userId);

    const again = await post('/api/v1/auth/reset-password', {
      token,
      password: 'Other789xyz',
      password_confirmation: 'Other789xyz',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth.reset_link_invalid');
  });

  it('refuses an expired link and an older link once a newer was sent', async () => {
    const user = await createUserAndLogin(app, admin);
    const email = `${user.username}@example.com`;
    await post('/api/v1/auth/forgot-password', { email }, { remoteAddress: '10.1.1.4' });
    const older = linkIn((await mailsTo(email)).at(-1), 'reset-password');
    await post('/api/v1/auth/forgot-password', { email }, { remoteAddress: '10.1.1.4' });
    const newer = linkIn((await mailsTo(email)).at(-1), 'reset-password');
    const body = (token: string) => ({
      token,
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
    expect((await post('/api/v1/auth/reset-password', body(older), { locale: 'vi' })).json()).toEqual({
      code: 'auth.reset_link_invalid',
      message: 'Liên kết này không hợp lệ hoặc đã hết hạn. Hãy yêu cầu một liên kết mới.',
    });
    await app.services.db
      .updateTable('account_links')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('user_id', '=', user.userId)
      .execute();
    expect((await post('/api/v1/auth/reset-password', body(newer))).statusCode).toBe(400);
  });

  it('limits the e-mails one address can be sent', async () => {
    const user = await createUserAndLogin(app, admin);
    const email = `${user.username}@example.com`;
    const ask = (remoteAddress: string) => post('/api/v1/auth/forgot-password', { email }, { remoteAddress });
    for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3'])
      expect((await ask(address)).statusCode).toBe(200);
    const limited = await ask('10.2.0.4');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

describe('e-mail verification', () => {
  it('unverifies a changed address, mails a link to it, and the link verifies it', async () => {
    const user = await createUserAndLogin(app, admin, [], { email_verified: true });
    const profile = (await call(app, user, { method: 'GET', url: '/api/v1/profile' })).json().data;
    expect(profile.email_verified).toBe(true);
    const email = `new.${user.username}@example.com`;
    const saved = await call(app, user, {
      method: 'PUT',
      url: '/api/v1/profile',
      payload: { name: profile.user.name, email, country_code: 'VN' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ user: { email }, email_verified: false });
    const token = linkIn((await mailsTo(email)).at(-1), 'verify-email');

    const verified = await post('/api/v1/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(
      (await call(app, user, { method: 'GET', url: '/api/v1/profile' })).json().data.email_verified,
    ).toBe(true);
    expect((await post('/api/v1/auth/verify-email', { token })).json().code).toBe('auth.verify_link_invalid');
    const resend = await call(app, user, { method: 'POST', url: '/api/v1/profile/email/verification' });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().code).toBe('profile.email_already_verified');
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const user = await createUserAndLogin(app, admin);
    const profile = (await call(app, user, { method: 'GET', url: '/api/v1/profile' })).json().data;
    const first = `first.${user.username}@example.com`;
    await call(app, user, {
      method: 'PUT',
      url: '/api/v1/profile',
      payload: { name: profile.user.name, email: first, country_code: 'VN' },
    });
    const token = linkIn((await mailsTo(first)).at(-1), 'verify-email');
    await call(app, user, {
      method: 'PUT',
      url: '/api/v1/profile',
      payload: { name: profile.user.name, email: `second.${user.username}@example.com`, country_code: 'VN' },
    });
    expect((await post('/api/v1/auth/verify-email', { token })).statusCode).toBe(400);
    const resent = await call(app, user, {
      method: 'POST',
      url: '/api/v1/profile/email/verification',
      locale: 'vi',
    });
    expect(resent.json().message).toBe(
      `Chúng tôi đã gửi liên kết xác minh tới second.${user.username}@example.com.`,
    );
  });
});

describe('usernames and phone numbers', () => {
  it('refuses a username that reads as a phone number, in both languages', async () => {
    const payload = {
      name: 'Số Điện Thoại',
      email: 'so.dien.thoai@example.com',
      username: '0987.654.321',
      password: 'Secret123',
      password_confirmation: 'Secret123',
    };
    const en = await post('/api/v1/auth/register', payload, { remoteAddress: '10.3.0.1' });
    expect(en.json().errors.username).toEqual([
      'A username cannot look like a phone number: add at least one letter',
    ]);
    const vi = await post('/api/v1/auth/register', payload, { locale: 'vi', remoteAddress: '10.3.0.1' });
    expect(vi.json().errors.username).toEqual([
      'Tên đăng nhập không được giống số điện thoại: hãy thêm ít nhất một chữ cái',
    ]);
  });

  it("signs in the phone's holder when an older username equals someone's phone number", async () => {
    const holder = await createUserAndLogin(app, admin, [], { phone: '0912000111' });
    const older = await createUserAndLogin(app, admin);
    // A username from before the rule, equal to the holder's phone number, and the same password.
    await app.services.db
      .updateTable('users')
      .set({ username: '0912000111' })
      .where('id', '=', older.userId)
      .execute();
    expect((await login(app, '+84912000111', DEFAULT_PASSWORD)).userId).toBe(holder.userId);
    expect((await login(app, '0912000111', DEFAULT_PASSWORD)).userId).toBe(holder.userId);
  });
});
