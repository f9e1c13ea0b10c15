import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { createMatch, createPlayers, matchPayload } from '../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let referee: Session;
let players: Session[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin);
  const refereeRole = await createRole(app, admin, ['match.view', 'match.create', 'match.edit']);
  referee = await createUserAndLogin(app, admin, [refereeRole.id]);
});
afterAll(() => app.close());

const live = (id: number, path: string, payload?: Record<string, unknown>, locale?: string) =>
  call(app, referee, {
    method: 'POST',
    url: `/api/v1/matches/${id}/live/${path}`,
    ...(payload ? { payload } : {}),
    ...(locale ? { locale } : {}),
  });

async function startedMatch(overrides: Record<string, unknown> = {}) {
  const match = await createMatch(app, referee, matchPayload(players, overrides));
  const response = await live(match.id, 'start', { first_server: 'A' });
  expect(response.statusCode).toBe(200);
  return { id: match.id, session: response.json().data };
}

/** Sends rallies won by these teams from seq `from` on; returns the last session. */
async function rallies(id: number, winners: string, from: number) {
  let session: { seq: number; call: string; state: Record<string, unknown> } | undefined;
  let seq = from;
  for (const winner of winners) {
    const response = await live(id, 'events', { seq, event: { kind: 'rally', winner } });
    expect(response.statusCode, response.body).toBe(200);
    session = response.json().data;
    seq += 1;
  }
  return session as { seq: number; call: string; state: Record<string, unknown> };
}

