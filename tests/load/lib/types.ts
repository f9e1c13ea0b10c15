/**
 * The contract between run.ts and the files in benchmarks/: each file exports `benchmark`, and
 * run.ts prints and saves whatever reports they return, so a new module only adds one file.
 */

export type DatabaseKind = 'sqlite' | 'postgres';

/** What run.ts hands every benchmark. */
export interface BenchContext {
  /** `BENCH_DATABASE_URL` when it names PostgreSQL; otherwise each benchmark uses a temporary SQLite file. */
  postgresUrl?: string;
  /** Progress lines (stderr), so stdout stays the results table. */
  log: (message: string) => void;
}

export interface LatencySummary {
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** One autocannon run against one endpoint. */
export interface Measurement {
  endpoint: string;
  mode: 'saturation' | 'fixed-rate';
  connections: number;
  durationSeconds: number;
  /** The overallRate asked of autocannon (fixed-rate runs only). */
  targetRate?: number;
  /** Mean of autocannon's per-second samples. */
  requestsPerSecond: number;
  latencyMs: LatencySummary;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Server process CPU time over the run as a share of one core (100 = one core fully busy). */
  serverCpuPercent: number;
  /** Share of the run the server's event loop was busy (0–1). */
  serverEventLoopUtilization: number;
}

export interface GoalCheck {
  goal: string;
  actual: string;
  passed: boolean;
}

export interface BenchmarkReport {
  name: string;
  database: DatabaseKind;
  seed: Record<string, number>;
  seedSeconds: number;
  measurements: Measurement[];
  /** Numbers computed from the measurements (ratios), named for the JSON. */
  derived: Record<string, number>;
  goals: GoalCheck[];
  notes: string[];
}

export interface Benchmark {
  /** Also the file name in benchmarks/ and the value BENCH_ONLY filters on. */
  name: string;
  description: string;
  run(context: BenchContext): Promise<BenchmarkReport>;
}
