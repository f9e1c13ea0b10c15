import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

const PAYMENT_TEXTS = ['payments'];

/** The payments pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/payments': () => withTexts(import('./pages/payments-dashboard-page'), PAYMENT_TEXTS),
  '/payments/transactions': () => withTexts(import('./pages/transactions-list-page'), PAYMENT_TEXTS),
  '/payments/transactions/:id': () => withTexts(import('./pages/transaction-detail-page'), PAYMENT_TEXTS),
  '/payments/gateways': () => withTexts(import('./pages/gateways-list-page'), PAYMENT_TEXTS),
  '/payments/gateways/create': () => withTexts(import('./pages/gateway-create-page'), PAYMENT_TEXTS),
  '/payments/gateways/:id/edit': () => withTexts(import('./pages/gateway-edit-page'), PAYMENT_TEXTS),
  '/payments/settings': () => withTexts(import('./pages/payment-settings-page'), PAYMENT_TEXTS),
};