describe('live scoring', () => {
  it('starts a saved match at 0-0-2 in side-out doubles, once', async () => {
    const { id, session } = await startedMatch();
    expect(session).toMatchObject({
      match_id: id,
      live_status: 'active',
      seq: 0,
      call: '0-0-2',
      sides_swapped: false,
    });
    const again = await live(id, 'start', { first_server: 'B' });
    expect(again.json().data.state).toEqual(session.state);
    const match = (await call(app, referee, { method: 'GET', url: `/api/v1/matches/${id}` })).json().data;
    expect(match).toMatchObject({ status: 'inprogress', live_status: 'active' });
  });

  it('starts singles at 0-0, and refuses a match whose teams are incomplete', async () => {
    const singles = await createMatch(
      app,
      referee,
      matchPayload(players, {
        discipline: 'singles',
        team1: [players[0]?.userId],
        team2: [players[1]?.userId],
      }),
    );
    expect((await live(singles.id, 'start', {})).json().data.call).toBe('0-0');

    const match = await createMatch(app, referee, matchPayload(players));
    // A player's account removed from the match behind the form's back (e.g. by a data fix).
    await app.services.db
      .deleteFrom('match_players')
      .where('match_id', '=', match.id)
      .where('user_id', '=', players[3]?.userId as number)
      .execute();
    const refused = await live(match.id, 'start', {}, 'vi');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.team2).toEqual(['Đội phải có 2 người chơi']);
  });

  it('applies each action exactly once and in order', async () => {
    const { id } = await startedMatch();
    const after = await rallies(id, 'AA', 1);
    expect(after).toMatchObject({ seq: 2, call: '2-0-2' });
    const duplicate = await live(id, 'events', { seq: 2, event: { kind: 'rally', winner: 'A' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'live.duplicate_event',
      message: 'Event 2 was already recorded',
    });
    const gap = await live(id, 'events', { seq: 5, event: { kind: 'rally', winner: 'A' } }, 'vi');
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toMatchObject({
      code: 'live.sequence_gap',
      message: 'Các sự kiện phải đến theo thứ tự: cần sự kiện 3, nhận được 5',
    });
    const session = (await call(app, referee, { method: 'GET', url: `/api/v1/matches/${id}/live` })).json()
      .data;
    expect(session.seq).toBe(2);
    expect((session.state.games as { A: number; B: number }[])[0]).toMatchObject({ A: 2, B: 0 });
  });

  it('records a fault as a rally lost, logs it, and undoes the last action', async () => {
    const { id } = await startedMatch();
    await rallies(id, 'A', 1);
    const fault = await live(id, 'events', {
      seq: 2,
      event: {
        kind: 'fault',
        fault: { team: 'A', player: 1, type: 'kitchen', description: 'Chân chạm vạch bếp' },
      },
    });
    const faulted = fault.json().data;
    // Server 2 of the opening turn loses the rally: side-out, team B serves at 0-1-1.
    expect(faulted.call).toBe('0-1-1');
    expect(faulted.state.faults).toEqual([
      expect.objectContaining({ team: 'A', player: 1, type: 'kitchen', score: { A: 1, B: 0 } }),
    ]);
    const undone = (await live(id, 'events', { seq: 3, event: { kind: 'undo' } })).json().data;
    expect(undone.seq).toBe(3);
    expect(undone.call).toBe('1-0-2');
    expect(undone.state.faults).toEqual([]);
    const badFault = await live(id, 'events', {
      seq: 4,
      event: { kind: 'fault', fault: { team: 'C', type: 'lob' } },
    });
    expect(badFault.statusCode).toBe(422);
  });

  it('takes no rally while paused, and resumes', async () => {
    const { id } = await startedMatch();
    expect((await live(id, 'pause')).json().data.live_status).toBe('paused');
    const refused = await live(id, 'events', { seq: 1, event: { kind: 'rally', winner: 'B' } });
    expect(refused.json().code).toBe('live.paused');
    expect((await live(id, 'resume')).json().data.live_status).toBe('active');
    expect((await live(id, 'events', { seq: 1, event: { kind: 'rally', winner: 'B' } })).statusCode).toBe(
      200,
    );
    expect((await live(id, 'switch-sides')).json().data.sides_swapped).toBe(true);
  });

  it('finishes the match when a team has its games, writes the games, and can undo the last rally', async () => {
    const { id } = await startedMatch({ best_of: 1 });
    // Team A serves first; in side-out scoring only the server scores: A wins 11 straight rallies.
    const finished = await rallies(id, 'AAAAAAAAAAA', 1);
    expect(finished.state).toMatchObject({ status: 'completed', winner: 'A' });
    let match = (await call(app, referee, { method: 'GET', url: `/api/v1/matches/${id}` })).json().data;
    expect(match).toMatchObject({ status: 'live_finished', live_status: 'completed', winner_team: 1 });
    expect(match.games).toEqual([{ game_number: 1, team1: 11, team2: 0 }]);
    const over = await live(id, 'events', { seq: 12, event: { kind: 'rally', winner: 'B' } });
    expect(over.json().code).toBe('live.finished');

    const reopened = (await live(id, 'events', { seq: 12, event: { kind: 'undo' } })).json().data;
    expect(reopened.state.status).toBe('in_progress');
    match = (await call(app, referee, { method: 'GET', url: `/api/v1/matches/${id}` })).json().data;
    expect(match).toMatchObject({ status: 'inprogress', winner_team: null });
    await rallies(id, 'A', 13);
    const completed = await call(app, referee, { method: 'POST', url: `/api/v1/matches/${id}/complete` });
    expect(completed.json().data).toMatchObject({ status: 'completed', winner_team: 1 });
    const locked = await live(id, 'events', { seq: 14, event: { kind: 'undo' } });
    expect(locked.json().code).toBe('match.result_locked');
  });

  it('shows a public scoreboard without contact details', async () => {
    const { id } = await startedMatch();
    await rallies(id, 'AB', 1);
    const response = await app.inject({ method: 'GET', url: `/api/v1/public/scoreboard/${id}` });
    expect(response.statusCode).toBe(200);
    const board = response.json().data;
    expect(board).toMatchObject({
      match_id: id,
      status: 'inprogress',
      game_number: 1,
      current: { team1: 1, team2: 0 },
      // A scored once, then lost the rally on the one-server opening turn: side-out to B.
      serving: { team: 2, server_number: 1, court_side: 'right' },
      call: '0-1-1',
    });
    expect(board.team1).toEqual([{ name: expect.any(String) }, { name: expect.any(String) }]);
    expect(JSON.stringify(board)).not.toMatch(/@example\.com|username/);
    expect((await app.inject({ method: 'GET', url: '/api/v1/public/scoreboard/999999' })).statusCode).toBe(
      404,
    );
  });

  it('raises the scoreboard revision with every change, pauses and side switches included', async () => {
    const { id } = await startedMatch();
    const revision = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/public/scoreboard/${id}` })).json().data
        .revision as number;
    const seen = [await revision()];
    await rallies(id, 'A', 1);
    seen.push(await revision());
    await live(id, 'pause');
    seen.push(await revision());
    await live(id, 'resume');
    await live(id, 'switch-sides');
    seen.push(await revision());
    expect(seen).toEqual([
      seen[0],
      (seen[0] as number) + 1,
      (seen[0] as number) + 2,
      (seen[0] as number) + 4,
    ]);
  });
});
