/**
 * Chat under a crowd (issue 17's benchmark): the public channel with 1,000 participants, each
 * signed in and connected over Socket.IO to one instance.
 *
 * - Fan-out: one participant posts messages one at a time; each waits until all 1,000 sockets
 *   have it. Per message, the time from sending the POST to the last participant receiving it.
 * - Throughput: 20 senders post as fast as the server accepts for 10 s (each waiting for its
 *   previous answer, as the app's outbox does), every message broadcast to the 1,000 sockets.
 *   The flood limit is raised for this run (CHAT_MESSAGES_PER_WINDOW): it measures the server.
 * - History: GET /chats/{id}/messages (the newest 50, with authors, quotes and reactions) at a
 *   fixed 200 requests per second, then at saturation; then the public channel's detail at
 *   saturation, the 1,000 still connected: its unread count comes from counters, so the thousands
 *   of messages written before cost it nothing, and it names who is in the channel, not members.
 *
 * The participants run in this process: on the 2-core machine they share the CPU with the server,
 * so latencies include the time their own event loop took to get to each message.
 */
import { EVENT, REALTIME_PATH, type RealtimeEvent, SUBSCRIBE, type SubscribeAck } from '@pickleball/domain';
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
import { checkEndpoint, measureFixedRate, measureSaturation, warmUp } from '../lib/measure';
import { formatInteger } from '../lib/report';
import { seedUsers } from '../lib/seed-users';
import type { Benchmark, GoalCheck, Measurement } from '../lib/types';

const PARTICIPANTS = 1_000;
/** Seeded users: some are inactive and cannot sign in, so more are made than take part. */
const SEEDED_USERS = 1_300;
const LATENCY_MESSAGES = 200;
const SENDERS = 20;
const THROUGHPUT_SECONDS = 10;
const HISTORY_RATE = 200;
const GOAL_FANOUT_P99_MS = 250;
const GOAL_HISTORY_P99_MS = 100;
const CONNECT_BATCH = 100;
/** GET /public-chat at saturation when issue 30 was filed (200 members in each answer). */
const GOAL_DETAIL_BEFORE = 236;

type Participant = ChatPerson;

const nextClientId = clientIds('bench');

