import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withTexts } from '../lib/page-texts';
import { GuestPageHandover } from './guards';
import { notificationRoutes } from './notification-routes';
import { paymentRoutes } from './payment-routes';
import { staticPageRoutes } from './static-page-routes';

/**
 * The route table mirrors SPEC §2 (with ARCHITECTURE's reading of the match-session routes).
 * Every page is lazy-loaded. A permission list means "any of". A module that is not built yet
 * renders the shared, translated "coming soon" page, still behind its permission.
 */
export interface AppRoute {
  path: string;
  permission?: string | readonly string[];
  element: LazyExoticComponent<ComponentType> | ComponentType;
}

/** The public registration pages show the courts module's fields and the place picker. */
const COURT_FORM_TEXTS = ['court-requests', 'courts', 'places'];

const ComingSoon = lazy(() => import('./pages/coming-soon-page'));

const soon = (path: string, permission?: string): AppRoute =>
  permission === undefined ? { path, element: ComingSoon } : { path, permission, element: ComingSoon };

/**
 * /login, /register, /forgot-password and the social sign-in return page: a signed-in user goes
 * to /dashboard; for anyone else the light sign-in bundle takes the app's place (main.tsx,
 * lib/guest-pages).
 */
export const guestRoutes: AppRoute[] = [
  { path: '/login', element: GuestPageHandover },
  { path: '/register', element: GuestPageHandover },
  { path: '/forgot-password', element: GuestPageHandover },
  // Not in SPEC §2: where the server's social redirect flow sends the browser back (PUBLIC_URL/auth/callback/<provider>).
  { path: '/auth/callback/:provider', element: GuestPageHandover },
];

/**
 * The pages of the links sent by e-mail (a new password, a new address to verify): the light
 * sign-in bundle's, for a signed-in user too (the link may be opened where they are signed in).
 */
export const mailLinkRoutes: AppRoute[] = [
  { path: '/reset-password', element: GuestPageHandover },
  { path: '/verify-email', element: GuestPageHandover },
];

/** No sign-in needed. */
export const publicRoutes: AppRoute[] = [
  soon('/public-chat'),
  {
    path: '/public-scoreboard/:matchId',
    // The page and the realtime → cache wiring load together: the scoreboard lives on pushed events.
    element: lazy(async () => {
      const [page, cache] = await Promise.all([
        import('../modules/scoreboard/pages/public-scoreboard-page'),
        import('./realtime-cache'),
      ]);
      cache.installRealtimeCache();
      return page;
    }),
  },
  {
    path: '/register-court',
    element: lazy(() => withTexts(import('./pages/register-court-route'), COURT_FORM_TEXTS)),
  },
  // Not in SPEC §2: the private link the applicant receives to read, correct and resubmit their request.
  {
    path: '/register-court/edit/:token',
    element: lazy(() => withTexts(import('./pages/register-court-edit-route'), COURT_FORM_TEXTS)),
  },
];

