import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../dialect';

/** Users, roles, permissions, sessions, social accounts and the audit trail. */
export function identityMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('users'), dialect)
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('email', 'varchar(255)', (col) => col.unique())
        .addColumn('username', 'varchar(32)', (col) => col.notNull())
        .addColumn('phone', 'varchar(20)', (col) => col.unique())
        .addColumn('password_hash', 'varchar(255)')
        .addColumn('is_active', bool, (col) => col.notNull())
        .addColumn('email_verified_at', ts)
        .addColumn('last_login_at', ts)
        .addColumn('search_text', 'varchar(1024)', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('users_username_unique')
        .on('users')
        .unique()
        .expression(sql`lower(username)`)
        .execute();
      await db.schema
        .createIndex('users_created_at_index')
        .on('users')
        .columns(['created_at', 'id'])
        .execute();

      await addIdColumn(db.schema.createTable('roles'), dialect)
        .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('display_name', 'varchar(120)', (col) => col.notNull())
        .addColumn('description', 'varchar(500)')
        .addColumn('is_system', bool, (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();

      await addIdColumn(db.schema.createTable('permissions'), dialect)
        .addColumn('name', 'varchar(120)', (col) => col.notNull().unique())
        .addColumn('display_name', 'varchar(120)', (col) => col.notNull())
        .addColumn('description', 'varchar(500)')
        .addColumn('group', 'varchar(64)', (col) => col.notNull())
        .addColumn('is_system', bool, (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission_id', 'integer', (col) =>
          col.notNull().references('permissions.id').onDelete('restrict'),
        )
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
        .execute();
      await db.schema
        .createIndex('role_permissions_permission_index')
        .on('role_permissions')
        .column('permission_id')
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('restrict'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();
      await db.schema.createIndex('user_roles_role_index').on('user_roles').column('role_id').execute();

      await db.schema
        .createTable('auth_sessions')
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_agent', 'varchar(512)')
        .addColumn('ip_address', 'varchar(64)')
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('last_used_at', ts, (col) => col.notNull())
        .addColumn('revoked_at', ts)
        .addColumn('revoked_reason', 'varchar(64)')
        .execute();
      await db.schema.createIndex('auth_sessions_user_index').on('auth_sessions').column('user_id').execute();
      await db.schema
        .createIndex('auth_sessions_revoked_index')
        .on('auth_sessions')
        .column('revoked_at')
        .execute();

      await addIdColumn(db.schema.createTable('refresh_tokens'), dialect)
        .addColumn('session_id', 'varchar(64)', (col) =>
          col.notNull().references('auth_sessions.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'varchar(128)', (col) => col.notNull().unique())
        .addColumn('expires_at', ts, (col) => col.notNull())
        .addColumn('used_at', ts)
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('refresh_tokens_session_index')
        .on('refresh_tokens')
        .column('session_id')
        .execute();

      await addIdColumn(db.schema.createTable('social_accounts'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'varchar(32)', (col) => col.notNull())
        .addColumn('provider_user_id', 'varchar(255)', (col) => col.notNull())
        .addColumn('email', 'varchar(255)')
        .addColumn('created_at', ts, (col) => col.notNull())
        .addUniqueConstraint('social_accounts_provider_unique', ['provider', 'provider_user_id'])
        .execute();
      await db.schema
        .createIndex('social_accounts_user_index')
        .on('social_accounts')
        .column('user_id')
        .execute();

      await addIdColumn(db.schema.createTable('audit_logs'), dialect)
        .addColumn('model', 'varchar(64)', (col) => col.notNull())
        .addColumn('record_id', 'varchar(64)')
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('event', 'varchar(16)', (col) => col.notNull())
        .addColumn('old_values', 'text')
        .addColumn('new_values', 'text')
        .addColumn('ip_address', 'varchar(64)')
        .addColumn('url', 'varchar(2048)')
        .addColumn('user_agent', 'varchar(512)')
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('audit_logs_model_record_index')
        .on('audit_logs')
        .columns(['model', 'record_id'])
        .execute();
      await db.schema.createIndex('audit_logs_user_index').on('audit_logs').column('user_id').execute();
      await db.schema
        .createIndex('audit_logs_created_at_index')
        .on('audit_logs')
        .column('created_at')
        .execute();
    },

    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of [
        'audit_logs',
        'social_accounts',
        'refresh_tokens',
        'auth_sessions',
        'user_roles',
        'role_permissions',
        'permissions',
        'roles',
        'users',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
