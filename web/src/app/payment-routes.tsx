import { page } from './lazy-page';
import type { AppRoute } from './routes';

/**
 * The payments screens of the route table (SPEC §2): the dashboard, transactions, gateways and
 * settings for staff, and the payer's own pages (any signed-in user, no permission).
 */
export const paymentRoutes: AppRoute[] = [
  {
    path: '/payments',
    permission: 'payment.view',
    element: page('/payments'),
  },
  {
    path: '/payments/transactions',
    permission: 'payment.view',
    element: page('/payments/transactions'),
  },
  // Not in SPEC §2's table, but implied by "transactions" with their gateway response and history.
  {
    path: '/payments/transactions/:id',
    permission: 'payment.view',
    element: page('/payments/transactions/:id'),
  },
  {
    path: '/payments/gateways',
    permission: 'payment.gateway.view',
    element: page('/payments/gateways'),
  },
  {
    path: '/payments/gateways/create',
    permission: 'payment.gateway.manage',
    element: page('/payments/gateways/create'),
  },
  {
    path: '/payments/gateways/:id/edit',
    permission: 'payment.gateway.manage',
    element: page('/payments/gateways/:id/edit'),
  },
  // Not in SPEC §2's table: SPEC §3's payment settings (read-only without payment.gateway.manage).
  {
    path: '/payments/settings',
    permission: 'payment.gateway.view',
    element: page('/payments/settings'),
  },
  // Not in SPEC §2's table: where a user asked to pay pays, and where the gateway sends them back.
  {
    path: '/pay',
    element: page('/pay'),
  },
  {
    path: '/pay/:id',
    element: page('/pay/:id'),
  },
];