/** Inside the dashboard layout; SPEC §2's permission on each. */
export const protectedRoutes: AppRoute[] = [
  // The dashboard with the cards other modules add to it (./pages/dashboard-route).
  {
    path: '/dashboard',
    // Its role and permission names come with it (the dashboard's own texts are in the frame's).
    element: lazy(() => withTexts(import('./pages/dashboard-route'), ['permissions', 'roles'])),
  },
  {
    path: '/profile',
    // The country and place pickers' and the avatar upload's texts come with the page.
    element: lazy(() =>
      withTexts(import('../modules/profile/pages/profile-page'), ['profile', 'places', 'files']),
    ),
  },

  {
    path: '/users',
    permission: 'user.view',
    element: lazy(() => import('../modules/users/pages/users-list-page')),
  },
  {
    path: '/users/create',
    permission: 'user.create',
    element: lazy(() => import('../modules/users/pages/user-create-page')),
  },
  {
    path: '/users/:id/edit',
    permission: 'user.edit',
    element: lazy(() => import('../modules/users/pages/user-edit-page')),
  },
  {
    path: '/roles',
    permission: 'role.view',
    element: lazy(() => import('../modules/roles/pages/roles-list-page')),
  },
  {
    path: '/roles/create',
    permission: 'role.create',
    element: lazy(() => import('../modules/roles/pages/role-create-page')),
  },
  {
    path: '/roles/:id/edit',
    permission: 'role.edit',
    element: lazy(() => import('../modules/roles/pages/role-edit-page')),
  },
  {
    path: '/permissions',
    permission: 'permission.view',
    element: lazy(() => import('../modules/permissions/pages/permissions-list-page')),
  },
  {
    path: '/permissions/create',
    permission: 'permission.create',
    element: lazy(() => import('../modules/permissions/pages/permission-create-page')),
  },
  {
    path: '/permissions/:id/edit',
    permission: 'permission.edit',
    element: lazy(() => import('../modules/permissions/pages/permission-edit-page')),
  },
  {
    path: '/audit',
    permission: 'audit.view',
    element: lazy(() => import('../modules/audit/pages/audit-list-page')),
  },

  soon('/calendar', 'calendar.view'),
  soon('/calendar/meetings', 'calendar.view'),
  soon('/tasks', 'task.view'),
  soon('/tasks/kanban', 'task.view'),
  soon('/tasks/create', 'task.create'),
  soon('/tasks/:id/edit', 'task.edit'),
  soon('/devices', 'device.view'),
  soon('/devices/create', 'device.create'),
  soon('/devices/:id/edit', 'device.edit'),
  ...paymentRoutes,
  ...notificationRoutes,
  ...staticPageRoutes,
  soon('/chat/:id?', 'chat.view'),
  {
    path: '/rankpoints',
    permission: 'rankpoint.view',
    element: lazy(() =>
      withTexts(import('../modules/rankpoints/pages/rankpoints-list-page'), ['rankpoints']),
    ),
  },
  {
    path: '/rankpoints/leaderboard',
    permission: 'rankpoint.view',
    element: lazy(() => withTexts(import('../modules/rankpoints/pages/leaderboard-page'), ['rankpoints'])),
  },
  // Not in SPEC §2's table, but implied by "details, history": a player's ratings and their history.
  {
    path: '/rankpoints/:id',
    permission: 'rankpoint.view',
    element: lazy(() =>
      withTexts(import('../modules/rankpoints/pages/rankpoint-detail-page'), ['rankpoints']),
    ),
  },
  {
    path: '/courts',
    permission: 'court.view',
    element: lazy(() => withTexts(import('../modules/courts/pages/courts-list-page'), ['courts'])),
  },
  {
    path: '/courts/create',
    permission: 'court.create',
    element: lazy(() => withTexts(import('../modules/courts/pages/court-create-page'), ['courts', 'places'])),
  },
  {
    path: '/courts/import',
    permission: 'court.import',
    element: lazy(() => withTexts(import('../modules/courts/pages/court-import-page'), ['courts'])),
  },
  {
    path: '/courts/:id',
    permission: 'court.view',
    element: lazy(() => withTexts(import('../modules/courts/pages/court-detail-page'), ['courts'])),
  },
  {
    path: '/courts/:id/edit',
    permission: 'court.edit',
    element: lazy(() => withTexts(import('../modules/courts/pages/court-edit-page'), ['courts', 'places'])),
  },
  {
    path: '/court-requests',
    permission: 'court-request.view',
    element: lazy(() =>
      withTexts(import('../modules/court-requests/pages/court-requests-list-page'), ['court-requests']),
    ),
  },
  {
    path: '/court-requests/:id',
    permission: 'court-request.view',
    element: lazy(() =>
      withTexts(import('./pages/court-request-detail-route'), ['court-requests', 'courts']),
    ),
  },
  {
    path: '/clubs',
    permission: 'club.view',
    element: lazy(() => withTexts(import('../modules/clubs/pages/clubs-list-page'), ['clubs'])),
  },
  {
    path: '/clubs/create',
    permission: 'club.create',
    // The image upload's texts come with the form.
    element: lazy(() => withTexts(import('../modules/clubs/pages/club-create-page'), ['clubs', 'files'])),
  },
  // Not in SPEC §2's table, but implied by "Clubs: list, form, members and join requests": where a row leads.
  {
    path: '/clubs/:id',
    permission: 'club.view',
    element: lazy(() => withTexts(import('../modules/clubs/pages/club-detail-page'), ['clubs'])),
  },
  {
    path: '/clubs/:id/edit',
    permission: 'club.edit',
    element: lazy(() => withTexts(import('../modules/clubs/pages/club-edit-page'), ['clubs', 'files'])),
  },
  {
    path: '/clubs/:id/members',
    permission: 'club.member.manage',
    element: lazy(() => withTexts(import('../modules/clubs/pages/club-members-page'), ['clubs'])),
  },
  {
    path: '/matches',
    permission: 'match.view',
    element: lazy(() => import('../modules/matches/pages/matches-list-page')),
  },
  {
    path: '/matches/create',
    permission: 'match.create',
    element: lazy(() => import('../modules/matches/pages/match-create-page')),
  },
  // Not in SPEC §2's table, but implied by "list, form, live scoring, certification and approval actions".
  {
    path: '/matches/:id',
    permission: 'match.view',
    element: lazy(() => import('../modules/matches/pages/match-detail-page')),
  },
  {
    path: '/matches/:id/edit',
    permission: 'match.edit',
    element: lazy(() => import('../modules/matches/pages/match-edit-page')),
  },
  {
    path: '/matches/:id/live-score',
    permission: 'match.edit',
    element: lazy(() => import('../modules/matches/pages/match-live-page')),
  },
  soon('/match-generator', 'match.generate'),
  // ARCHITECTURE: /match-sessions/{id} is the preview; details, matches and statistics are its tabs.
  soon('/match-sessions', 'match.view'),
  soon('/match-sessions/:id', 'match.view'),
  soon('/match-sessions/:id/details', 'match.view'),
  soon('/match-sessions/:id/matches', 'match.view'),
  soon('/match-sessions/:id/statistics', 'match.view'),
  soon('/match-sessions/:id/edit', 'match.session.manage'),
  soon('/tournaments', 'tournament.view'),
  soon('/tournaments/calendar', 'tournament.view'),
  soon('/tournaments/:id', 'tournament.view'),
  soon('/tournaments/create', 'tournament.create'),
  soon('/tournaments/:id/edit', 'tournament.edit'),
];
