#!/usr/bin/env node
// Runs every check the project has, in order: lint, types, then the test suites on SQLite and
// PostgreSQL. PostgreSQL comes from TEST_DATABASE_URL, or the local server on 127.0.0.1:5432 if
// one answers; under CI it is required.
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

function run(command, args, env = process.env) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL) {
  if (await reachable('127.0.0.1', 5432)) env.TEST_DATABASE_URL = DEFAULT_PG;
  else if (env.CI) {
    console.error('CI needs PostgreSQL: set TEST_DATABASE_URL or run one on 127.0.0.1:5432.');
    process.exit(1);
  } else console.warn('\n!! PostgreSQL is not reachable on 127.0.0.1:5432: the PostgreSQL suite is skipped.');
}

run('npx', ['biome', 'check', '.']);
run('npm', ['run', 'typecheck']);
run('npx', ['vitest', 'run'], env);
