import { Settings } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The system configurations (SPEC §2): the overview, e-mail, Firebase and the payment gateway. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/configurations',
      permission: 'configuration.manage',
      element: page('/configurations'),
    },
    {
      path: '/configurations/email',
      permission: 'configuration.manage',
      element: page('/configurations/email'),
    },
    {
      path: '/configurations/firebase',
      permission: 'configuration.manage',
      element: page('/configurations/firebase'),
    },
    {
      path: '/configurations/payment-gateway',
      permission: 'configuration.manage',
      element: page('/configurations/payment-gateway'),
    },
  ],
  nav: [
    {
      group: 'administration',
      order: 50,
      label: 'layout:nav.configurations',
      path: '/configurations',
      icon: Settings,
      permission: 'configuration.manage',
    },
  ],
};
