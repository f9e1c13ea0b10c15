import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { invalidatePayments } from './api/invalidate-payments';
import { paymentKeys } from './payments.keys';

/** A payment moved (the gateway's word, staff's action): staff's lists, figures and that payment. */
export const live = defineLive({
  root: paymentKeys.all,
  rooms: [resourceRoom('payments')],
  on: {
    'payment.updated': (client, { data }) => void invalidatePayments(client, data.id),
  },
});
