/**
 * autocannon runs against a bench server: a warm-up, a saturation run (how many requests per
 * second the server manages) and a fixed-rate run (the latency users see at a given load), each
 * paired with the server process's CPU use so a reader can tell a server limit from a client one.
 */
import autocannon from 'autocannon';
import { type BenchServer, usageBetween } from './bench-server';
import type { Measurement } from './types';

export interface Target {
  /** Printed as is, e.g. "GET /api/v1/users?page=1&per_page=100". */
  label: string;
  path: string;
  headers?: Record<string, string>;
  /**
   * Paths the run walks through, one per request, instead of `path` alone (each request a
   * different record: a gateway's IPN for each payment). A run asking more than there are fails.
   */
  paths?: { list: readonly string[]; next: number };
}

export interface SaturationOptions {
  connections: number;
  durationSeconds: number;
}

export interface FixedRateOptions extends SaturationOptions {
  /** Requests per second over all connections (autocannon's overallRate). */
  rate: number;
}

/** Guards every run: load is only ever sent to this machine's loopback. */
function targetUrl(server: BenchServer, target: Target): string {
  const url = new URL(target.path, server.baseUrl);
  if (url.hostname !== '127.0.0.1')
    throw new Error(`refusing to load ${url.host}: only 127.0.0.1 is allowed`);
  return url.toString();
}

/** One request before any load: the endpoint answers 200 and the body passes the benchmark's check. */
export async function checkEndpoint(
  server: BenchServer,
  target: Target,
  check: (body: unknown) => string | undefined = () => undefined,
): Promise<void> {
  const response = await fetch(targetUrl(server, target), {
    headers: target.headers ?? {},
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${target.label} answered ${response.status}: ${text.slice(0, 300)}`);
  const problem = check(JSON.parse(text) as unknown);
  if (problem) throw new Error(`${target.label}: ${problem}`);
}

/** JIT, prepared statements and the database page cache are hot before anything is measured. */
export async function warmUp(server: BenchServer, target: Target, options: SaturationOptions): Promise<void> {
  await server.waitForIdle();
  const result = await autocannon({
    url: targetUrl(server, target),
    headers: target.headers ?? {},
    connections: options.connections,
    pipelining: 1,
    duration: options.durationSeconds,
    ...walkPaths(target),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${target.label}: warm-up saw ${result.non2xx} non-2xx answers and ${result.errors} errors; the server is not healthy`,
    );
}

export function measureSaturation(
  server: BenchServer,
  target: Target,
  options: SaturationOptions,
): Promise<Measurement> {
  return measure(server, target, 'saturation', options);
}

/**
 * autocannon paces each connection separately: it sends back to back until the connection has
 * made its share of the second's requests, then waits for the next second. Requests therefore
 * arrive in bursts as wide as the connection count at the start of each second, so fewer
 * connections mean smaller bursts; the caller picks just enough to sustain the rate (Little's
 * law: rate × acceptable latency) and the measurement records the rate actually reached.
 */
export function measureFixedRate(
  server: BenchServer,
  target: Target,
  options: FixedRateOptions,
): Promise<Measurement> {
  return measure(server, target, 'fixed-rate', options);
}

async function measure(
  server: BenchServer,
  target: Target,
  mode: Measurement['mode'],
  options: SaturationOptions & { rate?: number },
): Promise<Measurement> {
  await server.waitForIdle();
  const before = await server.sampleUsage();
  const result = await autocannon({
    url: targetUrl(server, target),
    headers: target.headers ?? {},
    connections: options.connections,
    pipelining: 1,
    duration: options.durationSeconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...walkPaths(target),
  });
  const usage = usageBetween(before, await server.sampleUsage());
  return {
    endpoint: target.label,
    mode,
    connections: result.connections,
    durationSeconds: result.duration,
    ...(options.rate ? { targetRate: options.rate } : {}),
    requestsPerSecond: round(result.requests.average, 1),
    latencyMs: {
      mean: round(result.latency.mean, 2),
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuPercent: round(usage.cpuPercent, 0),
    serverEventLoopUtilization: round(usage.eventLoopUtilization, 2),
  };
}

/** autocannon's per-request hook handing out the target's paths in turn. */
function walkPaths(target: Target) {
  const { paths } = target;
  if (!paths) return {};
  return {
    requests: [
      {
        setupRequest(request: autocannon.Request) {
          const path = paths.list[paths.next];
          if (path === undefined)
            throw new Error(`${target.label}: ran out of the ${paths.list.length} prepared paths`);
          paths.next += 1;
          return { ...request, path };
        },
      },
    ],
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
