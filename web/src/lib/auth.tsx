import type { AuthUser } from '@pickleball/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { api, type DataResponse } from './api-client';
import { canAccess, grantsOf, holdsAnyRole, holdsRole } from './auth-grants';
import { queryClient } from './query-client';
import { type SessionSnapshot, sessionStore } from './session-store';

/**
 * The session as React sees it. SPEC §4: authenticated when both a token and a user are present;
 * logout clears tokens, user and permissions. A registered user starts with no permissions.
 * Signing in happens on the sign-in pages (modules/auth), before the app loads.
 */
export interface Auth {
  user: AuthUser | null;
  permissions: string[];
  isAuthenticated: boolean;
  /** True when the user holds any of the permissions (an empty list is always allowed). */
  can(permission: string | readonly string[]): boolean;
  /** True when the user holds the role, by name (`super_admin`). */
  hasRole(role: string): boolean;
  /** True when the user holds any of the roles, by name (an empty list holds none). */
  hasAnyRole(roles: readonly string[]): boolean;
  logout(): Promise<void>;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

export { canAccess } from './auth-grants';

/** Loads the current user for a stored token (SPEC §2 navigation guard). */
export async function loadCurrentUser(): Promise<AuthUser> {
  const response = await api.get<DataResponse<AuthUser>>('/auth/me', { silent: true });
  sessionStore.setUser(response.data);
  return response.data;
}

export async function logoutEverywhere(): Promise<void> {
  const refreshToken = sessionStore.getSnapshot().tokens?.refreshToken;
  try {
    // The server revokes the refresh token's family; a failure must not keep the user signed in.
    await api.post('/auth/logout', refreshToken ? { refresh_token: refreshToken } : {}, { silent: true });
  } catch {
    // Signed out locally either way.
  } finally {
    sessionStore.clear();
    queryClient.clear();
  }
}

export function useAuth(): Auth {
  const session = useSession();
  const { user, permissions } = session;
  return useMemo(() => {
    const grants = grantsOf(user, permissions);
    return {
      user,
      permissions,
      isAuthenticated: Boolean(session.tokens && user),
      can: (permission: string | readonly string[]) => canAccess(permissions, permission),
      hasRole: (role: string) => holdsRole(grants, role),
      hasAnyRole: (roles: readonly string[]) => holdsAnyRole(grants, roles),
      logout: logoutEverywhere,
    };
  }, [user, permissions, session.tokens]);
}
