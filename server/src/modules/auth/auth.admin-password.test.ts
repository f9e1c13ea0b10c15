import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, login } from '../../testing/test-app';
import { resetAdminPassword, UnknownAdminError } from './auth.admin-password';

/** `npm run admin:password`: a new password for an administrator who lost theirs. */
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function tryLogin(password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login: ADMIN.username, password },
  });
}

describe('resetting the administrator password', () => {
  it('sets the new password, refuses the old one and ends the sessions the account had', async () => {
    const before = await login(app, ADMIN.username, ADMIN.password);
    const result = await resetAdminPassword(app.services.db, app.services.passwords, {
      username: ADMIN.username,
      password: 'NewAdmin!2026pass',
    });
    expect(result).toMatchObject({ username: 'admin', generated: false, sessionsEnded: 1 });
    expect((await tryLogin(ADMIN.password)).statusCode).toBe(401);
    expect((await tryLogin('NewAdmin!2026pass')).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: before.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('generates a password that signs in when none is given', async () => {
    const result = await resetAdminPassword(app.services.db, app.services.passwords, { username: 'admin' });
    expect(result.generated).toBe(true);
    expect(result.password).toMatch(/^Pb7!.{12}$/);
    expect((await tryLogin(result.password)).statusCode).toBe(200);
  });

  it('names an unknown account instead of creating one', async () => {
    await expect(
      resetAdminPassword(app.services.db, app.services.passwords, { username: 'nobody-here' }),
    ).rejects.toBeInstanceOf(UnknownAdminError);
  });
});
