import { defineModule } from '../../platform/module';
import { gatewayRoutes } from './payments.gateways.routes';
import { payerRoutes } from './payments.payer.routes';
import { reconcilePayment } from './payments.reconcile';
import { checkStalledRefund } from './payments.refunds';
import { paymentRoutes } from './payments.routes';

export const paymentsModule = defineModule({
  name: 'payments',
  routes: [...gatewayRoutes, ...paymentRoutes, ...payerRoutes],
  jobs: (services) => ({
    'payment.reconcile': (payload) => reconcilePayment(services, payload),
    'payment.refund_check': ({ refund_id }) => checkStalledRefund(services, refund_id),
  }),
});
