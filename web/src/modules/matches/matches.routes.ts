import { Swords } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The matches (SPEC §2): the list, the form, a match's detail and its live scoring. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/matches',
      permission: 'match.view',
      element: page('/matches'),
    },
    {
      path: '/matches/create',
      permission: 'match.create',
      element: page('/matches/create'),
    },
    // Not in SPEC §2's table, but implied by "list, form, live scoring, certification and approval actions".
    {
      path: '/matches/:id',
      permission: 'match.view',
      element: page('/matches/:id'),
    },
    {
      path: '/matches/:id/edit',
      permission: 'match.edit',
      element: page('/matches/:id/edit'),
    },
    {
      path: '/matches/:id/live-score',
      permission: 'match.edit',
      element: page('/matches/:id/live-score'),
    },
  ],
  nav: [
    {
      group: 'sport',
      order: 40,
      label: 'layout:nav.matches',
      path: '/matches',
      icon: Swords,
      permission: 'match.view',
    },
  ],
};
