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
  /** How long the access token lives, in milliseconds (the refresh window is a share of it). */
  lifetimeMs?: number;
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
  /**
   * Reads the tokens again from storage, where another tab of the same browser may have put a
   * newer pair (or nothing: signed out there). True when they changed.
   */
  reload(): boolean;
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
        ...('lifetimeMs' in parsed && typeof parsed.lifetimeMs === 'number'
          ? { lifetimeMs: parsed.lifetimeMs }
          : {}),
      };
  } catch {
    // A corrupt entry reads as signed out; the next sign-in overwrites it.
  }
  return null;
}

export function createSessionStore(storage: KeyValueStorage | null): SessionStore {
  let snapshot: SessionSnapshot = { tokens: readTokens(storage), user: null, permissions: [] };
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const update = (next: SessionSnapshot) => {
    snapshot = next;
    try {
      if (next.tokens) storage?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(next.tokens));
      else storage?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Private browsing may refuse storage: the session then lasts as long as the tab.
    }
    notify();
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
          ...(session.expires_in ? { lifetimeMs: session.expires_in * 1000 } : {}),
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
    reload() {
      const stored = readTokens(storage);
      const current = snapshot.tokens;
      if (stored?.accessToken === current?.accessToken && stored?.refreshToken === current?.refreshToken)
        return false;
      // Only the tokens come from the other tab: the user and permissions follow with the next `me`
      // or refresh; signed out there means signed out here.
      snapshot = stored ? { ...snapshot, tokens: stored } : { tokens: null, user: null, permissions: [] };
      notify();
      return true;
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

/** The app's one session, shared by every tab of the browser. */
export const sessionStore = createSessionStore(browserStorage());

// Another tab refreshed (a new pair) or signed out (no pair): this tab follows at once.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
