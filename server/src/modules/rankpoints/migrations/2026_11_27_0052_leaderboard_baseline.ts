import { type Kysely, type Migration, sql } from 'kysely';
import { booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * The leaderboard read from indexes instead of ranking every player in memory (issue 19):
 *
 * - `rank_points.listed`: the record is on the leaderboard (an `active` record of an active
 *   user), kept by triggers on both tables, so the board's indexes answer who is on it without
 *   a join to users;
 * - each rank point keeps its ratings as they stood at the leaderboard's baseline (midnight in
 *   Viet Nam a week ago), refreshed once a day by a job, so last week's places are counted from
 *   an index instead of looked up in the history for every player;
 * - `rating_baselines` holds the one row saying which baseline the columns hold and which one a
 *   job is already queued for;
 * - an index per rating in the leaderboard's order (on it, rating going down, then player),
 *   current and at the baseline: a page is read from its first row on, and a player's place is
 *   the number of index entries before theirs;
 * - the profile's filters indexed (province; gender with birthday for the age bands), so that a
 *   board of a few players is found from them instead of by walking the whole board.
 */
const BOARD_INDEXES: readonly { name: string; column: string }[] = [
  { name: 'rank_points_single_board_index', column: 'single_rating' },
  { name: 'rank_points_double_board_index', column: 'double_rating' },
  { name: 'rank_points_single_baseline_index', column: 'single_rating_week_ago' },
  { name: 'rank_points_double_baseline_index', column: 'double_rating_week_ago' },
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
async function createListedTriggers(db: Kysely<any>, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql`create function rank_points_set_listed() returns trigger language plpgsql as $$
      begin
        new.listed := new.status = 'active'
          and coalesce((select users.is_active from users where users.id = new.user_id), false);
        return new;
      end $$`.execute(db);
    await sql`create trigger rank_points_listed before insert or update of status, user_id on rank_points
      for each row execute function rank_points_set_listed()`.execute(db);
    await sql`create function users_relist_rank_points() returns trigger language plpgsql as $$
      begin
        update rank_points set listed = (status = 'active' and new.is_active) where user_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger users_relist_rank_points after update of is_active on users
      for each row when (old.is_active is distinct from new.is_active)
      execute function users_relist_rank_points()`.execute(db);
    return;
  }
  // SQLite: a trigger cannot set NEW, so the row is updated after it is written.
  await sql`create trigger rank_points_listed_insert after insert on rank_points begin
      update rank_points set listed = (new.status = 'active'
        and coalesce((select users.is_active from users where users.id = new.user_id), 0)) where id = new.id;
    end`.execute(db);
  await sql`create trigger rank_points_listed_update after update of status, user_id on rank_points begin
      update rank_points set listed = (new.status = 'active'
        and coalesce((select users.is_active from users where users.id = new.user_id), 0)) where id = new.id;
    end`.execute(db);
  await sql`create trigger users_relist_rank_points after update of is_active on users
    when old.is_active is not new.is_active begin
      update rank_points set listed = (status = 'active' and new.is_active) where user_id = new.id;
    end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see createListedTriggers
async function dropListedTriggers(db: Kysely<any>, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql`drop trigger users_relist_rank_points on users`.execute(db);
    await sql`drop trigger rank_points_listed on rank_points`.execute(db);
    await sql`drop function users_relist_rank_points()`.execute(db);
    await sql`drop function rank_points_set_listed()`.execute(db);
    return;
  }
  for (const trigger of [
    'users_relist_rank_points',
    'rank_points_listed_update',
    'rank_points_listed_insert',
  ])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
}

export function leaderboardBaselineMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('rank_points')
        .addColumn('listed', booleanType(dialect), (col) => col.notNull().defaultTo(false))
        .execute();
      await sql`update rank_points set listed = (status = 'active' and exists (
        select 1 from users where users.id = rank_points.user_id and users.is_active))`.execute(db);
      await createListedTriggers(db, dialect);
      for (const column of ['single_rating_week_ago', 'double_rating_week_ago'])
        await db.schema.alterTable('rank_points').addColumn(column, 'real').execute();
      await db.schema
        .createTable('rating_baselines')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('as_of', ts)
        .addColumn('queued_for', ts)
        .addColumn('refreshed_at', ts)
        .execute();
      for (const { name, column } of BOARD_INDEXES)
        await sql`create index ${sql.id(name)} on rank_points (listed, ${sql.ref(column)} desc, user_id)`.execute(
          db,
        );
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
      await dropListedTriggers(db, dialect);
      for (const column of ['double_rating_week_ago', 'single_rating_week_ago', 'listed'])
        await db.schema.alterTable('rank_points').dropColumn(column).execute();
    },
  };
}
