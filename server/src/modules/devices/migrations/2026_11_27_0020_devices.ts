import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Devices (issue 16 §3): the players' phones running the community's app, registered by the app
 * or by staff, blocked and activated with a reason. A push token may belong to a device: the
 * notifications' push channel leaves out tokens of devices that are not active.
 */
export function devicesMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('devices'), dialect)
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('platform', 'varchar(16)', (col) => col.notNull())
        .addColumn('os_version', 'varchar(50)')
        .addColumn('app_version', 'varchar(50)')
        .addColumn('manufacturer', 'varchar(100)')
        .addColumn('model', 'varchar(100)')
        .addColumn('serial_number', 'varchar(100)', (col) => col.unique())
        .addColumn('ip_address', 'varchar(45)')
        .addColumn('mac_address', 'varchar(17)')
        .addColumn('registered_at', ts, (col) => col.notNull())
        .addColumn('last_active_at', ts)
        .addColumn('sort_order', 'integer', (col) => col.notNull())
        .addColumn('is_archived', bool, (col) => col.notNull())
        .addColumn('block_reason', 'text')
        .addColumn('blocked_at', ts)
        .addColumn('blocked_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('devices_archived_active')
        .on('devices')
        .columns(['is_archived', 'last_active_at'])
        .execute();
      await db.schema.createIndex('devices_user').on('devices').columns(['user_id']).execute();
      await db.schema
        .alterTable('push_tokens')
        .addColumn('device_id', 'integer', (col) => col.references('devices.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('push_tokens_device').on('push_tokens').columns(['device_id']).execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('push_tokens_device').execute();
      await db.schema.alterTable('push_tokens').dropColumn('device_id').execute();
      await db.schema.dropTable('devices').execute();
    },
  };
}
