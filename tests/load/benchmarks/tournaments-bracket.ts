import { type Match, matchInputOf } from '@pickleball/domain';
/**
 * The bracket page's time to render a 128-entrant double elimination in Debian's Chromium (issue
 * 14's benchmark): the production build served by the real server, a singles tournament of 128
 * players drawn with a grand-final reset (255 matches: 127 in the winners' bracket, 126 in the
 * losers', the grand final and its reset) and its first round played, opened cold — a new browser
 * context each run, nothing cached — on:
 *
 * - the public page (/public-tournaments/{id}), the light entry spectators open on a phone
 *   (390 px wide), signed out;
 * - the staff's brackets tab (/tournaments/{id}?tab=brackets), signed in, on a laptop.
 *
 * Each is timed from the navigation's start to the frame where every match box is in the page
 * (`[data-slot]`), RUNS times: the median and the slowest. Chromium's own counters of the main
 * thread's work (script, layout, style) over the load are reported beside them.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium); BENCH_BRACKET_RUNS (default 5).
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { apiLogin, buildWebApp, startAppServer } from '../lib/app-server';
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
const ENTRANTS = 128;
const RUNS = Math.max(1, Number(process.env.BENCH_BRACKET_RUNS ?? 5) || 5);
const PASSWORD = 'BenchPlayer123';
/** A spectator's phone and a laptop, each a cold load: what the page costs before it is useful. */
const GOAL_PUBLIC_MS = 1_500;
const GOAL_STAFF_MS = 3_000;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
const CONCURRENCY = 4;

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function apiCaller(baseUrl: string, token: string): Call {
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → HTTP ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** Runs `work` over `items`, a few at a time (the server hashes each new user's password). */
async function inBatches<T>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += CONCURRENCY)
    await Promise.all(
      items.slice(start, start + CONCURRENCY).map((item, offset) => work(item, start + offset)),
    );
}

interface SlotView {
  key: string;
  state: string;
  result: unknown;
  round: number;
  bracket: string;
  match: { id: number } | null;
}

/** A match played as a referee's result is entered: the scores saved, then completed. */
async function playMatch(call: Call, matchId: number): Promise<void> {
  const { data: match } = await call<{ data: Match }>('GET', `/matches/${matchId}`);
  const games = [
    { team1: 11, team2: 7 },
    { team1: 9, team2: 11 },
    { team1: 11, team2: 8 },
  ];
  await call('PUT', `/matches/${matchId}`, matchInputOf(match, games));
  await call('POST', `/matches/${matchId}/complete`);
}

/** 128 players entered in a public singles double elimination, drawn, started, its first round played. */
async function seedTournament(
  baseUrl: string,
  admin: { username: string; password: string },
  log: (message: string) => void,
): Promise<{ id: number; slots: number; played: number }> {
  const session = await apiLogin(baseUrl, admin.username, admin.password);
  const call = apiCaller(baseUrl, session.access_token);
  const roles = await call<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const playerRole = roles.data.find((role) => role.name === 'player')?.id;
  const { data: tournament } = await call<{ data: { id: number } }>('POST', '/tournaments', {
    name: 'Giải Đơn Mở Rộng 128 VĐV',
    type: 'singles',
    format: 'double_elimination',
    grand_final_reset: true,
    start_date: '2027-05-01',
    end_date: '2027-05-03',
    is_public: true,
    is_free: true,
    seeding_method: 'random',
    location: 'Nhà thi đấu Phú Thọ, TP. Hồ Chí Minh',
  });
  await call('POST', `/tournaments/${tournament.id}/open-registration`, {});
  log(`creating and entering ${ENTRANTS} players`);
  const numbers = Array.from({ length: ENTRANTS }, (_, index) => index + 1);
  await inBatches(numbers, async (number) => {
    const username = `bracket${String(number).padStart(3, '0')}`;
    const { data: user } = await call<{ data: { id: number } }>('POST', '/users', {
      name: `Vận Động Viên ${String(number).padStart(3, '0')}`,
      username,
      email: `${username}@example.test`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_active: true,
      email_verified: true,
      roles: playerRole ? [playerRole] : [],
    });
    await call('POST', `/tournaments/${tournament.id}/registrations`, { player_id: user.id });
  });
  await call('POST', `/tournaments/${tournament.id}/close-registration`, {});
  await call('POST', `/tournaments/${tournament.id}/bracket`);
  await call('POST', `/tournaments/${tournament.id}/start`, {});
  const ready = (
    await call<{ data: SlotView[] }>('GET', `/tournaments/${tournament.id}/matches?status=scheduled`)
  ).data.filter((slot) => slot.bracket === 'winners' && slot.round === 1 && slot.match);
  log(`playing the first round (${ready.length} matches)`);
  await inBatches(ready, async (slot) => playMatch(call, slot.match?.id ?? 0));
  const { data: bracket } = await call<{ data: { slots: SlotView[] } }>(
    'GET',
    `/tournaments/${tournament.id}/bracket`,
  );
  return {
    id: tournament.id,
    slots: bracket.slots.length,
    played: bracket.slots.filter((slot) => slot.result !== null).length,
  };
}

