/**
 * Chat heard on people's own rooms (issue "Live everywhere"): a conversation with 1,000 members,
 * each connected over Socket.IO and listening ONLY to their own room `user:<id>` (as the web's
 * menu does), never to the conversation's room.
 *
 * - Fan-out: one member posts messages one at a time; each waits until all 1,000 members' sockets
 *   have it (the sender's own socket included). Per message, the time from sending the POST to the
 *   LAST listener receiving it; per delivery, to each listener. Every tenth message mentions the
 *   reader below. When the listeners do not hear the first message at all (a server that only
 *   publishes to the conversation's room), the run says how many did, writes the other messages
 *   without waiting and goes on to the reads.
 * - Reads: `GET /api/v1/public-chat` (the channel's detail with the reader's unread and mention
 *   counts) at saturation, by a member who has read none of those messages.
 *
 * The listeners run in this process: on the 2-core machine they share the CPU with the server,
 * so latencies include the time their own event loop took to get to each message.
 */
import {
  EVENT,
  REALTIME_PATH,
  type RealtimeEvent,
  SUBSCRIBE,
  type SubscribeAck,
  userRoom,
} from '@pickleball/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { type BenchServer, startBenchServer, usageBetween } from '../lib/bench-server';
import {
  type ChatPerson,
  clientIds,
  post,
  round,
  seedPublicChannel,
  signInAll,
  summarise,
} from '../lib/chat-bench';
import { checkEndpoint, measureSaturation, warmUp } from '../lib/measure';
import { formatInteger } from '../lib/report';
import { seedUsers } from '../lib/seed-users';
import type { Benchmark, GoalCheck, Measurement } from '../lib/types';

const MEMBERS = 1_000;
/** Seeded users: some are inactive and cannot sign in, so more are made than take part. */
const SEEDED_USERS = 1_300;
const LATENCY_MESSAGES = 200;
const MENTION_EVERY = 10;
const FIRST_MESSAGE_TIMEOUT_MS = 5_000;
const MESSAGE_TIMEOUT_MS = 10_000;
const GOAL_FANOUT_P99_MS = 250;
const CONNECT_BATCH = 100;

type Member = ChatPerson;

const nextClientId = clientIds('rooms');

