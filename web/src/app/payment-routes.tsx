import { lazy } from 'react';
import { withTexts } from '../lib/page-texts';
import type { AppRoute } from './routes';

/** Every payments page speaks the payments namespace, the payer's pages too. */
const PAYMENT_TEXTS = ['payments'];

/**
 * The payments screens of the route table (SPEC §2): the dashboard, transactions, gateways and
 * settings for staff, and the payer's own pages (any signed-in user, no permission).
 */
export const paymentRoutes: AppRoute[] = [
  {
    path: '/payments',
    permission: 'payment.view',
    element: lazy(() =>
      withTexts(import('../modules/payments/pages/payments-dashboard-page'), PAYMENT_TEXTS),
    ),
  },
  {
    path: '/payments/transactions',
    permission: 'payment.view',
    element: lazy(() => withTexts(import('../modules/payments/pages/transactions-list-page'), PAYMENT_TEXTS)),
  },
  // Not in SPEC §2's table, but implied by "transactions" with their gateway response and history.
  {
    path: '/payments/transactions/:id',
    permission: 'payment.view',
    element: lazy(() =>
      withTexts(import('../modules/payments/pages/transaction-detail-page'), PAYMENT_TEXTS),
    ),
  },
  {
    path: '/payments/gateways',
    permission: 'payment.gateway.view',
    element: lazy(() => withTexts(import('../modules/payments/pages/gateways-list-page'), PAYMENT_TEXTS)),
  },
  {
    path: '/payments/gateways/create',
    permission: 'payment.gateway.manage',
    element: lazy(() => withTexts(import('../modules/payments/pages/gateway-create-page'), PAYMENT_TEXTS)),
  },
  {
    path: '/payments/gateways/:id/edit',
    permission: 'payment.gateway.manage',
    element: lazy(() => withTexts(import('../modules/payments/pages/gateway-edit-page'), PAYMENT_TEXTS)),
  },
  // Not in SPEC §2's table: SPEC §3's payment settings (read-only without payment.gateway.manage).
  {
    path: '/payments/settings',
    permission: 'payment.gateway.view',
    element: lazy(() => withTexts(import('../modules/payments/pages/payment-settings-page'), PAYMENT_TEXTS)),
  },
  // Not in SPEC §2's table: where a user asked to pay pays, and where the gateway sends them back.
  {
    path: '/pay',
    element: lazy(() => withTexts(import('../modules/pay/pages/my-payments-page'), PAYMENT_TEXTS)),
  },
  {
    path: '/pay/:id',
    element: lazy(() => withTexts(import('../modules/pay/pages/my-payment-page'), PAYMENT_TEXTS)),
  },
];
