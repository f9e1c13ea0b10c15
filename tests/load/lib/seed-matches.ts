/**
 * Bulk matches for benchmarks and the list profile: two years of results between the users
 * already seeded (seed-users.ts first), most of them doubles, each with its players and games
 * and the search text the server writes (event, location and the players' names). Statuses are
 * spread as on a live system: most matches approved, a few live, submitted or disputed.
 */
import { buildSearchText, foldForSearch } from '@pickleball/domain';
import type { SeedContext } from './bench-server';
import { createRandom } from './people';

const BATCH_SIZE = 500;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;

const EVENTS = [
  'Giải Pickleball Mùa Xuân',
  'Giải Vô địch Câu lạc bộ',
  'Giao hữu cuối tuần',
  'Saigon Open',
  'Hanoi Pickleball League',
  'Đà Nẵng Beach Cup',
  'Giải Doanh nhân',
  'Friday Night Doubles',
];
const LOCATIONS = ['Sân Thảo Điền', 'Sân Phú Mỹ Hưng', 'Sân Cầu Giấy', 'Sân Mỹ Khê', 'Sân Tân Định', null];
/** Weighted: [status, share]. */
const STATUSES: readonly [string, number][] = [
  ['approved', 0.6],
  ['completed', 0.12],
  ['verified', 0.1],
  ['submitted', 0.06],
  ['pending_approval', 0.04],
  ['draft', 0.04],
  ['disputed', 0.02],
  ['inprogress', 0.01],
  ['voided', 0.01],
];

export async function seedMatches(context: SeedContext, count: number): Promise<Record<string, number>> {
  const { db, log } = context;
  const started = performance.now();
  const random = createRandom(20_261_127);
  const players = await db.selectFrom('users').select(['id', 'name']).where('is_active', '=', true).execute();
  if (players.length < 4) throw new Error('seedMatches: seed at least 4 active users first');
  const pickStatus = () => {
    let roll = random();
    for (const [status, share] of STATUSES) {
      roll -= share;
      if (roll <= 0) return status;
    }
    return 'approved';
  };
  const now = Date.now();
  // Sorted, so newer matches have higher ids, as on a live system.
  const playedAt = Float64Array.from({ length: count }, () =>
    Math.floor(now - random() * HISTORY_DAYS * DAY_MS),
  ).sort();
  // The generator's 32-bit outputs repeat now and then; the times pair rows with their ids below.
  for (let index = 1; index < count; index += 1)
    if ((playedAt[index] as number) <= (playedAt[index - 1] as number))
      playedAt[index] = (playedAt[index - 1] as number) + 1;
  const counts: Record<string, number> = { matches: count, doubles: 0 };

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH_SIZE) {
      await new Promise((resolve) => setImmediate(resolve));
      context.signal.throwIfAborted();
      const end = Math.min(start + BATCH_SIZE, count);
      const batch = [];
      for (let index = start; index < end; index += 1) {
        const doubles = random() < 0.8;
        const chosen = new Set<number>();
        while (chosen.size < (doubles ? 4 : 2)) chosen.add(Math.floor(random() * players.length));
        const team = [...chosen].map((at) => players[at] as { id: number; name: string });
        const event = `${EVENTS[Math.floor(random() * EVENTS.length)]} ${2025 + Math.floor(random() * 2)}`;
        const location = LOCATIONS[Math.floor(random() * LOCATIONS.length)] ?? null;
        const status = pickStatus();
        const at = new Date(playedAt[index] as number).toISOString();
        const games = Array.from({ length: random() < 0.7 ? 2 : 3 }, (_, game) => {
          const winner = game === 2 ? (random() < 0.5 ? 1 : 2) : (game % 2) + 1;
          const loser = Math.floor(random() * 10);
          return winner === 1 ? { team1: 11, team2: loser } : { team1: loser, team2: 11 };
        });
        if (doubles) counts.doubles = (counts.doubles ?? 0) + 1;
        batch.push({ team, games, doubles, status, at, event, location });
      }
      const inserted = await trx
        .insertInto('matches')
        .values(
          batch.map((match) => ({
            event: match.event,
            location: match.location,
            court_id: null,
            club_id: null,
            played_at: match.at,
            discipline: match.doubles ? 'doubles' : 'singles',
            format: 'tournament',
            best_of: 3,
            target_points: 11,
            win_by: 2,
            tiebreak_target: null,
            score_type: 'standard',
            notes: null,
            is_certified: match.status === 'verified',
            status: match.status,
            winner_team: ['draft', 'inprogress'].includes(match.status) ? null : 1,
            status_reason: null,
            live_status: match.status === 'inprogress' ? 'active' : null,
            live_state: null,
            event_key: foldForSearch(match.event),
            search_text: buildSearchText([match.event, match.location, ...match.team.map((p) => p.name)]),
            created_by: null,
            reviewed_by: null,
            submitted_at: null,
            reviewed_at: null,
            created_at: match.at,
            updated_at: match.at,
          })),
        )
        .returning(['id', 'played_at'])
        .execute();
      // RETURNING's order is not promised: the batch's times are distinct, so they pair rows up.
      const idByTime = new Map(inserted.map((row) => [new Date(row.played_at).toISOString(), row.id]));
      const playerRows: { match_id: number; user_id: number; team: number; position: number }[] = [];
      const gameRows: { match_id: number; game_number: number; team1: number; team2: number }[] = [];
      for (const match of batch) {
        const id = idByTime.get(match.at);
        if (id === undefined) throw new Error('seedMatches: an inserted match was not returned');
        const perTeam = match.team.length / 2;
        for (const [at, player] of match.team.entries())
          playerRows.push({
            match_id: id,
            user_id: player.id,
            team: at < perTeam ? 1 : 2,
            position: at % perTeam,
          });
        for (const [at, game] of match.games.entries())
          gameRows.push({ match_id: id, game_number: at + 1, ...game });
      }
      await trx.insertInto('match_players').values(playerRows).execute();
      await trx.insertInto('match_games').values(gameRows).execute();
    }
  });
  const seconds = (performance.now() - started) / 1000;
  log(`seeded ${count.toLocaleString('en-US')} matches in ${seconds.toFixed(1)} s`);
  return counts;
}
