/**
 * `npm run bench`: runs every file in benchmarks/ in turn (each starts and seeds its own server),
 * prints the results and saves them to results/latest.json.
 *
 * The numbers are information, not a test: a missed goal prints FAIL and still exits 0. Only a
 * run that could not measure (a server that did not start, errors under load) exits 1.
 *
 * Environment:
 *   BENCH_DATABASE_URL=postgres://…  run against PostgreSQL (in a fresh schema, dropped afterwards)
 *   BENCH_ONLY=users-list            run only the benchmarks with these names (comma-separated;
 *                                    `npm run bench -- users-list` names them too)
 *   BENCH_CPU_PROF=1                 write a CPU profile of each server to results/profiles/
 */
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stopAllBenchServers } from './lib/bench-server';
import { describeMachine, formatReport, invalidMeasurements, writeResults } from './lib/report';
import type { Benchmark, BenchmarkReport } from './lib/types';

const BENCHMARKS_DIR = fileURLToPath(new URL('./benchmarks/', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));

function log(message: string): void {
  console.error(`[bench] ${message}`);
}

function isBenchmark(value: unknown): value is Benchmark {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Benchmark, unknown>>;
  return typeof candidate.name === 'string' && typeof candidate.run === 'function';
}

async function loadBenchmarks(): Promise<Benchmark[]> {
  // `npm run bench -- web-bundle chat` names them too.
  const only = [process.env.BENCH_ONLY ?? '', ...process.argv.slice(2)]
    .join(',')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const files = readdirSync(BENCHMARKS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const benchmarks: Benchmark[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(`${BENCHMARKS_DIR}${file}`).href);
    if (!isBenchmark(module.benchmark))
      throw new Error(`benchmarks/${file} must export \`benchmark\` (see lib/types.ts)`);
    if (only.length === 0 || only.includes(module.benchmark.name)) benchmarks.push(module.benchmark);
  }
  if (only.length > 0 && benchmarks.length === 0)
    throw new Error(`BENCH_ONLY matched no benchmark: ${only.join(', ')}`);
  return benchmarks;
}

function postgresUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('BENCH_DATABASE_URL must be a postgres:// URL');
  return url;
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const loadBefore = loadavg();
  console.log(`Machine: ${describeMachine()}`);
  // The server and autocannon need a core each: anything else running skews the numbers down.
  if ((loadBefore[0] ?? 0) > cpus().length / 2)
    console.log('Warning: the machine was already busy before the run; expect lower and noisier numbers.');
  const benchmarks = await loadBenchmarks();
  if (process.env.BENCH_CPU_PROF)
    log('BENCH_CPU_PROF: the profiler slows the server and makes its event-loop figures meaningless');
  const reports: BenchmarkReport[] = [];
  for (const benchmark of benchmarks) {
    log(`${benchmark.name}: ${benchmark.description}`);
    const report = await benchmark.run({ postgresUrl: postgresUrl(), log });
    reports.push(report);
    console.log(formatReport(report));
  }
  writeResults(RESULTS_FILE, reports, startedAt, loadBefore);
  console.log(`\nResults saved to ${RESULTS_FILE}`);
  return reports.some((report) => invalidMeasurements(report).length > 0) ? 1 : 0;
}

// Ctrl-C mid-run still removes the temporary databases and stops the servers.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void stopAllBenchServers().finally(() => process.exit(130));
  });
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    // An interrupted seed: the signal handler is already cleaning up and exiting.
    if (error instanceof Error && error.name === 'AbortError') return;
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await stopAllBenchServers();
    process.exitCode = 1;
  });
