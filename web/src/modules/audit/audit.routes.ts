import { History } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The audit trail (SPEC §2): one list. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/audit',
      permission: 'audit.view',
      element: page('/audit'),
    },
  ],
  nav: [
    {
      group: 'administration',
      order: 40,
      label: 'layout:nav.audit',
      path: '/audit',
      icon: History,
      permission: 'audit.view',
    },
  ],
};
