import type { AuthUser, Signup, SignupList } from '@pickleball/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { startApiServer, type TestApiServer } from '../../../testing/api-server';
import { connectApi, renderApp } from '../../../testing/render';
import MatchSessionPage from './match-session-page';

/**
 * The organiser's sign-up list (/match-sessions/{id}/signups) against a real HTTP server standing
 * in for the API: the figures and rows as the organiser reads them at the court, a fee marked
 * paid by transfer, a sign-up cancelled (the first in line gets the place), a walk-in added.
 */

let server: TestApiServer;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(() => server.close());

const session = {
  id: 31,
  name: 'Tối thứ Sáu',
  status: 'draft',
  match_type: 'doubles',
  club: null,
  best_of: 1,
  target_points: 11,
  win_by: 2,
  match_duration_minutes: 20,
  courts: null,
  seed: 0,
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
  player_cap: 2,
  rating_min: null,
  rating_max: null,
  fee: 50_000,
  currency: 'VND',
  visibility: 'link',
  organiser: { id: 1, name: 'Tổ chức' },
  cancel_cutoff_minutes: 120,
  players: [],
  rounds: [],
  total_matches: 0,
  estimated_minutes: 0,
  full_cycle_rounds: 0,
  fairness: {
    score: 100,
    label: 'excellent',
    partner_repeats: 0,
    opponent_spread: [0, 0],
    sit_out_spread: 0,
    exact: false,
    penalties: { partners: 0, opponents: 0, sit_outs: 0 },
  },
  matches_per_player: [],
  mean_rating_gap: null,
  played_matches: 0,
  created_by: { id: 1, name: 'Tổ chức' },
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  started_at: null,
  completed_at: null,
  cancelled_at: null,
};

const unpaid = { status: 'unpaid', method: null, note: null, marked_by: null, paid_at: null } as const;

function signup(id: number, name: string, change: Partial<Signup> = {}): Signup {
  return {
    id,
    session_id: 31,
    player: { id: id + 100, name, username: name.toLowerCase() },
    status: 'confirmed',
    waitlist_position: null,
    source: 'self',
    signed_up_at: '2026-12-02T10:00:00Z',
    promoted_at: null,
    cancelled_at: null,
    checked_in_at: null,
    checked_in_by: null,
    no_show: false,
    fee: unpaid,
    ...change,
  } as Signup;
}

const an = signup(1, 'An');
const binh = signup(2, 'Bình', {
  fee: {
    status: 'paid',
    method: 'cash',
    note: null,
    marked_by: { id: 1, name: 'Tổ chức' },
    paid_at: '2026-12-11T12:05:00Z',
  },
});
const chi = signup(3, 'Chi', { status: 'waitlisted', waitlist_position: 1 });
const dung = signup(4, 'Dũng', { status: 'cancelled', cancelled_at: '2026-12-03T10:00:00Z' });

const listOf = (signups: Signup[]): SignupList => {
  const active = signups.filter((item) => item.status === 'confirmed');
  return {
    signups,
    confirmed: active.length,
    waitlisted: signups.filter((item) => item.status === 'waitlisted').length,
    cap: 2,
    paid: active.filter((item) => item.fee.status === 'paid').length,
    checked_in: 0,
  } as SignupList;
};

beforeEach(() => {
  server.requests.length = 0;
  sessionStore.setUser({
    id: 1,
    name: 'Tổ chức',
    roles: [],
    permissions: ['match.view', 'match.session.manage'],
  } as unknown as AuthUser);
  server.handle = ({ method, path }) => {
    if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: session } };
    if (method === 'GET' && path === '/match-sessions/31/signups')
      return { status: 200, body: { data: listOf([an, binh, chi, dung]) } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };
});

afterEach(() => sessionStore.clear());

function openList() {
  connectApi(server.origin);
  return renderApp(<MatchSessionPage />, {
    path: '/match-sessions/:id/signups',
    url: '/match-sessions/31/signups',
  });
}

/** A row of the list by its player's name. */
const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'p' }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row as HTMLElement);
};

