import { Shuffle, Waypoints } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/**
 * The match generator and the match sessions (SPEC §2, ARCHITECTURE's reading): the generator,
 * the list and its calendar, a session's preview with its tabs (details, sign-ups, the live board,
 * statistics; one page, one chunk) and its edit page; and a player's own club nights. The menu
 * item of "My club nights" shares the sessions' icon (already in the shell: no bytes added).
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
    // Issue 31 §2: who signed up for the night, the line, and who paid.
    {
      path: '/match-sessions/:id/signups',
      permission: 'match.view',
      element: page('/match-sessions/:id/signups'),
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
    // Issue 31 §2: any signed-in player's club nights, and the nights open to them.
    { path: '/me/club-nights', element: page('/me/club-nights') },
  ],
  nav: [
    // Any signed-in user, beside "My tournaments": their club nights and the ones to join.
    {
      group: 'overview',
      order: 35,
      label: 'layout:nav.my_club_nights',
      path: '/me/club-nights',
      icon: Waypoints,
    },
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
