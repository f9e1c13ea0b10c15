/** Test helpers of the tournaments' API tests (not product code: nothing imports it but tests). */
import { type Match, matchInputOf } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nowIso } from '../../db/dialect';
import { createUserAndLogin } from '../../testing/factories';
import { call, type Session } from '../../testing/test-app';

export type Player = Session & { username: string };

/** A tournament through the API, with the form's defaults and these fields. */
export async function createTournament(
  app: FastifyInstance,
  session: Session,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; status: string } & Record<string, unknown>> {
  const response = await call(app, session, {
    method: 'POST',
    url: '/api/v1/tournaments',
    payload: {
      name: 'Giải Pickleball Mùa Thu',
      type: 'doubles',
      format: 'single_elimination',
      start_date: '2027-03-20',
      end_date: '2027-03-21',
      location: 'Sân Phú Mỹ Hưng, Quận 7',
      ...fields,
    },
  });
  if (response.statusCode !== 201) throw new Error(`createTournament failed: ${response.body}`);
  return response.json().data;
}

/** POST /tournaments/{id}/<action>. */
export function tournamentAction(
  app: FastifyInstance,
  session: Session,
  id: number,
  action: string,
  options: { reason?: string; locale?: string } = {},
) {
  return call(app, session, {
    method: 'POST',
    url: `/api/v1/tournaments/${id}/${action}`,
    ...(options.reason ? { payload: { reason: options.reason } } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
}

/** Players with a profile: gender and doubles/singles points (the DUPR rating). */
export async function createRatedPlayers(
  app: FastifyInstance,
  admin: Session,
  ratings: readonly (number | null)[],
  gender: 'male' | 'female' | null = 'male',
): Promise<Player[]> {
  const players: Player[] = [];
  for (const rating of ratings) {
    const player = await createUserAndLogin(app, admin);
    await setProfile(app, player.userId, { gender, rating });
    players.push(player);
  }
  return players;
}

export async function setProfile(
  app: FastifyInstance,
  userId: number,
  profile: { gender: 'male' | 'female' | null; rating: number | null },
): Promise<void> {
  const db = app.services.db;
  const values = { gender: profile.gender, single_point: profile.rating, double_point: profile.rating };
  const existing = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) await db.updateTable('profiles').set(values).where('user_id', '=', userId).execute();
  else
    await db
      .insertInto('profiles')
      .values({
        user_id: userId,
        phone_verified: false,
        date_of_birth: null,
        country_code: null,
        province_code: null,
        ward_code: null,
        address: null,
        address_detail: null,
        bio: null,
        avatar_file_id: null,
        weight_kg: null,
        height_cm: null,
        rankpoint_type: null,
        updated_at: nowIso(),
        ...values,
      })
      .execute();
}

/** Staff enter a player (and partner); answers the registration. */
export async function enter(
  app: FastifyInstance,
  session: Session,
  tournamentId: number,
  playerId: number,
  partnerId: number | null = null,
) {
  const response = await call(app, session, {
    method: 'POST',
    url: `/api/v1/tournaments/${tournamentId}/registrations`,
    payload: { player_id: playerId, partner_id: partnerId },
  });
  if (response.statusCode !== 201) throw new Error(`enter failed: ${response.body}`);
  return response.json().data as { id: number; status: string; waitlist_position: number | null };
}

export async function getBracket(app: FastifyInstance, session: Session, tournamentId: number) {
  const response = await call(app, session, {
    method: 'GET',
    url: `/api/v1/tournaments/${tournamentId}/bracket`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BracketView;
}

export interface SlotView {
  key: string;
  state: string;
  bracket: string;
  round: number;
  position: number;
  winner: 'a' | 'b' | null;
  result: { winner: 'a' | 'b'; walkover: boolean; games: [number, number][] } | null;
  match_status: string | null;
  match: { id: number; status: string } | null;
  sides: { entrant: { registration_id: number; seed: number; name: string } | null; is_bye: boolean }[];
}

export interface BracketView {
  slots: SlotView[];
  complete: boolean;
  champion: { registration_id: number; seed: number } | null;
  placings:
    | { place: number; medal: string | null; entrant: { registration_id: number; seed: number } }[]
    | null;
  has_results: boolean;
  settings: { seed_placement: 'fixed' | 'lot'; seed_lot: number | null };
}

export const slotOf = (bracket: BracketView, key: string) => {
  const slot = bracket.slots.find((candidate) => candidate.key === key);
  if (!slot) throw new Error(`no slot ${key}`);
  return slot;
};

/**
 * Plays a bracket match through the matches API, as a referee's result is entered: the scores
 * through the match form (PUT), then completed. `games` as [team 1, team 2].
 */
export async function playMatch(
  app: FastifyInstance,
  session: Session,
  matchId: number,
  games: readonly [number, number][],
) {
  const saved = await saveScores(app, session, matchId, games);
  // A refusal (the bracket's rules) is the answer; otherwise the completion's.
  if (saved.statusCode !== 200) return saved;
  return call(app, session, { method: 'POST', url: `/api/v1/matches/${matchId}/complete` });
}

/** The match form's save (PUT) with these scores and everything else as the match has it. */
export async function saveScores(
  app: FastifyInstance,
  session: Session,
  matchId: number,
  games: readonly [number, number][],
) {
  const match: Match = (await call(app, session, { method: 'GET', url: `/api/v1/matches/${matchId}` })).json()
    .data;
  const scores = games.map(([team1, team2]) => ({ team1, team2 }));
  return call(app, session, {
    method: 'PUT',
    url: `/api/v1/matches/${matchId}`,
    payload: matchInputOf(match, scores),
  });
}

/** Side a wins 11-x twice (best of 3); side b wins when `winner` is 'b'. */
export const straightGames = (winner: 'a' | 'b', loserPoints = 6): [number, number][] =>
  winner === 'a'
    ? [
        [11, loserPoints],
        [11, loserPoints],
      ]
    : [
        [loserPoints, 11],
        [loserPoints, 11],
      ];
