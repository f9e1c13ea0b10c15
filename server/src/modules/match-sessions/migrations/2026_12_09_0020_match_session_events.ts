import type { ColumnDataType, Kysely, Migration } from 'kysely';
import { type DialectName, timestampType } from '../../../db/dialect';

const ZONE = 'Asia/Ho_Chi_Minh';
/** Viet Nam keeps no daylight saving time. */
const ZONE_OFFSET_MINUTES = 7 * 60;
const MINUTE_MS = 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** A Viet Nam wall clock for an instant: the day and HH:MM. */
function wallClock(instantMs: number): { date: string; time: string; minutes: number } {
  const local = new Date(instantMs + ZONE_OFFSET_MINUTES * MINUTE_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    minutes,
  };
}

/**
 * A session is an event (issue 31 §1): its day, start and end in its time zone (and the instants
 * they name, for sorting and calendars), a venue (a registered court or words), the courts by
 * name, a player cap, a rating range, a fee per player, who may see it and who organises it.
 *
 * Sessions saved before had none of this: they take the moment they started (or were saved) in
 * Viet Nam's time, and last their rounds × the match duration (within that day).
 * No foreign keys on the new ids: SQLite cannot drop a column a foreign key names, and the
 * service checks the court and the organiser.
 */
export function matchSessionEventsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const rating: ColumnDataType = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      const columns: [string, ColumnDataType][] = [
        ['date', 'varchar(10)'],
        ['start_time', 'varchar(5)'],
        ['end_time', 'varchar(5)'],
        ['time_zone', 'varchar(64)'],
        ['starts_at', ts],
        ['ends_at', ts],
        ['venue_court_id', 'integer'],
        ['venue', 'varchar(255)'],
        ['court_names', 'text'],
        ['player_cap', 'integer'],
        ['rating_min', rating],
        ['rating_max', rating],
        ['fee', 'integer'],
        ['currency', 'varchar(3)'],
        ['visibility', 'varchar(8)'],
        ['organiser_id', 'integer'],
      ];
      for (const [name, type] of columns)
        await db.schema.alterTable('match_sessions').addColumn(name, type).execute();
      const rows = await db
        .selectFrom('match_sessions')
        .select(['id', 'created_at', 'started_at', 'rounds_count', 'match_duration_minutes', 'created_by'])
        .execute();
      for (const row of rows) {
        const startMs = new Date(row.started_at ?? row.created_at).getTime();
        const start = wallClock(startMs);
        const length = Math.max(1, Number(row.rounds_count)) * Number(row.match_duration_minutes);
        const endMinutes = Math.min(start.minutes + length, 23 * 60 + 59);
        const endMs = startMs + (endMinutes - start.minutes) * MINUTE_MS;
        const end = wallClock(endMs);
        await db
          .updateTable('match_sessions')
          .set({
            date: start.date,
            start_time: start.time,
            end_time: endMinutes > start.minutes ? end.time : start.time,
            time_zone: ZONE,
            starts_at: new Date(startMs).toISOString(),
            ends_at: new Date(endMs).toISOString(),
            court_names: '[]',
            currency: 'VND',
            visibility: 'link',
            organiser_id: row.created_by,
          })
          .where('id', '=', row.id)
          .execute();
      }
      await db.schema
        .createIndex('match_sessions_starts_at')
        .on('match_sessions')
        .column('starts_at')
        .execute();
      await db.schema.createIndex('match_sessions_date').on('match_sessions').column('date').execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('match_sessions_date').execute();
      await db.schema.dropIndex('match_sessions_starts_at').execute();
      for (const name of [
        'organiser_id',
        'visibility',
        'currency',
        'fee',
        'rating_max',
        'rating_min',
        'player_cap',
        'court_names',
        'venue',
        'venue_court_id',
        'ends_at',
        'starts_at',
        'time_zone',
        'end_time',
        'start_time',
        'date',
      ])
        await db.schema.alterTable('match_sessions').dropColumn(name).execute();
    },
  };
}
