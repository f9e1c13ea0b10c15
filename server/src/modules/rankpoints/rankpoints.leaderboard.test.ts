import {
  buildSearchText,
  createSeededRandom,
  foldForSearch,
  type LeaderboardEntry,
  type PageMeta,
  RANKPOINT_TYPES,
} from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import {
  baselineFor,
  currentBaseline,
  refreshRatingBaseline,
  runBaselineRefresh,
} from './rankpoints.baseline';

/**
 * The leaderboard read from its indexes (rankpoints.leaderboard.ts) against the plain definition
 * computed here from the same rows: every player of the filters ranked by rating (then id), last
 * week's ranks from each one's history at the baseline, a search only picking rows. Ratings tie
 * on purpose; some players or users are inactive, unrated, or were unrated a week ago.
 */
const DAY_MS = 86_400_000;
const PLAYERS = 64;
const RATINGS = [3.2, 3.5, 3.726, 4, 4.25, 5.125] as const;
const NAMES = ['Nguyễn Văn An', 'Trần Thị Bình', 'Nguyen Thi Cuc', 'Lê Hoàng Dũng', 'Phạm Minh Châu'];

interface Seeded {
  userId: number;
  rankpointId: number;
  name: string;
  username: string;
  searchText: string;
  active: boolean;
  status: string;
  type: string;
  gender: 'male' | 'female';
  province: string;
  born: string;
  double: number | null;
  doubleThen: number | null;
  single: number | null;
  singleThen: number | null;
}

let app: FastifyInstance;
let admin: Session;
const seeded: Seeded[] = [];
/** When the players were seeded and the baseline set. */
let seededAt: Date;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  const db = app.services.db;
  const random = createSeededRandom(20_261_127);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const maybeRating = () => (random() < 0.15 ? null : pick(RATINGS));
  seededAt = new Date();
  const now = seededAt.getTime();
  const longAgo = new Date(now - 10 * DAY_MS).toISOString();
  const today = new Date(now).toISOString();
  for (let index = 0; index < PLAYERS; index += 1) {
    const name = `${pick(NAMES)} ${index}`;
    const username = `board_${index}`;
    const searchText = buildSearchText([name, null, username, null]);
    const active = random() < 0.9;
    const { id: userId } = await db
      .insertInto('users')
      .values(userRow({ name, username, isActive: active }, today))
      .returning('id')
      .executeTakeFirstOrThrow();
    const player: Omit<Seeded, 'rankpointId'> = {
      userId,
      name,
      username,
      searchText,
      active,
      status: random() < 0.9 ? 'active' : 'inactive',
      type: pick(RANKPOINT_TYPES),
      gender: random() < 0.5 ? 'male' : 'female',
      province: random() < 0.5 ? '79' : '01',
      born: `${1960 + Math.floor(random() * 50)}-06-15`,
      double: null,
      doubleThen: null,
      single: null,
      singleThen: null,
    };
    // A rating once given is never taken away: a player rated a week ago is rated now.
    player.double = maybeRating();
    player.doubleThen = player.double === null ? null : maybeRating();
    player.single = maybeRating();
    player.singleThen = player.single === null ? null : maybeRating();
    await db
      .insertInto('profiles')
      .values({
        user_id: userId,
        gender: player.gender,
        province_code: player.province,
        date_of_birth: player.born,
        phone_verified: false,
        updated_at: today,
      })
      .execute();
    const { id: rankpointId } = await db
      .insertInto('rank_points')
      .values({
        user_id: userId,
        type: player.type,
        single_rating: player.single,
        double_rating: player.double,
        status: player.status,
        change_reason: null,
        created_at: longAgo,
        updated_at: today,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A week ago the player stood at ...Then; the rating now came from a change made today.
    const history = (['singles', 'doubles'] as const).flatMap((matchType) => {
      const [then, current] =
        matchType === 'singles' ? [player.singleThen, player.single] : [player.doubleThen, player.double];
      return [
        ...(then === null
          ? []
          : [
              { at: new Date(now - 12 * DAY_MS).toISOString(), rating: pick(RATINGS) },
              { at: longAgo, rating: then },
            ]),
        ...(current === null ? [] : [{ at: today, rating: current }]),
      ].map((entry) => ({
        rank_point_id: rankpointId,
        match_type: matchType,
        previous_rating: null,
        new_rating: entry.rating,
        source: 'admin',
        reason: null,
        match_id: null,
        changed_by: null,
        changed_at: entry.at,
      }));
    });
    if (history.length > 0) await db.insertInto('rating_history').values(history).execute();
    seeded.push({ ...player, rankpointId });
  }
  await refreshRatingBaseline(db, baselineFor(new Date(now)));
});
afterAll(() => app.close());

