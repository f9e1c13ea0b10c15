/**
 * What the web app costs a phone (issue 3's benchmark): the production build served by the real
 * server, loaded in Debian's Chromium.
 *
 * - the JavaScript the login page loads, and the signed-in shell (/dashboard on a cold load; the
 *   Socket.IO client it fetches once painted and idle is reported apart), each summed as gzip of the file's bytes (zlib, level 9, like the build's report) and as the
 *   bytes that crossed the wire (the server compresses, brotli when the browser accepts it);
 * - the largest chunk in web/dist (minified bytes);
 * - that no spreadsheet or chart library is in the entry chunk (what index.html loads and what
 *   that imports statically), read from the source maps of a second, throw-away build;
 * - a Lighthouse run (mobile profile, simulated throttling, performance only) of /login.
 *
 * Sizes are in kB of 1,000 bytes, as Vite prints them. The database never matters here: the
 * benchmark always runs on a temporary SQLite file, whatever BENCH_DATABASE_URL says.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium); BENCH_LIGHTHOUSE_RUNS (default 3, the
 * median is reported: one Lighthouse run on a busy 2-core machine swings by several points).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, constants as zlibConstants } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { apiLogin, buildWebApp, ROOT_DIR, startAppServer, WEB_DIST_DIR } from '../lib/app-server';
import type { Benchmark, GoalCheck } from '../lib/types';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const KB = 1_000;
const GOAL_LOGIN_KB = 150;
const GOAL_SHELL_KB = 250;
/** Issue 17: the public chat is a light entry of its own. */
const GOAL_PUBLIC_CHAT_KB = 120;
const GOAL_CHUNK_KB = 500;
const GOAL_LIGHTHOUSE = 90;
/** Packages that must only ever arrive with the pages that need them. */
const HEAVY_LIBRARIES = ['exceljs', 'xlsx', 'chart.js', 'recharts', 'echarts', '@fullcalendar'];
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 1);
const LIGHTHOUSE_TIMEOUT_MS = 180_000;

interface ScriptLoad {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** Encoded body bytes as received (after the server's brotli or gzip). */
  transferBytes: number;
  /** The Socket.IO client (engine.io's polling transport names this error). */
  isRealtimeClient: boolean;
}

interface PageJavaScript {
  scripts: ScriptLoad[];
  rawBytes: number;
  gzipBytes: number;
  transferBytes: number;
}

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }).length;

function total(scripts: ScriptLoad[]): PageJavaScript {
  return {
    scripts,
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    transferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
  };
}

/** Every JavaScript response the page receives from now on, measured once it is complete. */
function recordScripts(page: Page): () => Promise<ScriptLoad[]> {
  const pending: Array<Promise<ScriptLoad | null>> = [];
  page.on('response', (response) => {
    const request = response.request();
    const path = new URL(response.url()).pathname;
    const isScript =
      request.resourceType() === 'script' ||
      /\.m?js$/.test(path) ||
      (response.headers()['content-type'] ?? '').includes('javascript');
    if (!isScript || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await request.sizes();
        return {
          path,
          rawBytes: body.length,
          gzipBytes: gzipSize(body),
          transferBytes: sizes.responseBodySize,
          isRealtimeClient: body.includes('xhr poll error'),
        };
      })().catch(() => null),
    );
  });
  return async () => {
    const loads = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== null);
    // A file fetched twice (a modulepreload and its import) counts once.
    return [...new Map(loads.map((load) => [load.path, load])).values()].sort((a, b) =>
      a.path.localeCompare(b.path),
    );
  };
}

async function measureLogin(browser: Browser, baseUrl: string): Promise<PageJavaScript> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    const collect = recordScripts(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('form').first().waitFor({ state: 'visible' });
    return total(await collect());
  } finally {
    await context.close();
  }
}

