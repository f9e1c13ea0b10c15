import { lazy } from 'react';
import type { AppRoute, ModuleRoutes } from '../lib/module-routes';
import { withTexts } from '../lib/page-texts';
import { GuestPageHandover } from './guards';
import { page } from './lazy-page';
import { PublicPageHandover } from './public-page-handover';

/**
 * The route table mirrors SPEC §2 (with ARCHITECTURE's reading of the match-session routes).
 * Every page is lazy-loaded. A permission list means "any of". A module that is not built yet
 * renders the shared, translated "coming soon" page (pages/coming-soon-page; none today), still
 * behind its permission. The signed-in pages of a module are declared in its own folder
 * (`<module>.routes.ts`, lib/module-routes.ts) and found here; this file holds the rest.
 */
export type { AppRoute };

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

/**
 * Every module's `<module>.routes.ts` export (lib/module-routes.ts), also read by navigation.ts for
 * the menu. Found once, here, and only the `routes` export: the file list and a whole module object
 * for each file would otherwise weigh on the shell twice.
 */
export const MODULE_ROUTES: readonly ModuleRoutes[] = Object.values(
  import.meta.glob<ModuleRoutes>('../modules/*/*.routes.ts', { eager: true, import: 'routes' }),
);

/**
 * Inside the dashboard layout; SPEC §2's permission on each: the app's own pages, then every
 * module's (react-router ranks routes by their segments, not by their order here).
 */
export const protectedRoutes: AppRoute[] = [
  // The dashboard with the cards other modules add to it (./pages/dashboard-route).
  {
    path: '/dashboard',
    // Its role and permission names come with it (the dashboard's own texts are in the frame's).
    element: lazy(() => import('./pages/dashboard-route')),
  },
  // The review page shows the submitted court with the courts module's view: it composes two
  // modules (./pages/court-request-detail-route), so it is the app's, not the court requests module's.
  {
    path: '/court-requests/:id',
    permission: 'court-request.view',
    element: page('/court-requests/:id'),
  },
  ...MODULE_ROUTES.flatMap((routes) => routes.protected),
];
