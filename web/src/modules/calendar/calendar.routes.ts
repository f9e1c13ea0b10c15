import { CalendarDays } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The calendar (SPEC §2): the month and week views, the meetings list and one meeting. */
export const routes: ModuleRoutes = {
  protected: [
    { path: '/calendar', permission: 'calendar.view', element: page('/calendar') },
    { path: '/calendar/meetings', permission: 'calendar.view', element: page('/calendar/meetings') },
    // Not in SPEC §2: one meeting for its participants, who may not hold calendar.view (a player
    // invited to a training); the API checks that they take part.
    { path: '/calendar/meetings/:id', element: page('/calendar/meetings/:id') },
  ],
  nav: [
    {
      group: 'workspace',
      order: 10,
      label: 'layout:nav.calendar',
      path: '/calendar',
      icon: CalendarDays,
      permission: 'calendar.view',
    },
  ],
};
