import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Chat (issue 17): conversations, their members with read positions and counters, messages with
 * their edits (and reasons), reactions and mentions. See modules/chat/chat.table.ts.
 */
export function chatMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('chats'), dialect)
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('title', 'varchar(150)')
        .addColumn('description', 'text')
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('is_public', bool, (col) => col.notNull())
        .addColumn('direct_key', 'varchar(32)', (col) => col.unique())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('message_count', 'integer', (col) => col.notNull())
        .addColumn('member_count', 'integer', (col) => col.notNull())
        .addColumn('last_message_id', 'integer')
        .addColumn('last_message_at', ts)
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('chats_public').on('chats').columns(['is_public', 'status']).execute();
      await db.schema
        .createTable('chat_members')
        .addColumn('chat_id', 'integer', (col) => col.notNull().references('chats.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'varchar(16)', (col) => col.notNull())
        .addColumn('is_pinned', bool, (col) => col.notNull())
        .addColumn('is_archived', bool, (col) => col.notNull())
        .addColumn('muted', bool, (col) => col.notNull())
        .addColumn('read_count', 'integer', (col) => col.notNull())
        .addColumn('mention_count', 'integer', (col) => col.notNull())
        .addColumn('last_read_message_id', 'integer')
        .addColumn('last_delivered_message_id', 'integer')
        .addColumn('last_read_at', ts)
        .addColumn('joined_at', ts, (col) => col.notNull())
        .addPrimaryKeyConstraint('chat_members_pk', ['chat_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('chat_members_user')
        .on('chat_members')
        .columns(['user_id', 'chat_id'])
        .execute();
      await addIdColumn(db.schema.createTable('chat_messages'), dialect)
        .addColumn('chat_id', 'integer', (col) => col.notNull().references('chats.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('client_id', 'varchar(64)')
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('system', 'text')
        .addColumn('reply_to_id', 'integer', (col) => col.references('chat_messages.id').onDelete('set null'))
        .addColumn('mentions', 'text', (col) => col.notNull())
        .addColumn('attachments', 'text', (col) => col.notNull())
        .addColumn('is_pinned', bool, (col) => col.notNull())
        .addColumn('pinned_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('pinned_at', ts)
        .addColumn('edited_at', ts)
        .addColumn('edit_count', 'integer', (col) => col.notNull())
        .addColumn('removed_at', ts)
        .addColumn('removed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('removal_reason', 'text')
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_chat')
        .on('chat_messages')
        .columns(['chat_id', 'id'])
        .execute();
      // One stored message per client id and sender: a resend after a lost answer is not a second message.
      await db.schema
        .createIndex('chat_messages_client')
        .on('chat_messages')
        .columns(['user_id', 'client_id'])
        .unique()
        .execute();
      await addIdColumn(db.schema.createTable('chat_message_edits'), dialect)
        .addColumn('message_id', 'integer', (col) =>
          col.notNull().references('chat_messages.id').onDelete('cascade'),
        )
        .addColumn('previous_body', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('editor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_message_edits_message')
        .on('chat_message_edits')
        .columns(['message_id', 'id'])
        .execute();
      await db.schema
        .createTable('chat_reactions')
        .addColumn('message_id', 'integer', (col) =>
          col.notNull().references('chat_messages.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('emoji', 'varchar(16)', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addPrimaryKeyConstraint('chat_reactions_pk', ['message_id', 'user_id', 'emoji'])
        .execute();
      await db.schema
        .createTable('chat_mentions')
        .addColumn('message_id', 'integer', (col) =>
          col.notNull().references('chat_messages.id').onDelete('cascade'),
        )
        .addColumn('chat_id', 'integer', (col) => col.notNull().references('chats.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('chat_mentions_pk', ['message_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('chat_mentions_user')
        .on('chat_mentions')
        .columns(['user_id', 'chat_id', 'seq'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of [
        'chat_mentions',
        'chat_reactions',
        'chat_message_edits',
        'chat_messages',
        'chat_members',
        'chats',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
