import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canAccess, loadCurrentUser, useSession } from '../lib/auth';
import { openGuestPage } from '../lib/guest-pages';
import { sessionStore } from '../lib/session-store';
import ForbiddenPage from './pages/forbidden-page';

let loadingUser: Promise<unknown> | null = null;

/**
 * SPEC §2: a stored token without a user loads `me`; failure clears the token (the redirect to
 * /login follows from the cleared session). One load at a time, whoever asks.
 */
function useLoadUserForStoredToken(): 'none' | 'loading' | 'ready' {
  const { tokens, user } = useSession();
  const needsUser = Boolean(tokens && !user);
  useEffect(() => {
    if (!needsUser || loadingUser) return;
    loadingUser = loadCurrentUser()
      .catch(() => sessionStore.clear())
      .finally(() => {
        loadingUser = null;
      });
  }, [needsUser]);
  if (!tokens) return 'none';
  return user ? 'ready' : 'loading';
}

export function FullPageSpinner() {
  const { t } = useTranslation('common');
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.solid" aria-label={t('loading')} />
    </Center>
  );
}

/** Signed-in routes: no session goes to /login, remembering where the user was heading. */
export function RequireAuth() {
  const state = useLoadUserForStoredToken();
  const location = useLocation();
  if (state === 'none') {
    return <LeaveForSignIn path="/login" from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  if (state === 'loading') return <FullPageSpinner />;
  return <Outlet />;
}

/** /login and /register: a signed-in user goes to /dashboard. */
export function GuestOnly() {
  const state = useLoadUserForStoredToken();
  if (state === 'loading') return <FullPageSpinner />;
  if (state === 'ready') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * Leaves the app for a sign-in page: the light sign-in bundle takes its place in the page
 * (lib/guest-pages, app/start-app), told where the user was heading.
 */
function LeaveForSignIn({ path, from }: { path: string; from?: string }) {
  useEffect(() => {
    openGuestPage(path, from === undefined ? {} : { from });
  }, [path, from]);
  return <FullPageSpinner />;
}

/** The sign-in pages' routes in the app: a user without a session gets the sign-in bundle's page. */
export function GuestPageHandover() {
  const { pathname, search, hash } = useLocation();
  return <LeaveForSignIn path={`${pathname}${search}${hash}`} />;
}

/** A route the user may not open shows the 403 page in place (ARCHITECTURE "Web"). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: string | readonly string[] | undefined;
  children: ReactNode;
}) {
  const { permissions } = useSession();
  return canAccess(permissions, permission) ? children : <ForbiddenPage />;
}
