/**
 * Large proposals run in one worker thread, started on first use and kept (unreferenced, so it
 * never holds the process open). Requests are answered by id; a worker that dies fails the
 * requests it held and is started again on the next one. The worker loads TypeScript through tsx,
 * as the server itself does (schedule-worker-entry.mjs).
 */
import { Worker } from 'node:worker_threads';
import type { DoublesRound, SinglesRound } from '@pickleball/domain';
import { generateNumbered, type ScheduleRequest, WORKER_PLAYER_THRESHOLD } from './numbered-schedule';

type Schedule = DoublesRound[] | SinglesRound[];
interface Waiting {
  resolve: (schedule: Schedule) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function failAll(error: Error) {
  for (const request of waiting.values()) request.reject(error);
  waiting.clear();
  worker = null;
}

function startWorker(): Worker {
  const started = new Worker(new URL('./schedule-worker-entry.mjs', import.meta.url));
  started.unref();
  started.on('message', (message: { id: number; schedule?: Schedule; error?: string }) => {
    const request = waiting.get(message.id);
    if (!request) return;
    waiting.delete(message.id);
    if (message.schedule) request.resolve(message.schedule);
    else request.reject(new Error(message.error ?? 'schedule worker failed'));
  });
  started.on('error', failAll);
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`schedule worker exited (${code})`));
  });
  return started;
}

export function generateInWorker(request: ScheduleRequest): Promise<Schedule> {
  worker ??= startWorker();
  const id = nextId++;
  const promise = new Promise<Schedule>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, request });
  return promise;
}

/** On this thread when it is quick, in the worker when it may not be. */
export function generateSchedule(request: ScheduleRequest): Promise<Schedule> {
  return request.players > WORKER_PLAYER_THRESHOLD
    ? generateInWorker(request)
    : Promise.resolve(generateNumbered(request));
}
