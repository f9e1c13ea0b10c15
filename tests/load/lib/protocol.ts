/** Messages over the IPC channel between bench-server.ts (parent) and server-process.ts (child). */

export type ParentMessage = { type: 'usage'; id: number };

/** Cumulative counters; the parent subtracts two samples to get the usage over a run. */
export interface UsageSample {
  cpuMicros: { user: number; system: number };
  wallMs: number;
  eventLoop: { idle: number; active: number };
  /** Resident memory now, and the highest seen (every 10 ms) since the previous sample. */
  rssBytes: number;
  peakRssBytes: number;
}

export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string }
  | ({ type: 'usage'; id: number } & UsageSample);
