import { scoreboardRoom } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createMatch, createPlayers, matchPayload } from '../../testing/match-factories';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

/**
 * The public scoreboard is for matches being played or played: a draft (a plan) and a voided
 * match answer exactly as an id that names nothing, over HTTP and in the realtime room, so walking
 * the sequential ids lists no one's planned or withdrawn matches.
 */
let app: FastifyInstance;
let baseUrl: string;
let admin: Session;
let players: Session[];
const clients = new TestRealtimeClients();

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin);
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

const scoreboard = (id: number, locale = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/public/scoreboard/${id}`,
    headers: { 'accept-language': locale },
  });

async function liveMatch() {
  const match = await createMatch(app, admin, matchPayload(players));
  const started = await call(app, admin, {
    method: 'POST',
    url: `/api/v1/matches/${match.id}/live/start`,
    payload: { first_server: 'A' },
  });
  expect(started.statusCode, started.body).toBe(200);
  return match.id;
}

describe('the public scoreboard', () => {
  it('answers for a draft and a voided match exactly as for an unknown id, in both languages', async () => {
    const draft = await createMatch(app, admin, matchPayload(players));
    const voided = await liveMatch();
    expect((await act(app, admin, voided, 'void', 'Nhập trùng trận đấu')).statusCode).toBe(200);
    for (const locale of ['en', 'vi']) {
      const unknown = await scoreboard(999_999, locale);
      expect(unknown.statusCode).toBe(404);
      for (const id of [draft.id, voided]) {
        const response = await scoreboard(id, locale);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(unknown.json());
      }
    }
  });

  it('shows a match being played, and one played to the end', async () => {
    const id = await liveMatch();
    expect((await scoreboard(id)).json().data).toMatchObject({ match_id: id, status: 'inprogress' });
    const completed = await createMatch(
      app,
      admin,
      matchPayload(players, {
        best_of: 1,
        games: [{ game_number: 1, team1: 11, team2: 6 }],
      }),
    );
    const done = await call(app, admin, { method: 'POST', url: `/api/v1/matches/${completed.id}/complete` });
    expect(done.statusCode, done.body).toBe(200);
    expect((await scoreboard(completed.id)).json().data).toMatchObject({ status: 'completed' });
  });

  it('lets anyone join the room of a public match only, and stops telling it once the match is voided', async () => {
    const draft = await createMatch(app, admin, matchPayload(players));
    const live = await liveMatch();
    const viewer = clients.open(baseUrl);
    await viewer.connected();
    const answer = await viewer.subscribe([
      scoreboardRoom(draft.id),
      scoreboardRoom(live),
      scoreboardRoom(999_999),
    ]);
    expect(answer).toEqual({
      joined: [scoreboardRoom(live)],
      denied: [scoreboardRoom(draft.id), scoreboardRoom(999_999)],
    });
    // A change to the draft is not published to its room (nobody could be there anyway).
    await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/matches/${draft.id}`,
      payload: matchPayload(players, { event: 'Giải nội bộ' }),
    });
    await call(app, admin, {
      method: 'POST',
      url: `/api/v1/matches/${live}/live/events`,
      payload: { seq: 1, event: { kind: 'rally', winner: 'A' } },
    });
    await viewer.waitFor<{ match_id: number }>(
      'match.scoreboard_updated',
      (data) => data.match_id === live,
      'the live rally',
    );
    expect((await act(app, admin, live, 'void', 'Nhập trùng trận đấu')).statusCode).toBe(200);
    const events = viewer.received<{ match_id: number; status: string }>('match.scoreboard_updated');
    expect(events.every((event) => event.data.status !== 'voided' && event.data.match_id === live)).toBe(
      true,
    );
  });
});
