import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useParams } from 'react-router-dom';
import { hasValidIdParams } from '../lib/route-params';
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

/**
 * Every route with an id in its address (`/matches/:id`) shows the not-found page for an id that
 * is not a record's (`/matches/abc`): the page itself would wait for a record that cannot exist.
 */
function RequireIdParams({
  path,
  inLayout,
  children,
}: {
  path: string;
  inLayout: boolean;
  children: ReactNode;
}) {
  const params = useParams();
  return hasValidIdParams(path, params) ? children : <NotFoundPage inLayout={inLayout} />;
}

const toRoute = ({ path, element: Page }: AppRoute): RouteObject => ({
  path,
  element: (
    <RequireIdParams path={path} inLayout={false}>
      <Page />
    </RequireIdParams>
  ),
});

const toGuardedRoute = ({ path, permission, element: Page }: AppRoute): RouteObject => ({
  path,
  element: (
    <RequirePermission permission={permission}>
      <RequireIdParams path={path} inLayout>
        <Page />
      </RequireIdParams>
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
