import type { AuthSession, AuthUser } from '@pickleball/domain';

/**
 * The signed-in session: tokens (kept in storage so a reload stays signed in) and the user with
 * their permissions (kept in memory only: SPEC §2 has the guard load `me` when a token is stored
 * but no user is known, so a reload always sees current roles).
 */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface SessionSnapshot {
  tokens: StoredTokens | null;
  user: AuthUser | null;
  permissions: string[];
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stores what login, register, refresh and social sign-in answer. */
  setSession(
    session: Pick<AuthSession, 'access_token' | 'refresh_token' | 'expires_at'> & Partial<AuthSession>,
  ): void;
  setUser(user: AuthUser): void;
  clear(): void;
}

export const TOKEN_STORAGE_KEY = 'pickleball.session';

function readTokens(storage: KeyValueStorage | null): StoredTokens | null {
  try {
    const raw = storage?.getItem(TOKEN_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'accessToken' in parsed &&
      'refreshToken' in parsed &&
      'expiresAt' in parsed &&
      typeof parsed.accessToken === 'string' &&
      typeof parsed.refreshToken === 'string' &&
      typeof parsed.expiresAt === 'number'
    )
      return {
        accessToken: parsed.accessToken,
        refreshToken: parsed.refreshToken,
        expiresAt: parsed.expiresAt,
      };
  } catch {
    // A corrupt entry reads as signed out; the next sign-in overwrites it.
  }
  return null;
}

export function createSessionStore(storage: KeyValueStorage | null): SessionStore {
  let snapshot: SessionSnapshot = { tokens: readTokens(storage), user: null, permissions: [] };
  const listeners = new Set<() => void>();

  const update = (next: SessionSnapshot) => {
    snapshot = next;
    try {
      if (next.tokens) storage?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(next.tokens));
      else storage?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Private browsing may refuse storage: the session then lasts as long as the tab.
    }
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSession(session) {
      const user = session.user ?? snapshot.user;
      update({
        tokens: {
          accessToken: session.access_token,
          refreshToken: session.refresh_token,
          expiresAt: Date.parse(session.expires_at),
        },
        user,
        permissions: session.permissions ?? user?.permissions ?? snapshot.permissions,
      });
    },
    setUser(user) {
      update({ ...snapshot, user, permissions: user.permissions });
    },
    clear() {
      update({ tokens: null, user: null, permissions: [] });
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's one session. */
export const sessionStore = createSessionStore(browserStorage());
