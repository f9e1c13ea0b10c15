import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin } from '../testing/test-app';
import { seedDemoTournaments } from './tournaments';
import { seedDemo } from './users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.services.db, await app.services.passwords.hash('Demo12345'));
});
afterAll(() => app.close());

describe('demo tournaments', () => {
  it('adds a finished event with its podium and an open one taking entries, once', async () => {
    expect(await seedDemoTournaments(app.services.db)).toBe(2);
    expect(await seedDemoTournaments(app.services.db)).toBe(0);
    const admin = await loginAsAdmin(app);
    const list = (await call(app, admin, { method: 'GET', url: '/api/v1/tournaments' })).json().data as {
      id: number;
      name: string;
      status: string;
      podium: { medal: string }[];
      counts: { entries: number };
    }[];
    const finished = list.find((tournament) => tournament.status === 'completed');
    const open = list.find((tournament) => tournament.status === 'registration_open');
    expect(finished?.podium.map((entry) => entry.medal)).toEqual(['gold', 'silver', 'bronze']);
    expect(open?.counts.entries).toBe(3);

    // The finished bracket reads as the engine resolves it: every slot played, the champion known.
    const bracket = (
      await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${finished?.id}/bracket` })
    ).json().data;
    expect(bracket.complete).toBe(true);
    expect(bracket.placings).toHaveLength(8);
    expect(
      bracket.slots.every((slot: { state: string; match: unknown }) => slot.state === 'done' && slot.match),
    ).toBe(true);
    const publicBracket = await call(app, null, {
      method: 'GET',
      url: `/api/v1/public/tournaments/${finished?.id}/bracket`,
    });
    expect(publicBracket.statusCode).toBe(200);
    const entries = (
      await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${open?.id}/registrations` })
    ).json().data;
    expect(entries.map((entry: { payment: { status: string } | null }) => entry.payment?.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
  });
});
