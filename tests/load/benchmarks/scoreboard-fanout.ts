/**
 * The live scoreboard under a crowd (issue 4's benchmark): 1,000 Socket.IO viewers connected to
 * one instance, a referee scoring over the API.
 *
 * - Fan-out latency: one match watched by 1,000 viewers; rallies are posted one at a time and
 *   each waits until every viewer has it. Per rally, the time from sending the POST to the last
 *   viewer receiving the event; per delivery, to each viewer receiving it.
 * - Throughput: 8 matches scored at once, as fast as the server accepts (each match's rallies in
 *   order, as a referee's device sends them), with the 1,000 viewers spread over them (125 each).
 *
 * The viewers run in this process: on the 2-core machine they share the CPU with the server, so
 * the latencies include the time the viewers' own event loop took to get to each message.
 */
import { EVENT, REALTIME_PATH, type RealtimeEvent, SUBSCRIBE } from '@pickleball/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { BENCH_ADMIN, type BenchServer, startBenchServer, usageBetween } from '../lib/bench-server';
import { formatInteger } from '../lib/report';
import type { Benchmark, GoalCheck, LatencySummary, Measurement } from '../lib/types';

const VIEWERS = 1_000;
const LATENCY_RALLIES = 200;
const THROUGHPUT_MATCHES = 8;
const THROUGHPUT_SECONDS = 10;
const GOAL_FANOUT_P99_MS = 1_000;
const CONNECT_BATCH = 100;

export interface Api {
  post(path: string, body: unknown): Promise<{ status: number; body: { data?: unknown; code?: string } }>;
}

export function createApi(server: Pick<BenchServer, 'baseUrl'>, token: string): Api {
  return {
    async post(path, body) {
      const response = await fetch(new URL(path, server.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, body: (await response.json()) as { data?: unknown; code?: string } };
    },
  };
}

export async function createPlayers(api: Api): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, name] of [
    'Nguyễn Văn An',
    'Trần Thị Bình',
    'Lê Hoàng Cường',
    'Phạm Minh Dung',
  ].entries()) {
    const { status, body } = await api.post('/api/v1/users', {
      name,
      username: `fanout_${index}`,
      email: `fanout${index}@example.com`,
      password: 'Player12345',
      password_confirmation: 'Player12345',
    });
    if (status !== 201) throw new Error(`creating a player failed: ${status} ${JSON.stringify(body)}`);
    ids.push((body.data as { id: number }).id);
  }
  return ids;
}

/** A doubles match, best of 5 to 21: long enough for every rally the benchmark sends. */
export async function startMatch(api: Api, players: number[], index: number): Promise<number> {
  const created = await api.post('/api/v1/matches', {
    event: `Fan-out ${index}`,
    played_at: new Date().toISOString(),
    discipline: 'doubles',
    best_of: 5,
    target_points: 21,
    win_by: 2,
    team1: players.slice(0, 2),
    team2: players.slice(2, 4),
  });
  if (created.status !== 201) throw new Error(`creating a match failed: ${JSON.stringify(created.body)}`);
  const id = (created.body.data as { id: number }).id;
  const started = await api.post(`/api/v1/matches/${id}/live/start`, { first_server: 'A' });
  if (started.status !== 200)
    throw new Error(`starting live scoring failed: ${JSON.stringify(started.body)}`);
  return id;
}

/** Deterministic winners (a fixed pseudo-random sequence): the same rallies every run. */
export function createWinners(seed: number): () => 'A' | 'B' {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state & 0x100 ? 'A' : 'B';
  };
}

