import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { createMatch, createPlayers, matchPayload } from '../../testing/match-factories';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import {
  call,
  createTestApp,
  createTwoInstances,
  loginAsAdmin,
  refreshSession,
  type Session,
} from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let baseUrl: string;
const clients = new TestRealtimeClients();

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

const open = (url: string, token?: string) => clients.open(url, token);

const listUsers = (session: Session) => call(app, session, { method: 'GET', url: '/api/v1/users' });
const setRolePermissions = (
  target: FastifyInstance,
  session: Session,
  role: { id: number; name: string },
  permissions: string[],
) =>
  call(target, session, {
    method: 'PUT',
    url: `/api/v1/roles/${role.id}`,
    payload: { name: role.name, display_name: role.name, permissions },
  });

/** A socket's round trip: every event the server sent it before answering has arrived. */
const roundTrip = (client: ReturnType<typeof open>) => client.subscribe([]);

describe('access follows role changes at once', () => {
  it('refuses the old token as soon as a permission leaves the role, and the refreshed one carries the change', async () => {
    const role = await createRole(app, admin, ['user.view', 'match.view']);
    const staff = await createUserAndLogin(app, admin, [role.id]);
    expect((await listUsers(staff)).statusCode).toBe(200);

    expect((await setRolePermissions(app, admin, role, ['match.view'])).statusCode).toBe(200);
    const outdated = await listUsers(staff);
    expect(outdated.statusCode).toBe(401);
    expect(outdated.json()).toMatchObject({ code: 'auth.token_outdated' });
    const vi = await call(app, staff, { method: 'GET', url: '/api/v1/users', locale: 'vi' });
    expect(vi.json().message).toBe('Quyền truy cập của bạn đã thay đổi: đang làm mới phiên đăng nhập');

    await refreshSession(app, staff);
    expect((await listUsers(staff)).statusCode).toBe(403);
    expect((await call(app, staff, { method: 'GET', url: '/api/v1/matches' })).statusCode).toBe(200);
  });

  it('refuses the old token when a role is taken from the user', async () => {
    const role = await createRole(app, admin, ['user.view']);
    const staff = await createUserAndLogin(app, admin, [role.id]);
    const user = (await call(app, admin, { method: 'GET', url: `/api/v1/users/${staff.userId}` })).json()
      .data;
    const updated = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${staff.userId}`,
      payload: { name: user.name, username: user.username, email: user.email, is_active: true, roles: [] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await listUsers(staff)).json().code).toBe('auth.token_outdated');
    await refreshSession(app, staff);
    expect((await listUsers(staff)).statusCode).toBe(403);
  });

  it('leaves a role untouched in name and permissions without sending its holders to refresh', async () => {
    const role = await createRole(app, admin, ['user.view']);
    const staff = await createUserAndLogin(app, admin, [role.id]);
    expect((await setRolePermissions(app, admin, role, ['user.view'])).statusCode).toBe(200);
    expect((await listUsers(staff)).statusCode).toBe(200);
  });

  it('takes a socket out of the rooms its user may no longer join, and tells it', async () => {
    const role = await createRole(app, admin, ['match.view', 'match.create']);
    const staff = await createUserAndLogin(app, admin, [role.id]);
    const socket = open(baseUrl, staff.accessToken);
    await socket.connected();
    expect((await socket.subscribe(['resource:matches'])).joined).toEqual(['resource:matches']);

    expect((await setRolePermissions(app, admin, role, ['club.view'])).statusCode).toBe(200);
    const notice = await socket.waitFor<{ permissions: string[] }>(
      'session.access_changed',
      () => true,
      'the notice of changed access',
    );
    expect(notice.data.permissions).toEqual(['club.view']);

    const players = await createPlayers(app, admin);
    await createMatch(app, admin, matchPayload(players));
    await roundTrip(socket);
    expect(socket.received('match.updated')).toEqual([]);
    expect((await socket.subscribe(['resource:matches', 'resource:clubs'])).joined).toEqual([
      'resource:clubs',
    ]);
  });

  it('closes the sockets of a session that logged out', async () => {
    const role = await createRole(app, admin, ['match.view']);
    const staff = await createUserAndLogin(app, admin, [role.id]);
    const socket = open(baseUrl, staff.accessToken);
    await socket.connected();
    await socket.subscribe(['resource:matches']);
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    expect((await call(app, staff, { method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses a socket handshake with an outdated token, so the client refreshes first', async () => {
    const role = await createRole(app, admin, ['match.view']);
    const staff = await createUserAndLogin(app, admin, [role.id]);
    await setRolePermissions(app, admin, role, ['club.view']);
    await expect(open(baseUrl, staff.accessToken).connected()).rejects.toThrow('auth.session_expired');
    await refreshSession(app, staff);
    await expect(open(baseUrl, staff.accessToken).connected()).resolves.toBeUndefined();
  });
});

describe.runIf(redisAvailable)('access changes across instances (Redis)', () => {
  it('refuses on one instance a token outdated by a change made on another, and closes its sockets there on logout', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    try {
      const firstAdmin = await loginAsAdmin(first);
      const role = await createRole(first, firstAdmin, ['user.view', 'match.view']);
      const staff = await createUserAndLogin(first, firstAdmin, [role.id]);
      // The second instance has seen the user (their version is in its cache).
      expect((await call(second, staff, { method: 'GET', url: '/api/v1/users' })).statusCode).toBe(200);
      const socket = open(await second.listen({ host: '127.0.0.1', port: 0 }), staff.accessToken);
      await socket.connected();
      await socket.subscribe(['resource:matches']);

      await setRolePermissions(first, firstAdmin, role, ['match.view']);
      // The change reaches the second instance through Redis: its notice to the socket says so.
      await socket.waitFor('session.access_changed', () => true, 'the notice from the other instance');
      expect((await call(second, staff, { method: 'GET', url: '/api/v1/users' })).json().code).toBe(
        'auth.token_outdated',
      );

      const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
      await refreshSession(first, staff);
      expect((await call(first, staff, { method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
    } finally {
      await close();
    }
  });
});
