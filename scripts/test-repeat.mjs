#!/usr/bin/env node
// Runs test files many times in a row, on SQLite and on PostgreSQL, while another process keeps
// a core busy, and reports every failed run: a test that fails by chance shows up here before it
// fails CI by chance.
//
//   npm run test:repeat                                  # the realtime, jobs and live-scoring files, 20 times each
//   npm run test:repeat -- server/src/x.test.ts 50       # these files, 50 times
//   npm run test:repeat -- --no-load --db sqlite         # without the busy core, on SQLite only
import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';

const DEFAULT_FILES = [
  'server/src/platform/realtime.test.ts',
  'server/src/platform/jobs/jobs.test.ts',
  'server/src/modules/matches/matches.live.test.ts',
];
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

const args = process.argv.slice(2);
const flag = (name) => {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  args.splice(index, 1);
  return true;
};
const option = (name) => {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [, value] = args.splice(index, 2);
  return value;
};
const withoutLoad = flag('--no-load');
const onlyDb = option('--db');
const runsArgument = args.find((arg) => /^\d+$/.test(arg));
const runs = Number(runsArgument ?? 20);
const files = args.filter((arg) => arg !== runsArgument);
if (files.length === 0) files.push(...DEFAULT_FILES);

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

const env = { ...process.env, CI: process.env.CI ?? 'true' };
env.TEST_DATABASE_URL ??= DEFAULT_PG;
env.REDIS_URL ??= 'redis://127.0.0.1:6379';
const databases = (onlyDb ? [onlyDb] : ['sqlite', 'postgres']).filter((db) =>
  ['sqlite', 'postgres'].includes(db),
);
if (
  databases.includes('postgres') &&
  !(await reachable('127.0.0.1', 5432)) &&
  !process.env.TEST_DATABASE_URL
) {
  console.error('PostgreSQL is not reachable: pass --db sqlite, or set TEST_DATABASE_URL.');
  process.exit(2);
}

// The other core busy for the whole run: timers fire late, I/O callbacks interleave differently.
const load = withoutLoad
  ? null
  : spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], { stdio: 'ignore' });
const stopLoad = () => load?.kill('SIGKILL');
process.on('exit', stopLoad);
process.on('SIGINT', () => process.exit(130));

const failures = [];
const started = Date.now();
for (const db of databases) {
  for (let run = 1; run <= runs; run += 1) {
    const result = spawnSync('npx', ['vitest', 'run', '--project', db, ...files], {
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: vitest colours its summary
    const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
    const summary = /Tests\s+(.*)/.exec(plain)?.[1]?.trim() ?? 'no summary';
    const ok = result.status === 0;
    console.log(`${db} ${String(run).padStart(3)}/${runs}: ${ok ? 'ok  ' : 'FAIL'} ${summary}`);
    if (!ok) {
      failures.push({ db, run });
      const failed = plain.split('\n').filter((line) => /FAIL|AssertionError|Error:/.test(line));
      console.log(
        failed
          .slice(0, 12)
          .map((line) => `    ${line.trim()}`)
          .join('\n'),
      );
    }
  }
}
stopLoad();

const seconds = Math.round((Date.now() - started) / 1000);
const total = runs * databases.length;
console.log(
  `\n${files.length} files × ${runs} runs on ${databases.join(' and ')}${load ? ', the other core busy' : ''}: ` +
    `${total - failures.length} runs passed, ${failures.length} failed (${seconds} s)`,
);
process.exit(failures.length === 0 ? 0 : 1);