interface Filters {
  match_type: 'singles' | 'doubles';
  search?: string;
  type?: string;
  gender?: 'male' | 'female';
  province_code?: string;
  age_band?: '35_49';
}

/** The leaderboard as the definition says, from the seeded rows. */
function expected(filters: Filters) {
  const now = (player: Seeded) => (filters.match_type === 'singles' ? player.single : player.double);
  const then = (player: Seeded) => (filters.match_type === 'singles' ? player.singleThen : player.doubleThen);
  const year = new Date().getUTCFullYear();
  const inBand = (born: string) => {
    // 35–49 on today's date; the seeded birthdays are all on 15 June.
    const age = year - Number(born.slice(0, 4)) - (new Date() < new Date(`${year}-06-15`) ? 1 : 0);
    return age >= 35 && age <= 49;
  };
  const players = seeded.filter(
    (player) =>
      player.active &&
      player.status === 'active' &&
      now(player) !== null &&
      (!filters.type || player.type === filters.type) &&
      (!filters.gender || player.gender === filters.gender) &&
      (!filters.province_code || player.province === filters.province_code) &&
      (!filters.age_band || inBand(player.born)),
  );
  const ranked = (rating: (player: Seeded) => number | null) =>
    players
      .filter((player) => rating(player) !== null)
      .sort((a, b) => (rating(b) as number) - (rating(a) as number) || a.userId - b.userId);
  const placeThen = new Map(ranked(then).map((player, index) => [player.userId, index + 1]));
  const term = filters.search ? foldForSearch(filters.search) : '';
  return ranked(now).flatMap((player, index) => {
    if (term && !player.searchText.includes(term)) return [];
    const before = placeThen.get(player.userId);
    return [
      {
        rank: index + 1,
        rankpoint_id: player.rankpointId,
        movement: before === undefined ? null : before - (index + 1),
        player: { id: player.userId, name: player.name, username: player.username },
        type: player.type,
        rating: now(player),
        matches: 0,
      },
    ];
  });
}

type Board = { data: LeaderboardEntry[]; meta: PageMeta };

async function board(query: string): Promise<Board> {
  const response = await call(app, admin, { method: 'GET', url: `/api/v1/rankpoints/leaderboard?${query}` });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json() as Board;
}

const queryOf = (filters: Filters) =>
  Object.entries(filters)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

const CASES: Filters[] = [
  { match_type: 'doubles' },
  { match_type: 'singles' },
  { match_type: 'doubles', gender: 'female' },
  { match_type: 'doubles', province_code: '79', type: RANKPOINT_TYPES[0] },
  { match_type: 'singles', age_band: '35_49' },
  { match_type: 'doubles', search: 'nguyen' },
  { match_type: 'singles', search: 'Bình', gender: 'female' },
  { match_type: 'doubles', search: 'khong co ai' },
];

describe('the leaderboard read from its indexes', () => {
  it.each(CASES)('gives every place and movement of the definition by page number: %o', async (filters) => {
    const want = expected(filters);
    const perPage = 10;
    const pages = Math.max(1, Math.ceil(want.length / perPage));
    const got: LeaderboardEntry[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const body = await board(`${queryOf(filters)}&per_page=${perPage}&page=${page}`);
      expect(body.meta.total).toBe(want.length);
      got.push(...body.data);
    }
    expect(got).toEqual(want);
  });

  it.each(CASES)('gives the same rows walked by cursor: %o', async (filters) => {
    const want = expected(filters);
    const got: LeaderboardEntry[] = [];
    let url = `${queryOf(filters)}&per_page=10`;
    for (let guard = 0; guard < 40; guard += 1) {
      const body = await board(url);
      got.push(...body.data);
      if (!body.meta.next_cursor) break;
      url = `${queryOf(filters)}&per_page=10&cursor=${encodeURIComponent(body.meta.next_cursor)}`;
    }
    expect(got).toEqual(want);
  });

  it('has players tied on a rating and players unranked last week, so the cases above test them', () => {
    const doubles = expected({ match_type: 'doubles' });
    const ratings = doubles.map((entry) => entry.rating);
    expect(new Set(ratings).size).toBeLessThan(ratings.length);
    expect(doubles.some((entry) => entry.movement === null)).toBe(true);
    expect(doubles.some((entry) => (entry.movement ?? 0) > 0)).toBe(true);
    expect(doubles.some((entry) => (entry.movement ?? 0) < 0)).toBe(true);
    expect(expected({ match_type: 'doubles', search: 'nguyen' }).length).toBeGreaterThan(5);
  });
});

