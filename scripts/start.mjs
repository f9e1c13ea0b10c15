#!/usr/bin/env node
// `npm start`: build the web app if needed (see web-build.mjs), then run the server, which serves
// the app and the API on one origin.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';

const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
buildWebIfStale();

// tsx is started directly rather than through `npm run`, whose shell does not pass signals on:
// Ctrl+C or `kill` must reach the server so that it shuts down gracefully.
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const server = spawn(process.execPath, [tsx, 'src/main.ts', ...process.argv.slice(2)], {
  cwd: serverDir,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