describe('the organiser’s sign-up list', () => {
  it('shows the figures, each place, the line and who paid at a glance', async () => {
    openList();
    expect(await screen.findByText('Place 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign-ups' }).getAttribute('aria-current')).toBe('page');
    // Confirmed against the cap, waiting, paid against the confirmed.
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(rowOf('An').getByText('Unpaid')).toBeTruthy();
    expect(rowOf('Bình').getByText('Paid · Cash')).toBeTruthy();
    expect(rowOf('Bình').getByText(/^Marked by Tổ chức/)).toBeTruthy();
    expect(rowOf('Chi').getByText('#1 in line')).toBeTruthy();
    // The cancelled stay listed, with nothing left to do.
    expect(rowOf('Dũng').queryAllByRole('button')).toHaveLength(0);
  });

  it('marks a fee paid by transfer with a note', async () => {
    server.handle = ({ method, path }) => {
      if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: session } };
      if (method === 'GET' && path === '/match-sessions/31/signups')
        return { status: 200, body: { data: listOf([an, binh, chi, dung]) } };
      if (method === 'PUT' && path === '/match-sessions/31/signups/1/fee') {
        const paid = {
          ...an,
          fee: {
            status: 'paid',
            method: 'transfer',
            note: 'MB 0412',
            marked_by: { id: 1, name: 'Tổ chức' },
            paid_at: '2026-12-11T12:10:00Z',
          },
        } as Signup;
        return {
          status: 200,
          body: { data: listOf([paid, binh, chi, dung]), message: 'Fee marked paid' },
        };
      }
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    };
    const { user } = openList();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: An' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/^Fee per player: ₫50,000\./)).toBeTruthy();
    await user.click(dialog.getByRole('radio', { name: 'Transfer' }));
    await user.type(dialog.getByRole('textbox', { name: /^Note/ }), 'MB 0412');
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));

    await waitFor(() => expect(rowOf('An').getByText('Paid · Transfer')).toBeTruthy());
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ status: 'paid', method: 'transfer', note: 'MB 0412' });
    expect(await screen.findByText('Fee marked paid')).toBeTruthy();
    // Both places taken, and now both paid.
    expect(screen.getAllByText('2 / 2')).toHaveLength(2);
  });

  it('cancels a sign-up after asking: the first in line gets the place', async () => {
    server.handle = ({ method, path }) => {
      if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: session } };
      if (method === 'GET' && path === '/match-sessions/31/signups')
        return { status: 200, body: { data: listOf([an, binh, chi, dung]) } };
      if (method === 'DELETE' && path === '/match-sessions/31/signups/2') {
        const promoted = { ...chi, status: 'confirmed', waitlist_position: null } as Signup;
        const gone = { ...binh, status: 'cancelled' } as Signup;
        return {
          status: 200,
          body: { data: listOf([an, promoted, dung, gone]), message: 'Sign-up cancelled' },
        };
      }
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    };
    const { user } = openList();
    await user.click(await screen.findByRole('button', { name: 'Cancel sign-up: Bình' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Their place goes at once to Chi, first in line, who is told.')).toBeTruthy();
    expect(dialog.getByText(/^Their fee is marked paid/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel sign-up' }));

    await waitFor(() => expect(rowOf('Chi').getByText('Place 2')).toBeTruthy());
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Sign-up cancelled')).toBeTruthy();
    expect(screen.queryByText('#1 in line')).toBeNull();
  });

  it('adds a walk-in found by the player search, and says where they landed', async () => {
    const em = { id: 205, name: 'Em', username: 'em', rating: 3.5, club_member: false };
    server.handle = ({ method, path }) => {
      if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: session } };
      if (method === 'GET' && path === '/match-sessions/31/signups')
        return { status: 200, body: { data: listOf([an, binh, chi, dung]) } };
      if (method === 'GET' && path.startsWith('/match-sessions/players?'))
        return { status: 200, body: { data: [em] } };
      if (method === 'POST' && path === '/match-sessions/31/signups') {
        const added = signup(5, 'Em', {
          player: { id: 205, name: 'Em', username: 'em' },
          status: 'waitlisted',
          waitlist_position: 2,
          source: 'organiser',
        });
        return { status: 201, body: { data: listOf([an, binh, chi, added, dung]), message: 'Signed up' } };
      }
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    };
    const { user } = openList();
    await user.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('combobox', { name: 'Find players' }), 'Em');
    await user.click(await dialog.findByRole('option', { name: /Em/ }));

    expect(await dialog.findByText('Em added: #2 in line')).toBeTruthy();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ user_id: 205 });
    const search = server.requests.find((request) => request.path.startsWith('/match-sessions/players?'));
    expect(search?.path).toContain('match_type=doubles');
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(rowOf('Em').getByText(/^#2 in line/)).toBeTruthy());
  });
});
