/** Turns benchmark reports into the printed table and the JSON file that later runs compare against. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname } from 'node:path';
import type { BenchmarkReport, Measurement } from './types';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function formatInteger(value: number): string {
  return integer.format(value);
}

export function describeMode(measurement: Measurement): string {
  const seconds = Math.round(measurement.durationSeconds);
  return measurement.mode === 'saturation'
    ? `saturation, ${measurement.connections} conn, ${seconds} s`
    : `${formatInteger(measurement.targetRate ?? 0)} req/s, ${measurement.connections} conn, ${seconds} s`;
}

/** Any non-2xx answer or socket error means the numbers describe failures, not the endpoint. */
export function invalidMeasurements(report: BenchmarkReport): Measurement[] {
  return report.measurements.filter((m) => m.non2xx > 0 || m.errors > 0 || m.timeouts > 0);
}

export function formatReport(report: BenchmarkReport): string {
  const header = [
    'Endpoint',
    'Load',
    'Req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'Requests',
    'Errors',
    'Server CPU',
  ];
  const rows = report.measurements.map((m) => [
    m.endpoint,
    describeMode(m),
    oneDecimal.format(m.requestsPerSecond),
    String(m.latencyMs.p50),
    String(m.latencyMs.p90),
    String(m.latencyMs.p99),
    String(m.latencyMs.max),
    formatInteger(m.requests),
    String(m.non2xx + m.errors + m.timeouts),
    `${m.serverCpuPercent}% (loop ${Math.round(m.serverEventLoopUtilization * 100)}%)`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  // Text columns left, numbers right.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const seedText = Object.entries(report.seed)
    .map(([name, value]) => `${name} ${formatInteger(value)}`)
    .join(', ');
  // A benchmark without HTTP measurements (web-bundle) has no table and no seed to show.
  const table =
    rows.length > 0
      ? [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), '']
      : [];
  const lines = [
    '',
    `== ${report.name} on ${report.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} ==`,
    ...(seedText ? [`seed: ${seedText} (${report.seedSeconds.toFixed(1)} s)`] : []),
    '',
    ...table,
    ...Object.entries(report.derived).map(([name, value]) => `${name}: ${value}`),
    '',
    'Goals:',
    ...report.goals.map(
      (goal) => `  ${goal.passed ? 'PASS' : 'FAIL'}  ${goal.goal}  (actual: ${goal.actual})`,
    ),
  ];
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((note) => `  - ${note}`));
  const invalid = invalidMeasurements(report);
  if (invalid.length > 0)
    lines.push(
      '',
      `INVALID RUN: ${invalid.map((m) => `${m.endpoint} (${describeMode(m)})`).join('; ')} had errors or non-2xx answers`,
    );
  return lines.join('\n');
}

/** The 1-minute load average before the run: above ~0.5 on this machine, something else is using the CPU. */
export function describeMachine(): string {
  const cpuList = cpus();
  return `${cpuList.length} × ${cpuList[0]?.model ?? 'unknown CPU'}, ${process.version}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
}

export function writeResults(
  file: string,
  reports: BenchmarkReport[],
  startedAt: Date,
  loadBefore: number[],
): void {
  const cpuList = cpus();
  const document = {
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    machine: {
      platform: `${platform()} ${release()}`,
      cpu: cpuList[0]?.model ?? 'unknown',
      cores: cpuList.length,
      memory_gb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      load_average_before: loadBefore.map((value) => Math.round(value * 100) / 100),
    },
    benchmarks: reports,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
}
