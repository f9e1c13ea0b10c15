import type { AuthUser, MatchSession, SessionGame } from '@pickleball/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { type ApiAnswer, startApiServer, type TestApiServer } from '../../../testing/api-server';
import { connectApi, renderApp } from '../../../testing/render';
import MatchSessionPage from './match-session-page';

/**
 * "Called to court" on the live board (issue 31 §3), against a real HTTP server standing in for
 * the API: the current round first and marked, a game called with one tap (a second tap while the
 * server answers rings nothing), "Called 7:42 PM" and "Call again" behind a confirmation, a
 * refusal said with the server's words, and the buttons only for those who run the evening.
 */

let server: TestApiServer;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(() => server.close());

const person = (id: number, name: string) => ({ id, name, username: name.toLowerCase() });
const an = person(101, 'An');
const binh = person(102, 'Bình');
const chi = person(103, 'Chi');
const dung = person(104, 'Dũng');
const em = person(105, 'Em');
const giang = person(106, 'Giang');
const hanh = person(107, 'Hạnh');
const khoa = person(108, 'Khoa');

function game(id: number, round: number, court: number, status: string, teams: [object[], object[]]) {
  return {
    id,
    round,
    court,
    called_at: null as string | null,
    call_count: 0,
    team1: teams[0],
    team2: teams[1],
    match: { id: 500 + id, status, live_status: null, winner_team: null, games: [] },
  } as SessionGame;
}

/** Round 1 played; round 2 on court (Sân 4 scoring, Sân 3 to call); round 3 to come. */
function sessionWith(change: Partial<Record<number, Partial<SessionGame>>> = {}, status = 'active') {
  const games = [
    game(1, 1, 1, 'completed', [
      [an, binh],
      [chi, dung],
    ]),
    game(2, 1, 2, 'completed', [
      [em, giang],
      [hanh, khoa],
    ]),
    game(3, 2, 1, 'draft', [
      [an, chi],
      [em, hanh],
    ]),
    game(4, 2, 2, 'inprogress', [
      [binh, dung],
      [giang, khoa],
    ]),
    game(5, 3, 1, 'draft', [
      [an, dung],
      [giang, hanh],
    ]),
    game(6, 3, 2, 'draft', [
      [binh, chi],
      [em, khoa],
    ]),
  ].map((item) => ({ ...item, ...change[item.id] }));
  return {
    id: 31,
    name: 'Tối thứ Sáu',
    status,
    match_type: 'doubles',
    club: null,
    best_of: 1,
    target_points: 11,
    win_by: 2,
    match_duration_minutes: 20,
    courts: 2,
    seed: 7,
    balance_by_rating: false,
    date: '2026-12-11',
    start_time: '19:00',
    end_time: '21:00',
    time_zone: 'Asia/Ho_Chi_Minh',
    starts_at: '2026-12-11T12:00:00.000Z',
    ends_at: '2026-12-11T14:00:00.000Z',
    venue_court: null,
    venue: 'Nhà thi đấu Quận 10',
    court_names: ['Sân 3', 'Sân 4'],
    player_cap: null,
    rating_min: null,
    rating_max: null,
    fee: null,
    currency: 'VND',
    visibility: 'link',
    organiser: { id: 1, name: 'Tổ chức' },
    cancel_cutoff_minutes: 120,
    players: [],
    rounds: [1, 2, 3].map((number) => ({
      number,
      games: games.filter((item) => item.round === number),
      sitting_out: [],
    })),
    total_matches: 6,
    estimated_minutes: 60,
    full_cycle_rounds: 3,
    fairness: {
      score: 90,
      label: 'excellent',
      partner_repeats: 0,
      opponent_spread: [0, 1],
      sit_out_spread: 0,
      exact: false,
      penalties: { partners: 0, opponents: 10, sit_outs: 0 },
    },
    matches_per_player: [],
    mean_rating_gap: null,
    played_matches: 2,
    created_by: { id: 1, name: 'Tổ chức' },
    created_at: '2026-12-01T00:00:00Z',
    updated_at: '2026-12-01T00:00:00Z',
    started_at: '2026-12-11T12:00:00Z',
    completed_at: null,
    cancelled_at: null,
  } as unknown as MatchSession;
}

/** 19:42 and 19:50 at the venue (Asia/Ho_Chi_Minh): 7:42 PM and 7:50 PM in English. */
const FIRST_CALL = '2026-12-11T12:42:00Z';
const SECOND_CALL = '2026-12-11T12:50:00Z';
const CALL_PATH = '/match-sessions/31/games/3/call';

/** Answers the page with `current()` (read at each request) and `other` for the rest. */
function answer(
  current: () => MatchSession,
  other?: (method: string, path: string, body: unknown) => ApiAnswer | Promise<ApiAnswer> | undefined,
) {
  server.handle = async ({ method, path, body }) => {
    if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: current() } };
    return (
      (await other?.(method, path, body)) ?? {
        status: 404,
        body: { code: 'not_found', message: 'Not found' },
      }
    );
  };
}

function signIn(permissions: string[]) {
  sessionStore.setUser({ id: 1, name: 'Tổ chức', roles: [], permissions } as unknown as AuthUser);
}