async function connectViewers(server: BenchServer, rooms: string[]): Promise<Socket[]> {
  const url = new URL(server.baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`refusing to connect to ${url.host}: only 127.0.0.1`);
  const sockets: Socket[] = [];
  for (let start = 0; start < rooms.length; start += CONNECT_BATCH) {
    const batch = rooms.slice(start, start + CONNECT_BATCH).map(
      (room) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(server.baseUrl, {
            path: REALTIME_PATH,
            transports: ['websocket'],
            reconnection: false,
          });
          socket.once('connect_error', reject);
          socket.once('connect', () => socket.emit(SUBSCRIBE, [room], () => resolve(socket)));
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

export function summarise(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { mean: round(mean), p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(sorted.at(-1) ?? 0) };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Posts rallies one at a time; each waits until all viewers received its scoreboard event. */
async function measureFanout(api: Api, sockets: Socket[], matchId: number) {
  const perRally: number[] = [];
  const perDelivery: number[] = [];
  const winner = createWinners(20_261_123);
  let expected = 0;
  let sentAt = 0;
  let received = 0;
  let done: (() => void) | null = null;
  const onEvent = (event: RealtimeEvent) => {
    if (event.type !== 'match.scoreboard_updated' || event.id !== matchId) return;
    perDelivery.push(performance.now() - sentAt);
    received += 1;
    if (received === expected) done?.();
  };
  for (const socket of sockets) socket.on(EVENT, onEvent);
  try {
    for (let seq = 1; seq <= LATENCY_RALLIES; seq += 1) {
      expected = sockets.length;
      received = 0;
      const allReceived = new Promise<void>((resolve, reject) => {
        done = resolve;
        setTimeout(
          () => reject(new Error(`rally ${seq}: ${received} of ${expected} viewers within 10 s`)),
          10_000,
        ).unref();
      });
      sentAt = performance.now();
      const response = await api.post(`/api/v1/matches/${matchId}/live/events`, {
        seq,
        event: { kind: 'rally', winner: winner() },
      });
      if (response.status !== 200) throw new Error(`rally ${seq} refused: ${JSON.stringify(response.body)}`);
      await allReceived;
      perRally.push(performance.now() - sentAt);
    }
  } finally {
    for (const socket of sockets) socket.off(EVENT, onEvent);
  }
  return { perRally, perDelivery };
}

/**
 * Several referees at once, each sending its match's rallies in order as fast as they are
 * accepted. A match that ends is followed by a new one on the same court (its viewers stay on
 * the first match's room: they are there for the broadcast load, which every rally makes).
 */
async function measureThroughput(api: Api, matchIds: number[], players: number[]) {
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1_000;
  const latencies: number[] = [];
  let refused = 0;
  let matchesPlayed = 0;
  await Promise.all(
    matchIds.map(async (firstMatch, index) => {
      const winner = createWinners(index + 1);
      let matchId = firstMatch;
      for (let seq = 1; performance.now() < deadline; seq += 1) {
        const started = performance.now();
        const response = await api.post(`/api/v1/matches/${matchId}/live/events`, {
          seq,
          event: { kind: 'rally', winner: winner() },
        });
        if (response.status === 409 && response.body.code === 'live.finished') {
          matchesPlayed += 1;
          matchId = await startMatch(api, players, 100 + matchesPlayed);
          seq = 0;
          continue;
        }
        if (response.status !== 200) {
          refused += 1;
          return;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { accepted: latencies.length, latencies, refused, matchesPlayed };
}

export const benchmark: Benchmark = {
  name: 'scoreboard-fanout',
  description: `${formatInteger(VIEWERS)} scoreboard viewers on one instance: rally-to-viewers latency and rallies per second`,
  async run({ postgresUrl, log }) {
    const server = await startBenchServer({ name: 'scoreboard-fanout', postgresUrl, log });
    let sockets: Socket[] = [];
    try {
      const api = createApi(server, await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password));
      const players = await createPlayers(api);
      const watched = await startMatch(api, players, 0);

      log(`connecting ${VIEWERS} viewers to scoreboard:${watched}`);
      sockets = await connectViewers(
        server,
        Array.from({ length: VIEWERS }, () => `scoreboard:${watched}`),
      );
      await server.waitForIdle();
      log(`${LATENCY_RALLIES} rallies, each waiting for all viewers`);
      const before = await server.sampleUsage();
      const fanout = await measureFanout(api, sockets, watched);
      const fanoutUsage = usageBetween(before, await server.sampleUsage());
      for (const socket of sockets) socket.disconnect();

      const matchIds: number[] = [];
      for (let index = 1; index <= THROUGHPUT_MATCHES; index += 1)
        matchIds.push(await startMatch(api, players, index));
      log(
        `reconnecting ${VIEWERS} viewers over ${THROUGHPUT_MATCHES} matches; ${THROUGHPUT_SECONDS} s of rallies`,
      );
      sockets = await connectViewers(
        server,
        Array.from({ length: VIEWERS }, (_, index) => `scoreboard:${matchIds[index % THROUGHPUT_MATCHES]}`),
      );
      await server.waitForIdle();
      const throughputBefore = await server.sampleUsage();
      const started = performance.now();
      const throughput = await measureThroughput(api, matchIds, players);
      const seconds = (performance.now() - started) / 1_000;
      const throughputUsage = usageBetween(throughputBefore, await server.sampleUsage());

      const rallyLatency = summarise(fanout.perRally);
      const deliveryLatency = summarise(fanout.perDelivery);
      const ralliesPerSecond = throughput.accepted / seconds;
      const measurements: Measurement[] = [
        {
          endpoint: `rally → all ${formatInteger(VIEWERS)} viewers of one match`,
          mode: 'saturation',
          connections: 1,
          durationSeconds: fanout.perRally.reduce((sum, value) => sum + value, 0) / 1_000,
          requestsPerSecond: round(
            fanout.perRally.length / (fanout.perRally.reduce((s, v) => s + v, 0) / 1_000),
          ),
          latencyMs: rallyLatency,
          requests: fanout.perRally.length,
          non2xx: 0,
          errors: 0,
          timeouts: 0,
          serverCpuPercent: Math.round(fanoutUsage.cpuPercent),
          serverEventLoopUtilization: fanoutUsage.eventLoopUtilization,
        },
        {
          endpoint: `POST live/events, ${THROUGHPUT_MATCHES} matches at once`,
          mode: 'saturation',
          connections: THROUGHPUT_MATCHES,
          durationSeconds: seconds,
          requestsPerSecond: Math.round(ralliesPerSecond * 10) / 10,
          latencyMs: summarise(throughput.latencies),
          requests: throughput.accepted,
          non2xx: throughput.refused,
          errors: 0,
          timeouts: 0,
          serverCpuPercent: Math.round(throughputUsage.cpuPercent),
          serverEventLoopUtilization: throughputUsage.eventLoopUtilization,
        },
      ];
      const goals: GoalCheck[] = [
        {
          goal: `every viewer has a rally within ${GOAL_FANOUT_P99_MS} ms of its POST (p99)`,
          actual: `p50 ${rallyLatency.p50} ms, p99 ${rallyLatency.p99} ms`,
          passed: rallyLatency.p99 <= GOAL_FANOUT_P99_MS,
        },
      ];
      return {
        name: 'scoreboard-fanout',
        database: server.database,
        seed: {
          viewers: VIEWERS,
          rallies: LATENCY_RALLIES,
          matches_finished_during_throughput: throughput.matchesPlayed,
        },
        seedSeconds: 0,
        measurements,
        derived: {
          delivery_p50_ms: deliveryLatency.p50,
          delivery_p99_ms: deliveryLatency.p99,
          rallies_per_second: Math.round(ralliesPerSecond),
          scoreboard_events_delivered_per_second: Math.round(
            (ralliesPerSecond * VIEWERS) / THROUGHPUT_MATCHES,
          ),
        },
        goals,
        notes: [
          'the 1,000 viewers run in the benchmark process on the same 2-core machine as the server: latencies include their own event loop',
          `throughput: ${THROUGHPUT_MATCHES} referees send their match's rallies in order, each waiting for the previous answer`,
        ],
      };
    } finally {
      for (const socket of sockets) socket.disconnect();
      await server.stop();
    }
  },
};
