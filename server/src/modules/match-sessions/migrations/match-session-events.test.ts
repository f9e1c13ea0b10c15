import type { FastifyInstance } from 'fastify';
import { type Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMigrator } from '../../../testing/migrator';
import { createTestApp } from '../../../testing/test-app';

/** The session events migration on the engine under test: down, a session saved before, and up again. */
let app: FastifyInstance;
let migrator: Migrator;

beforeAll(async () => {
  app = await createTestApp();
  migrator = testMigrator(app);
});
afterAll(async () => {
  await app.close();
});

describe('2026_12_09_0020_match_session_events', () => {
  it('gives a session saved before the moment it started, in Viet Nam, for its rounds × duration', async () => {
    const down = await migrator.migrateTo('2026_12_09_0010_tournament_seed_placement');
    expect(down.error).toBeUndefined();
    const db = app.services.db;
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const insert = (name: string, createdAt: string, startedAt: string | null, rounds: number) =>
      sql`insert into match_sessions (name, status, match_type, best_of, target_points, win_by,
          match_duration_minutes, seed, balance_by_rating, full_cycle_rounds, rounds_count, total_matches,
          fairness_score, fairness_label, search_text, created_by, created_at, updated_at, started_at)
        values (${name}, 'draft', 'doubles', 1, 11, 2, 20, 1, ${false}, 7, ${rounds}, 14, 90, 'excellent',
          'x', ${user.id}, ${createdAt}, ${createdAt}, ${startedAt})`.execute(db);
    // Saved at 18:10 Viet Nam time, started at 19:05; six rounds of 20 minutes.
    await insert('Tối thứ Tư', '2026-12-02T11:10:00.000Z', '2026-12-02T12:05:00.000Z', 6);
    // Saved at 23:00 Viet Nam time (16:00 UTC) and never started: it ends at 23:59, not the next day.
    await insert('Khuya', '2026-12-03T16:00:00.000Z', null, 7);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await db
      .selectFrom('match_sessions')
      .select(['name', 'date', 'start_time', 'end_time', 'time_zone', 'starts_at', 'ends_at', 'court_names'])
      .select(['currency', 'visibility', 'organiser_id'])
      .where('name', 'in', ['Tối thứ Tư', 'Khuya'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => ({
        ...row,
        starts_at: new Date(row.starts_at).toISOString(),
        ends_at: new Date(row.ends_at).toISOString(),
      })),
    ).toEqual([
      {
        name: 'Tối thứ Tư',
        date: '2026-12-02',
        start_time: '19:05',
        end_time: '21:05',
        time_zone: 'Asia/Ho_Chi_Minh',
        starts_at: '2026-12-02T12:05:00.000Z',
        ends_at: '2026-12-02T14:05:00.000Z',
        court_names: '[]',
        currency: 'VND',
        visibility: 'link',
        organiser_id: user.id,
      },
      {
        name: 'Khuya',
        date: '2026-12-03',
        start_time: '23:00',
        end_time: '23:59',
        time_zone: 'Asia/Ho_Chi_Minh',
        starts_at: '2026-12-03T16:00:00.000Z',
        ends_at: '2026-12-03T16:59:00.000Z',
        court_names: '[]',
        currency: 'VND',
        visibility: 'link',
        organiser_id: user.id,
      },
    ]);
  });
});
