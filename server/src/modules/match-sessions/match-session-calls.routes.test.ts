import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { startFakeEsms } from '../../testing/fake-esms';
import { createPlayers } from '../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

/** Issue 31 §3: players called to their court, in their language, once per call; the next game on deck. */
let app: FastifyInstance;
let admin: Session;
let organiser: Session;
let players: Session[];
let esms: Awaited<ReturnType<typeof startFakeEsms>>;

interface Game {
  id: number;
  round: number;
  court: number;
  team1: { id: number; name: string }[];
  team2: { id: number; name: string }[];
  called_at: string | null;
  call_count: number;
}

beforeAll(async () => {
  esms = await startFakeEsms();
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin, 8);
  const role = await createRole(app, admin, [
    'match.view',
    'match.edit',
    'match.generate',
    'match.session.manage',
  ]);
  organiser = await createUserAndLogin(app, admin, [role.id]);
});
afterAll(async () => {
  await app.close();
  await esms.close();
});

async function activeNight(): Promise<{ id: number; rounds: { games: Game[] }[] }> {
  const ids = players.map((player) => player.userId);
  const settings = {
    name: 'Tối thứ Năm',
    match_type: 'doubles',
    player_ids: ids,
    match_duration_minutes: 15,
  };
  const proposal = await call(app, organiser, {
    method: 'POST',
    url: '/api/v1/match-sessions/generate',
    payload: { ...settings, courts: 2, rounds: 3, seed: 5 },
  });
  const saved = await call(app, organiser, {
    method: 'POST',
    url: '/api/v1/match-sessions',
    payload: {
      ...settings,
      seed: 5,
      rounds: proposal.json().data.rounds.map((round: { games: Game[] }) => ({
        games: round.games.map(({ team1, team2 }) => ({ team1, team2 })),
      })),
      date: '2026-12-10',
      start_time: '19:00',
      end_time: '21:00',
      court_names: ['Sân 3', 'Sân 4'],
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const started = await call(app, organiser, {
    method: 'POST',
    url: `/api/v1/match-sessions/${saved.json().data.id}/start`,
  });
  expect(started.statusCode, started.body).toBe(200);
  return started.json().data;
}

/** The notices of a kind one player got about a game. */
async function noticesOf(userId: number, gameId: number, notice: 'call' | 'deck') {
  const rows = await app.services.db
    .selectFrom('notifications')
    .select(['recipients', 'metadata', 'content', 'channels', 'priority'])
    .where('category', '=', 'match')
    .execute();
  return rows.filter((row) => {
    const metadata = JSON.parse(row.metadata) as { game_id?: number; notice?: string };
    return (
      metadata.game_id === gameId &&
      metadata.notice === notice &&
      (JSON.parse(row.recipients) as { user_ids: number[] }).user_ids.includes(userId)
    );
  });
}

describe('players called to their court', () => {
  it('tells the four players where and with whom, in their language, and the next game that it is on deck', async () => {
    const night = await activeNight();
    const game = night.rounds[0]?.games[0] as Game;
    const [me, partner] = game.team1;
    const [them1, them2] = game.team2;
    if (!me || !partner || !them1 || !them2) throw new Error('expected a doubles game');
    await app.services.db.updateTable('users').set({ locale: 'vi' }).where('id', '=', me.id).execute();

    const called = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${night.id}/games/${game.id}/call`,
      payload: {},
    });
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json().message).toBe('Called to Sân 3: 4 players told');
    const after = called.json().data.rounds[0].games[0] as Game;
    expect(after.call_count).toBe(1);
    expect(after.called_at).not.toBeNull();

    const [mine] = await noticesOf(me.id, game.id, 'call');
    expect(mine?.content).toBe(
      `Sân 3: bạn và ${partner.name} gặp ${them1.name} và ${them2.name}. Vào sân ngay.`,
    );
    expect(JSON.parse(mine?.channels ?? '[]')).toEqual(['in_app', 'push']);
    expect(mine?.priority).toBe('urgent');
    const [theirs] = await noticesOf(them1.id, game.id, 'call');
    expect(theirs?.content).toBe(
      `Sân 3: you and ${them2.name} against ${me.name} and ${partner.name}. Go to your court now.`,
    );

    // The next game on Sân 3 is on deck; anyone in both games is not told twice.
    const next = night.rounds[1]?.games.find((candidate) => candidate.court === game.court) as Game;
    const called4 = new Set([me.id, partner.id, them1.id, them2.id]);
    for (const player of [...next.team1, ...next.team2])
      expect(await noticesOf(player.id, next.id, 'deck')).toHaveLength(called4.has(player.id) ? 0 : 1);
  });

  it('rings once per call: a second tap is refused unless it asks to call again', async () => {
    const night = await activeNight();
    const game = night.rounds[0]?.games[1] as Game;
    const url = `/api/v1/match-sessions/${night.id}/games/${game.id}/call`;
    expect((await call(app, organiser, { method: 'POST', url, payload: {} })).statusCode).toBe(200);
    const twice = await call(app, organiser, { method: 'POST', url, payload: {}, locale: 'vi' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Những người chơi này đã được gọi: hãy bấm gọi lại để báo thêm một lần nữa',
    );
    const player = game.team1[0]?.id as number;
    expect(await noticesOf(player, game.id, 'call')).toHaveLength(1);
    const again = await call(app, organiser, { method: 'POST', url, payload: { again: true } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.rounds[0].games[1].call_count).toBe(2);
    expect(await noticesOf(player, game.id, 'call')).toHaveLength(2);
  });

  it('calls only the games of a night under way', async () => {
    const ids = players.slice(0, 4).map((player) => player.userId);
    const proposal = await call(app, organiser, {
      method: 'POST',
      url: '/api/v1/match-sessions/generate',
      payload: { name: 'Nháp', match_type: 'doubles', player_ids: ids, rounds: 1, seed: 1 },
    });
    const draft = await call(app, organiser, {
      method: 'POST',
      url: '/api/v1/match-sessions',
      payload: {
        name: 'Nháp',
        match_type: 'doubles',
        player_ids: ids,
        seed: 1,
        rounds: proposal.json().data.rounds.map((round: { games: Game[] }) => ({
          games: round.games.map(({ team1, team2 }) => ({ team1, team2 })),
        })),
        date: '2026-12-10',
        start_time: '19:00',
        end_time: '21:00',
      },
    });
    const gameId = draft.json().data.rounds[0].games[0].id;
    const refused = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${draft.json().data.id}/games/${gameId}/call`,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('match_session.invalid_transition');
  });

  // Last: once an SMS provider is set up, every later call in this file would text too.
  it('texts a player who has no app when an SMS provider is set up, in their language', async () => {
    const provider = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notification-providers',
      payload: {
        name: 'eSMS',
        type: 'sms',
        config: {
          api_url: esms.url,
          api_key: 'esms-key',
          secret_key: 'esms-secret',
          brand_name: 'PICKLEBALL',
        },
      },
    });
    expect(provider.statusCode, provider.body).toBe(201);
    const night = await activeNight();
    const game = night.rounds[0]?.games[0] as Game;
    const [me, partner] = game.team1;
    const [them1, them2] = game.team2;
    if (!me || !partner || !them1 || !them2) throw new Error('expected a doubles game');
    await app.services.db
      .updateTable('users')
      .set({ phone: '0987 654 321', locale: 'vi' })
      .where('id', '=', me.id)
      .execute();
    const sent = esms.sent.length;
    const called = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${night.id}/games/${game.id}/call`,
      payload: {},
    });
    expect(called.statusCode, called.body).toBe(200);
    const [mine] = await noticesOf(me.id, game.id, 'call');
    expect(JSON.parse(mine?.channels ?? '[]')).toEqual(['in_app', 'push', 'sms']);
    await app.services.jobs.runDue();
    const texts = esms.sent.slice(sent);
    expect(texts.map((text) => text.content)).toContain(
      `Sân 3: bạn và ${partner.name} gặp ${them1.name} và ${them2.name}. Vào sân ngay.`,
    );
    // The others have no phone: no text goes to them, and nothing is sent twice.
    expect(texts).toHaveLength(1);
  });
});
