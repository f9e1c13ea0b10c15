/**
 * Demo matches for `npm run seed:demo`: a few results in different workflow steps and one match
 * being scored live, between the demo users. Idempotent: an event name already present is skipped.
 */
import {
  buildSearchText,
  findMatchWinner,
  foldForSearch,
  type MatchState,
  replay,
  type ScoringEvent,
  toScoringRules,
} from '@pickleball/domain';
import type { Db } from '../db/database';
import { insertMatch, replaceGames, replacePlayers } from '../modules/matches/matches.repository';

interface DemoMatch {
  event: string;
  location: string;
  daysAgo: number;
  team1: [string, string];
  team2: [string, string];
  games: [number, number][];
  status: 'draft' | 'completed' | 'submitted' | 'approved' | 'verified' | 'inprogress';
}

const DEMO_MATCHES: readonly DemoMatch[] = [
  {
    event: 'Giải Pickleball Mở rộng TP.HCM 2026',
    location: 'Sân Pickleball Phú Mỹ Hưng, Phường Tân Mỹ, TP. Hồ Chí Minh',
    daysAgo: 12,
    team1: ['hanh.vo', 'bao.dang'],
    team2: ['huong.ngo', 'mai.ly'],
    games: [
      [11, 7],
      [9, 11],
      [11, 8],
    ],
    status: 'verified',
  },
  {
    event: 'Giao hữu CLB Hà Nội Smash',
    location: 'Nhà thi đấu Cầu Giấy, Phường Cầu Giấy, Hà Nội',
    daysAgo: 5,
    team1: ['emily.j', 'sarah.nguyen'],
    team2: ['hanh.vo', 'mai.ly'],
    games: [
      [11, 4],
      [11, 6],
    ],
    status: 'submitted',
  },
  {
    event: 'Đà Nẵng Beach Open',
    location: 'Sân Mỹ Khê, Phường An Hải, Đà Nẵng',
    daysAgo: 2,
    team1: ['bao.dang', 'huong.ngo'],
    team2: ['emily.j', 'sarah.nguyen'],
    games: [
      [12, 10],
      [11, 13],
      [11, 5],
    ],
    status: 'completed',
  },
  {
    event: 'Chung kết CLB Thủ Đức',
    location: 'Sân Thảo Điền, Phường An Khánh, TP. Hồ Chí Minh',
    daysAgo: 0,
    team1: ['hanh.vo', 'sarah.nguyen'],
    team2: ['bao.dang', 'mai.ly'],
    games: [],
    status: 'inprogress',
  },
  {
    event: 'Morning League, week 4',
    location: 'Sân Pickleball Ciputra, Phường Phú Thượng, Hà Nội',
    daysAgo: -3,
    team1: ['emily.j', 'huong.ngo'],
    team2: ['hanh.vo', 'bao.dang'],
    games: [],
    status: 'draft',
  },
];

const RULES = {
  discipline: 'doubles',
  best_of: 3,
  target_points: 11,
  win_by: 2,
  tiebreak_target: null,
  score_type: 'standard',
} as const;

/** A live game a few rallies in: the engine's own state, so the live screen and scoreboard show it. */
function demoLiveState(): MatchState {
  const events: ScoringEvent[] = [...'AABABBAAAB'].map((winner) => ({
    kind: 'rally',
    winner: winner as 'A' | 'B',
  }));
  return replay(toScoringRules(RULES, 'A'), events);
}

export async function seedDemoMatches(db: Db): Promise<number> {
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username', 'name']).execute()).map((user) => [
      user.username,
      user,
    ]),
  );
  const creator = users.get('minh.le') ?? null;
  let created = 0;
  for (const demo of DEMO_MATCHES) {
    const exists = await db
      .selectFrom('matches')
      .select('id')
      .where('event', '=', demo.event)
      .executeTakeFirst();
    const team1 = demo.team1.map((username) => users.get(username));
    const team2 = demo.team2.map((username) => users.get(username));
    if (exists || [...team1, ...team2].some((user) => !user)) continue;
    const playedAt = new Date(Date.now() - demo.daysAgo * 86_400_000).toISOString();
    const games = demo.games.map(([team1Score, team2Score]) => ({ team1: team1Score, team2: team2Score }));
    const live = demo.status === 'inprogress' ? demoLiveState() : null;
    const liveGames = live ? live.games.map((game) => ({ team1: game.A, team2: game.B })) : games;
    await db.transaction().execute(async (trx) => {
      const id = await insertMatch(trx, {
        event: demo.event,
        location: demo.location,
        court_id: null,
        club_id: null,
        played_at: playedAt,
        ...RULES,
        format: demo.status === 'draft' ? 'league' : 'tournament',
        notes: null,
        is_certified: demo.status === 'verified',
        status: demo.status,
        winner_team: findMatchWinner(RULES, games),
        status_reason: null,
        live_status: live ? 'active' : null,
        live_state: live ? JSON.stringify(live) : null,
        event_key: foldForSearch(demo.event),
        search_text: buildSearchText([
          demo.event,
          demo.location,
          ...[...team1, ...team2].map((user) => user?.name ?? null),
        ]),
        created_by: creator?.id ?? null,
        reviewed_by: ['approved', 'verified'].includes(demo.status)
          ? (users.get('an.nguyen')?.id ?? null)
          : null,
        submitted_at: ['submitted', 'approved', 'verified'].includes(demo.status) ? playedAt : null,
        reviewed_at: ['approved', 'verified'].includes(demo.status) ? playedAt : null,
        created_at: playedAt,
        updated_at: playedAt,
      });
      if (live)
        await trx
          .updateTable('matches')
          .set({ live_seq: live.history.length })
          .where('id', '=', id)
          .execute();
      await replacePlayers(trx, id, [
        team1.map((user) => user?.id as number),
        team2.map((user) => user?.id as number),
      ]);
      await replaceGames(trx, id, liveGames);
      if (demo.status === 'submitted')
        await trx
          .insertInto('match_confirmations')
          .values(
            [...team1, ...team2].map((user, index) => ({
              match_id: id,
              user_id: user?.id as number,
              status: index === 0 ? 'confirmed' : 'pending',
              reason: null,
              requested_at: playedAt,
              responded_at: index === 0 ? playedAt : null,
            })),
          )
          .execute();
    });
    created += 1;
  }
  return created;
}
