import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withTexts } from '../lib/page-texts';
import { GuestPageHandover } from './guards';
import { page } from './lazy-page';
import { matchSessionRoutes } from './match-session-routes';
import { notificationRoutes } from './notification-routes';
import { paymentRoutes } from './payment-routes';
import { PublicPageHandover } from './public-page-handover';
import { staticPageRoutes } from './static-page-routes';

/**
 * The route table mirrors SPEC §2 (with ARCHITECTURE's reading of the match-session routes).
 * Every page is lazy-loaded. A permission list means "any of". A module that is not built yet
 * renders the shared, translated "coming soon" page (pages/coming-soon-page; none today), still
 * behind its permission.
 */
export interface AppRoute {
  path: string;
  permission?: string | readonly string[];
  element: LazyExoticComponent<ComponentType> | ComponentType;
}

/** The public registration pages show the courts module's fields and the place picker. */
const COURT_FORM_TEXTS = ['court-requests', 'courts', 'places'];

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
  // The public chat is a light bundle of its own (main.tsx, app/public-chat): reached from inside
  // the app, the document is loaded again for it.
  { path: '/public-chat', element: PublicPageHandover },
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
  // The public tournament pages are a light bundle of their own (main.tsx, app/public-tournament):
  // reached from inside the app (a notification's link), the document is loaded again for it.
  { path: '/public-tournaments', element: PublicPageHandover },
  { path: '/public-tournaments/:id', element: PublicPageHandover },
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
    element: lazy(() => import('./pages/dashboard-route')),
  },
  {
    path: '/profile',
    // The country and place pickers' and the avatar upload's texts come with the page.
    element: page('/profile'),
  },

  {
    path: '/users',
    permission: 'user.view',
    element: page('/users'),
  },
  {
    path: '/users/create',
    permission: 'user.create',
    element: page('/users/create'),
  },
  {
    path: '/users/:id/edit',
    permission: 'user.edit',
    element: page('/users/:id/edit'),
  },
  {
    path: '/roles',
    permission: 'role.view',
    element: page('/roles'),
  },
  {
    path: '/roles/create',
    permission: 'role.create',
    element: page('/roles/create'),
  },
  {
    path: '/roles/:id/edit',
    permission: 'role.edit',
    element: page('/roles/:id/edit'),
  },
  {
    path: '/permissions',
    permission: 'permission.view',
    element: page('/permissions'),
  },
  {
    path: '/permissions/create',
    permission: 'permission.create',
    element: page('/permissions/create'),
  },
  {
    path: '/permissions/:id/edit',
    permission: 'permission.edit',
    element: page('/permissions/:id/edit'),
  },
  {
    path: '/audit',
    permission: 'audit.view',
    element: page('/audit'),
  },

  { path: '/calendar', permission: 'calendar.view', element: page('/calendar') },
  { path: '/calendar/meetings', permission: 'calendar.view', element: page('/calendar/meetings') },
  // Not in SPEC §2: one meeting for its participants, who may not hold calendar.view (a player
  // invited to a training); the API checks that they take part.
  { path: '/calendar/meetings/:id', element: page('/calendar/meetings/:id') },
  { path: '/tasks', permission: 'task.view', element: page('/tasks') },
  { path: '/tasks/kanban', permission: 'task.view', element: page('/tasks/kanban') },
  { path: '/tasks/create', permission: 'task.create', element: page('/tasks/create') },
  { path: '/tasks/:id/edit', permission: 'task.edit', element: page('/tasks/:id/edit') },
  { path: '/devices', permission: 'device.view', element: page('/devices') },
  { path: '/devices/create', permission: 'device.create', element: page('/devices/create') },
  { path: '/devices/:id/edit', permission: 'device.edit', element: page('/devices/:id/edit') },
  ...paymentRoutes,
  ...notificationRoutes,
  ...staticPageRoutes,
  {
    path: '/chat/:id?',
    permission: 'chat.view',
    element: page('/chat/:id?'),
  },
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
  {
    path: '/courts',
    permission: 'court.view',
    element: page('/courts'),
  },
  {
    path: '/courts/create',
    permission: 'court.create',
    element: page('/courts/create'),
  },
  {
    path: '/courts/import',
    permission: 'court.import',
    element: page('/courts/import'),
  },
  {
    path: '/courts/:id',
    permission: 'court.view',
    element: page('/courts/:id'),
  },
  {
    path: '/courts/:id/edit',
    permission: 'court.edit',
    element: page('/courts/:id/edit'),
  },
  {
    path: '/court-requests',
    permission: 'court-request.view',
    element: page('/court-requests'),
  },
  {
    path: '/court-requests/:id',
    permission: 'court-request.view',
    element: page('/court-requests/:id'),
  },
  {
    path: '/clubs',
    permission: 'club.view',
    element: page('/clubs'),
  },
  {
    path: '/clubs/create',
    permission: 'club.create',
    // The image upload's texts come with the form.
    element: page('/clubs/create'),
  },
  // Not in SPEC §2's table, but implied by "Clubs: list, form, members and join requests": where a row leads.
  {
    path: '/clubs/:id',
    permission: 'club.view',
    element: page('/clubs/:id'),
  },
  {
    path: '/clubs/:id/edit',
    permission: 'club.edit',
    element: page('/clubs/:id/edit'),
  },
  {
    path: '/clubs/:id/members',
    permission: 'club.member.manage',
    element: page('/clubs/:id/members'),
  },
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
  ...matchSessionRoutes,
  { path: '/tournaments', permission: 'tournament.view', element: page('/tournaments') },
  { path: '/tournaments/calendar', permission: 'tournament.view', element: page('/tournaments/calendar') },
  { path: '/tournaments/create', permission: 'tournament.create', element: page('/tournaments/create') },
  { path: '/tournaments/:id', permission: 'tournament.view', element: page('/tournaments/:id') },
  { path: '/tournaments/:id/edit', permission: 'tournament.edit', element: page('/tournaments/:id/edit') },
  // Not in SPEC §2: any signed-in player's entries and partner invitations (issue 14 §3).
  { path: '/my-tournaments', element: page('/my-tournaments') },
];