async function connectParticipants(server: BenchServer, participants: Participant[], room: string) {
  const url = new URL(server.baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`refusing to connect to ${url.host}: only 127.0.0.1`);
  const sockets: Socket[] = [];
  for (let start = 0; start < participants.length; start += CONNECT_BATCH) {
    const batch = participants.slice(start, start + CONNECT_BATCH).map(
      (participant) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(server.baseUrl, {
            path: REALTIME_PATH,
            transports: ['websocket'],
            reconnection: false,
            auth: { token: participant.token },
          });
          socket.once('connect_error', reject);
          socket.once('connect', () =>
            socket.emit(SUBSCRIBE, [room], (answer: SubscribeAck) =>
              answer.joined.includes(room)
                ? resolve(socket)
                : reject(new Error(`${participant.username} was refused ${room}`)),
            ),
          );
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Messages posted one at a time; each waits until every participant's socket received it. */
async function measureFanout(server: BenchServer, token: string, sockets: Socket[], chatId: number) {
  const perMessage: number[] = [];
  const perDelivery: number[] = [];
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
      perDelivery.push(at);
      return;
    }
    if (event.data.id !== expectedId) return;
    perDelivery.push(at);
    received += 1;
    if (received === sockets.length) done?.();
  };
  for (const socket of sockets) socket.on(EVENT, onEvent);
  try {
    for (let index = 0; index < LATENCY_MESSAGES; index += 1) {
      expectedId = 0;
      received = 0;
      early.clear();
      const allReceived = new Promise<void>((resolve, reject) => {
        done = resolve;
        setTimeout(
          () =>
            reject(new Error(`message ${index}: ${received} of ${sockets.length} participants within 10 s`)),
          10_000,
        ).unref();
      });
      sentAt = performance.now();
      const answer = await post(server, token, `/api/v1/chats/${chatId}/messages`, {
        client_id: nextClientId(),
        body: `Tin nhắn thử số ${index + 1}: sân 3 còn trống lúc 19h`,
      });
      if (answer.status !== 201 || !answer.body.data)
        throw new Error(`message ${index} refused: ${JSON.stringify(answer.body)}`);
      expectedId = answer.body.data.id;
      received = early.get(expectedId) ?? 0;
      // Assigned in the promise above (TypeScript does not follow that into this loop).
      if (received === sockets.length) (done as (() => void) | null)?.();
      await allReceived;
      perMessage.push(performance.now() - sentAt);
    }
  } finally {
    for (const socket of sockets) socket.off(EVENT, onEvent);
  }
  return { perMessage, perDelivery };
}

/** Senders at once, each posting as soon as its previous message was accepted. */
async function measureThroughput(server: BenchServer, tokens: string[], chatId: number) {
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1_000;
  const latencies: number[] = [];
  let refused = 0;
  await Promise.all(
    tokens.map(async (token, sender) => {
      for (let index = 0; performance.now() < deadline; index += 1) {
        const started = performance.now();
        const answer = await post(server, token, `/api/v1/chats/${chatId}/messages`, {
          client_id: nextClientId(),
          body: `Người gửi ${sender + 1}, tin ${index + 1}`,
        });
        if (answer.status !== 201) {
          refused += 1;
          continue;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { accepted: latencies.length, latencies, refused };
}

export const benchmark: Benchmark = {
  name: 'chat',
  description: `a public channel with ${formatInteger(PARTICIPANTS)} connected participants: message-to-all latency, messages per second, history at ${HISTORY_RATE} req/s`,
  async run({ postgresUrl, log }) {
    let participants: Participant[] = [];
    let chatId = 0;
    const server = await startBenchServer({
      name: 'chat',
      postgresUrl,
      log,
      env: { CHAT_MESSAGES_PER_WINDOW: '1000000' },
      async seed(context) {
        const counts = await seedUsers(context, { count: SEEDED_USERS });
        const seeded = await seedPublicChannel(context, PARTICIPANTS);
        participants = seeded.people;
        chatId = seeded.chatId;
        return { ...counts, participants: participants.length };
      },
    });
    let sockets: Socket[] = [];
    try {
      log(`signing in ${participants.length} participants`);
      await signInAll(server, participants, log);
      const tokens = participants.map((participant) => participant.token as string);
      log(`connecting ${participants.length} sockets to chat:${chatId}`);
      sockets = await connectParticipants(server, participants, `chat:${chatId}`);
      await server.waitForIdle();

      log(`${LATENCY_MESSAGES} messages, each waiting for all participants`);
      const fanoutBefore = await server.sampleUsage();
      const fanout = await measureFanout(server, tokens[0] as string, sockets, chatId);
      const fanoutUsage = usageBetween(fanoutBefore, await server.sampleUsage());

      log(`${SENDERS} senders for ${THROUGHPUT_SECONDS} s`);
      await server.waitForIdle();
      const throughputBefore = await server.sampleUsage();
      const started = performance.now();
      const throughput = await measureThroughput(server, tokens.slice(1, SENDERS + 1), chatId);
      const seconds = (performance.now() - started) / 1_000;
      const throughputUsage = usageBetween(throughputBefore, await server.sampleUsage());

      // The reading pages, with the crowd still in the channel (the detail says who is).
      await server.waitForIdle();
      const reader = tokens.at(-1) as string;
      const history = {
        label: `GET /api/v1/chats/{id}/messages (newest 50)`,
        path: `/api/v1/chats/${chatId}/messages?limit=50`,
        headers: { authorization: `Bearer ${reader}` },
      };
      await checkEndpoint(server, history, (body) =>
        (body as { data: unknown[] }).data.length === 50 ? undefined : 'expected 50 messages',
      );
      await warmUp(server, history, { connections: 10, durationSeconds: 3 });
      log(`history at ${HISTORY_RATE} req/s`);
      const historyRun = await measureFixedRate(server, history, {
        connections: 10,
        durationSeconds: 10,
        rate: HISTORY_RATE,
      });
      log('the newest 50 messages at saturation');
      const historyFull = await measureSaturation(
        server,
        { ...history, label: `${history.label}, at saturation` },
        { connections: 10, durationSeconds: 10 },
      );
      const unread = {
        label: 'GET /api/v1/public-chat (detail with my unread count)',
        path: '/api/v1/public-chat',
        headers: { authorization: `Bearer ${reader}` },
      };
      const totalMessages = LATENCY_MESSAGES + throughput.accepted;
      await checkEndpoint(server, unread, (body) => {
        const { data } = body as {
          data: { membership: { unread_count: number }; online_user_ids: number[] };
        };
        if (data.membership.unread_count !== totalMessages)
          return `unread ${data.membership.unread_count}, expected ${totalMessages}`;
        return data.online_user_ids.length === PARTICIPANTS
          ? undefined
          : `${data.online_user_ids.length} online, expected ${PARTICIPANTS}`;
      });
      log('the public channel detail at saturation');
      await warmUp(server, unread, { connections: 10, durationSeconds: 3 });
      const unreadRun = await measureSaturation(server, unread, { connections: 10, durationSeconds: 10 });
      for (const socket of sockets) socket.disconnect();
      sockets = [];

      const messageLatency = summarise(fanout.perMessage);
      const deliveryLatency = summarise(fanout.perDelivery);
      const messagesPerSecond = throughput.accepted / seconds;
      const measurements: Measurement[] = [
        {
          endpoint: `message → all ${formatInteger(PARTICIPANTS)} participants`,
          mode: 'saturation',
          connections: 1,
          durationSeconds: fanout.perMessage.reduce((sum, value) => sum + value, 0) / 1_000,
          requestsPerSecond: round(
            fanout.perMessage.length / (fanout.perMessage.reduce((s, v) => s + v, 0) / 1_000),
          ),
          latencyMs: messageLatency,
          requests: fanout.perMessage.length,
          non2xx: 0,
          errors: 0,
          timeouts: 0,
          serverCpuPercent: Math.round(fanoutUsage.cpuPercent),
          serverEventLoopUtilization: fanoutUsage.eventLoopUtilization,
        },
        {
          endpoint: `POST messages, ${SENDERS} senders at once`,
          mode: 'saturation',
          connections: SENDERS,
          durationSeconds: seconds,
          requestsPerSecond: round(messagesPerSecond),
          latencyMs: summarise(throughput.latencies),
          requests: throughput.accepted,
          non2xx: throughput.refused,
          errors: 0,
          timeouts: 0,
          serverCpuPercent: Math.round(throughputUsage.cpuPercent),
          serverEventLoopUtilization: throughputUsage.eventLoopUtilization,
        },
        historyRun,
        historyFull,
        unreadRun,
      ];
      const goals: GoalCheck[] = [
        {
          goal: `every participant has a message within ${GOAL_FANOUT_P99_MS} ms of its POST (p99)`,
          actual: `p50 ${messageLatency.p50} ms, p99 ${messageLatency.p99} ms`,
          passed: messageLatency.p99 <= GOAL_FANOUT_P99_MS,
        },
        {
          goal: `history at ${HISTORY_RATE} req/s: p99 ≤ ${GOAL_HISTORY_P99_MS} ms`,
          actual: `${historyRun.requestsPerSecond} req/s, p99 ${historyRun.latencyMs.p99} ms`,
          passed: historyRun.latencyMs.p99 <= GOAL_HISTORY_P99_MS && historyRun.non2xx === 0,
        },
        {
          goal: `the public channel's detail costs no more than the messages page, and serves ≥ 4 × ${GOAL_DETAIL_BEFORE} req/s (issue 30's measurement)`,
          actual: `${unreadRun.requestsPerSecond} req/s against ${historyFull.requestsPerSecond} req/s for the messages page`,
          passed:
            unreadRun.non2xx === 0 &&
            unreadRun.requestsPerSecond >= historyFull.requestsPerSecond &&
            unreadRun.requestsPerSecond >= 4 * GOAL_DETAIL_BEFORE,
        },
      ];
      return {
        name: 'chat',
        database: server.database,
        seed: { ...server.seed, messages_written: totalMessages },
        seedSeconds: server.seedSeconds,
        measurements,
        derived: {
          delivery_p50_ms: deliveryLatency.p50,
          delivery_p99_ms: deliveryLatency.p99,
          messages_per_second: Math.round(messagesPerSecond),
          chat_events_delivered_per_second: Math.round(messagesPerSecond * PARTICIPANTS),
        },
        goals,
        notes: [
          'the 1,000 participants run in the benchmark process on the same 2-core machine as the server: latencies include their own event loop',
          `throughput: ${SENDERS} senders each wait for the previous answer; the flood limit is raised for the run`,
          'the unread count comes from counters kept with each message (the conversation’s count minus the member’s read count), not from counting messages',
        ],
      };
    } finally {
      for (const socket of sockets) socket.disconnect();
      await server.stop();
    }
  },
};
