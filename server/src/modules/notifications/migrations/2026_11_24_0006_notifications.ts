import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Notifications (SPEC §3): providers, templates, e-mail templates, sends and their deliveries,
 * push tokens, opt-outs, phone verification codes, and the system settings the configuration
 * pages edit. JSON is stored as text on both dialects; secrets are sealed by the secret box.
 */
export function notificationsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      // The language a user reads in (set when they sign in): their notifications are written in it.
      await db.schema.alterTable('users').addColumn('locale', 'varchar(8)').execute();
      await addIdColumn(db.schema.createTable('notification_providers'), dialect)
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('enabled', bool, (col) => col.notNull())
        .addColumn('priority', 'integer', (col) => col.notNull())
        .addColumn('config', 'text', (col) => col.notNull())
        .addColumn('secrets', 'text')
        .addColumn('last_test_at', ts)
        .addColumn('last_test_ok', bool)
        .addColumn('last_test_message', 'text')
        .addColumn('last_test_address', 'varchar(255)')
        // A cross-instance lease for refreshing Zalo's single-use refresh token.
        .addColumn('lease_until', ts)
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('notification_providers_type_index')
        .on('notification_providers')
        .columns(['type', 'enabled', 'priority'])
        .execute();

      await addIdColumn(db.schema.createTable('notification_templates'), dialect)
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('sort_name', 'varchar(200)', (col) => col.notNull())
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('category', 'varchar(32)', (col) => col.notNull())
        .addColumn('translations', 'text', (col) => col.notNull())
        .addColumn('variables', 'text', (col) => col.notNull())
        .addColumn('zns_template_id', 'varchar(50)')
        .addColumn('is_active', bool, (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();

      await addIdColumn(db.schema.createTable('email_templates'), dialect)
        .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('sort_name', 'varchar(200)', (col) => col.notNull())
        .addColumn('translations', 'text', (col) => col.notNull())
        .addColumn('variables', 'text', (col) => col.notNull())
        .addColumn('is_system', bool, (col) => col.notNull())
        .addColumn('is_active', bool, (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();

      await addIdColumn(db.schema.createTable('notifications'), dialect)
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('category', 'varchar(32)', (col) => col.notNull())
        .addColumn('priority', 'varchar(16)', (col) => col.notNull())
        .addColumn('template_id', 'integer', (col) =>
          col.references('notification_templates.id').onDelete('set null'),
        )
        .addColumn('subject', 'varchar(200)')
        .addColumn('content', 'text')
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('link', 'varchar(2000)')
        .addColumn('channels', 'text', (col) => col.notNull())
        .addColumn('recipient_type', 'varchar(32)', (col) => col.notNull())
        .addColumn('recipients', 'text', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('scheduled_at', ts)
        .addColumn('sent_at', ts)
        .addColumn('cancelled_at', ts)
        // Fan-out progress: the highest user id whose deliveries exist; done when all exist.
        .addColumn('fanout_cursor', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('fanout_done', bool, (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('metadata', 'text', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('notifications_status_index')
        .on('notifications')
        .columns(['status', 'created_at'])
        .execute();

      await addIdColumn(db.schema.createTable('notification_deliveries'), dialect)
        .addColumn('notification_id', 'integer', (col) =>
          col.notNull().references('notifications.id').onDelete('cascade'),
        )
        .addColumn('channel', 'varchar(16)', (col) => col.notNull())
        // `user:<id>` or `webhook:<provider id>`: one delivery per recipient and channel.
        .addColumn('recipient_key', 'varchar(64)', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('address', 'varchar(4096)')
        .addColumn('locale', 'varchar(8)', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('skip_reason', 'varchar(32)')
        .addColumn('error', 'text')
        .addColumn('provider_id', 'integer', (col) =>
          col.references('notification_providers.id').onDelete('set null'),
        )
        .addColumn('provider_message_id', 'varchar(255)')
        .addColumn('attempts', 'integer', (col) => col.notNull())
        .addColumn('next_attempt_at', ts)
        .addColumn('locked_until', ts)
        .addColumn('sent_at', ts)
        .addColumn('delivered_at', ts)
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .addUniqueConstraint('notification_deliveries_recipient_unique', [
          'notification_id',
          'channel',
          'recipient_key',
        ])
        .execute();
      await db.schema
        .createIndex('notification_deliveries_due_index')
        .on('notification_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('notification_deliveries_provider_index')
        .on('notification_deliveries')
        .columns(['provider_id', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('notification_deliveries_notification_index')
        .on('notification_deliveries')
        .columns(['notification_id', 'status'])
        .execute();

      await addIdColumn(db.schema.createTable('push_tokens'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token', 'varchar(4096)', (col) => col.notNull())
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('platform', 'varchar(16)', (col) => col.notNull())
        .addColumn('enabled', bool, (col) => col.notNull())
        .addColumn('disabled_reason', 'varchar(255)')
        .addColumn('last_seen_at', ts, (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('push_tokens_user_index').on('push_tokens').columns(['user_id']).execute();

      await db.schema
        .createTable('notification_opt_outs')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('channel', 'varchar(16)', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addPrimaryKeyConstraint('notification_opt_outs_pk', ['user_id', 'channel'])
        .execute();

      await addIdColumn(db.schema.createTable('phone_verifications'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('phone', 'varchar(32)', (col) => col.notNull())
        .addColumn('code_hash', 'varchar(128)', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull())
        .addColumn('expires_at', ts, (col) => col.notNull())
        .addColumn('consumed_at', ts)
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('phone_verifications_phone_index')
        .on('phone_verifications')
        .columns(['phone', 'created_at'])
        .execute();
      await db.schema
        .createIndex('phone_verifications_user_index')
        .on('phone_verifications')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('system_settings')
        .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('secrets', 'text')
        .addColumn('last_test_at', ts)
        .addColumn('last_test_ok', bool)
        .addColumn('last_test_message', 'text')
        .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of [
        'system_settings',
        'phone_verifications',
        'notification_opt_outs',
        'push_tokens',
        'notification_deliveries',
        'notifications',
        'email_templates',
        'notification_templates',
        'notification_providers',
      ])
        await db.schema.dropTable(table).execute();
      await db.schema.alterTable('users').dropColumn('locale').execute();
    },
  };
}
