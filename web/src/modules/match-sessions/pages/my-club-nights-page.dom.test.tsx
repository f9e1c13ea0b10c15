import type { ClubNight } from '@pickleball/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type TestApiServer } from '../../../testing/api-server';
import { connectApi, renderApp } from '../../../testing/render';
import MyClubNightsPage from './my-club-nights-page';

/**
 * "My club nights" (/me/club-nights) against a real HTTP server standing in for the API: the
 * open nights with their places, joining the line of a full one (the server's message in a
 * toast), a cancellation refused after the cut-off (the refusal said, then the note that only the
 * organiser can cancel now), and the empty sections.
 */

let server: TestApiServer;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(() => server.close());

const unpaid = { status: 'unpaid', method: null, note: null, marked_by: null, paid_at: null } as const;

function night(id: number, name: string, change: Partial<ClubNight> = {}): ClubNight {
  return {
    id,
    name,
    status: 'draft',
    match_type: 'doubles',
    club: { id: 4, name: 'CLB Quận 10' },
    date: '2026-12-11',
    start_time: '19:00',
    end_time: '21:00',
    starts_at: '2026-12-11T12:00:00.000Z',
    ends_at: '2026-12-11T14:00:00.000Z',
    venue_court: null,
    venue: 'Nhà thi đấu Quận 10',
    player_cap: 16,
    rating_min: 3,
    rating_max: 4.5,
    fee: 50_000,
    currency: 'VND',
    visibility: 'members',
    confirmed: 11,
    waitlisted: 0,
    can_cancel: true,
    mine: null,
    ...change,
  };
}

const friday = night(31, 'Tối thứ Sáu');
const saturday = night(32, 'Tối thứ Bảy', { player_cap: 8, confirmed: 8, waitlisted: 2 });

/** Answers the page's list from `state` (changed by the test as the server would). */
let state: { mine: ClubNight[]; open: ClubNight[] };

beforeEach(() => {
  server.requests.length = 0;
  state = { mine: [], open: [friday, saturday] };
  server.handle = ({ method, path }) => {
    if (method === 'GET' && path === '/me/club-nights') return { status: 200, body: { data: state } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };
});

function openPage() {
  const api = connectApi(server.origin);
  return { ...renderApp(<MyClubNightsPage />, { path: '/me/club-nights' }), notices: api.notices };
}

/** A night's card by its name. */
const cardOf = (name: string) => {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card as HTMLElement);
};

describe('my club nights', () => {
  it('shows the open nights with their day, times, venue, fee and places, and joins the line of a full one', async () => {
    server.handle = ({ method, path }) => {
      if (method === 'GET' && path === '/me/club-nights') return { status: 200, body: { data: state } };
      if (method === 'POST' && path === '/me/club-nights/32/signup') {
        const mine = { id: 90, status: 'waitlisted', waitlist_position: 3, fee: unpaid } as const;
        const joined = { ...saturday, waitlisted: 3, mine };
        state = { mine: [joined], open: [friday] };
        return {
          status: 201,
          body: { data: joined, message: 'The night is full: you are number 3 in line' },
        };
      }
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    };
    const { user } = openPage();
    expect(await screen.findByText('You have not signed up for a night yet')).toBeTruthy();
    const card = cardOf('Tối thứ Sáu');
    expect(card.getByText(/^Fri, Dec 11, 2026 · 7:00/)).toBeTruthy();
    expect(card.getByText('Nhà thi đấu Quận 10')).toBeTruthy();
    expect(card.getByText('Fee: ₫50,000 · 3.000 to 4.500')).toBeTruthy();
    expect(card.getByText('5 of 16 places left')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Sign up for Tối thứ Sáu' })).toBeTruthy();
    expect(cardOf('Tối thứ Bảy').getByText('Full: join the line · 2 waiting')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Join the line for Tối thứ Bảy' }));
    expect(await screen.findByText('The night is full: you are number 3 in line')).toBeTruthy();
    // Fetched again: the night is now mine, my place in line said.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'My nights' })).getByRole('heading', { name: 'Tối thứ Bảy' }),
      ).toBeTruthy(),
    );
    expect(cardOf('Tối thứ Bảy').getByText('#3 in line')).toBeTruthy();
    expect(cardOf('Tối thứ Bảy').getByText('Fee not paid yet')).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says the refusal of a cancellation after the cut-off, then that only the organiser can cancel', async () => {
    const refusal =
      'It is too late to cancel alone (less than 120 minutes before the start): ask the organiser';
    const mine = { id: 90, status: 'confirmed', waitlist_position: null, fee: unpaid } as const;
    state = { mine: [{ ...friday, mine }], open: [] };
    server.handle = ({ method, path }) => {
      if (method === 'GET' && path === '/me/club-nights') return { status: 200, body: { data: state } };
      if (method === 'DELETE' && path === '/me/club-nights/31/signup') {
        // The cut-off passed while the page was open.
        state = { mine: [{ ...friday, mine, can_cancel: false }], open: [] };
        return { status: 409, body: { code: 'club_night.cancel_closed', message: refusal } };
      }
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    };
    const { user, notices } = openPage();
    expect(await screen.findByText('No night is open to you right now')).toBeTruthy();
    expect(cardOf('Tối thứ Sáu').getByText('You’re in')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel my sign-up for Tối thứ Sáu' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(
      dialog.getByText('Your place goes to the first in line, or to the next player to sign up.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel my sign-up' }));
    expect(await dialog.findByText(refusal)).toBeTruthy();
    // Said once, in the dialog: no toast besides.
    expect(notices).toEqual([]);

    // The dismiss button says what staying means, not a second "Cancel".
    expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Keep my place' }));
    await waitFor(() =>
      expect(
        cardOf('Tối thứ Sáu').getByText(
          'It is too close to the start to cancel yourself: only the organiser can cancel now.',
        ),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Cancel my sign-up for Tối thứ Sáu' })).toBeNull();
  });

  it('says so when there is no night of mine and none open', async () => {
    state = { mine: [], open: [] };
    openPage();
    expect(await screen.findByText('You have not signed up for a night yet')).toBeTruthy();
    expect(screen.getByText('No night is open to you right now')).toBeTruthy();
  });
});
