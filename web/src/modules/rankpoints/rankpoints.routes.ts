import { ListChecks } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The rank points (SPEC §2): the list, the leaderboard and a player's ratings. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/rankpoints',
      permission: 'rankpoint.view',
      element: page('/rankpoints'),
    },
    {
      path: '/rankpoints/leaderboard',
      permission: 'rankpoint.view',
      element: page('/rankpoints/leaderboard'),
    },
    // Not in SPEC §2's table, but implied by "details, history": a player's ratings and their history.
    {
      path: '/rankpoints/:id',
      permission: 'rankpoint.view',
      element: page('/rankpoints/:id'),
    },
  ],
  nav: [
    {
      group: 'sport',
      order: 80,
      label: 'layout:nav.rankpoints',
      path: '/rankpoints',
      icon: ListChecks,
      permission: 'rankpoint.view',
    },
  ],
};
