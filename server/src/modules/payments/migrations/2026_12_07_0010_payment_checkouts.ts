import type { Kysely, Migration } from 'kysely';
import { addIdColumn, type DialectName, timestampType } from '../../../db/dialect';

/**
 * A gateway's call may settle only a payment that was started on that gateway (issue 28 §1).
 *
 * - `payment_checkouts`: one row per checkout attempt, written before the gateway is asked: the
 *   order reference sent (unique), the gateway it went to, the amount and currency asked, and what
 *   later calls about that attempt need (VNPay's vnp_CreateDate…). A call names an order: the row
 *   says which gateway may speak of it, and in which currency and amount;
 * - `payments.unapplied_calls`: how many gateway calls about the payment changed nothing (a bad
 *   signature, another gateway's call, a wrong amount, a replay). Only the last few are kept in the
 *   history, so an unauthenticated caller cannot grow it without bound.
 *
 * Payments checked out before this migration get one row for their last attempt, on the gateway
 * they were started on.
 */
export function paymentCheckoutsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('payment_checkouts'), dialect)
        .addColumn('payment_id', 'integer', (col) =>
          col.notNull().references('payments.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('gateway_id', 'integer', (col) => col.notNull().references('payment_gateways.id'))
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('keep', 'text', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('payment_checkouts_payment_index')
        .on('payment_checkouts')
        .columns(['payment_id', 'id'])
        .execute();
      await db.schema
        .createIndex('payment_checkouts_gateway_index')
        .on('payment_checkouts')
        .columns(['gateway_id'])
        .execute();
      await db.schema
        .alterTable('payments')
        .addColumn('unapplied_calls', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      const started: {
        id: number;
        transaction_id: string;
        gateway_id: number;
        amount: number | string;
        currency: string;
        gateway_keep: string;
        checkout_started_at: unknown;
      }[] = await db
        .selectFrom('payments')
        .select([
          'id',
          'transaction_id',
          'gateway_id',
          'amount',
          'currency',
          'gateway_keep',
          'checkout_started_at',
        ])
        .where('checkout_started_at', 'is not', null)
        .where('gateway_id', 'is not', null)
        .execute();
      for (const row of started) {
        const keep = JSON.parse(row.gateway_keep) as Record<string, string>;
        const { order_id: orderId, attempt: _attempt, ...rest } = keep;
        await db
          .insertInto('payment_checkouts')
          .values({
            payment_id: row.id,
            order_id: orderId ?? row.transaction_id,
            gateway_id: row.gateway_id,
            amount: Number(row.amount),
            currency: row.currency,
            keep: JSON.stringify(rest),
            created_at:
              row.checkout_started_at instanceof Date
                ? row.checkout_started_at.toISOString()
                : String(row.checkout_started_at),
          })
          .execute();
      }
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('payments').dropColumn('unapplied_calls').execute();
      await db.schema.dropTable('payment_checkouts').execute();
    },
  };
}
