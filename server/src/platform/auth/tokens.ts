import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@pickleball/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'pickleball-backoffice';
export const TOKEN_AUDIENCE = 'pickleball-backoffice-api';
const VERIFIED_CACHE_SIZE = 10_000;

/** What an access token says about its holder: checked on every request without the database. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
  roles: string[];
  permissions: string[];
  /** The user's authorisation version when the token was signed: an older one than the user's is refused. */
  authVersion: number;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: Date;
}

export type AccessVerification =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<SignedAccessToken>;
  verifyAccess(token: string): Promise<AccessVerification>;
  /** A signed, short-lived value (OAuth state): `purpose` keeps one kind from passing as another. */
  signValue(purpose: string, payload: Record<string, string>, ttlSeconds: number): Promise<string>;
  verifyValue(purpose: string, token: string): Promise<Record<string, string> | null>;
}

export function createTokenService(
  secret: string,
  options: { accessTtlSeconds?: number; now?: () => Date } = {},
): TokenService {
  const now = options.now ?? (() => new Date());
  const accessTtlSeconds = options.accessTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens already verified, until they expire: a signed-in page sends the same token many times,
   * and checking its signature again is most of the cost of a small request. Revocation is
   * checked separately on every request (SessionRevocations).
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    async signAccess(claims) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + accessTtlSeconds;
      const token = await new SignJWT({
        sid: claims.sessionId,
        av: claims.authVersion,
        roles: claims.roles,
        permissions: claims.permissions,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verifyAccess(token) {
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAt > now().getTime()) return { ok: true, claims: cached.claims };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        const { sid, av, roles, permissions } = payload as {
          sid?: unknown;
          av?: unknown;
          roles?: unknown;
          permissions?: unknown;
        };
        if (
          !Number.isInteger(userId) ||
          typeof sid !== 'string' ||
          typeof av !== 'number' ||
          !Number.isInteger(av) ||
          !isStringArray(roles) ||
          !isStringArray(permissions)
        ) {
          return { ok: false, reason: 'invalid' };
        }
        const claims = { userId, sessionId: sid, authVersion: av, roles, permissions };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAt: (payload.exp as number) * 1000 });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
    async signValue(purpose, payload, ttlSeconds) {
      return new SignJWT({ ...payload, purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verifyValue(purpose, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          currentDate: now(),
        });
        if (payload.purpose !== purpose) return null;
        const values: Record<string, string> = {};
        for (const [name, value] of Object.entries(payload))
          if (typeof value === 'string') values[name] = value;
        return values;
      } catch {
        return null;
      }
    },
  };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** An opaque refresh token: 256 random bits. Only its SHA-256 is stored. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateSessionId(): string {
  return randomBytes(16).toString('hex');
}
