import type { TournamentChangedEvent } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../../testing/factories';
import { TestRealtimeClients } from '../../../testing/realtime-client';
import { call, createTestApp, loginAsAdmin, type Session } from '../../../testing/test-app';
import {
  createRatedPlayers,
  createTournament,
  enter,
  getBracket,
  playMatch,
  slotOf,
  straightGames,
  tournamentAction,
} from '../tournaments.testing';

/**
 * The bracket moves live: while one device enters a result, a spectator on the public page (no
 * sign-in, room tournament:<id>) and staff on their screen (resource:tournaments) hear the
 * change, and what they fetch then shows the winner in the next round.
 */
let app: FastifyInstance;
let admin: Session;
let viewer: Session;
let baseUrl: string;
const clients = new TestRealtimeClients();

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  admin = await loginAsAdmin(app);
  const role = await createRole(app, admin, ['tournament.view']);
  viewer = await createUserAndLogin(app, admin, [role.id]);
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

describe('a live bracket', () => {
  it('reaches a spectator of a public tournament and staff when a result moves the winner on', async () => {
    const tournament = await createTournament(app, admin, {
      name: 'Giải Trực Tiếp',
      type: 'singles',
      is_public: true,
    });
    await tournamentAction(app, admin, tournament.id, 'open-registration');
    for (const player of await createRatedPlayers(app, admin, [5, 4.5, 4, 3.5]))
      await enter(app, admin, tournament.id, player.userId);
    await tournamentAction(app, admin, tournament.id, 'close-registration');
    await call(app, admin, { method: 'POST', url: `/api/v1/tournaments/${tournament.id}/bracket` });
    await tournamentAction(app, admin, tournament.id, 'start');

    const spectator = clients.open(baseUrl);
    await spectator.connected();
    expect((await spectator.subscribe([`tournament:${tournament.id}`])).joined).toEqual([
      `tournament:${tournament.id}`,
    ]);
    // Staff lists are for those holding tournament.view, never for an anonymous socket.
    expect((await spectator.subscribe(['resource:tournaments'])).denied).toEqual(['resource:tournaments']);
    const staff = clients.open(baseUrl, viewer.accessToken);
    await staff.connected();
    expect((await staff.subscribe(['resource:tournaments'])).joined).toEqual(['resource:tournaments']);

    const bracket = await getBracket(app, admin, tournament.id);
    const semi = slotOf(bracket, 'W1-1');
    const completed = await playMatch(app, admin, semi.match?.id as number, straightGames('a'));
    expect(completed.statusCode, completed.body).toBe(200);

    const moved = (data: TournamentChangedEvent) =>
      data.slots.includes('W1-1') && data.slots.includes('W2-1');
    const heard = await spectator.waitFor<TournamentChangedEvent>(
      'tournament.updated',
      moved,
      'W1-1 and W2-1 changed',
    );
    expect(heard.data).toMatchObject({ id: tournament.id, status: 'in_progress', parts: ['bracket'] });
    const staffHeard = await staff.waitFor<TournamentChangedEvent>(
      'tournament.updated',
      moved,
      'W1-1 and W2-1 changed',
    );
    expect(staffHeard.data.revision).toBe(heard.data.revision);

    // What the spectator fetches then shows the winner waiting in the final.
    const publicBracket = await call(app, null, {
      method: 'GET',
      url: `/api/v1/public/tournaments/${tournament.id}/bracket`,
    });
    const final = publicBracket.json().data.slots.find((slot: { key: string }) => slot.key === 'W2-1');
    expect(final.sides[0].entrant.seed).toBe(1);
    expect(publicBracket.json().data.revision).toBeGreaterThanOrEqual(heard.data.revision);

    // A private tournament's changes never reach its public room.
    const hidden = await createTournament(app, admin, { name: 'Giải Kín', type: 'singles' });
    await spectator.subscribe([`tournament:${hidden.id}`]);
    await tournamentAction(app, admin, hidden.id, 'open-registration');
    await staff.waitFor<TournamentChangedEvent>(
      'tournament.updated',
      (data) => data.id === hidden.id && data.status === 'registration_open',
      'the private tournament opened',
    );
    expect(
      spectator
        .received<TournamentChangedEvent>('tournament.updated')
        .some((event) => event.data.id === hidden.id),
    ).toBe(false);
  });
});
