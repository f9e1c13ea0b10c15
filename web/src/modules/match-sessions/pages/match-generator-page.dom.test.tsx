import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sessionsEn from '../../../../../locales/en/match-sessions.json';
import validationEn from '../../../../../locales/en/validation.json';
import { startApiServer, type TestApiServer } from '../../../testing/api-server';
import { connectApi, renderApp } from '../../../testing/render';
import MatchGeneratorPage from './match-generator-page';

/**
 * The generator's "When and where" against a real HTTP server standing in for the API: an evening
 * saved ahead with no players (POST /match-sessions with empty players and rounds), a refusal
 * landing on its field, and a draft's schedule planned on the same page (`?session=`).
 */

let server: TestApiServer;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(() => server.close());

/** A draft saved ahead: its event, no players, no rounds. */
const draft = {
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
  court_names: ['Sân 3', 'Sân 4'],
  player_cap: 12,
  rating_min: null,
  rating_max: null,
  fee: 50_000,
  currency: 'VND',
  visibility: 'link',
  organiser: { id: 1, name: 'An' },
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
  created_by: { id: 1, name: 'An' },
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  started_at: null,
  completed_at: null,
  cancelled_at: null,
};

beforeEach(() => {
  server.requests.length = 0;
  server.handle = ({ method, path }) => {
    if (method === 'POST' && path === '/match-sessions')
      return { status: 201, body: { data: { ...draft, id: 77 } } };
    if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: draft } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };
});

describe('the match generator’s evening', () => {
  it('saves the evening ahead with no players: its day, times, venue and courts', async () => {
    connectApi(server.origin);
    const { user, location } = renderApp(<MatchGeneratorPage />, { path: '/match-generator' });

    await user.type(await screen.findByRole('textbox', { name: /^Session name/ }), 'Tối thứ Sáu');
    // The day and times are filled in: today, from the next full hour.
    const date = screen.getByLabelText(/^Day/) as HTMLInputElement;
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.type(screen.getByRole('textbox', { name: /^Venue/ }), 'Nhà thi đấu Quận 10');
    await user.click(screen.getByRole('button', { name: 'Add a court' }));
    await user.type(screen.getByRole('textbox', { name: /^Name of court 1/ }), 'Sân 3{Enter}');
    // Enter moved on to a second court rather than submitting the form.
    await user.type(screen.getByRole('textbox', { name: /^Name of court 2/ }), 'Sân 4');
    // The courts setting follows the names.
    expect((screen.getByRole('combobox', { name: /^Courts available/ }) as HTMLSelectElement).value).toBe(
      '2',
    );
    await user.type(screen.getByRole('textbox', { name: /^Fee per player/ }), '50,000');
    const cutoff = screen.getByRole('combobox', { name: /^Players can cancel until/ }) as HTMLSelectElement;
    // Two hours before the start unless chosen otherwise.
    expect(cutoff.value).toBe('120');
    await user.selectOptions(cutoff, '6 hours before the start');
    await user.click(screen.getByRole('button', { name: 'Save the evening, add players later' }));

    await waitFor(() => expect(location()).toBe('/match-sessions/77'));
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Tối thứ Sáu',
      date: date.value,
      venue: 'Nhà thi đấu Quận 10',
      court_names: ['Sân 3', 'Sân 4'],
      courts: 2,
      fee: 50_000,
      currency: 'VND',
      visibility: 'link',
      cancel_cutoff_minutes: 360,
      player_ids: [],
      rounds: [],
    });
    expect(server.requests.some((request) => request.path === '/match-sessions/generate')).toBe(false);
  });

  it('marks what is wrong before asking, and a refusal on its field', async () => {
    server.handle = ({ method, path }) =>
      method === 'POST' && path === '/match-sessions'
        ? {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'The given data was invalid',
              errors: { 'court_names.1': [validationEn.court_name_twice] },
            },
          }
        : { status: 404, body: { code: 'not_found', message: 'Not found' } };
    connectApi(server.origin);
    const { user, location } = renderApp(<MatchGeneratorPage />, { path: '/match-generator' });

    const save = await screen.findByRole('button', { name: 'Save the evening, add players later' });
    await user.click(save);
    // No name: nothing is sent, and the name says why.
    await screen.findByText(sessionsEn.event.check_fields);
    expect(server.requests).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Session name/ }), 'Tối thứ Bảy');
    await user.click(screen.getByRole('button', { name: 'Add a court' }));
    await user.type(screen.getByRole('textbox', { name: /^Name of court 1/ }), 'Sân 3{Enter}Sân 5');
    await user.click(save);
    await waitFor(() => expect(screen.getAllByText(validationEn.court_name_twice).length).toBeGreaterThan(0));
    expect(location()).toBe('/match-generator');
  });

  it('plans a draft saved ahead: its evening shown, its settings kept', async () => {
    connectApi(server.origin);
    renderApp(<MatchGeneratorPage />, { path: '/match-generator', url: '/match-generator?session=31' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Tối thứ Sáu' })).toBeTruthy();
    // Once its sign-ups are asked (none here: the server knows none).
    expect(await screen.findByText('Nhà thi đấu Quận 10')).toBeTruthy();
    expect(screen.getByText('0 / 12 players')).toBeTruthy();
    // Its name and scoring are the session's; its named courts set the courts.
    expect((screen.getByRole('textbox', { name: /^Session name/ }) as HTMLInputElement).disabled).toBe(true);
    const courts = screen.getByRole('combobox', { name: /^Courts available/ }) as HTMLSelectElement;
    expect(courts.value).toBe('2');
    expect(courts.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save the evening, add players later' })).toBeNull();
  });

  it('plans a night with no players from its confirmed sign-ups, in sign-up order', async () => {
    const signup = (id: number, name: string, status: string, position: number | null = null) => ({
      id,
      session_id: 31,
      player: { id: id + 100, name, username: name.toLowerCase() },
      status,
      waitlist_position: position,
      source: 'self',
      signed_up_at: '2026-12-02T10:00:00Z',
      promoted_at: null,
      cancelled_at: null,
      fee: { status: 'unpaid', method: null, note: null, marked_by: null, paid_at: null },
    });
    server.handle = ({ method, path }) => {
      if (method === 'GET' && path === '/match-sessions/31') return { status: 200, body: { data: draft } };
      if (method === 'GET' && path === '/match-sessions/31/signups')
        return {
          status: 200,
          body: {
            data: {
              signups: [
                signup(2, 'Bình', 'confirmed'),
                signup(1, 'An', 'confirmed'),
                signup(3, 'Chi', 'waitlisted', 1),
                signup(4, 'Dũng', 'cancelled'),
              ],
              confirmed: 2,
              waitlisted: 1,
              cap: 12,
              paid: 0,
            },
          },
        };
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    };
    connectApi(server.origin);
    const { user } = renderApp(<MatchGeneratorPage />, {
      path: '/match-generator',
      url: '/match-generator?session=31',
    });

    expect(await screen.findByRole('heading', { name: 'Selected: 2 players' })).toBeTruthy();
    expect(
      screen.getByText(
        'The 2 players signed up are selected, in sign-up order. Change the selection as you like.',
      ),
    ).toBeTruthy();
    const chips = screen
      .getAllByRole('button', { name: /^Remove / })
      .map((button) => button.getAttribute('aria-label'));
    expect(chips).toEqual(['Remove Bình', 'Remove An']);
    // The organiser may still change it.
    await user.click(screen.getByRole('button', { name: 'Remove Bình' }));
    expect(await screen.findByRole('heading', { name: 'Selected: 1 player' })).toBeTruthy();
  });
});
