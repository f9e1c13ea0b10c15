import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The configurations pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/configurations': () => withTexts(import('./pages/configurations-page'), ['configurations']),
  '/configurations/email': () => withTexts(import('./pages/email-configuration-page'), ['configurations']),
  '/configurations/firebase': () =>
    withTexts(import('./pages/firebase-configuration-page'), ['configurations']),
  // The payment gateway's settings speak the payments module's words too.
  '/configurations/payment-gateway': () =>
    withTexts(import('./pages/payment-gateway-page'), ['configurations', 'payments']),
};
