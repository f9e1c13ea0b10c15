/**
 * A client for DUPR's API (the player rating service), as its apps use it: log in with the
 * player's e-mail and password, read their profile and ratings with the access token, and
 * exchange the refresh token for a new access token. The base URL is configuration
 * (DUPR_BASE_URL), so tests run it against a local fake that speaks the same protocol.
 * Every answer is checked: a malformed one is an error, never a guess.
 */

export type DuprFailure =
  | { kind: 'invalid_credentials' }
  | { kind: 'unauthorized' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'malformed' }
  | { kind: 'unavailable' };

export class DuprError extends Error {
  constructor(readonly failure: DuprFailure) {
    super(`DUPR: ${failure.kind}`);
    this.name = 'DuprError';
  }
}

export interface DuprPlayer {
  id: string;
  fullName: string;
  referralCode: string | null;
  singles: number | null;
  doubles: number | null;
}

export interface DuprTokens {
  accessToken: string;
  refreshToken: string;
  /** From the access token's `exp` claim when it is a JWT. */
  expiresAt: string | null;
}

export interface DuprClient {
  login(email: string, password: string): Promise<{ tokens: DuprTokens; player: DuprPlayer }>;
  getProfile(accessToken: string): Promise<DuprPlayer>;
  refresh(refreshToken: string): Promise<Omit<DuprTokens, 'refreshToken'>>;
}

const TIMEOUT_MS = 15_000;

/** A DUPR rating arrives as text ("4.125") or a number; "NR" (not rated) or nothing is null. */
function readRating(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 1 && number <= 8 ? Math.round(number * 1000) / 1000 : null;
}

function readPlayer(value: unknown): DuprPlayer {
  const user = value as {
    id?: unknown;
    fullName?: unknown;
    referralCode?: unknown;
    stats?: Record<string, unknown>;
  } | null;
  if (
    !user ||
    (typeof user.id !== 'number' && typeof user.id !== 'string') ||
    typeof user.fullName !== 'string'
  )
    throw new DuprError({ kind: 'malformed' });
  return {
    id: String(user.id),
    fullName: user.fullName,
    referralCode: typeof user.referralCode === 'string' ? user.referralCode : null,
    singles: readRating(user.stats?.singles),
    doubles: readRating(user.stats?.doubles),
  };
}

/** The `exp` of a JWT, without verifying it (DUPR signs it; we only need to know when to refresh). */
export function readTokenExpiry(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}

export function createDuprClient(baseUrl: string): DuprClient {
  const base = baseUrl.replace(/\/$/, '');
  async function request(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new DuprError({ kind: 'unavailable' });
    }
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new DuprError({
        kind: 'rate_limited',
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60,
      });
    }
    if (response.status === 401 || response.status === 403) throw new DuprError({ kind: 'unauthorized' });
    if (response.status >= 500) throw new DuprError({ kind: 'unavailable' });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new DuprError({ kind: 'malformed' });
    }
    if (response.status >= 400)
      throw new DuprError({ kind: response.status === 400 ? 'invalid_credentials' : 'malformed' });
    const envelope = body as { status?: unknown; result?: unknown };
    if (envelope?.status !== 'SUCCESS' || envelope.result === undefined)
      throw new DuprError({ kind: 'malformed' });
    return envelope.result;
  }
  return {
    async login(email, password) {
      let result: unknown;
      try {
        result = await request('/auth/v1.0/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      } catch (error) {
        // At login a refusal means the credentials, not a session.
        if (error instanceof DuprError && error.failure.kind === 'unauthorized')
          throw new DuprError({ kind: 'invalid_credentials' });
        throw error;
      }
      const { accessToken, refreshToken, user } = result as {
        accessToken?: unknown;
        refreshToken?: unknown;
        user?: unknown;
      };
      if (typeof accessToken !== 'string' || typeof refreshToken !== 'string')
        throw new DuprError({ kind: 'malformed' });
      return {
        tokens: { accessToken, refreshToken, expiresAt: readTokenExpiry(accessToken) },
        player: readPlayer(user),
      };
    },
    async getProfile(accessToken) {
      return readPlayer(
        await request('/user/v1.0/profile', { headers: { authorization: `Bearer ${accessToken}` } }),
      );
    },
    async refresh(refreshToken) {
      const result = await request('/auth/v1.0/refresh', { headers: { 'x-refresh-token': refreshToken } });
      if (typeof result !== 'string' || result === '') throw new DuprError({ kind: 'malformed' });
      return { accessToken: result, expiresAt: readTokenExpiry(result) };
    },
  };
}
