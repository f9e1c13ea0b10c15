/** What the payments module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { PaymentStatus } from './payments.rules';

interface PaymentEvents {
  /**
   * A payment was created or moved.
   * @room `resource:payments`; the payer's `user:<id>`
   * @data `{id, status, refunded_amount}`
   */
  'payment.updated': { id: number; status: PaymentStatus; refunded_amount: number };
}

interface PaymentResources {
  payments: 'payment.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends PaymentEvents {}
  interface RealtimeResourceMap extends PaymentResources {}
}

export const paymentsLive = declareLive<PaymentEvents, PaymentResources>(
  { 'payment.updated': true },
  { payments: 'payment.view' },
);
