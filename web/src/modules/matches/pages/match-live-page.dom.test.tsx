import type { LiveEventInput, LiveSession, Match } from '@pickleball/domain';
import { callScore, startMatch } from '@pickleball/domain/scoring/engine';
import type { MatchState } from '@pickleball/domain/scoring/scoring.types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiAnswer, startApiServer, type TestApiServer } from '../../../testing/api-server';
import { connectApi, renderApp } from '../../../testing/render';
import { applyAction } from '../live/live-scoring-queue';
import MatchLivePage from './match-live-page';

/**
 * The referee's live scoring screen against a real HTTP server playing the API's live protocol
 * (numbered events, one session per match). What is checked is what the referee reads (the call,
 * each team's points, whether the rallies are saved) and what reaches the server, in which order.
 */

const team = (id: number, name: string) => ({ id, name, username: name.toLowerCase() });

const MATCH: Match = {
  id: 7,
  event: 'Club night',
  session_game: null,
  location: null,
  court: null,
  club: null,
  played_at: '2026-11-22T10:00:00Z',
  discipline: 'doubles',
  format: 'friendly',
  best_of: 3,
  target_points: 11,
  win_by: 2,
  tiebreak_target: null,
  score_type: 'standard',
  notes: null,
  is_certified: false,
  status: 'inprogress',
  winner_team: null,
  team1: [team(1, 'An'), team(2, 'Binh')],
  team2: [team(3, 'Chi'), team(4, 'Dung')],
  games: [],
  games_won: { team1: 0, team2: 0 },
  live_status: 'active',
  confirmations: [],
  status_reason: null,
  created_by: null,
  reviewed_by: null,
  submitted_at: null,
  reviewed_at: null,
  created_at: '2026-11-22T09:00:00Z',
  updated_at: '2026-11-22T09:00:00Z',
};

/** The server's side: the session, and the events it accepted (each answer may be held back). */
let state: MatchState;
let seq: number;
let accepted: LiveEventInput[];
/** While set, each event waits for the test to let its answer go (`release`). */
let holdAnswers: boolean;
let held: (() => void)[];
let dropNextEvent: boolean;

function session(): LiveSession {
  return {
    match_id: MATCH.id,
    live_status: state.status === 'completed' ? 'completed' : 'active',
    seq,
    sides_swapped: false,
    state: state as unknown as Record<string, unknown>,
    call: callScore(state),
  };
}

function acceptEvent(input: LiveEventInput): ApiAnswer {
  if (input.seq !== seq + 1)
    return { status: 409, body: { code: 'live.sequence_gap', message: 'Out of order' } };
  state = applyAction(state, input.event);
  seq = input.seq;
  accepted.push(input);
  return { status: 200, body: { data: session() } };
}

/** Lets the oldest held answer go, once its request has reached the server. */
async function release(): Promise<void> {
  await waitFor(() => expect(held.length).toBeGreaterThan(0));
  held.shift()?.();
}

let server: TestApiServer;

beforeAll(async () => {
  server = await startApiServer();
  server.handle = ({ method, path, body }) => {
    if (method === 'GET' && path === '/matches/7') return { status: 200, body: { data: MATCH } };
    if (method === 'GET' && path === '/matches/7/live') return { status: 200, body: { data: session() } };
    if (method === 'POST' && path === '/matches/7/live/events') {
      if (dropNextEvent) {
        dropNextEvent = false;
        return 'drop';
      }
      if (!holdAnswers) return acceptEvent(body as LiveEventInput);
      return new Promise((answer) => held.push(() => answer(acceptEvent(body as LiveEventInput))));
    }
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };
});

afterAll(() => server.close());

beforeEach(() => {
  state = startMatch({
    scoring: 'sideout',
    discipline: 'doubles',
    targetPoints: 11,
    winBy: 2,
    bestOf: 3,
    firstServer: 'A',
  });
  seq = 0;
  accepted = [];
  holdAnswers = false;
  held = [];
  dropNextEvent = false;
  server.requests.length = 0;
  connectApi(server.origin);
});

