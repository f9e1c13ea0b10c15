import type { SubscribeAck } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createRole, createUserAndLogin } from './factories';
import type { ReceivedEvent, TestRealtimeClient, TestRealtimeClients } from './realtime-client';
import { call, type Session } from './test-app';

/**
 * For the live tests of staff lists (`<module>.live.test.ts`): a watcher holding one permission
 * with a socket subscribed to a room, and waiting for an event about a record that came after a
 * given moment. A record's create, edit and delete all carry its id, so "an event with this id"
 * would find the create's event again when the edit's is awaited: `markEvents` notes what the
 * socket has received so far, and its `waitFor` takes only what arrives (or arrived) after.
 */
export function markEvents(socket: TestRealtimeClient) {
  const before = new Set<unknown>(socket.events.map((event) => event.data));
  return {
    waitFor<T extends { id: number }>(
      type: string,
      id: number,
      description: string,
    ): Promise<ReceivedEvent<T>> {
      return socket.waitFor<T>(type, (data) => data.id === id && !before.has(data), description);
    },
  };
}

/**
 * A staff member created through `app` holding only `permissions` (none: an outsider), whose
 * socket is connected to `url` (another instance's, in the tests of several) and has asked for
 * `room`; the answer is the test's to check.
 */
export async function openWatcher(
  app: FastifyInstance,
  admin: Session,
  clients: TestRealtimeClients,
  url: string,
  permissions: string[],
  room: string,
): Promise<{ session: Session; socket: TestRealtimeClient; ack: SubscribeAck }> {
  const roles = permissions.length > 0 ? [(await createRole(app, admin, permissions)).id] : [];
  const session = await createUserAndLogin(app, admin, roles);
  const socket = clients.open(url, session.accessToken);
  await socket.connected();
  return { session, socket, ack: await socket.subscribe([room]) };
}

/**
 * The whole round of a plain staff list across two instances: staff holding `permission` on the
 * second instance hear a record created, edited and deleted through the first (each event with the
 * record's id), read the edit back through their own instance, and someone holding only
 * `outsiderPermission` is refused the room. Assertions are the caller's test's (expect).
 */
export async function expectRecordRoundLive(options: {
  first: FastifyInstance;
  second: FastifyInstance;
  admin: Session;
  clients: TestRealtimeClients;
  url: string;
  room: string;
  permission: string;
  outsiderPermission: string;
  /** The module's event prefix: `email_template` for `email_template.updated`. */
  event: string;
  /** The collection's address (`/api/v1/email-templates`); the record's is `${path}/${id}`. */
  path: string;
  created: Record<string, unknown>;
  edited: Record<string, unknown>;
  editedName: string;
}): Promise<void> {
  const { first, second, admin, clients, url, room, event, path } = options;
  const viewer = await openWatcher(first, admin, clients, url, [options.permission], room);
  expect(viewer.ack).toEqual({ joined: [room], denied: [] });
  const outsider = await openWatcher(first, admin, clients, url, [options.outsiderPermission], room);
  expect(outsider.ack).toEqual({ joined: [], denied: [room] });

  let mark = markEvents(viewer.socket);
  const created = await call(first, admin, { method: 'POST', url: path, payload: options.created });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  expect((await mark.waitFor(`${event}.updated`, id, `the new record ${id}`)).id).toBe(id);

  mark = markEvents(viewer.socket);
  const edited = await call(first, admin, { method: 'PUT', url: `${path}/${id}`, payload: options.edited });
  expect(edited.statusCode, edited.body).toBe(200);
  expect((await mark.waitFor(`${event}.updated`, id, 'the edited record')).id).toBe(id);
  const seen = await call(second, viewer.session, { method: 'GET', url: `${path}/${id}` });
  expect(seen.json().data.name).toBe(options.editedName);

  mark = markEvents(viewer.socket);
  const deleted = await call(first, admin, { method: 'DELETE', url: `${path}/${id}` });
  expect(deleted.statusCode, deleted.body).toBe(200);
  expect((await mark.waitFor(`${event}.deleted`, id, 'the deleted record')).id).toBe(id);
}
