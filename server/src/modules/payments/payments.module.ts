import { paymentsLive } from '@pickleball/domain/payments/payments.events';
import { defineModule } from '../../platform/module';
import { paymentsMigration } from './migrations/2026_11_25_0001_payments';
import { paymentCheckoutsMigration } from './migrations/2026_12_07_0010_payment_checkouts';
import { gatewayRoutes } from './payments.gateways.routes';
import { payerRoutes } from './payments.payer.routes';
import { reconcilePayment } from './payments.reconcile';
import { checkStalledRefund } from './payments.refunds';
import { paymentRoutes } from './payments.routes';

export const paymentsModule = defineModule({
  name: 'payments',
  live: paymentsLive,
  migrations: {
    '2026_11_25_0001_payments': paymentsMigration,
    '2026_12_07_0010_payment_checkouts': paymentCheckoutsMigration,
  },
  routes: [...gatewayRoutes, ...paymentRoutes, ...payerRoutes],
  jobs: (services) => ({
    'payment.reconcile': (payload) => reconcilePayment(services, payload),
    'payment.refund_check': ({ refund_id }) => checkStalledRefund(services, refund_id),
  }),
});
