import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Tournaments (issue 14; SPEC §3 "Tournament", "Player registration"):
 * - tournaments: every SPEC field, money as integer minor units with a currency, the format's
 *   options and match rules, the seeding method with its stored random seed, the state with when
 *   each step happened;
 * - tournament_registrations: one entry (a player, or a pair) with its ratings at registration,
 *   status, waitlist position, payment, seed and final place;
 * - tournament_entrants: who is entered, one row per player of an active entry; its primary key
 *   is the database's own guard against one player entered twice, even by two requests at once;
 * - tournament_draws: the engine's draw as generated (JSON), so later engine changes never
 *   reinterpret a draw in play;
 * - tournament_slots: one row per draw slot: who stands in it, its result and its real match;
 * - tournament_slot_results: every result a slot ever had, the superseded ones kept (corrections).
 */
export function tournamentsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('tournaments'), dialect)
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('format', 'varchar(24)', (col) => col.notNull())
        .addColumn('max_participants', 'integer')
        .addColumn('seeding_method', 'varchar(16)', (col) => col.notNull())
        .addColumn('random_seed', 'integer', (col) => col.notNull())
        .addColumn('location', 'varchar(255)')
        .addColumn('court_id', 'integer', (col) => col.references('courts.id').onDelete('set null'))
        .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('start_time', 'varchar(5)')
        .addColumn('end_time', 'varchar(5)')
        .addColumn('registration_deadline', ts)
        .addColumn('organizer_name', 'varchar(200)')
        .addColumn('organizer_email', 'varchar(255)')
        .addColumn('organizer_phone', 'varchar(20)')
        .addColumn('is_free', bool, (col) => col.notNull())
        .addColumn('entry_fee', 'bigint')
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('prize_pool', 'bigint')
        .addColumn('auto_bracket_generation', bool, (col) => col.notNull())
        .addColumn('requires_approval', bool, (col) => col.notNull())
        .addColumn('is_public', bool, (col) => col.notNull())
        .addColumn('allow_late_registration', bool, (col) => col.notNull())
        .addColumn('is_active', bool, (col) => col.notNull())
        .addColumn('is_archived', bool, (col) => col.notNull())
        .addColumn('rules', 'text')
        .addColumn('notes', 'text')
        .addColumn('status', 'varchar(24)', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull())
        .addColumn('bronze_match', bool, (col) => col.notNull())
        .addColumn('grand_final_reset', bool, (col) => col.notNull())
        .addColumn('reset_format', 'varchar(16)', (col) => col.notNull())
        .addColumn('pools', 'integer')
        .addColumn('advance_per_pool', 'integer')
        .addColumn('best_of', 'integer', (col) => col.notNull())
        .addColumn('target_points', 'integer', (col) => col.notNull())
        .addColumn('win_by', 'integer', (col) => col.notNull())
        .addColumn('score_type', 'varchar(16)', (col) => col.notNull())
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('cancel_reason', 'text')
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('registration_opened_at', ts)
        .addColumn('registration_closed_at', ts)
        .addColumn('started_at', ts)
        .addColumn('completed_at', ts)
        .addColumn('cancelled_at', ts)
        .addColumn('archived_at', ts)
        .addColumn('sort_name', 'text', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('tournaments_archived_start')
        .on('tournaments')
        .columns(['is_archived', 'start_date'])
        .execute();
      await db.schema.createIndex('tournaments_status').on('tournaments').column('status').execute();

      await addIdColumn(db.schema.createTable('tournament_registrations'), dialect)
        .addColumn('tournament_id', 'integer', (col) =>
          col.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('player_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
        .addColumn('partner_id', 'integer', (col) => col.references('users.id').onDelete('restrict'))
        .addColumn('partner_status', 'varchar(16)')
        .addColumn('partner_responded_at', ts)
        .addColumn('player_rating', 'numeric(5, 3)')
        .addColumn('partner_rating', 'numeric(5, 3)')
        .addColumn('dupr_rating', 'numeric(5, 3)')
        .addColumn('notes', 'text')
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('waitlist_position', 'integer')
        .addColumn('approved_at', ts)
        .addColumn('approved_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('payment_status', 'varchar(16)', (col) => col.notNull())
        .addColumn('payment_id', 'integer', (col) => col.references('payments.id').onDelete('set null'))
        .addColumn('seed', 'integer')
        .addColumn('manual_order', 'integer')
        .addColumn('final_place', 'integer')
        .addColumn('medal', 'varchar(8)')
        .addColumn('cancel_reason', 'text')
        .addColumn('cancelled_at', ts)
        .addColumn('cancelled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('registered_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('registered_at', ts, (col) => col.notNull())
        .addColumn('sort_name', 'text', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('tournament_registrations_tournament_status')
        .on('tournament_registrations')
        .columns(['tournament_id', 'status'])
        .execute();
      await db.schema
        .createIndex('tournament_registrations_player')
        .on('tournament_registrations')
        .column('player_id')
        .execute();
      await db.schema
        .createIndex('tournament_registrations_partner')
        .on('tournament_registrations')
        .column('partner_id')
        .execute();
      await db.schema
        .createIndex('tournament_registrations_payment')
        .on('tournament_registrations')
        .column('payment_id')
        .execute();

      await db.schema
        .createTable('tournament_entrants')
        .addColumn('tournament_id', 'integer', (col) =>
          col.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
        .addColumn('registration_id', 'integer', (col) =>
          col.notNull().references('tournament_registrations.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('tournament_entrants_pk', ['tournament_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('tournament_entrants_registration')
        .on('tournament_entrants')
        .column('registration_id')
        .execute();

      await db.schema
        .createTable('tournament_draws')
        .addColumn('tournament_id', 'integer', (col) =>
          col.primaryKey().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('format', 'varchar(24)', (col) => col.notNull())
        .addColumn('entrants', 'integer', (col) => col.notNull())
        .addColumn('draw', 'text', (col) => col.notNull())
        .addColumn('seeding_method', 'varchar(16)', (col) => col.notNull())
        .addColumn('random_seed', 'integer', (col) => col.notNull())
        .addColumn('generated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('generated_at', ts, (col) => col.notNull())
        .execute();

      await addIdColumn(db.schema.createTable('tournament_slots'), dialect)
        .addColumn('tournament_id', 'integer', (col) =>
          col.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('key', 'varchar(20)', (col) => col.notNull())
        .addColumn('bracket', 'varchar(16)', (col) => col.notNull())
        .addColumn('round', 'integer', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('pool', 'integer')
        .addColumn('play_order', 'integer', (col) => col.notNull())
        .addColumn('state', 'varchar(16)', (col) => col.notNull())
        .addColumn('entrant_a', 'integer', (col) =>
          col.references('tournament_registrations.id').onDelete('set null'),
        )
        .addColumn('entrant_b', 'integer', (col) =>
          col.references('tournament_registrations.id').onDelete('set null'),
        )
        .addColumn('result_winner', 'varchar(1)')
        .addColumn('result_walkover', bool, (col) => col.notNull())
        .addColumn('result_games', 'text')
        .addColumn('result_match_id', 'integer')
        .addColumn('match_id', 'integer', (col) => col.references('matches.id').onDelete('set null'))
        .addColumn('match_status', 'varchar(16)')
        .addColumn('status_reason', 'text')
        .addColumn('court_id', 'integer', (col) => col.references('courts.id').onDelete('set null'))
        .addColumn('scheduled_at', ts)
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('tournament_slots_key')
        .on('tournament_slots')
        .columns(['tournament_id', 'key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('tournament_slots_match')
        .on('tournament_slots')
        .column('match_id')
        .execute();

      await addIdColumn(db.schema.createTable('tournament_slot_results'), dialect)
        .addColumn('tournament_id', 'integer', (col) =>
          col.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('slot_key', 'varchar(20)', (col) => col.notNull())
        .addColumn('match_id', 'integer', (col) => col.references('matches.id').onDelete('set null'))
        .addColumn('winner', 'varchar(1)', (col) => col.notNull())
        .addColumn('walkover', bool, (col) => col.notNull())
        .addColumn('games', 'text', (col) => col.notNull())
        .addColumn('note', 'text')
        .addColumn('recorded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('recorded_at', ts, (col) => col.notNull())
        .addColumn('superseded_at', ts)
        .addColumn('superseded_reason', 'varchar(16)')
        .execute();
      await db.schema
        .createIndex('tournament_slot_results_slot')
        .on('tournament_slot_results')
        .columns(['tournament_id', 'slot_key'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('tournament_slot_results').execute();
      await db.schema.dropTable('tournament_slots').execute();
      await db.schema.dropTable('tournament_draws').execute();
      await db.schema.dropTable('tournament_entrants').execute();
      await db.schema.dropTable('tournament_registrations').execute();
      await db.schema.dropTable('tournaments').execute();
    },
  };
}
