import { BadgeDollarSign, Wallet } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/**
 * The payments screens of the route table (SPEC §2): the dashboard, transactions, gateways and
 * settings for staff. The payer's own pages are the pay module's.
 */
export const routes: ModuleRoutes = {
  protected: [
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
  ],
  nav: [
    {
      group: 'finance',
      order: 10,
      label: 'layout:nav.payments',
      path: '/payments',
      icon: Wallet,
      permission: 'payment.view',
      matches: ['/payments/transactions'],
    },
    {
      group: 'finance',
      order: 20,
      label: 'layout:nav.payment_gateways',
      path: '/payments/gateways',
      icon: BadgeDollarSign,
      permission: 'payment.gateway.view',
      matches: ['/payments/settings'],
    },
  ],
};
