/**
 * The kanban board under a team's drags (issue 16's benchmark): 50 card moves per second for 20 s
 * (POST /tasks/{id}/move, each into a random column just below a random card there, as people
 * drop them), while a second staff member's socket follows the board on resource:tasks. Measured
 * per move: the round trip from sending the move to that socket holding the moved task
 * (`task.updated`: commit, publish, fan-out). The moves go out on a fixed schedule (open loop), so
 * a slow answer does not slow the rate down and hide its own latency; a card is not moved again
 * while its last move is in flight, as no one drags a card another drop has not settled.
 *
 * The client runs in this process: on the 2-core machine it shares the CPU with the server.
 */
import { EVENT, REALTIME_PATH, type RealtimeEvent, SUBSCRIBE, type SubscribeAck } from '@pickleball/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { BENCH_ADMIN, startBenchServer, usageBetween } from '../lib/bench-server';
import { createRandom } from '../lib/people';
import { formatInteger } from '../lib/report';
import type { Benchmark, GoalCheck, LatencySummary, Measurement } from '../lib/types';

const TASKS = 400;
const STATUSES = ['todo', 'in_progress', 'review', 'done'] as const;
type Status = (typeof STATUSES)[number];
const RATE = 50;
const SECONDS = 20;
const GOAL_P99_MS = 250;

interface Card {
  id: number;
  status: Status;
  position: string;
  revision: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

function summarise(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { mean: round(mean), p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(sorted.at(-1) ?? 0) };
}

async function post(baseUrl: string, token: string, path: string, body: unknown) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as { data?: Card; code?: string } };
}

function watch(baseUrl: string, token: string): Promise<Socket> {
  if (new URL(baseUrl).hostname !== '127.0.0.1') throw new Error('refusing to connect beyond 127.0.0.1');
  return new Promise((resolve, reject) => {
    const socket = connect(baseUrl, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit(SUBSCRIBE, ['resource:tasks'], (answer: SubscribeAck) =>
        answer.joined.includes('resource:tasks')
          ? resolve(socket)
          : reject(new Error('resource:tasks refused')),
      ),
    );
  });
}

export const benchmark: Benchmark = {
  name: 'tasks',
  description: `kanban moves at ${RATE}/s for ${SECONDS} s on a board of ${formatInteger(TASKS)} cards: round trip to a second staff member's socket`,
  async run({ postgresUrl, log }) {
    const server = await startBenchServer({ name: 'tasks', postgresUrl, log });
    let socket: Socket | null = null;
    try {
      const token = await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password);
      const watcherToken = await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password);
      log(`creating ${TASKS} tasks`);
      const cards = new Map<number, Card>();
      for (let index = 0; index < TASKS; index += 1) {
        const answer = await post(server.baseUrl, token, '/api/v1/tasks', {
          title: `Việc số ${index + 1}: chuẩn bị sân ${1 + (index % 8)}`,
          status: STATUSES[index % STATUSES.length],
          priority: 'medium',
          tags: ['bench'],
        });
        if (answer.status !== 201 || !answer.body.data)
          throw new Error(`task ${index} refused: ${JSON.stringify(answer.body)}`);
        cards.set(answer.body.data.id, answer.body.data);
      }
      socket = await watch(server.baseUrl, watcherToken);
      const sentAt = new Map<number, number>();
      const roundTrips: number[] = [];
      const answers: number[] = [];
      socket.on(EVENT, (event: RealtimeEvent) => {
        if (event.type !== 'task.updated') return;
        const task = event.data as Card;
        const held = cards.get(task.id);
        if (!held || task.revision > held.revision) cards.set(task.id, task);
        const started = sentAt.get(task.id);
        if (started !== undefined) {
          roundTrips.push(performance.now() - started);
          sentAt.delete(task.id);
        }
      });
      await server.waitForIdle();

      const random = createRandom(20_261_127);
      const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
      let refused = 0;
      let failed = 0;
      const total = RATE * SECONDS;
      log(`${total} moves at ${RATE}/s`);
      const before = await server.sampleUsage();
      const started = performance.now();
      const inFlight: Promise<void>[] = [];
      for (let index = 0; index < total; index += 1) {
        const due = started + (index * 1_000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const idle = [...cards.values()].filter((card) => !sentAt.has(card.id));
        const moving = pick(idle);
        if (!moving) continue;
        const status = pick(STATUSES) ?? 'todo';
        const column = [...cards.values()].filter((card) => card.status === status && card.id !== moving.id);
        const above = random() < 0.15 ? undefined : pick(column);
        sentAt.set(moving.id, performance.now());
        const sent = performance.now();
        inFlight.push(
          post(server.baseUrl, token, `/api/v1/tasks/${moving.id}/move`, {
            status,
            after_id: above?.id ?? null,
          }).then(
            (answer) => {
              answers.push(performance.now() - sent);
              if (answer.status === 409) refused += 1;
              else if (answer.status !== 200) failed += 1;
              if (answer.status !== 200) sentAt.delete(moving.id);
            },
            () => {
              failed += 1;
              sentAt.delete(moving.id);
            },
          ),
        );
      }
      await Promise.all(inFlight);
      const deadline = performance.now() + 10_000;
      while (sentAt.size > 0 && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const seconds = (performance.now() - started) / 1_000;
      const usage = usageBetween(before, await server.sampleUsage());
      const missing = sentAt.size;
      const trip = summarise(roundTrips);
      const answer = summarise(answers);
      const measurements: Measurement[] = [
        {
          endpoint: `move → second client's socket (task.updated), ${RATE}/s`,
          mode: 'fixed-rate',
          connections: 1,
          durationSeconds: round(seconds),
          targetRate: RATE,
          requestsPerSecond: round(roundTrips.length / seconds),
          latencyMs: trip,
          requests: answers.length,
          // A drop under a card that moved meanwhile is a refusal the board expects (counted below).
          non2xx: failed,
          errors: 0,
          timeouts: missing,
          serverCpuPercent: Math.round(usage.cpuPercent),
          serverEventLoopUtilization: usage.eventLoopUtilization,
        },
      ];
      const goals: GoalCheck[] = [
        {
          goal: `a move reaches the other staff member's board within ${GOAL_P99_MS} ms (p99) at ${RATE} moves/s`,
          actual: `p50 ${trip.p50} ms, p99 ${trip.p99} ms; ${missing} never arrived`,
          passed: trip.p99 <= GOAL_P99_MS && missing === 0 && failed === 0,
        },
      ];
      return {
        name: 'tasks',
        database: server.database,
        seed: { tasks: TASKS },
        seedSeconds: server.seedSeconds,
        measurements,
        derived: {
          round_trip_p50_ms: trip.p50,
          round_trip_p99_ms: trip.p99,
          answer_p50_ms: answer.p50,
          answer_p99_ms: answer.p99,
          moves_refused_anchor_moved: refused,
        },
        goals,
        notes: [
          'each move goes just below a random card of a random column (15 % on top), as the client’s board saw it; a drop under a card that moved meanwhile is refused (task.anchor_moved) and counted, not timed',
          'the client runs in the benchmark process on the same 2-core machine as the server',
        ],
      };
    } finally {
      socket?.disconnect();
      await server.stop();
    }
  },
};