/** Each member's socket, in their own room only (asked explicitly, so the ack proves it). */
async function connectListeners(server: BenchServer, members: Member[]): Promise<Socket[]> {
  const url = new URL(server.baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`refusing to connect to ${url.host}: only 127.0.0.1`);
  const sockets: Socket[] = [];
  for (let start = 0; start < members.length; start += CONNECT_BATCH) {
    const batch = members.slice(start, start + CONNECT_BATCH).map(
      (member) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(server.baseUrl, {
            path: REALTIME_PATH,
            transports: ['websocket'],
            reconnection: false,
            auth: { token: member.token },
          });
          const room = userRoom(member.id);
          socket.once('connect_error', reject);
          socket.once('connect', () =>
            socket.emit(SUBSCRIBE, [room], (answer: SubscribeAck) =>
              answer.joined.length === 1 && answer.joined[0] === room
                ? resolve(socket)
                : reject(new Error(`${member.username} was refused ${room}`)),
            ),
          );
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

interface Fanout {
  perMessage: number[];
  perDelivery: number[];
  sent: number;
  mentions: number;
  /** Listeners that heard the first message (all of them unless the server never told them). */
  heardFirst: number;
}

/** Messages posted one at a time; each waits until every listener received it. */
async function measureFanout(
  server: BenchServer,
  sender: string,
  sockets: Socket[],
  chatId: number,
  mentionedId: number,
): Promise<Fanout> {
  const result: Fanout = {
    perMessage: [],
    perDelivery: [],
    sent: 0,
    mentions: 0,
    heardFirst: sockets.length,
  };
  let expectedId = 0;
  let sentAt = 0;
  let received = 0;
  let done: (() => void) | null = null;
  const early = new Map<number, number>();
  const onEvent = (event: RealtimeEvent) => {
    if (event.type !== 'chat.message_created') return;
    const at = performance.now() - sentAt;
    // The event may come before the POST's answer names the message's id.
    if (expectedId === 0) {
      early.set(event.data.id, (early.get(event.data.id) ?? 0) + 1);
      result.perDelivery.push(at);
      return;
    }
    if (event.data.id !== expectedId) return;
    result.perDelivery.push(at);
    received += 1;
    if (received === sockets.length) done?.();
  };
  for (const socket of sockets) socket.on(EVENT, onEvent);
  try {
    for (let index = 0; index < LATENCY_MESSAGES; index += 1) {
      expectedId = 0;
      received = 0;
      early.clear();
      const timeout = index === 0 ? FIRST_MESSAGE_TIMEOUT_MS : MESSAGE_TIMEOUT_MS;
      const allReceived = new Promise<boolean>((resolve) => {
        done = () => resolve(true);
        setTimeout(() => resolve(false), timeout).unref();
      });
      const mention = (index + 1) % MENTION_EVERY === 0;
      sentAt = performance.now();
      const answer = await post(server, sender, `/api/v1/chats/${chatId}/messages`, {
        client_id: nextClientId(),
        body: `Tin nhắn thử số ${index + 1}: sân 3 còn trống lúc 19h`,
        mentioned_user_ids: mention ? [mentionedId] : [],
      });
      if (answer.status !== 201 || !answer.body.data)
        throw new Error(`message ${index} refused: ${JSON.stringify(answer.body)}`);
      result.sent += 1;
      if (mention) result.mentions += 1;
      expectedId = answer.body.data.id;
      received = early.get(expectedId) ?? 0;
      // Assigned in the promise above (TypeScript does not follow that into this loop).
      if (received === sockets.length) (done as (() => void) | null)?.();
      if (result.heardFirst < sockets.length) continue;
      if (!(await allReceived)) {
        if (index > 0)
          throw new Error(`message ${index}: ${received} of ${sockets.length} listeners within 10 s`);
        // Nobody is told on their own room: the messages are still written, for the reads below.
        result.heardFirst = received;
        continue;
      }
      result.perMessage.push(performance.now() - sentAt);
    }
  } finally {
    for (const socket of sockets) socket.off(EVENT, onEvent);
  }
  return result;
}

export const benchmark: Benchmark = {
  name: 'chat-user-rooms',
  description: `a conversation of ${formatInteger(MEMBERS)} members each listening only to their own room: message-to-last-listener latency, GET /public-chat at saturation`,
  async run({ postgresUrl, log }) {
    let members: Member[] = [];
    let chatId = 0;
    const server = await startBenchServer({
      name: 'chat-user-rooms',
      postgresUrl,
      log,
      env: { CHAT_MESSAGES_PER_WINDOW: '1000000' },
      async seed(context) {
        const counts = await seedUsers(context, { count: SEEDED_USERS });
        const seeded = await seedPublicChannel(context, MEMBERS);
        members = seeded.people;
        chatId = seeded.chatId;
        return { ...counts, members: members.length };
      },
    });
    let sockets: Socket[] = [];
    try {
      log(`signing in ${members.length} members`);
      await signInAll(server, members, log);
      const sender = members[0] as Member;
      const reader = members.at(-1) as Member;
      log(`connecting ${members.length} sockets, each to its own user room only`);
      sockets = await connectListeners(server, members);
      await server.waitForIdle();

      log(`${LATENCY_MESSAGES} messages, each waiting for the last of ${members.length} listeners`);
      const before = await server.sampleUsage();
      const fanout = await measureFanout(server, sender.token as string, sockets, chatId, reader.id);
      const fanoutUsage = usageBetween(before, await server.sampleUsage());
      for (const socket of sockets) socket.disconnect();
      sockets = [];

      const detail = {
        label: 'GET /api/v1/public-chat (detail with my unread and mention counts)',
        path: '/api/v1/public-chat',
        headers: { authorization: `Bearer ${reader.token as string}` },
      };
      await checkEndpoint(server, detail, (body) => {
        const { membership } = (
          body as { data: { membership: { unread_count: number; mention_count: number } } }
        ).data;
        return membership.unread_count === fanout.sent && membership.mention_count === fanout.mentions
          ? undefined
          : `unread ${membership.unread_count} / mentions ${membership.mention_count}, expected ${fanout.sent} / ${fanout.mentions}`;
      });
      await warmUp(server, detail, { connections: 10, durationSeconds: 3 });
      log('GET /public-chat at saturation');
      const detailRun = await measureSaturation(server, detail, { connections: 10, durationSeconds: 10 });

      const heardAll = fanout.heardFirst === members.length;
      const lastListener = summarise(fanout.perMessage);
      const perDelivery = summarise(fanout.perDelivery);
      const measurements: Measurement[] = [detailRun];
      if (heardAll)
        measurements.unshift({
          endpoint: `message → last of ${formatInteger(members.length)} listeners on user:<id>`,
          mode: 'saturation',
          connections: 1,
          durationSeconds: fanout.perMessage.reduce((sum, value) => sum + value, 0) / 1_000,
          requestsPerSecond: round(
            fanout.perMessage.length / (fanout.perMessage.reduce((sum, value) => sum + value, 0) / 1_000),
          ),
          latencyMs: lastListener,
          requests: fanout.perMessage.length,
          non2xx: 0,
          errors: 0,
          timeouts: 0,
          serverCpuPercent: Math.round(fanoutUsage.cpuPercent),
          serverEventLoopUtilization: fanoutUsage.eventLoopUtilization,
        });
      const goals: GoalCheck[] = [
        {
          goal: `every member's own room has a message within ${GOAL_FANOUT_P99_MS} ms of its POST (p99)`,
          actual: heardAll
            ? `p50 ${lastListener.p50} ms, p99 ${lastListener.p99} ms`
            : `${fanout.heardFirst} of ${members.length} listeners heard the first message within ${FIRST_MESSAGE_TIMEOUT_MS / 1_000} s`,
          passed: heardAll && lastListener.p99 <= GOAL_FANOUT_P99_MS,
        },
      ];
      return {
        name: 'chat-user-rooms',
        database: server.database,
        seed: { ...server.seed, messages_written: fanout.sent },
        seedSeconds: server.seedSeconds,
        measurements,
        derived: {
          listeners_hearing_first_message: fanout.heardFirst,
          delivery_p50_ms: perDelivery.p50,
          delivery_p99_ms: perDelivery.p99,
          public_chat_requests_per_second: detailRun.requestsPerSecond,
        },
        goals,
        notes: [
          'the 1,000 listeners run in the benchmark process on the same 2-core machine as the server: latencies include their own event loop',
          'each listener joined only user:<id>; the message reaches them through one emit to the conversation’s room and its members’ rooms',
        ],
      };
    } finally {
      for (const socket of sockets) socket.disconnect();
      await server.stop();
    }
  },
};
