import type { AuthUser, Signup, SignupList } from '@pickleball/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { type ApiAnswer, startApiServer, type TestApiServer } from '../../../testing/api-server';
import { connectApi, renderApp } from '../../../testing/render';
import MatchSessionPage from './match-session-page';

/**
 * The check-in at the court on the Sign-ups tab (issue 31 §3), against a real HTTP server standing
 * in for the API: a tick shows at once while the server answers and then as it answered, a
 * refusal puts it back with the server's words, the "Not checked in" filter, and from the start
 * the places of those not checked in released to the line (refused before the start, said inside).
 */

let server: TestApiServer;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(() => server.close());

/** Long past: the night has started (the release is offered). */
const STARTED = '2020-01-10T12:00:00.000Z';
/** Far ahead: the night has not started. */
const AHEAD = '2999-01-10T12:00:00.000Z';

function sessionStarting(startsAt: string) {
  return {
    id: 31,
    name: 'Tối thứ Sáu',
    status: 'active',
    match_type: 'doubles',
    club: null,
    best_of: 1,
    target_points: 11,
    win_by: 2,
    match_duration_minutes: 20,
    courts: null,
    seed: 0,
    balance_by_rating: false,
    date: startsAt.slice(0, 10),
    start_time: '19:00',
    end_time: '21:00',
    time_zone: 'Asia/Ho_Chi_Minh',
    starts_at: startsAt,
    ends_at: startsAt,
    venue_court: null,
    venue: 'Nhà thi đấu Quận 10',
    court_names: [],
    player_cap: 2,
    rating_min: null,
    rating_max: null,
    fee: null,
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
    created_at: '2019-12-01T00:00:00Z',
    updated_at: '2019-12-01T00:00:00Z',
    started_at: null,
    completed_at: null,
    cancelled_at: null,
  };
}

const unpaid = { status: 'unpaid', method: null, note: null, marked_by: null, paid_at: null } as const;

function signup(id: number, name: string, change: Partial<Signup> = {}): Signup {
  return {
    id,
    session_id: 31,
    player: { id: id + 100, name, username: name.toLowerCase() },
    status: 'confirmed',
    waitlist_position: null,
    source: 'self',
    signed_up_at: '2019-12-02T10:00:00Z',
    promoted_at: null,
    cancelled_at: null,
    checked_in_at: null,
    checked_in_by: null,
    no_show: false,
    fee: unpaid,
    ...change,
  } as Signup;
}

const ticked = { checked_in_at: '2020-01-10T11:55:00Z', checked_in_by: { id: 1, name: 'Tổ chức' } };
const an = signup(1, 'An');
const binh = signup(2, 'Bình');
const chi = signup(3, 'Chi', { status: 'waitlisted', waitlist_position: 1 });

const listOf = (signups: Signup[]): SignupList => {
  const confirmed = signups.filter((item) => item.status === 'confirmed');
  return {
    signups,
    confirmed: confirmed.length,
    waitlisted: signups.filter((item) => item.status === 'waitlisted').length,
    cap: 2,
    paid: 0,
    checked_in: confirmed.filter((item) => item.checked_in_at !== null).length,
  };
};

/** Answers the page: the session starting at `startsAt`, its sign-ups, and `other` for the rest. */
function answer(
  startsAt: string,
  signups: Signup[],
  other?: (method: string, path: string) => ApiAnswer | Promise<ApiAnswer> | undefined,
) {
  server.handle = async ({ method, path }) => {
    if (method === 'GET' && path === '/match-sessions/31')
      return { status: 200, body: { data: sessionStarting(startsAt) } };
    if (method === 'GET' && path === '/match-sessions/31/signups')
      return { status: 200, body: { data: listOf(signups) } };
    return (
      (await other?.(method, path)) ?? { status: 404, body: { code: 'not_found', message: 'Not found' } }
    );
  };
}

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

function openList() {
  const api = connectApi(server.origin);
  return {
    ...renderApp(<MatchSessionPage />, {
      path: '/match-sessions/:id/signups',
      url: '/match-sessions/31/signups',
    }),
    notices: api.notices,
  };
}

/** A row of the list by its player's name. */
const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'p' }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row as HTMLElement);
};

/** A figure over the list by its label ("Checked in"): its card's text. */
const figure = (label: string) => {
  const card = screen.getAllByText(label).find((element) => element.closest('dl'));
  return card?.closest('dl')?.textContent ?? '';
};

