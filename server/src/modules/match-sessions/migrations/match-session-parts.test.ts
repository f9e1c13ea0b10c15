import type { FastifyInstance } from 'fastify';
import { type Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMigrator } from '../../../testing/migrator';
import { createTestApp } from '../../../testing/test-app';

/** The match session parts migration on the engine under test: down, a named match, and up again. */
let app: FastifyInstance;
let migrator: Migrator;

beforeAll(async () => {
  app = await createTestApp();
  migrator = testMigrator(app);
});
afterAll(async () => {
  await app.close();
});

describe('2026_12_07_0020_match_session_parts', () => {
  it('turns a session match named in English into the session name with its round and court', async () => {
    const down = await migrator.migrateTo('2026_12_07_0010_payment_checkouts');
    expect(down.error).toBeUndefined();
    const db = app.services.db;
    const now = new Date().toISOString();
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await sql`insert into match_sessions (name, status, match_type, best_of, target_points, win_by,
        match_duration_minutes, seed, balance_by_rating, full_cycle_rounds, rounds_count, total_matches,
        fairness_score, fairness_label, search_text, created_at, updated_at)
      values ('Tối thứ Tư', 'active', 'singles', 1, 11, 2, 15, 1, ${false}, 3, 3, 3, 90, 'excellent', 'toi thu tu',
        ${now}, ${now})`.execute(db);
    const session = await db.selectFrom('match_sessions').select('id').executeTakeFirstOrThrow();
    for (const [round, court, event] of [
      [2, 1, 'Tối thứ Tư · Round 1 · Court 1'],
      [5, 2, 'Tối thứ Tư · Round 2 · Court 2'],
    ] as const) {
      await sql`insert into matches (event, played_at, discipline, format, best_of, target_points, win_by,
          score_type, is_certified, status, event_key, search_text, created_at, updated_at)
        values (${event}, ${now}, 'singles', 'friendly', 1, 11, 2, 'standard', ${false}, 'draft', 'x', 'x',
          ${now}, ${now})`.execute(db);
      const match = await db
        .selectFrom('matches')
        .select('id')
        .where('event', '=', event)
        .executeTakeFirstOrThrow();
      await sql`insert into match_session_games (session_id, round, court, player1, player3, match_id)
        values (${session.id}, ${round}, ${court}, ${user.id}, ${user.id}, ${match.id})`.execute(db);
    }

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await db
      .selectFrom('matches')
      .select(['event', 'event_key', 'session_round', 'session_court'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { event: 'Tối thứ Tư', event_key: 'toi thu tu', session_round: 1, session_court: 1 },
      { event: 'Tối thứ Tư', event_key: 'toi thu tu', session_round: 2, session_court: 2 },
    ]);
  });
});
