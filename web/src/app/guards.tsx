import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canAccess, loadCurrentUser, useSession } from '../lib/auth';
import { type GuestPageState, openGuestPage, pathAfterSignIn, readGuestPageState } from '../lib/guest-pages';
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
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies GuestPageState} />;
  }
  if (state === 'loading') return <FullPageSpinner />;
  return <Outlet />;
}

/** /login and /register: a signed-in user goes to /dashboard (or back where they were heading). */
export function GuestOnly() {
  const state = useLoadUserForStoredToken();
  const location = useLocation();
  if (state === 'loading') return <FullPageSpinner />;
  if (state === 'ready')
    return <Navigate to={pathAfterSignIn(readGuestPageState(location.state).from)} replace />;
  return <Outlet />;
}

/**
 * A sign-in page for a user without a session: the page loads again at its address, where the
 * entry (main.tsx) gives it the light sign-in bundle, with where the user was heading.
 */
export function GuestPageHandover() {
  const { pathname, search, hash, state } = useLocation();
  useEffect(() => {
    openGuestPage(`${pathname}${search}${hash}`, readGuestPageState(state));
  }, [pathname, search, hash, state]);
  return <FullPageSpinner />;
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