describe('check-in at the court', () => {
  it('ticks a player in with one tap: at once while the server answers, then as it answered', async () => {
    let reply: (answer: ApiAnswer) => void = () => undefined;
    answer(STARTED, [an, binh, chi], (method, path) =>
      method === 'PUT' && path === '/match-sessions/31/signups/1/check-in'
        ? new Promise<ApiAnswer>((done) => {
            reply = done;
          })
        : undefined,
    );
    const { user, notices } = openList();
    const tick = await screen.findByRole('button', { name: 'Check in An' });
    expect(tick.getAttribute('aria-pressed')).toBe('false');
    expect(figure('Checked in')).toContain('0 / 2');

    await user.click(tick);
    // Shown ticked and counted before the server answers, with a spinner.
    await waitFor(() => expect(tick.getAttribute('aria-busy')).toBe('true'));
    expect(tick.getAttribute('aria-pressed')).toBe('true');
    expect(figure('Checked in')).toContain('1 / 2');
    // A second tap while it is under way does nothing.
    await user.click(tick);
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);

    reply({
      status: 200,
      body: { data: listOf([{ ...an, ...ticked }, binh, chi]), message: 'Checked in' },
    });
    await waitFor(() => expect(tick.getAttribute('aria-busy')).toBeNull());
    expect(tick.getAttribute('aria-pressed')).toBe('true');
    expect(rowOf('An').getByText(/^Checked in by Tổ chức · /)).toBeTruthy();
    expect(figure('Checked in')).toContain('1 / 2');
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ checked_in: true });
    // The row says it; no toast per tick.
    expect(notices).toEqual([]);
  });

  it('puts the tick back with the server’s refusal', async () => {
    const refusal = 'This sign-up no longer has a place';
    answer(STARTED, [an, binh, chi], (method, path) =>
      method === 'PUT' && path === '/match-sessions/31/signups/2/check-in'
        ? { status: 404, body: { code: 'not_found', message: refusal } }
        : undefined,
    );
    const { user } = openList();
    const tick = await screen.findByRole('button', { name: 'Check in Bình' });
    await user.click(tick);

    expect(await rowOf('Bình').findByText(`Not saved: ${refusal}`)).toBeTruthy();
    expect(tick.getAttribute('aria-pressed')).toBe('false');
    expect(tick.getAttribute('aria-busy')).toBeNull();
    expect(figure('Checked in')).toContain('0 / 2');
  });

  it('lists only those not checked in, keeping a player just ticked in view', async () => {
    answer(STARTED, [{ ...an, ...ticked }, binh, chi], (method, path) =>
      method === 'PUT' && path === '/match-sessions/31/signups/2/check-in'
        ? {
            status: 200,
            body: {
              data: listOf([{ ...an, ...ticked }, { ...binh, ...ticked }, chi]),
              message: 'Checked in',
            },
          }
        : undefined,
    );
    const { user } = openList();
    await user.click(await screen.findByRole('button', { name: 'Not checked in (1)' }));
    expect(screen.queryByText('An', { selector: 'p' })).toBeNull();
    expect(screen.queryByText('Chi', { selector: 'p' })).toBeNull();

    await user.click(rowOf('Bình').getByRole('button', { name: 'Check in Bình' }));
    await waitFor(() => expect(rowOf('Bình').getByText(/^Checked in by Tổ chức/)).toBeTruthy());
    // Still listed, so a wrong tick can be undone in place.
    expect(rowOf('Bình').getByRole('button', { name: 'Check in Bình' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Not checked in (0)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Everyone' }));
    expect(rowOf('An').getByText(/^Checked in by/)).toBeTruthy();
    expect(rowOf('Chi').getByText('#1 in line')).toBeTruthy();
  });
});

describe('releasing the places of those not checked in', () => {
  it('is not offered before the start', async () => {
    answer(AHEAD, [an, binh, chi]);
    openList();
    await screen.findByRole('button', { name: 'Check in An' });
    expect(screen.queryByRole('button', { name: /^Release places/ })).toBeNull();
  });

  it('asks first, saying how many places go to the line, then marks the released as no-shows', async () => {
    answer(STARTED, [{ ...an, ...ticked }, binh, chi], (method, path) => {
      if (method !== 'POST' || path !== '/match-sessions/31/signups/release-no-shows') return undefined;
      const released = { ...binh, status: 'cancelled', no_show: true, cancelled_at: '2020-01-10T12:01:00Z' };
      const promoted = {
        ...chi,
        status: 'confirmed',
        waitlist_position: null,
        promoted_at: '2020-01-10T12:01:00Z',
      };
      return {
        status: 200,
        body: {
          data: listOf([{ ...an, ...ticked }, promoted, released] as Signup[]),
          message: '1 place released to the line',
        },
      };
    });
    const { user } = openList();
    await user.click(
      await screen.findByRole('button', { name: 'Release places of those not checked in (1)' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Release 1 place to the waiting list?')).toBeTruthy();
    expect(
      dialog.getByText('1 player with a place is not checked in: they lose it and show as a no-show.'),
    ).toBeTruthy();
    expect(dialog.getByText('The first in line gets a place and is told to come now.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Release places' }));

    expect(await screen.findByText('1 place released to the line')).toBeTruthy();
    await waitFor(() => expect(rowOf('Bình').getByText('No-show')).toBeTruthy());
    expect(rowOf('Chi').getByText('Place 2')).toBeTruthy();
    // Chi, given the place, is not here yet either: the count says so (the server would release them too).
    expect(screen.getByRole('button', { name: 'Release places of those not checked in (1)' })).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal inside when the night has not started after all', async () => {
    const refusal = 'The night has not started yet: places can be released from 19:00';
    answer(STARTED, [an, binh, chi], (method, path) =>
      method === 'POST' && path === '/match-sessions/31/signups/release-no-shows'
        ? { status: 409, body: { code: 'club_night.not_started', message: refusal } }
        : undefined,
    );
    const { user, notices } = openList();
    await user.click(
      await screen.findByRole('button', { name: 'Release places of those not checked in (2)' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Release 2 places to the waiting list?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Release places' }));
    expect(await dialog.findByText(refusal)).toBeTruthy();
    expect(notices).toEqual([]);
    expect(rowOf('Bình').queryByText('No-show')).toBeNull();
  });
});
