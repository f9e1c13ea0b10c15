import { buildSearchText, vietnameseSortKey } from '@pickleball/domain';
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

/**
 * A users row as the server writes one (search text and sort key included), without a password
 * or roles: for tests that insert many people straight into the table.
 */
export function userRow(
  person: { name: string; username: string; email?: string | null; isActive?: boolean },
  now: string = new Date().toISOString(),
) {
  const email = person.email ?? null;
  return {
    name: person.name,
    email,
    username: person.username,
    phone: null,
    password_hash: null,
    is_active: person.isActive ?? true,
    email_verified_at: null,
    last_login_at: null,
    auth_changed_at: null,
    sort_name: vietnameseSortKey(person.name),
    search_text: buildSearchText([person.name, email, person.username, null]),
    created_at: now,
    updated_at: now,
  };
}
