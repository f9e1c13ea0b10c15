import { type Kysely, type Migration, sql } from 'kysely';
import { type DialectName, timestampType } from '../dialect';

/**
 * The leaderboard read from indexes instead of ranking every player in memory (issue 19):
 *
 * - each rank point keeps its ratings as they stood at the leaderboard's baseline (midnight in
 *   Viet Nam a week ago) and its place on the whole leaderboard then, refreshed once a day by a
 *   job, so last week's places are read or counted from an index instead of looked up in the
 *   history for every player;
 * - `rating_baselines` holds the one row saying which baseline the columns hold and which one a
 *   job is already queued for;
 * - an index per rating in the leaderboard's order (rating going down, then player), current and
 *   at the baseline: a page is read from its first row on, and a player's place is the number of
 *   index entries before theirs;
 * - the profile's filters indexed (province; gender with birthday for the age bands), so that a
 *   board of a few players is found from them instead of by walking the whole board.
 */
const BOARD_INDEXES: readonly { name: string; column: string }[] = [
  { name: 'rank_points_single_board_index', column: 'single_rating' },
  { name: 'rank_points_double_board_index', column: 'double_rating' },
  { name: 'rank_points_single_baseline_index', column: 'single_rating_week_ago' },
  { name: 'rank_points_double_baseline_index', column: 'double_rating_week_ago' },
];

export function leaderboardBaselineMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema.alterTable('rank_points').addColumn('single_rating_week_ago', 'real').execute();
      await db.schema.alterTable('rank_points').addColumn('double_rating_week_ago', 'real').execute();
      await db.schema.alterTable('rank_points').addColumn('single_rank_week_ago', 'integer').execute();
      await db.schema.alterTable('rank_points').addColumn('double_rank_week_ago', 'integer').execute();
      await db.schema
        .createTable('rating_baselines')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('as_of', ts)
        .addColumn('queued_for', ts)
        .addColumn('refreshed_at', ts)
        .execute();
      for (const { name, column } of BOARD_INDEXES)
        await sql`create index ${sql.id(name)} on rank_points (${sql.ref(column)} desc, user_id)`.execute(db);
      await sql`create index profiles_province_index on profiles (province_code, user_id)`.execute(db);
      await sql`create index profiles_gender_birthday_index on profiles (gender, date_of_birth)`.execute(db);
      await sql`drop index rank_points_single_index`.execute(db);
      await sql`drop index rank_points_double_index`.execute(db);
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await sql`create index rank_points_single_index on rank_points (single_rating)`.execute(db);
      await sql`create index rank_points_double_index on rank_points (double_rating)`.execute(db);
      for (const { name } of BOARD_INDEXES) await sql`drop index ${sql.id(name)}`.execute(db);
      await sql`drop index profiles_gender_birthday_index`.execute(db);
      await sql`drop index profiles_province_index`.execute(db);
      await db.schema.dropTable('rating_baselines').execute();
      for (const column of ['double_rank_week_ago', 'single_rank_week_ago', 'double_rating_week_ago'])
        await db.schema.alterTable('rank_points').dropColumn(column).execute();
      await db.schema.alterTable('rank_points').dropColumn('single_rating_week_ago').execute();
    },
  };
}