/** Signs in through the login form, then opens /dashboard cold (a new context, empty cache). */
async function measureShell(
  browser: Browser,
  baseUrl: string,
  admin: { username: string; password: string },
): Promise<PageJavaScript> {
  const signIn = await browser.newContext({ baseURL: baseUrl });
  let storageState: Awaited<ReturnType<typeof signIn.storageState>>;
  try {
    const page = await signIn.newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    const form = page.getByRole('form').first();
    await form.locator('input[autocomplete="username"]').fill(admin.username);
    await form.locator('input[autocomplete="current-password"]').fill(admin.password);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
    storageState = await signIn.storageState();
  } finally {
    await signIn.close();
  }
  const context = await browser.newContext({ baseURL: baseUrl, storageState });
  try {
    const page = await context.newPage();
    const collect = recordScripts(page);
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    if (!new URL(page.url()).pathname.startsWith('/dashboard'))
      throw new Error(`the signed-in shell did not open: the browser is on ${page.url()}`);
    return total(await collect());
  } finally {
    await context.close();
  }
}

/**
 * Opens the public chat as a player does from the mobile app (the access token in the address's
 * fragment), on a public channel, cold: the JavaScript until the channel's name shows.
 */
async function measurePublicChat(
  browser: Browser,
  baseUrl: string,
  admin: { username: string; password: string },
): Promise<PageJavaScript> {
  const session = await apiLogin(baseUrl, admin.username, admin.password);
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} → HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()) as { data: T };
  };
  // A channel's participants are people who may chat (the staff role holds chat.view).
  const roles = await call<{ id: number; name: string }[]>('GET', '/roles?per_page=100');
  const staff = roles.data.find((role) => role.name === 'staff');
  const member = await call<{ id: number }>('POST', '/users', {
    name: 'Người chơi cộng đồng',
    username: 'community1',
    password: 'Player12345',
    password_confirmation: 'Player12345',
    roles: staff ? [staff.id] : [],
  });
  const channel = await call<{ name: string }>('POST', '/chats', {
    type: 'channel',
    name: 'Cộng đồng Pickleball',
    participant_ids: [member.data.id],
    is_public: true,
  });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const collect = recordScripts(page);
    await page.goto(`/public-chat#token=${session.access_token}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: channel.data.name }).waitFor({ state: 'visible' });
    return total(await collect());
  } finally {
    await context.close();
  }
}

function listChunks(dir: string): Array<{ file: string; bytes: number }> {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => ({ file, bytes: statSync(join(assets, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The files index.html loads (scripts and module preloads), relative to the build folder. */
function htmlEntryFiles(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.m?js)"/g))
    if (match[1]) files.add(match[1]);
  return [...files];
}

/** The entry files plus everything they import statically (dynamic `import()` excluded). */
function entryClosure(dir: string): string[] {
  const seen = new Set<string>();
  const queue = htmlEntryFiles(dir);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(join(dir, file))) continue;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    // `import x from"./a.js"`, `import{a}from"./a.js"`, `import"./a.js"`, `export*from"./a.js"`; not `import("./a.js")`.
    for (const match of code.matchAll(
      /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.m?js)["']/g,
    )) {
      const target = match[1]?.slice(2);
      if (target) queue.push(`${folder}${target}`);
    }
  }
  return [...seen];
}

/**
 * Builds the app once more into a temporary folder with source maps and returns, for the entry
 * chunk and its static imports, the heavy libraries whose modules they contain.
 */
function heavyLibrariesInEntry(log: (message: string) => void): { entryFiles: string[]; found: string[] } {
  const outDir = mkdtempSync(join(tmpdir(), 'pickleball-web-analysis-'));
  try {
    log('building a source-mapped copy of the app to read the entry chunk’s modules');
    const result = spawnSync(
      process.execPath,
      [
        join(ROOT_DIR, 'node_modules/vite/bin/vite.js'),
        'build',
        '--sourcemap',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: join(ROOT_DIR, 'web'), stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (result.status !== 0) throw new Error(`the source-mapped build failed (exit ${result.status})`);
    const entryFiles = entryClosure(outDir);
    const found = new Set<string>();
    for (const file of entryFiles) {
      const mapFile = join(outDir, `${file}.map`);
      // Generated files (the bundler's runtime) have no map: their code is read for the names instead.
      const sources = existsSync(mapFile)
        ? ((JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] }).sources ?? [])
        : [readFileSync(join(outDir, file), 'utf8').includes('node_modules/') ? 'node_modules/?' : ''];
      for (const source of sources)
        for (const library of HEAVY_LIBRARIES)
          if (source.includes(`node_modules/${library}/`)) found.add(`${library} (in ${file})`);
    }
    return { entryFiles, found: [...found] };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

interface LighthouseResult {
  score: number;
  metrics: Record<string, number>;
}

function runLighthouse(url: string, log: (message: string) => void): Promise<LighthouseResult> {
  const cli = join(ROOT_DIR, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(cli)) throw new Error('lighthouse is not installed (npm install -w @pickleball/tests)');
  const outDir = mkdtempSync(join(tmpdir(), 'pickleball-lighthouse-'));
  const output = join(outDir, 'report.json');
  return new Promise<LighthouseResult>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-5_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), LIGHTHOUSE_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      try {
        if (code !== 0 || !existsSync(output)) throw new Error(`lighthouse exited with ${code}:\n${stderr}`);
        const report = JSON.parse(readFileSync(output, 'utf8')) as {
          categories: { performance: { score: number | null } };
          audits: Record<string, { numericValue?: number }>;
          runtimeError?: { message: string };
          runWarnings?: string[];
        };
        if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
        for (const warning of report.runWarnings ?? []) log(`lighthouse warning: ${warning}`);
        const score = report.categories.performance.score;
        if (score === null) throw new Error('lighthouse returned no performance score');
        const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
        resolve({
          score: Math.round(score * 100),
          metrics: {
            fcp_ms: metric('first-contentful-paint'),
            lcp_ms: metric('largest-contentful-paint'),
            tbt_ms: metric('total-blocking-time'),
            speed_index_ms: metric('speed-index'),
            cls_x1000: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000),
          },
        });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

function median<T>(values: T[], key: (value: T) => number): T {
  const sorted = [...values].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function describeScripts(label: string, measured: PageJavaScript): string {
  const files = measured.scripts
    .slice()
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${script.path.replace(/^\/assets\//, '')} ${kb(script.gzipBytes)}`)
    .join(', ');
  return `${label}: ${measured.scripts.length} files, ${kb(measured.rawBytes)} kB minified, ${kb(measured.gzipBytes)} kB gzip, ${kb(measured.transferBytes)} kB over the wire — ${files}`;
}