interface RenderRun {
  ms: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  nodes: number;
}

/** Opens `path` cold and waits for every match box: the time since the navigation began. */
async function timeRender(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: { viewport: { width: number; height: number }; session?: Awaited<ReturnType<typeof apiLogin>> },
  slots: number,
): Promise<RenderRun> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport });
  try {
    const { session } = options;
    if (session)
      await context.addInitScript(
        (tokens) => localStorage.setItem('pickleball.session', tokens),
        JSON.stringify({
          accessToken: session.access_token,
          refreshToken: session.refresh_token,
          expiresAt: Date.parse(session.expires_at),
        }),
      );
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction((count) => document.querySelectorAll('[data-slot]').length >= count, slots, {
      polling: 'raf',
      timeout: 60_000,
    });
    const ms = await page.evaluate(() => performance.now());
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
    return {
      ms: Math.round(ms),
      scriptMs: Math.round(metric('ScriptDuration') * 1000),
      layoutMs: Math.round(metric('LayoutDuration') * 1000),
      styleMs: Math.round(metric('RecalcStyleDuration') * 1000),
      nodes: metric('Nodes'),
    };
  } finally {
    await context.close();
  }
}

function summarize(runs: RenderRun[]) {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as RenderRun;
  return { median, slowest: sorted[sorted.length - 1] as RenderRun };
}

export const benchmark: Benchmark = {
  name: 'tournaments-bracket',
  description: `the bracket page's time to render a ${ENTRANTS}-entrant double elimination in Chromium (public page on a phone, staff tab on a laptop), ${RUNS} cold loads each`,
  async run({ log }) {
    log('building the web app if it is stale');
    buildWebApp();
    const server = await startAppServer({ name: 'tournaments-bracket', log });
    let browser: Browser | undefined;
    try {
      const seedStarted = performance.now();
      const seeded = await seedTournament(server.baseUrl, server.admin, log);
      const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
      const session = await apiLogin(server.baseUrl, server.admin.username, server.admin.password);
      const publicRuns: RenderRun[] = [];
      const staffRuns: RenderRun[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        log(`run ${run} of ${RUNS}: the public page, then the staff's brackets tab`);
        publicRuns.push(
          await timeRender(
            browser,
            server.baseUrl,
            `/public-tournaments/${seeded.id}`,
            { viewport: PHONE },
            seeded.slots,
          ),
        );
        staffRuns.push(
          await timeRender(
            browser,
            server.baseUrl,
            `/tournaments/${seeded.id}?tab=brackets`,
            { viewport: LAPTOP, session },
            seeded.slots,
          ),
        );
      }
      const publicPage = summarize(publicRuns);
      const staffPage = summarize(staffRuns);
      const goals: GoalCheck[] = [
        {
          goal: `public bracket of ${ENTRANTS} on a phone, cold: median < ${GOAL_PUBLIC_MS} ms`,
          actual: `median ${publicPage.median.ms} ms, slowest ${publicPage.slowest.ms} ms`,
          passed: publicPage.median.ms < GOAL_PUBLIC_MS,
        },
        {
          goal: `staff brackets tab of ${ENTRANTS}, cold: median < ${GOAL_STAFF_MS} ms`,
          actual: `median ${staffPage.median.ms} ms, slowest ${staffPage.slowest.ms} ms`,
          passed: staffPage.median.ms < GOAL_STAFF_MS,
        },
      ];
      return {
        name: 'tournaments-bracket',
        database: 'sqlite',
        seed: { entrants: ENTRANTS, slots: seeded.slots, results: seeded.played },
        seedSeconds,
        measurements: [],
        derived: {
          public_median_ms: publicPage.median.ms,
          public_slowest_ms: publicPage.slowest.ms,
          public_script_ms: publicPage.median.scriptMs,
          public_layout_ms: publicPage.median.layoutMs,
          public_style_ms: publicPage.median.styleMs,
          public_dom_nodes: publicPage.median.nodes,
          staff_median_ms: staffPage.median.ms,
          staff_slowest_ms: staffPage.slowest.ms,
          staff_script_ms: staffPage.median.scriptMs,
          staff_layout_ms: staffPage.median.layoutMs,
          staff_style_ms: staffPage.median.styleMs,
          staff_dom_nodes: staffPage.median.nodes,
        },
        goals,
        notes: [
          `each load: a new browser context (empty cache), from the navigation's start to the frame with all ${seeded.slots} match boxes`,
          `public runs (ms): ${publicRuns.map((run) => run.ms).join(', ')}; staff runs (ms): ${staffRuns.map((run) => run.ms).join(', ')}`,
          'script / layout / style: Chromium’s main-thread counters over the load (Performance.getMetrics), median run',
          'headless Chromium on this machine, no network throttling: the server is on loopback',
        ],
      };
    } finally {
      await browser?.close().catch(() => undefined);
      await server.stop();
    }
  },
};
