import type { FastifyInstance } from 'fastify';
import { createUserAndLogin } from './factories';
import { call, type Session } from './test-app';

/** Four signed-in players (no back-office permission) for a doubles match. */
export async function createPlayers(app: FastifyInstance, admin: Session, count = 4) {
  const players: (Session & { username: string })[] = [];
  for (let index = 0; index < count; index += 1) players.push(await createUserAndLogin(app, admin));
  return players;
}

export function matchPayload(
  players: readonly { userId: number }[],
  overrides: Record<string, unknown> = {},
) {
  const [a, b, c, d] = players;
  return {
    event: 'Giải Pickleball Mùa Thu',
    location: 'Sân Phú Mỹ Hưng, Quận 7',
    played_at: '2026-11-20T09:00:00.000Z',
    discipline: 'doubles',
    best_of: 3,
    target_points: 11,
    win_by: 2,
    score_type: 'standard',
    team1: [a?.userId, b?.userId],
    team2: [c?.userId, d?.userId],
    games: [],
    ...overrides,
  };
}

export async function createMatch(
  app: FastifyInstance,
  session: Session,
  payload: Record<string, unknown>,
): Promise<{ id: number; status: string }> {
  const response = await call(app, session, { method: 'POST', url: '/api/v1/matches', payload });
  if (response.statusCode !== 201) throw new Error(`createMatch failed: ${response.body}`);
  return response.json().data;
}

/** POST /api/v1/matches/:id/<action>, optionally with a reason. */
export function act(app: FastifyInstance, session: Session, id: number, action: string, reason?: string) {
  return call(app, session, {
    method: 'POST',
    url: `/api/v1/matches/${id}/${action}`,
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
}