export const benchmark: Benchmark = {
  name: 'web-bundle',
  description:
    'JavaScript of the login page, the signed-in shell and the public chat, largest chunk, Lighthouse (mobile) on /login',
  async run({ log }) {
    log('building the web app (npm run build -w @pickleball/web)');
    buildWebApp({ force: true });
    const chunks = listChunks(WEB_DIST_DIR);
    const largest = chunks[0];
    if (!largest) throw new Error('web/dist/assets holds no JavaScript: the build produced nothing');
    const entry = heavyLibrariesInEntry(log);

    const server = await startAppServer({ name: 'web-bundle', log });
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
      log('loading /login');
      const login = await measureLogin(browser, server.baseUrl);
      log('signing in and loading /dashboard');
      // The signed-in pages fetch the Socket.IO client once painted and idle (web/src/lib/realtime.ts):
      // it is counted apart, not in what the shell needs to show.
      const shellLoads = await measureShell(browser, server.baseUrl, server.admin);
      const shell = total(shellLoads.scripts.filter((script) => !script.isRealtimeClient));
      const realtimeClient = total(shellLoads.scripts.filter((script) => script.isRealtimeClient));
      log('opening /public-chat with a token');
      const publicChat = await measurePublicChat(browser, server.baseUrl, server.admin);
      await browser.close();
      browser = undefined;
      // The same session the UI would have: proves the admin can sign in, so a login failure above is the UI's.
      await apiLogin(server.baseUrl, server.admin.username, server.admin.password);

      const lighthouseRuns: LighthouseResult[] = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        log(`lighthouse (mobile, performance) on /login, run ${run} of ${LIGHTHOUSE_RUNS}`);
        lighthouseRuns.push(await runLighthouse(`${server.baseUrl}/login`, log));
      }
      const lighthouse = median(lighthouseRuns, (result) => result.score);

      const goals: GoalCheck[] = [
        {
          goal: `login page JavaScript ≤ ${GOAL_LOGIN_KB} kB gzipped`,
          actual: `${kb(login.gzipBytes)} kB in ${login.scripts.length} files`,
          passed: login.gzipBytes <= GOAL_LOGIN_KB * KB,
        },
        {
          goal: `signed-in shell JavaScript ≤ ${GOAL_SHELL_KB} kB gzipped`,
          actual: `${kb(shell.gzipBytes)} kB in ${shell.scripts.length} files`,
          passed: shell.gzipBytes <= GOAL_SHELL_KB * KB,
        },
        {
          goal: `public chat JavaScript ≤ ${GOAL_PUBLIC_CHAT_KB} kB gzipped`,
          actual: `${kb(publicChat.gzipBytes)} kB in ${publicChat.scripts.length} files`,
          passed: publicChat.gzipBytes <= GOAL_PUBLIC_CHAT_KB * KB,
        },
        {
          goal: `no chunk over ${GOAL_CHUNK_KB} kB minified`,
          actual: `largest ${largest.file} ${kb(largest.bytes)} kB`,
          passed: largest.bytes <= GOAL_CHUNK_KB * KB,
        },
        {
          goal: `no spreadsheet or chart library (${HEAVY_LIBRARIES.join(', ')}) in the entry chunk`,
          actual: entry.found.length === 0 ? 'none' : entry.found.join('; '),
          passed: entry.found.length === 0,
        },
        {
          goal: `Lighthouse performance (mobile) on /login ≥ ${GOAL_LIGHTHOUSE}`,
          actual: `${lighthouse.score} (median of ${lighthouseRuns.map((run) => run.score).join(', ')})`,
          passed: lighthouse.score >= GOAL_LIGHTHOUSE,
        },
      ];

      return {
        name: 'web-bundle',
        database: 'sqlite',
        seed: {},
        seedSeconds: 0,
        measurements: [],
        derived: {
          login_js_files: login.scripts.length,
          login_js_minified_kb: kb(login.rawBytes),
          login_js_gzip_kb: kb(login.gzipBytes),
          login_js_transfer_kb: kb(login.transferBytes),
          shell_js_files: shell.scripts.length,
          shell_js_minified_kb: kb(shell.rawBytes),
          shell_js_gzip_kb: kb(shell.gzipBytes),
          shell_js_transfer_kb: kb(shell.transferBytes),
          shell_idle_realtime_client_gzip_kb: kb(realtimeClient.gzipBytes),
          public_chat_js_files: publicChat.scripts.length,
          public_chat_js_gzip_kb: kb(publicChat.gzipBytes),
          dist_js_chunks: chunks.length,
          dist_js_total_kb: kb(chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)),
          largest_chunk_kb: kb(largest.bytes),
          entry_files: entry.entryFiles.length,
          lighthouse_performance: lighthouse.score,
          ...Object.fromEntries(
            Object.entries(lighthouse.metrics).map(([name, value]) => [`lighthouse_${name}`, value]),
          ),
        },
        goals,
        notes: [
          describeScripts('/login', login),
          describeScripts('/dashboard (signed in)', shell),
          describeScripts('/dashboard, then once painted and idle (the realtime client)', realtimeClient),
          describeScripts('/public-chat (a player with a token)', publicChat),
          `largest chunks (minified): ${chunks
            .slice(0, 5)
            .map((chunk) => `${chunk.file} ${kb(chunk.bytes)} kB`)
            .join(', ')}`,
          'kB = 1,000 bytes; gzip = zlib level 9 of each file; "over the wire" is what the server sent (brotli)',
          'Lighthouse: simulated mobile throttling (Moto G Power, slow 4G), headless Chromium on this machine',
        ],
      };
    } finally {
      await browser?.close().catch(() => undefined);
      await server.stop();
    }
  },
};
