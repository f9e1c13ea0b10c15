import { Shuffle, Waypoints } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/**
 * The match generator and the match sessions (SPEC §2, ARCHITECTURE's reading): the generator,
 * the list and its calendar, a session's preview with its tabs (details, the live board,
 * statistics; one page, one chunk) and its edit page.
 */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/match-generator',
      permission: 'match.generate',
      element: page('/match-generator'),
    },
    {
      path: '/match-sessions',
      permission: 'match.view',
      element: page('/match-sessions'),
    },
    // Issue 31 §1: the sessions at their times; the list's other view.
    {
      path: '/match-sessions/calendar',
      permission: 'match.view',
      element: page('/match-sessions/calendar'),
    },
    // ARCHITECTURE: /match-sessions/{id} is the preview; details, matches and statistics are its tabs.
    {
      path: '/match-sessions/:id',
      permission: 'match.view',
      element: page('/match-sessions/:id'),
    },
    {
      path: '/match-sessions/:id/details',
      permission: 'match.view',
      element: page('/match-sessions/:id/details'),
    },
    {
      path: '/match-sessions/:id/matches',
      permission: 'match.view',
      element: page('/match-sessions/:id/matches'),
    },
    {
      path: '/match-sessions/:id/statistics',
      permission: 'match.view',
      element: page('/match-sessions/:id/statistics'),
    },
    {
      path: '/match-sessions/:id/edit',
      permission: 'match.session.manage',
      element: page('/match-sessions/:id/edit'),
    },
  ],
  nav: [
    {
      group: 'sport',
      order: 50,
      label: 'layout:nav.match_generator',
      path: '/match-generator',
      icon: Shuffle,
      permission: 'match.generate',
    },
    {
      group: 'sport',
      order: 60,
      label: 'layout:nav.match_sessions',
      path: '/match-sessions',
      icon: Waypoints,
      permission: 'match.view',
    },
  ],
};
