/**
 * Demo tournaments for `npm run seed:demo`, between the demo users: a finished singles event (an
 * eight-player single elimination with a bronze match, every match played and its placings
 * recorded, one upset on the way) and a doubles event open for entries with an entry fee (three
 * pairs in, their fee payments asked). Drawn by the engine as the API draws them; each slot's
 * match is a real match. Idempotent: a tournament name already present is skipped.
 */
import {
  buildSearchText,
  computePlacings,
  type DrawResults,
  foldForSearch,
  generateDraw,
  resolveDraw,
  roundName,
  type SlotResult,
} from '@pickleball/domain';
import type { Db } from '../db/database';
import { insertMatch, replaceGames, replacePlayers } from '../modules/matches/matches.repository';
import { createPayment } from '../modules/payments/payments.checkout';
import { REGISTRATION_PURPOSE } from '../modules/tournaments/registrations/registrations.places';
import { createTranslator } from '../platform/i18n';
import {
  type DemoUser,
  dateOf,
  insertEntry,
  insertTournamentRow,
  tournamentValues,
} from './tournaments.rows';

const FINISHED = {
  name: 'Giải Pickleball Đơn Mùa Thu 2026',
  players: [
    'an.nguyen',
    'binh.tran',
    'minh.le',
    'ha.pham',
    'thang.hoang',
    'hanh.vo',
    'bao.dang',
    'huong.ngo',
  ],
  ratings: [4.8, 4.6, 4.4, 4.3, 4.1, 3.9, 3.7, 3.5],
  /** The slot whose lower seed wins (an upset in the quarter-finals). */
  upset: 'W1-3',
};

const OPEN = {
  name: 'Saigon Doubles Open 2027',
  pairs: [
    ['emily.j', 'sarah.nguyen'],
    ['john.smith', 'michael.b'],
    ['mai.ly', 'khanh.duong'],
  ] as const,
  ratings: [4.2, 3.9, 3.6],
};

async function seedFinished(db: Db, users: Map<string, DemoUser>, creator: number | null): Promise<boolean> {
  const players = FINISHED.players.map((username) => users.get(username));
  if (players.some((player) => !player)) return false;
  const t = createTranslator().t('vi');
  const draw = generateDraw('single_elimination', players.length, { bronzeMatch: true });
  const startedAt = `${dateOf(-20)}T00:30:00.000Z`;
  await db.transaction().execute(async (trx) => {
    const id = await insertTournamentRow(
      trx,
      tournamentValues({
        name: FINISHED.name,
        description: 'Nội dung đơn, loại trực tiếp có tranh huy chương đồng, xếp hạt giống theo điểm DUPR.',
        status: 'completed',
        bronze_match: true,
        created_by: creator,
        registration_opened_at: `${dateOf(-40)}T01:00:00.000Z`,
        registration_closed_at: `${dateOf(-22)}T01:00:00.000Z`,
        started_at: startedAt,
        completed_at: `${dateOf(-19)}T10:00:00.000Z`,
      }),
    );
    const entries: number[] = [];
    for (const [index, player] of players.entries())
      entries.push(
        await insertEntry(trx, id, [player as DemoUser], FINISHED.ratings[index] as number, {
          status: 'confirmed',
          seed: index + 1,
          registeredAt: `${dateOf(-35 + index)}T03:00:00.000Z`,
        }),
      );
    await trx
      .insertInto('tournament_draws')
      .values({
        tournament_id: id,
        format: draw.format,
        entrants: draw.entrants,
        draw: JSON.stringify(draw),
        seeding_method: 'dupr_rating',
        random_seed: 20_261_115,
        generated_by: creator,
        generated_at: `${dateOf(-22)}T02:00:00.000Z`,
      })
      .execute();
    const results: Record<string, SlotResult> = {};
    for (const [order, slot] of draw.slots.entries()) {
      const progress = resolveDraw(draw, results as DrawResults).slots[slot.key];
      const [a, b] = progress?.entrants ?? [null, null];
      const values = {
        tournament_id: id,
        key: slot.key,
        bracket: slot.bracket,
        round: slot.round,
        position: slot.position,
        pool: slot.pool,
        play_order: order,
        state: progress?.state ?? 'waiting',
        entrant_a: typeof a === 'number' ? (entries[a - 1] ?? null) : null,
        entrant_b: typeof b === 'number' ? (entries[b - 1] ?? null) : null,
        result_winner: null as string | null,
        result_walkover: false,
        result_games: null as string | null,
        result_match_id: null as number | null,
        match_id: null as number | null,
        match_status: null as string | null,
        status_reason: null,
        court_id: null,
        scheduled_at: null,
        updated_at: startedAt,
      };
      if (progress?.state === 'ready' && typeof a === 'number' && typeof b === 'number') {
        const favourite: 'a' | 'b' = a < b ? 'a' : 'b';
        const winner: 'a' | 'b' = slot.key === FINISHED.upset ? (favourite === 'a' ? 'b' : 'a') : favourite;
        const games: [number, number][] =
          winner === 'a'
            ? [
                [11, 6 + (order % 4)],
                [8, 11],
                [11, 9],
              ]
            : [
                [11, 13],
                [5 + (order % 5), 11],
              ];
        const event = t('tournaments-messages:match_event', {
          tournament: FINISHED.name,
          round: roundName(t, draw.format, slot),
        });
        const playedAt = new Date(Date.parse(startedAt) + order * 40 * 60_000).toISOString();
        const matchId = await insertMatch(trx, {
          event,
          location: 'Sân Pickleball Phú Mỹ Hưng, Phường Tân Mỹ, TP. Hồ Chí Minh',
          court_id: null,
          club_id: null,
          played_at: playedAt,
          discipline: 'singles',
          format: 'tournament',
          best_of: 3,
          target_points: 11,
          win_by: 2,
          tiebreak_target: null,
          score_type: 'standard',
          notes: null,
          is_certified: false,
          status: 'completed',
          winner_team: winner === 'a' ? 1 : 2,
          status_reason: null,
          live_status: null,
          live_state: null,
          event_key: foldForSearch(event).slice(0, 200),
          search_text: buildSearchText([event, players[a - 1]?.name, players[b - 1]?.name]),
          created_by: creator,
          reviewed_by: null,
          submitted_at: null,
          reviewed_at: null,
          created_at: playedAt,
          updated_at: playedAt,
        });
        await replacePlayers(trx, matchId, [
          [(players[a - 1] as DemoUser).id],
          [(players[b - 1] as DemoUser).id],
        ]);
        await replaceGames(
          trx,
          matchId,
          games.map(([team1, team2]) => ({ team1, team2 })),
        );
        results[slot.key] = { winner, games };
        Object.assign(values, {
          state: 'done',
          result_winner: winner,
          result_games: JSON.stringify(games),
          result_match_id: matchId,
          match_id: matchId,
          match_status: 'completed',
        });
        await trx
          .insertInto('tournament_slot_results')
          .values({
            tournament_id: id,
            slot_key: slot.key,
            match_id: matchId,
            winner,
            walkover: false,
            games: JSON.stringify(games),
            note: null,
            recorded_by: creator,
            recorded_at: playedAt,
            superseded_at: null,
            superseded_reason: null,
          })
          .execute();
      }
      await trx.insertInto('tournament_slots').values(values).execute();
    }
    const placings = computePlacings(draw, resolveDraw(draw, results)) ?? [];
    for (const placing of placings)
      await trx
        .updateTable('tournament_registrations')
        .set({ final_place: placing.place, medal: placing.medal })
        .where('id', '=', entries[placing.entrant - 1] as number)
        .execute();
  });
  return true;
}

