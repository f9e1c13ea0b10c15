import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner, GuestOnly, RequireAuth, RequirePermission } from './guards';
import NotFoundPage from './pages/not-found-page';
import RouteErrorPage from './pages/route-error-page';
import { type AppRoute, guestRoutes, mailLinkRoutes, protectedRoutes, publicRoutes } from './routes';

/** Pages outside the layout load with a whole-page spinner; inside it, the layout shows its own. */
function StandaloneOutlet() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

// The signed-in frame (menus, drawer) loads after sign-in, keeping it off the login page.
const AppLayout = lazy(() => import('./layout/app-layout'));

const toRoute = ({ path, element: Page }: AppRoute): RouteObject => ({ path, element: <Page /> });

const toGuardedRoute = ({ path, permission, element: Page }: AppRoute): RouteObject => ({
  path,
  element: (
    <RequirePermission permission={permission}>
      <Page />
    </RequirePermission>
  ),
});

export const routeObjects: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      {
        element: <GuestOnly />,
        children: [{ element: <StandaloneOutlet />, children: guestRoutes.map(toRoute) }],
      },
      { element: <StandaloneOutlet />, children: [...mailLinkRoutes, ...publicRoutes].map(toRoute) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <StandaloneOutlet />,
            children: [
              {
                element: <AppLayout />,
                // A page that fails (offline, a removed chunk) fails inside the layout: the menu stays.
                children: [
                  {
                    errorElement: <RouteErrorPage inLayout />,
                    children: protectedRoutes.map(toGuardedRoute),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
