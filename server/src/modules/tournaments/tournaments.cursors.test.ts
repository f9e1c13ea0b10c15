import { decodeListCursor, type PageMeta } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { createRatedPlayers, createTournament, enter, tournamentAction } from './tournaments.testing';

/**
 * The tournaments' lists walked by `meta.next_cursor` (keyset positions, as every list): each row
 * once, in the order of the whole list, ties and missing values included.
 */
type ListBody = { data: { id: number }[]; meta: PageMeta };

let app: FastifyInstance;
let admin: Session;
let entered: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  // Ties on purpose: two names, two start days; every other one without a deadline and a draft.
  for (let index = 0; index < 23; index += 1) {
    const tournament = await createTournament(app, admin, {
      name: index % 2 === 0 ? 'Giải Mùa Xuân' : 'Giải Mùa Thu',
      type: 'singles',
      start_date: index < 12 ? '2027-04-10' : '2027-05-15',
      end_date: index < 12 ? '2027-04-11' : '2027-05-16',
      registration_deadline: index % 2 === 0 ? null : '2027-04-01T10:00:00.000Z',
      is_public: true,
    });
    if (index % 2 === 1) {
      const opened = await tournamentAction(app, admin, tournament.id, 'open-registration');
      expect(opened.statusCode, opened.body).toBe(200);
    }
  }
  const target = await createTournament(app, admin, { name: 'Giải Đơn Mở Rộng', type: 'singles' });
  entered = target.id;
  expect((await tournamentAction(app, admin, entered, 'open-registration')).statusCode).toBe(200);
  // Players share ratings; two have none.
  const players = await createRatedPlayers(app, admin, [
    4.1,
    3.8,
    3.8,
    null,
    4.4,
    3.5,
    3.8,
    null,
    4.1,
    3.2,
    3.6,
    4.0,
  ]);
  for (const player of players) await enter(app, admin, entered, player.userId);
});
afterAll(() => app.close());

async function get(url: string): Promise<ListBody> {
  const response = await call(app, admin, { method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as ListBody;
}

/** Every id of a list, page after page by cursor, and the page numbers the metas said. */
async function walk(base: string, perPage: number): Promise<{ ids: number[]; pages: number[] }> {
  const ids: number[] = [];
  const pages: number[] = [];
  const joiner = base.includes('?') ? '&' : '?';
  let url = `${base}${joiner}per_page=${perPage}`;
  for (let guard = 0; guard < 50; guard += 1) {
    const body = await get(url);
    ids.push(...body.data.map((row) => row.id));
    pages.push(body.meta.page);
    if (!body.meta.next_cursor) return { ids, pages };
    // A keyset position (sort value, id), not a page number.
    expect(decodeListCursor(body.meta.next_cursor)?.k, url).toBeDefined();
    url = `${base}${joiner}per_page=${perPage}&cursor=${encodeURIComponent(body.meta.next_cursor)}`;
  }
  throw new Error('the walk did not end');
}

describe('tournament lists by cursor', () => {
  it.each([
    'name',
    '-name',
    'start_date',
    '-start_date',
    'registration_deadline',
    '-registration_deadline',
    'status',
    '-status',
  ])('visit every tournament once, in the order of the whole list (sort %s)', async (sort) => {
    const whole = (await get(`/api/v1/tournaments?sort=${sort}&per_page=100`)).data.map((row) => row.id);
    expect(whole).toHaveLength(24);
    const { ids, pages } = await walk(`/api/v1/tournaments?sort=${sort}`, 10);
    expect(ids).toEqual(whole);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('walks the public list the same way, newest first', async () => {
    const whole = (await get('/api/v1/public/tournaments?per_page=100')).data.map((row) => row.id);
    expect(whole.length).toBeGreaterThan(10);
    expect((await walk('/api/v1/public/tournaments', 10)).ids).toEqual(whole);
  });

  it.each(['dupr_rating', '-dupr_rating', 'name', 'registered_at', 'seed', '-status'])(
    "walks a tournament's entries the same way (sort %s)",
    async (sort) => {
      const base = `/api/v1/tournaments/${entered}/registrations?sort=${sort}`;
      const whole = (await get(`${base}&per_page=100`)).data.map((row) => row.id);
      expect(whole).toHaveLength(12);
      expect((await walk(base, 10)).ids).toEqual(whole);
    },
  );
});
