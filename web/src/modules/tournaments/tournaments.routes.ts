import { Medal, Trophy } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The tournaments (SPEC §2): the list, the calendar, the form, a tournament, and a player's own entries. */
export const routes: ModuleRoutes = {
  protected: [
    { path: '/tournaments', permission: 'tournament.view', element: page('/tournaments') },
    { path: '/tournaments/calendar', permission: 'tournament.view', element: page('/tournaments/calendar') },
    { path: '/tournaments/create', permission: 'tournament.create', element: page('/tournaments/create') },
    { path: '/tournaments/:id', permission: 'tournament.view', element: page('/tournaments/:id') },
    { path: '/tournaments/:id/edit', permission: 'tournament.edit', element: page('/tournaments/:id/edit') },
    // Not in SPEC §2: any signed-in player's entries and partner invitations (issue 14 §3).
    { path: '/my-tournaments', element: page('/my-tournaments') },
  ],
  nav: [
    // Any signed-in user: their tournament entries and partner invitations.
    {
      group: 'overview',
      order: 30,
      label: 'layout:nav.my_tournaments',
      path: '/my-tournaments',
      icon: Medal,
    },
    {
      group: 'sport',
      order: 70,
      label: 'layout:nav.tournaments',
      path: '/tournaments',
      icon: Trophy,
      permission: 'tournament.view',
    },
  ],
};
