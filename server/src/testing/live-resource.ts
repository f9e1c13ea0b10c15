import type { SubscribeAck } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { createRole, createUserAndLogin } from './factories';
import type { ReceivedEvent, TestRealtimeClient, TestRealtimeClients } from './realtime-client';
import type { Session } from './test-app';

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
