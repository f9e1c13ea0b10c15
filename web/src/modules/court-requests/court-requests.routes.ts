import { Inbox } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/**
 * The court requests' list (SPEC §2). A request's review page shows the court with the courts
 * module's view, so the app composes it: /court-requests/:id is in app/routes.tsx.
 */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/court-requests',
      permission: 'court-request.view',
      element: page('/court-requests'),
    },
  ],
  nav: [
    {
      group: 'sport',
      order: 20,
      label: 'layout:nav.court_requests',
      path: '/court-requests',
      icon: Inbox,
      permission: 'court-request.view',
    },
  ],
};
