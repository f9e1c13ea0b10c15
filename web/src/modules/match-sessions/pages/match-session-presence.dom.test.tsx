import type { AuthUser, MatchSession } from '@pickleball/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { startApiServer, type TestApiServer } from '../../../testing/api-server';
import { connectApi, renderApp } from '../../../testing/render';
import MatchSessionPage from './match-session-page';

/**
 * Late arrivals and early leavers on the session's details (issue 31 §3), against a real HTTP
 * server standing in for the API: a player who arrived, found with the player search, the rest of
 * the night planned again from the first round not under way (the server's message and the new
 * rounds shown, "arrived for round 2" beside the player), and a "Left" the server refuses on
 * `leave.0`, said with the player's name.
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
const giang = person(106, 'Giang');
const em = person(205, 'Em');
const here = (player: ReturnType<typeof person>, change = {}) => ({
  ...player,
  rating: null,
  arrived_round: 1,
  left_after_round: null,
  ...change,
});
const match = (id: number, liveStatus: string | null) => ({
  id,
  status: 'draft',
  live_status: liveStatus,
  winner_team: null,
  games: [],
});

/** Round 1 is being scored; round 2 has not begun. */
const session = {
  id: 31,
  name: 'Tối thứ Sáu',
  status: 'active',
  match_type: 'doubles',
  club: null,
  best_of: 1,
  target_points: 11,
  win_by: 2,
  match_duration_minutes: 20,
  courts: 1,
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
  court_names: [],
  player_cap: null,
  rating_min: null,
  rating_max: null,
  fee: null,
  currency: 'VND',
  visibility: 'link',
  organiser: { id: 1, name: 'Tổ chức' },
  cancel_cutoff_minutes: 120,
  players: [here(an), here(binh), here(chi), here(dung), here(giang)],
  rounds: [
    {
      number: 1,
      games: [
        {
          id: 1,
          round: 1,
          court: 1,
          team1: [an, binh],
          team2: [chi, dung],
          match: match(501, 'in_progress'),
        },
      ],
      sitting_out: [giang],
    },
    {
      number: 2,
      games: [{ id: 2, round: 2, court: 1, team1: [an, chi], team2: [binh, giang], match: match(502, null) }],
      sitting_out: [dung],
    },
  ],
  total_matches: 2,
  estimated_minutes: 40,
  full_cycle_rounds: 5,
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
  played_matches: 0,
  created_by: { id: 1, name: 'Tổ chức' },
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  started_at: '2026-12-11T12:00:00Z',
  completed_at: null,
  cancelled_at: null,
} as unknown as MatchSession;

beforeEach(() => {
  server.requests.length = 0;
  sessionStore.setUser({
    id: 1,
    name: 'Tổ chức',
    roles: [],
    permissions: ['match.view', 'match.session.manage'],
  } as unknown as AuthUser);
});

afterEach(() => sessionStore.clear());

function openDetails() {
  const api = connectApi(server.origin);
  return {
    ...renderApp(<MatchSessionPage />, {
      path: '/match-sessions/:id/details',
      url: '/match-sessions/31/details',
    }),
    notices: api.notices,
  };
}

/** A player's row in the players table. */
const playerRow = (name: string) => {
  const table = screen
    .getAllByRole('table')
    .find((element) => within(element).queryByRole('columnheader', { name: 'Matches' }));
  const row = within(table as HTMLElement)
    .getByText(name, { selector: 'p' })
    .closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row as HTMLElement);
};

describe('players who come and go', () => {
  it('adds a late arrival found by the search and shows the night planned again', async () => {
    const message = 'Players changed: the rest of the night is planned again';
    const replanned = {
      ...session,
      players: [...session.players, here(em, { arrived_round: 2 })],
      rounds: [
        session.rounds[0],
        {
          number: 2,
          games: [
            { id: 3, round: 2, court: 1, team1: [em, dung], team2: [binh, giang], match: match(503, null) },
          ],
          sitting_out: [an, chi],
        },
      ],
    };
    server.handle = ({ method, path }) => {
      if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: session } };
      if (method === 'GET' && path.startsWith('/match-sessions/players?'))
        return { status: 200, body: { data: [{ ...em, rating: 3.5, club_member: false }] } };
      if (method === 'POST' && path === '/match-sessions/31/presence')
        return { status: 200, body: { data: replanned, message } };
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    };
    const { user, notices } = openDetails();
    await user.click(await screen.findByRole('button', { name: 'Player arrived' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/^Find the players who just arrived\. From round 2 /)).toBeTruthy();
    await user.type(dialog.getByRole('combobox', { name: 'Find players' }), 'Em');
    await user.click(await dialog.findByRole('option', { name: /Em/ }));
    expect(dialog.getByRole('button', { name: 'Remove Em' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Add and plan again' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Planned again from round 2: 1 round.')).toBeTruthy();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      arrive: [205],
      leave: [],
      rounds: null,
    });
    // The new round, and the player marked in the table.
    const rounds = screen.getAllByRole('group', { name: 'The new rounds from round 2' })[0] as HTMLElement;
    expect(within(rounds).getAllByText('Em').length).toBeGreaterThan(0);
    await waitFor(() => expect(playerRow('Em').getByText('arrived for round 2')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Players (6)' })).toBeTruthy();
    // Said once, on the page: no toast besides.
    expect(notices).toEqual([]);
  });

  it('asks before a player leaves, and names them in the server’s refusal', async () => {
    server.handle = ({ method, path }) => {
      if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: session } };
      if (method === 'POST' && path === '/match-sessions/31/presence')
        return {
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'The given data was invalid',
            errors: { 'leave.0': ['This value is not valid'] },
          },
        };
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    };
    const { user } = openDetails();
    await user.click(await screen.findByRole('button', { name: 'Bình left' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Has Bình left?')).toBeTruthy();
    expect(
      dialog.getByText(
        'Bình keeps the games already played. From round 2 the rest of the night is planned again without them.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Mark as left' }));

    expect(await dialog.findByText('Bình: This value is not valid')).toBeTruthy();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      arrive: [],
      leave: [102],
      rounds: null,
    });
    await user.click(dialog.getByRole('button', { name: 'Still here' }));
    expect(playerRow('Bình').queryByText(/^left after/)).toBeNull();
  });

  it('offers nothing on a singles night, and says who left', async () => {
    const singles = {
      ...session,
      match_type: 'singles',
      players: [here(an), here(binh, { left_after_round: 1 })],
    };
    server.handle = ({ method, path }) =>
      method === 'GET' && path === '/match-sessions/31'
        ? { status: 200, body: { data: singles } }
        : { status: 404, body: { code: 'not_found', message: 'Not found' } };
    openDetails();
    expect(await screen.findByRole('heading', { name: 'Players (2)' })).toBeTruthy();
    expect(playerRow('Bình').getByText('left after round 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Player arrived' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'An left' })).toBeNull();
  });
});
