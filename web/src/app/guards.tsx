import { Center, Spinner } from '@chakra-ui/react';
import { CloudAlert } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isApiError } from '../lib/api-client';
import { canAccess, loadCurrentUser, useSession } from '../lib/auth';
import { openGuestPage } from '../lib/guest-pages';
import { sessionStore } from '../lib/session-store';
import ForbiddenPage from './pages/forbidden-page';
import { StatusPage } from './pages/status-page';

let loadingUser: Promise<unknown> | null = null;

/** Refused by the server (the session is over), as opposed to not answered or failing (an outage). */
const isRefusal = (error: unknown) =>
  isApiError(error) &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429;

/**
 * SPEC §2: a stored token without a user loads `me`. A refusal clears the token (the redirect to
 * /login follows from the cleared session); an outage keeps it and offers to try again, since the
 * session may well be fine. One load at a time, whoever asks.
 */
function useLoadUserForStoredToken(): { state: 'none' | 'loading' | 'ready' | 'failed'; retry: () => void } {
  const { tokens, user } = useSession();
  const needsUser = Boolean(tokens && !user);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needsUser || loadingUser) return;
    void attempt;
    setFailed(false);
    loadingUser = loadCurrentUser()
      .catch((error: unknown) => {
        if (isRefusal(error)) sessionStore.clear();
        else setFailed(true);
      })
      .finally(() => {
        loadingUser = null;
      });
  }, [needsUser, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!tokens) return { state: 'none', retry };
  if (user) return { state: 'ready', retry };
  return { state: failed ? 'failed' : 'loading', retry };
}

function UserLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      fullPage
      icon={<CloudAlert />}
      title={t('user_load_failed')}
      description={navigator.onLine ? t('network_hint') : t('offline.description')}
      actionLabel={t('retry')}
      onAction={onRetry}
    />
  );
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
  const { state, retry } = useLoadUserForStoredToken();
  const location = useLocation();
  if (state === 'none') {
    return <LeaveForSignIn path="/login" from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  if (state === 'loading') return <FullPageSpinner />;
  if (state === 'failed') return <UserLoadFailed onRetry={retry} />;
  return <Outlet />;
}

/** /login and /register: a signed-in user goes to /dashboard. */
export function GuestOnly() {
  const { state, retry } = useLoadUserForStoredToken();
  if (state === 'loading') return <FullPageSpinner />;
  if (state === 'failed') return <UserLoadFailed onRetry={retry} />;
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