beforeEach(() => {
  server.requests.length = 0;
  signIn(['match.view', 'match.session.manage']);
});

afterEach(() => sessionStore.clear());

function openBoard() {
  const api = connectApi(server.origin);
  return {
    ...renderApp(<MatchSessionPage />, {
      path: '/match-sessions/:id/matches',
      url: '/match-sessions/31/matches',
    }),
    notices: api.notices,
  };
}

/** The court's card at the top of the board ("Sân 3"). */
const courtCard = (court: string) => within(screen.getByRole('region', { name: court }));
const calls = () =>
  server.requests.filter((request) => request.method === 'POST' && request.path === CALL_PATH);

describe('the current round', () => {
  it('comes first, marked, with its games to call; the played rounds last', async () => {
    answer(() => sessionWith());
    openBoard();
    const current = await screen.findByRole('region', { name: 'Round 2' });
    const rounds = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .filter(Boolean);
    expect(rounds).toEqual(['round-2', 'round-3', 'round-1']);
    expect(within(current).getByText('Current round')).toBeTruthy();
    expect(screen.getByText('Rounds played')).toBeTruthy();
    // Both games of the round on court may be called; none of the played round.
    expect(within(current).getAllByRole('button', { name: /^Call to court — / })).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Round 1' })).queryByRole('button', { name: /^Call/ }),
    ).toBeNull();
  });
});

describe('calling a game to its court', () => {
  it('calls with one tap, then again only once confirmed', async () => {
    let calledAt: Partial<SessionGame> = {};
    let reply: (answer: ApiAnswer) => void = () => undefined;
    answer(
      () => sessionWith({ 3: calledAt }),
      (method, path) =>
        method === 'POST' && path === CALL_PATH
          ? new Promise<ApiAnswer>((done) => {
              reply = done;
            })
          : undefined,
    );
    const { user } = openBoard();
    await screen.findByRole('region', { name: 'Sân 3' });
    const button = courtCard('Sân 3').getByRole('button', {
      name: 'Call to court — Sân 3: An & Chi – Em & Hạnh',
    });

    await user.click(button);
    // A second tap while the server answers rings nobody twice.
    await user.click(button);
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]?.body).toEqual({ again: false });

    calledAt = { called_at: FIRST_CALL, call_count: 1 };
    reply({
      status: 200,
      body: { data: sessionWith({ 3: calledAt }), message: 'Called to Sân 3: 4 players told' },
    });
    expect(await screen.findByText('Called to Sân 3: 4 players told')).toBeTruthy();
    expect(await courtCard('Sân 3').findByText('Called 7:42 PM')).toBeTruthy();
    const again = courtCard('Sân 3').getByRole('button', {
      name: 'Call again — Sân 3: An & Chi – Em & Hạnh',
    });

    // Calling again asks first; backing out rings nobody.
    await user.click(again);
    let dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Call Sân 3 again?')).toBeTruthy();
    expect(
      dialog.getByText('An & Chi – Em & Hạnh were called at 7:42 PM. Each of them is told again now.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls()).toHaveLength(1);

    await user.click(again);
    dialog = within(await screen.findByRole('alertdialog'));
    const confirmed = dialog.getByRole('button', { name: 'Call again' });
    await user.click(confirmed);
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1]?.body).toEqual({ again: true });
    calledAt = { called_at: SECOND_CALL, call_count: 2 };
    reply({
      status: 200,
      body: { data: sessionWith({ 3: calledAt }), message: 'Called to Sân 3: 4 players told' },
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await courtCard('Sân 3').findByText('Called 2 times, last at 7:50 PM')).toBeTruthy();
    expect(calls()).toHaveLength(2);
  });

  it('says the server’s refusal and shows the call made from another phone', async () => {
    const refusal = 'These players were already called: call again to ring them once more';
    let calledAt: Partial<SessionGame> = {};
    answer(
      () => sessionWith({ 3: calledAt }),
      (method, path) => {
        if (method !== 'POST' || path !== CALL_PATH) return undefined;
        // Another organiser's phone called them a moment ago.
        calledAt = { called_at: FIRST_CALL, call_count: 1 };
        return { status: 409, body: { code: 'match_session.already_called', message: refusal } };
      },
    );
    const { user, notices } = openBoard();
    const current = within(await screen.findByRole('region', { name: 'Round 2' }));
    await user.click(current.getByRole('button', { name: 'Call to court — Sân 3: An & Chi – Em & Hạnh' }));

    expect(await current.findByRole('alert')).toHaveProperty('textContent', refusal);
    // The board is fetched again: the call shows, and the button now calls again.
    expect(await current.findByText('Called 7:42 PM')).toBeTruthy();
    expect(current.getByRole('button', { name: 'Call again — Sân 3: An & Chi – Em & Hạnh' })).toBeTruthy();
    expect(notices).toEqual([]);
  });

  it('shows the calls but no button to those who do not run the evening', async () => {
    signIn(['match.view']);
    answer(() => sessionWith({ 3: { called_at: FIRST_CALL, call_count: 1 } }));
    openBoard();
    await screen.findByRole('region', { name: 'Sân 3' });
    expect(courtCard('Sân 3').getByText('Called 7:42 PM')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Call/ })).toBeNull();
  });
});