async function seedOpen(db: Db, users: Map<string, DemoUser>, creator: number | null): Promise<boolean> {
  const pairs = OPEN.pairs.map((pair) => pair.map((username) => users.get(username)));
  if (pairs.some((pair) => pair.some((player) => !player))) return false;
  const t = createTranslator().t('en');
  await db.transaction().execute(async (trx) => {
    const id = await insertTournamentRow(
      trx,
      tournamentValues({
        name: OPEN.name,
        description:
          'Men’s, women’s and mixed pairs welcome. Pool play in the morning, the playoff after lunch.',
        type: 'doubles',
        format: 'pool_play',
        max_participants: 16,
        location: 'Sân Pickleball Thảo Điền, Phường An Khánh, TP. Hồ Chí Minh',
        start_date: dateOf(30),
        end_date: dateOf(31),
        registration_deadline: `${dateOf(25)}T16:59:00.000Z`,
        organizer_name: 'Saigon Pickleball Association',
        organizer_email: 'open@saigonpickleball.example.com',
        organizer_phone: '0987654305',
        is_free: false,
        entry_fee: 400_000,
        currency: 'VND',
        prize_pool: 30_000_000,
        pools: 4,
        advance_per_pool: 2,
        bronze_match: true,
        status: 'registration_open',
        created_by: creator,
        registration_opened_at: `${dateOf(-5)}T01:00:00.000Z`,
        search_text: buildSearchText([OPEN.name, 'Thảo Điền', 'Saigon Pickleball Association']),
      }),
    );
    for (const [index, pair] of pairs.entries()) {
      const registration = await insertEntry(trx, id, pair as DemoUser[], OPEN.ratings[index] as number, {
        status: 'registered',
        seed: null,
        registeredAt: `${dateOf(-4 + index)}T04:00:00.000Z`,
      });
      const payment = await createPayment(trx, {
        amount: 400_000,
        currency: 'VND',
        purpose: { type: REGISTRATION_PURPOSE, id: registration },
        userId: (pair[0] as DemoUser).id,
        description: t('tournaments-messages:payment_description', { tournament: OPEN.name }),
        reference: `T${id}-R${registration}`,
        createdBy: creator,
      });
      await trx
        .updateTable('tournament_registrations')
        .set({ payment_id: payment.id })
        .where('id', '=', registration)
        .execute();
    }
  });
  return true;
}

export async function seedDemoTournaments(db: Db): Promise<number> {
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'name', 'username']).execute()).map((user) => [
      user.username,
      user,
    ]),
  );
  const creator = users.get('binh.tran')?.id ?? null;
  const existing = new Set(
    (
      await db
        .selectFrom('tournaments')
        .select('name')
        .where('name', 'in', [FINISHED.name, OPEN.name])
        .execute()
    ).map((row) => row.name),
  );
  let added = 0;
  if (!existing.has(FINISHED.name) && (await seedFinished(db, users, creator))) added += 1;
  if (!existing.has(OPEN.name) && (await seedOpen(db, users, creator))) added += 1;
  return added;
}
