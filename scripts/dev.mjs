#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite (port 5173, proxying /api to
// the API) side by side. Ctrl+C stops both; if either stops, the other is stopped too.
// Both run as direct children (not through `npm run`, whose shell does not pass signals on), so
// stopping this script never leaves a server behind.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'web', 'package.json'));
const tsxCli = require.resolve('tsx/cli');
const viteCli = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const children = [];
let stopping = false;

function run(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.log(`${prefix}exited with code ${code}; stopping the others`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', [tsxCli, 'watch', 'src/main.ts'], join(root, 'server'));
run('web', [viteCli], join(root, 'web'));
console.log('dev: API on http://127.0.0.1:3000, app on http://127.0.0.1:5173');