describe('who is on the leaderboard', () => {
  it('follows a user deactivated and activated again, and a record suspended, at once', async () => {
    const onBoard = async () =>
      (await board('match_type=doubles&per_page=100')).data.map((entry) => entry.player.id);
    const leader = expected({ match_type: 'doubles' })[0]?.player.id as number;
    const record = seeded.find((player) => player.userId === leader) as Seeded;
    const toggle = async () =>
      expect(
        (await call(app, admin, { method: 'POST', url: `/api/v1/users/${leader}/toggle-status` })).statusCode,
      ).toBe(200);

    await toggle();
    expect(await onBoard()).not.toContain(leader);
    await toggle();
    expect((await onBoard())[0]).toBe(leader);

    const suspend = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/rankpoints/${record.rankpointId}`,
      payload: {
        type: record.type,
        match_type: 'doubles',
        rating: record.double,
        status: 'suspended',
        change_reason: 'Tạm dừng thi đấu',
      },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(await onBoard()).not.toContain(leader);
    await app.services.db
      .updateTable('rank_points')
      .set({ status: 'active' })
      .where('id', '=', record.rankpointId)
      .execute();
    expect((await onBoard())[0]).toBe(leader);
  });
});

describe('the leaderboard baseline', () => {
  it('is midnight in Viet Nam a week before the day of the read', () => {
    expect(baselineFor(new Date('2026-11-27T16:59:59.999Z'))).toBe('2026-11-19T17:00:00.000Z');
    expect(baselineFor(new Date('2026-11-27T17:00:00.000Z'))).toBe('2026-11-20T17:00:00.000Z');
    expect(baselineFor(new Date('2026-01-01T00:00:00.000Z'))).toBe('2025-12-24T17:00:00.000Z');
  });

  it('queues one refresh for a new day however many reads see it, and the job moves the ratings', async () => {
    const db = app.services.db;
    const player = seeded.find((entry) => entry.doubleThen !== null && entry.double !== null) as Seeded;
    const ratingThen = () =>
      db
        .selectFrom('rank_points')
        .select('double_rating_week_ago')
        .where('id', '=', player.rankpointId)
        .executeTakeFirstOrThrow();
    const jobs = () =>
      db.selectFrom('jobs').select(['id', 'payload']).where('type', '=', 'rankpoint.baseline').execute();
    // The day after the baseline was set, a week after today's rating change: the baseline
    // should then be today's rating.
    const later = new Date(seededAt.getTime() + 8 * DAY_MS);
    const stored = await currentBaseline(db, seededAt);
    expect(stored).toBe(baselineFor(seededAt));
    // (A read after midnight in Viet Nam, had the run crossed it, would have queued that day's.)
    await db.deleteFrom('jobs').where('type', '=', 'rankpoint.baseline').execute();

    const seen = await Promise.all([1, 2, 3].map(() => currentBaseline(db, later)));
    // Answered from the baseline there is until the job has run.
    expect(seen).toEqual([stored, stored, stored]);
    const queued = await jobs();
    expect(queued).toHaveLength(1);
    const payload = JSON.parse(queued[0]?.payload as string) as { as_of: string };
    expect(payload).toEqual({ as_of: baselineFor(later) });
    expect(Number((await ratingThen()).double_rating_week_ago)).toBe(player.doubleThen);

    await runBaselineRefresh(db, payload);
    expect(Number((await ratingThen()).double_rating_week_ago)).toBe(player.double);
    expect(await currentBaseline(db, later)).toBe(baselineFor(later));
    // A job for an older day, run late, leaves the newer baseline alone.
    await runBaselineRefresh(db, { as_of: stored });
    expect(Number((await ratingThen()).double_rating_week_ago)).toBe(player.double);
    await refreshRatingBaseline(db, stored);
  });
});
