import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Payments (SPEC §3): gateways with sealed credentials, transactions (money as bigint minor units),
 * their history of every gateway call, and refunds. A refund's amount is reserved on the payment
 * (`refund_reserved`) before the gateway is called, so two refunds can never exceed what was paid.
 */
export function paymentsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('payment_gateways'), dialect)
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('key', 'varchar(50)', (col) => col.notNull().unique())
        .addColumn('provider', 'varchar(16)', (col) => col.notNull())
        .addColumn('mode', 'varchar(16)', (col) => col.notNull())
        .addColumn('merchant_id', 'varchar(100)')
        .addColumn('secrets', 'text')
        .addColumn('api_url', 'varchar(500)')
        .addColumn('success_url', 'varchar(500)')
        .addColumn('cancel_url', 'varchar(500)')
        .addColumn('supported_currencies', 'text', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('last_test_at', ts)
        .addColumn('last_test_ok', bool)
        .addColumn('last_test_message', 'text')
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();

      await addIdColumn(db.schema.createTable('payments'), dialect)
        .addColumn('transaction_id', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('gateway_id', 'integer', (col) => col.references('payment_gateways.id'))
        .addColumn('reference', 'varchar(100)')
        .addColumn('description', 'varchar(255)', (col) => col.notNull())
        // Transaction id, reference and description folded for search (the payer's name is searched on users).
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('purpose_type', 'varchar(50)', (col) => col.notNull())
        .addColumn('purpose_id', 'integer')
        .addColumn('gateway_reference', 'varchar(255)')
        .addColumn('gateway_status', 'varchar(64)')
        .addColumn('gateway_response', 'text')
        .addColumn('metadata', 'text', (col) => col.notNull())
        // What later gateway calls need (VNPay's vnp_CreateDate and vnp_PayDate, Stripe's session id).
        .addColumn('gateway_keep', 'text', (col) => col.notNull())
        .addColumn('refunded_amount', 'bigint', (col) => col.notNull())
        .addColumn('refund_reserved', 'bigint', (col) => col.notNull())
        .addColumn('flag', 'varchar(32)')
        .addColumn('reconcile_attempts', 'integer', (col) => col.notNull())
        .addColumn('checkout_started_at', ts)
        .addColumn('paid_at', ts)
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('payments_created_index')
        .on('payments')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('payments_status_index')
        .on('payments')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('payments_user_index')
        .on('payments')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('payments_gateway_index')
        .on('payments')
        .columns(['gateway_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('payments_purpose_index')
        .on('payments')
        .columns(['purpose_type', 'purpose_id'])
        .execute();
      await db.schema.createIndex('payments_paid_index').on('payments').columns(['paid_at']).execute();
      await db.schema.createIndex('payments_flag_index').on('payments').columns(['flag']).execute();

      await addIdColumn(db.schema.createTable('payment_events'), dialect)
        .addColumn('payment_id', 'integer', (col) =>
          col.notNull().references('payments.id').onDelete('cascade'),
        )
        .addColumn('type', 'varchar(32)', (col) => col.notNull())
        .addColumn('verdict', 'varchar(255)')
        .addColumn('status_from', 'varchar(16)')
        .addColumn('status_to', 'varchar(16)')
        .addColumn('amount', 'bigint')
        .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('payload', 'text')
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('payment_events_payment_index')
        .on('payment_events')
        .columns(['payment_id', 'id'])
        .execute();

      await addIdColumn(db.schema.createTable('payment_refunds'), dialect)
        .addColumn('payment_id', 'integer', (col) =>
          col.notNull().references('payments.id').onDelete('cascade'),
        )
        .addColumn('refund_id', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('reason', 'varchar(255)')
        .addColumn('gateway_reference', 'varchar(255)')
        .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .addUniqueConstraint('payment_refunds_key_unique', ['payment_id', 'idempotency_key'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of ['payment_refunds', 'payment_events', 'payments', 'payment_gateways'])
        await db.schema.dropTable(table).execute();
    },
  };
}