async function openScreen() {
  const view = renderApp(<MatchLivePage />, {
    path: '/matches/:id/live-score',
    url: '/matches/7/live-score',
  });
  // The call of a fresh doubles game: 0-0, second server of the first serving team.
  await screen.findByRole('status', { name: 'Score call 0-0-2' });
  const end = (side: 'Left' | 'Right', number: 1 | 2) =>
    screen.getByRole('group', { name: `${side} end: Team ${number}` });
  const rallyFor = (number: 1 | 2) =>
    view.user.click(
      within(end(number === 1 ? 'Left' : 'Right', number)).getByRole('button', { name: /Rally won/ }),
    );
  const pointsOf = (number: 1 | 2) =>
    screen.getByLabelText(new RegExp(`^Team ${number}: \\d+ points?$`)).textContent;
  return { ...view, rallyFor, pointsOf };
}

describe('MatchLivePage', () => {
  it('shows a rally at once, sends it as the next event, and says so once the server has it', async () => {
    holdAnswers = true;
    const { rallyFor, pointsOf } = await openScreen();
    expect(screen.getByText('Team 1 serves · server 2 · An from the right court')).toBeTruthy();

    await rallyFor(1);
    // Before the server answers: the score has moved and the action is on its way.
    expect(await screen.findByRole('status', { name: 'Score call 1-0-2' })).toBeTruthy();
    expect(pointsOf(1)).toBe('1');
    expect(pointsOf(2)).toBe('0');
    expect(await screen.findByText('Sending 1 action…')).toBeTruthy();

    await release();
    expect(await screen.findByText('All saved')).toBeTruthy();
    expect(accepted).toEqual([{ seq: 1, event: { kind: 'rally', winner: 'A' } }]);
  });

  it('gives the serve to the other team when the receivers win the rally (side out)', async () => {
    const { rallyFor, pointsOf } = await openScreen();
    await rallyFor(1);
    await screen.findByRole('status', { name: 'Score call 1-0-2' });
    await rallyFor(2);

    // Team 2 serves from 0 against 1, first server; Team 1 keeps its point.
    expect(await screen.findByRole('status', { name: 'Score call 0-1-1' })).toBeTruthy();
    expect(screen.getByText('Team 2 serves · server 1 · Chi from the right court')).toBeTruthy();
    expect(pointsOf(1)).toBe('1');
    expect(pointsOf(2)).toBe('0');
    await screen.findByText('All saved');
    expect(accepted).toEqual([
      { seq: 1, event: { kind: 'rally', winner: 'A' } },
      { seq: 2, event: { kind: 'rally', winner: 'B' } },
    ]);
  });

  it('queues quick taps and sends them one at a time, in order', async () => {
    holdAnswers = true;
    const { rallyFor, pointsOf } = await openScreen();
    await rallyFor(1);
    await rallyFor(1);
    await rallyFor(1);
    expect(await screen.findByRole('status', { name: 'Score call 3-0-2' })).toBeTruthy();
    expect(pointsOf(1)).toBe('3');
    expect(await screen.findByText('Sending 3 actions…')).toBeTruthy();
    // Only the first is out: the next one waits for its answer.
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    await release();
    expect(await screen.findByText('Sending 2 actions…')).toBeTruthy();
    await release();
    expect(await screen.findByText('Sending 1 action…')).toBeTruthy();
    await release();
    expect(await screen.findByText('All saved')).toBeTruthy();
    expect(accepted.map((event) => event.seq)).toEqual([1, 2, 3]);
  });

  it('takes back the last rally on undo and sends the undo', async () => {
    const { rallyFor, pointsOf, user } = await openScreen();
    await rallyFor(1);
    await screen.findByRole('status', { name: 'Score call 1-0-2' });
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByRole('status', { name: 'Score call 0-0-2' })).toBeTruthy();
    expect(pointsOf(1)).toBe('0');
    await screen.findByText('All saved');
    expect(accepted).toEqual([
      { seq: 1, event: { kind: 'rally', winner: 'A' } },
      { seq: 2, event: { kind: 'undo' } },
    ]);
  });

  it('keeps the rally on the device when the network drops, then sends it when it can', async () => {
    dropNextEvent = true;
    const { rallyFor, pointsOf } = await openScreen();
    await rallyFor(1);

    // No answer: the referee is told, keeps the point, and the action waits.
    expect(await screen.findByText('1 action waiting to be sent; keep scoring.')).toBeTruthy();
    expect(pointsOf(1)).toBe('1');
    expect(JSON.parse(localStorage.getItem('pickleball.live.7') ?? '{}').pending).toHaveLength(1);

    // The controller retries after a second: the server then takes it.
    expect(await screen.findByText('All saved', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(accepted).toEqual([{ seq: 1, event: { kind: 'rally', winner: 'A' } }]);
    expect(localStorage.getItem('pickleball.live.7')).toBeNull();
  });
});
