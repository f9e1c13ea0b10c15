import type { GatewayMode, PaymentCurrency, PaymentProvider } from '@pickleball/domain';

/**
 * What every payment gateway client (VNPay 2.1.0, MoMo AIO v2, Stripe) offers the payments module.
 * Money is an integer in the currency's minor unit (VND: đồng; USD: cents); each client converts to
 * what its gateway wants (VNPay: VND × 100). A client never throws for an answer the gateway gave
 * (it returns an outcome); it throws only for its own bugs. Every outcome carries what was sent
 * (`request`) and answered (`response`) with secrets and signatures masked, for the history.
 */

export interface GatewayCredentials {
  provider: PaymentProvider;
  mode: GatewayMode;
  /** VNPay vnp_TmnCode, MoMo partnerCode. */
  merchantId: string | null;
  /** MoMo accessKey, Stripe secret key. */
  apiKey: string | null;
  /** VNPay hash secret, MoMo secret key, Stripe webhook signing secret (whsec_…). */
  secret: string | null;
  /** The gateway's base address (the standard one for the mode, or the one typed). */
  apiUrl: string;
  /** Per-call timeout; MoMo asks for at least 30 s on create. */
  timeoutMs?: number;
}

/** A call's wire record for the payment's history (masked). */
export interface Exchange {
  request: unknown;
  response: unknown;
}

export interface CheckoutRequest {
  /** Our order reference (vnp_TxnRef, MoMo orderId, Stripe client_reference_id): [A-Za-z0-9-_], ≤ 50. */
  orderId: string;
  amount: number;
  currency: PaymentCurrency;
  /** Shown to the payer by the gateway (VNPay strips diacritics itself; send plain text). */
  description: string;
  /** Where the browser returns after paying (VNPay vnp_ReturnUrl, MoMo redirectUrl, Stripe success_url). */
  returnUrl: string;
  /** Stripe cancel_url (VNPay and MoMo return to returnUrl either way). */
  cancelUrl: string;
  /** Our server-to-server endpoint (MoMo ipnUrl; VNPay's IPN URL is set in its console; Stripe's webhook too). */
  notifyUrl: string;
  locale: 'vi' | 'en';
  /** The payer's IP address (VNPay vnp_IpAddr). */
  ipAddress: string;
  /** When the order was created: VNPay vnp_CreateDate (yyyyMMddHHmmss, GMT+7), kept for querydr/refund. */
  createdAt: Date;
  /** Stripe: false makes the payment intent wait for a capture (capture_method=manual). */
  autoCapture: boolean;
  /** Stripe's payer e-mail, if known. */
  email?: string | null;
}

export type CheckoutOutcome =
  | (Exchange & {
      kind: 'redirect';
      redirectUrl: string;
      /** The gateway's id for the checkout (Stripe session id `cs_…`); null where there is none yet. */
      gatewayReference: string | null;
      /** What querydr/refund will need later (VNPay vnp_CreateDate string, MoMo requestId…). */
      keep: Record<string, string>;
    })
  | (Exchange & { kind: 'refused'; reason: string })
  | (Exchange & { kind: 'unavailable'; reason: string });

/** What a gateway says about a payment, in our words. */
export type GatewayPaymentState = 'paid' | 'authorised' | 'failed' | 'cancelled' | 'pending' | 'unknown';

export interface PaymentReport {
  orderId: string;
  state: GatewayPaymentState;
  /** Minor units, as the gateway reported it (VNPay's ÷ 100); null when not said. */
  amount: number | null;
  /**
   * The currency of that amount, upper case: VND for VNPay and MoMo (they take nothing else), the
   * Checkout Session's or PaymentIntent's for Stripe; null when not said.
   */
  currency: string | null;
  /** vnp_TransactionNo, MoMo transId, Stripe payment_intent id. */
  gatewayReference: string | null;
  /** The gateway's own status code (VNPay vnp_ResponseCode, MoMo resultCode, Stripe event type/status). */
  gatewayStatus: string;
  /** VNPay vnp_PayDate etc., kept for refunds. */
  keep: Record<string, string>;
}

/**
 * A server-to-server call as it arrived: VNPay IPN is a GET with the vnp_* query; MoMo POSTs
 * JSON; Stripe POSTs JSON whose raw bytes are signed.
 */
export interface IncomingNotification {
  method: 'GET' | 'POST';
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  rawBody: Buffer | null;
}

export type NotificationVerdict =
  | { kind: 'verified'; report: PaymentReport; payload: unknown }
  /** A signed call about something that is not a payment state (a Stripe event type we ignore). */
  | { kind: 'ignored'; reason: string; payload: unknown }
  | { kind: 'bad_signature'; payload: unknown }
  /** Stripe: t= outside the 300-second tolerance. */
  | { kind: 'stale'; payload: unknown }
  | { kind: 'malformed'; reason: string; payload: unknown };

export type QueryOutcome =
  | (Exchange & { kind: 'report'; report: PaymentReport })
  /** The gateway has no such order. */
  | (Exchange & { kind: 'not_found' })
  | (Exchange & { kind: 'unavailable'; reason: string });

export interface RefundRequest {
  orderId: string;
  /** Our refund's id: unique per refund, stable across retries (VNPay vnp_RequestId, MoMo orderId, Stripe Idempotency-Key). */
  refundId: string;
  amount: number;
  /** The payment's whole amount: VNPay sends type 02 when equal, 03 when less. */
  paidAmount: number;
  currency: PaymentCurrency;
  gatewayReference: string;
  /** What checkout/IPN kept (VNPay vnp_CreateDate / vnp_PayDate). */
  keep: Record<string, string>;
  reason: string;
  /** Who asked (VNPay vnp_CreateBy). */
  actorName: string;
  ipAddress: string;
  locale: 'vi' | 'en';
}

export type RefundOutcome =
  | (Exchange & { kind: 'refunded'; gatewayReference: string | null })
  /** The gateway said no for good (over the refundable amount, too old, under MoMo's minimum). */
  | (Exchange & { kind: 'refused'; reason: string })
  /** No answer or a server error: whether it happened is not known (never retried blindly). */
  | (Exchange & { kind: 'uncertain'; reason: string });

export type ActionOutcome =
  | (Exchange & { kind: 'done'; gatewayReference: string | null })
  | (Exchange & { kind: 'refused'; reason: string })
  | (Exchange & { kind: 'unavailable'; reason: string });

export interface PaymentGatewayClient {
  readonly provider: PaymentProvider;
  createCheckout(request: CheckoutRequest): Promise<CheckoutOutcome>;
  /** Verifies a server-to-server call (signature, Stripe's tolerance) and reads it. Pure, no I/O. */
  verifyNotification(incoming: IncomingNotification, now?: Date): NotificationVerdict;
  /** VNPay querydr, MoMo query, Stripe checkout session retrieve (with its payment intent). */
  queryPayment(input: {
    orderId: string;
    gatewayReference: string | null;
    keep: Record<string, string>;
    ipAddress: string;
  }): Promise<QueryOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Stripe: captures an authorised payment intent; the others refuse ("not supported"). */
  capture(input: { gatewayReference: string; amount: number }): Promise<ActionOutcome>;
  /** Stripe: expires the open checkout session; the others have nothing to cancel (done, nothing sent). */
  cancel(input: { gatewayReference: string | null }): Promise<ActionOutcome>;
  /** A call that moves no money (VNPay querydr of an unknown order, MoMo query, Stripe balance). */
  test(): Promise<{ ok: boolean; message: string }>;
}
