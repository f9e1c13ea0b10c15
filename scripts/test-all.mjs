#!/usr/bin/env node
// Runs every check the project has, in order: lint, unused code (knip: files, exports and
// dependencies nothing uses, knip.jsonc), types, the test suites on SQLite and PostgreSQL, then
// the end-to-end suite in Chromium. PostgreSQL comes from TEST_DATABASE_URL, or the local server
// on 127.0.0.1:5432 if one answers; under CI it is required.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const CHROMIUM = '/usr/bin/chromium';

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

/**
 * The end-to-end suite drives Debian's Chromium (a test tool's own browser download fails on
 * these machines). It is installed when missing and the installer can run; otherwise CI fails
 * and a developer is warned.
 */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    return true;
  }
  if (process.env.CI) {
    console.error(`CI needs Chromium at ${CHROMIUM} (apt-get install chromium).`);
    process.exit(1);
  }
  console.warn(
    `\n!! Chromium is not at ${CHROMIUM} (apt-get install chromium): the end-to-end suite is skipped.`,
  );
  return false;
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
run('npx', ['knip']);
run('npm', ['run', 'typecheck']);
run('npx', ['vitest', 'run'], env);
if (ensureChromium()) run('npm', ['run', 'test:e2e']);
