import { defineLive } from '../../lib/live';
import { myPaymentKeys } from './pay.keys';

/** The payer's own payments follow the gateway's word, which reaches their own room. */
export const live = defineLive({
  root: myPaymentKeys.all,
  rooms: ['me'],
  on: {
    'payment.updated': (client) => void client.invalidateQueries({ queryKey: myPaymentKeys.all }),
  },
});
