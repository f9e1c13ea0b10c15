/**
 * The people an entry may name. Rules owned here:
 * - staff with tournament.edit find players to enter without another module's permission:
 *   active users not entered yet, by name, username, e-mail or phone without diacritics (the
 *   users' folded search text), with what the entry form shows: the gender by their profile
 *   (mixed doubles) and their rating for the event's type;
 * - a signed-in player finds a partner for a public tournament taking entries: by name or
 *   username only (a player must not learn whose e-mail address or phone number it is), never
 *   themself nor anyone entered, for mixed doubles only the other gender; at most 20, names only.
 */
import {
  foldForSearch,
  isPairEvent,
  mixedPairProblem,
  PARTNER_CANDIDATES_MAX,
  type PartnerCandidate,
  type PartnerCandidateQuery,
  type PlayerCandidate,
  type PlayerCandidateQuery,
  type TournamentType,
} from '@pickleball/domain';
import { toBool } from '../../../db/dialect';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { findStoredTournament } from '../tournaments.repository';
import { toGender } from './registrations.mapper';
import { ratingFor, registrationFailed, registrationWindowOf } from './registrations.places';
import { type CandidateFilter, findUserGender, listCandidateUsers } from './registrations.repository';

/** A shorter term is a whole word (a 2-letter name such as "An"), as the matches' player search reads it. */
const PART_OF_WORD_MIN = 3;

/** GET /tournaments/{id}/player-candidates. */
export async function listPlayerCandidates(
  ctx: ServiceContext,
  tournamentId: number,
  query: PlayerCandidateQuery,
): Promise<PlayerCandidate[]> {
  const tournament = await findStoredTournament(ctx.db, tournamentId);
  if (!tournament) throw notFound();
  const folded = foldForSearch(query.search);
  const rows = await listCandidateUsers(ctx.db, {
    tournamentId,
    folded,
    wholeWord: [...folded].length < PART_OF_WORD_MIN,
    limit: query.limit,
  });
  const type = tournament.type as TournamentType;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    username: row.username,
    gender: toGender(row.gender),
    rating: ratingFor(row, type),
  }));
}

/** Rows read per round while looking for name and username matches among the search text's. */
const PARTNER_BATCH = 100;
/** Rounds at most: a term found only in e-mail addresses must not walk the whole membership. */
const PARTNER_ROUNDS = 5;

/** GET /me/tournament-registrations/partner-candidates. */
export async function listPartnerCandidates(
  ctx: ServiceContext,
  query: PartnerCandidateQuery,
): Promise<PartnerCandidate[]> {
  const actor = requireActor(ctx);
  const tournament = await findStoredTournament(ctx.db, query.tournament_id);
  // As the public pages see it: a private, inactive, archived or draft tournament is not there.
  if (
    !tournament ||
    !toBool(tournament.is_public) ||
    !toBool(tournament.is_active) ||
    toBool(tournament.is_archived) ||
    tournament.status === 'draft'
  )
    throw notFound();
  const failure = { ctx };
  const window = registrationWindowOf(tournament);
  if (window !== 'open') throw registrationFailed(failure, window);
  const type = tournament.type as TournamentType;
  if (!isPairEvent(type)) throw registrationFailed(failure, 'no_partner_in_singles');
  let gender: CandidateFilter['gender'];
  if (type === 'mixed_doubles') {
    const mine = await findUserGender(ctx.db, actor.id);
    // The pair's problem when the partner has the gender the player lacks.
    const problem = mixedPairProblem(mine, mine === 'male' ? 'female' : 'male');
    if (problem) throw registrationFailed(failure, problem);
    gender = mine === 'male' ? 'female' : 'male';
  }

  const folded = foldForSearch(query.search);
  const found: PartnerCandidate[] = [];
  let after: CandidateFilter['after'];
  for (let round = 0; round < PARTNER_ROUNDS && found.length < PARTNER_CANDIDATES_MAX; round += 1) {
    // The search text also holds e-mail addresses and phone numbers: only names and usernames count.
    const rows = await listCandidateUsers(ctx.db, {
      tournamentId: tournament.id,
      folded,
      wholeWord: false,
      exceptUserId: actor.id,
      ...(gender ? { gender } : {}),
      ...(after ? { after } : {}),
      limit: PARTNER_BATCH,
    });
    for (const row of rows)
      if (foldForSearch(row.name).includes(folded) || foldForSearch(row.username).includes(folded))
        found.push({ id: row.id, name: row.name, username: row.username });
    const last = rows.at(-1);
    if (!last || rows.length < PARTNER_BATCH) break;
    after = { sortName: last.sort_name, id: last.id };
  }
  return found.slice(0, PARTNER_CANDIDATES_MAX);
}
