import type { Generated } from 'kysely';

/** Money columns are bigint minor units (PostgreSQL int8 is read back as a number). JSON is text. */

export interface PaymentGatewaysTable {
  id: Generated<number>;
  name: string;
  key: string;
  provider: string;
  mode: string;
  merchant_id: string | null;
  /** api_key and secret, sealed together by the secret box. */
  secrets: string | null;
  api_url: string | null;
  success_url: string | null;
  cancel_url: string | null;
  /** JSON array of currency codes. */
  supported_currencies: string;
  status: string;
  description: string | null;
  last_test_at: string | null;
  last_test_ok: boolean | null;
  last_test_message: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  transaction_id: string;
  amount: number;
  currency: string;
  status: string;
  gateway_id: number | null;
  reference: string | null;
  description: string;
  search_text: string;
  user_id: number | null;
  purpose_type: string;
  purpose_id: number | null;
  gateway_reference: string | null;
  gateway_status: string | null;
  /** JSON: the gateway's last answer about this payment, masked. */
  gateway_response: string | null;
  /** JSON object. */
  metadata: string;
  /** JSON object: what later gateway calls need. */
  gateway_keep: string;
  refunded_amount: number;
  refund_reserved: number;
  flag: string | null;
  reconcile_attempts: number;
  /** Gateway calls about this payment that changed nothing; only the last few are in its history. */
  unapplied_calls: number;
  checkout_started_at: string | null;
  paid_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  payment_id: number;
  type: string;
  verdict: string | null;
  status_from: string | null;
  status_to: string | null;
  amount: number | null;
  actor_id: number | null;
  /** JSON, masked. */
  payload: string | null;
  created_at: string;
}

export interface PaymentRefundsTable {
  id: Generated<number>;
  payment_id: number;
  /** Sent to the gateway (VNPay vnp_RequestId, MoMo orderId, Stripe Idempotency-Key). */
  refund_id: string;
  /** The refund dialog's key: the same one twice refunds once. */
  idempotency_key: string;
  amount: number;
  status: string;
  reason: string | null;
  gateway_reference: string | null;
  requested_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One checkout attempt: the order reference sent to a gateway, and what that gateway may settle. */
export interface PaymentCheckoutsTable {
  id: Generated<number>;
  payment_id: number;
  /** Unique: `<transaction id>` for the first attempt, `<transaction id>R<n>` after. */
  order_id: string;
  gateway_id: number;
  amount: number;
  currency: string;
  /** JSON object: what later calls about this attempt need (VNPay vnp_CreateDate, MoMo requestId…). */
  keep: string;
  created_at: string;
}

declare module '../../db/database' {
  interface Database {
    payment_gateways: PaymentGatewaysTable;
    payments: PaymentsTable;
    payment_events: PaymentEventsTable;
    payment_checkouts: PaymentCheckoutsTable;
    payment_refunds: PaymentRefundsTable;
  }
}
