import { Receipt } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The payer's own pages: any signed-in user, no permission. */
export const routes: ModuleRoutes = {
  protected: [
    // Not in SPEC §2's table: where a user asked to pay pays, and where the gateway sends them back.
    {
      path: '/pay',
      element: page('/pay'),
    },
    {
      path: '/pay/:id',
      element: page('/pay/:id'),
    },
  ],
  nav: [
    // Any signed-in user: what they were asked to pay, and their receipts.
    { group: 'overview', order: 20, label: 'layout:nav.my_payments', path: '/pay', icon: Receipt },
  ],
};
