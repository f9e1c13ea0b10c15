import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The payer's pages speak the payments module's words. */
const PAYMENT_TEXTS = ['payments'];

/** The payer's pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/pay': () => withTexts(import('./pages/my-payments-page'), PAYMENT_TEXTS),
  '/pay/:id': () => withTexts(import('./pages/my-payment-page'), PAYMENT_TEXTS),
};
