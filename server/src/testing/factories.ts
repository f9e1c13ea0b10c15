import type { FastifyInstance } from 'fastify';
import { call, login, type Session } from './test-app';

let sequence = 0;

export const DEFAULT_PASSWORD = 'Secret123';

/** Creates a role holding these permissions, as the given admin session. */
export async function createRole(app: FastifyInstance, admin: Session, permissions: string[], name?: string) {
  sequence += 1;
  const response = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/roles',
    payload: { name: name ?? `role_${sequence}`, display_name: `Role ${sequence}`, permissions },
  });
  if (response.statusCode !== 201) throw new Error(`createRole failed: ${response.body}`);
  return response.json().data as { id: number; name: string };
}

/** Creates an active user with these role ids and signs them in. */
export async function createUserAndLogin(
  app: FastifyInstance,
  admin: Session,
  roleIds: number[] = [],
  fields: Record<string, unknown> = {},
): Promise<Session & { username: string }> {
  sequence += 1;
  const username = `user${sequence}_${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const response = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      name: `Test User ${sequence}`,
      email: `${username}@example.com`,
      username,
      password: DEFAULT_PASSWORD,
      password_confirmation: DEFAULT_PASSWORD,
      roles: roleIds,
      ...fields,
    },
  });
  if (response.statusCode !== 201) throw new Error(`createUser failed: ${response.body}`);
  return { ...(await login(app, username, DEFAULT_PASSWORD)), username };
}
