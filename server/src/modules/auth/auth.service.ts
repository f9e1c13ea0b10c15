/**
 * Sign-in and sessions. Rules owned here:
 * - login by username, phone or e-mail; wrong credentials count against the name and the
 *   address, and past the limit answer 429 with Retry-After; inactive users are refused;
 * - a session is a family of refresh tokens: each refresh rotates the token. A token presented
 *   again within REFRESH_REUSE_GRACE_MS of its rotation (a second tab, concurrent requests)
 *   answers the family's current pair; presented later, it is a replay and revokes the family;
 * - access tokens carry the roles and permissions (no database lookup per request) and the
 *   session id, so revoking a session ends its access tokens at once (see SessionRevocations).
 */
import {
  type AuthSession,
  type AuthUser,
  type LoginInput,
  REFRESH_TOKEN_TTL_DAYS,
  type RegisterInput,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { generateOpaqueToken, generateSessionId, hashOpaqueToken } from '../../platform/auth/tokens';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createSecretBox, type SecretBox } from '../../platform/secret-box';
import { loadAuthUser } from '../users/users.mapper';
import { findUserByLogin, insertUser } from '../users/users.repository';
import { assertIdentifiersFree } from '../users/users.service';
import {
  claimRefreshToken,
  findRefreshToken,
  findRefreshTokenById,
  forgetOldReplacements,
  insertRefreshToken,
  insertSession,
  recordLogin,
  recordReplacement,
  revokeSessions,
  setUserLocale,
  touchSession,
} from './auth.repository';

const DAY_MS = 86_400_000;

/** 429 with the seconds to wait, in the answer and in Retry-After. */
export function tooManyAttempts(seconds: number): AppError {
  return new AppError('auth.too_many_attempts', {
    values: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * How long a rotated refresh token still answers (with the current pair) instead of counting as a
 * replay: long enough for the tabs and concurrent requests of one browser, as Supabase's reuse
 * interval and Keycloak's refresh-token reuse allow.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** How far along a chain of rotations within the grace window a late token is followed. */
const MAX_SUCCESSOR_HOPS = 8;

const successorBoxes = new Map<string, SecretBox>();
/** Seals a rotated token's successor for the grace window (a database copy alone does not reveal it). */
function successorBox(ctx: ServiceContext): SecretBox {
  const secret = ctx.services.config.jwtSecret;
  let box = successorBoxes.get(secret);
  if (!box) {
    box = createSecretBox(secret, 'refresh-token-successor');
    successorBoxes.set(secret, box);
  }
  return box;
}

async function createRefreshToken(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<{ id: number; token: string }> {
  const token = generateOpaqueToken();
  const id = await insertRefreshToken(db, {
    session_id: sessionId,
    token_hash: hashOpaqueToken(token),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS).toISOString(),
    created_at: now.toISOString(),
  });
  return { id, token };
}

async function buildSession(
  ctx: ServiceContext,
  { user, row }: { user: AuthUser; row: { auth_version: number } },
  sessionId: string,
  refreshToken: string,
): Promise<AuthSession> {
  const access = await ctx.services.tokens.signAccess({
    userId: user.id,
    sessionId,
    roles: user.roles.map((role) => role.name),
    permissions: user.permissions,
    authVersion: row.auth_version,
  });
  return {
    user,
    permissions: user.permissions,
    access_token: access.token,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ctx.services.config.accessTokenTtlSeconds,
    expires_at: access.expiresAt.toISOString(),
  };
}

/** Opens a new session for a user who has just proved who they are. */
export async function startSession(ctx: ServiceContext, userId: number): Promise<AuthSession> {
  const now = new Date();
  const sessionId = generateSessionId();
  const refreshToken = await runChange(ctx, async (trx) => {
    await insertSession(trx, {
      id: sessionId,
      user_id: userId,
      user_agent: ctx.meta.userAgent,
      ip_address: ctx.meta.ip,
      now: now.toISOString(),
    });
    await recordLogin(trx, userId, now.toISOString(), ctx.locale);
    return (await createRefreshToken(trx, sessionId, now)).token;
  });
  const loaded = await loadAuthUser(ctx.db, userId);
  if (!loaded) throw new AppError('auth.unauthenticated');
  return buildSession(ctx, loaded, sessionId, refreshToken);
}

export async function login(ctx: ServiceContext, input: LoginInput): Promise<AuthSession> {
  const { loginAttempts, loginAddress } = ctx.services.limiters;
  const user = await findUserByLogin(ctx.db, input.login);
  // Failures from one address count per account once the name resolves, however it is written
  // (username, e-mail, 0987… or +84987…); an unknown name counts as typed.
  const nameKey = `${ctx.meta.ip}|${user ? `account:${user.id}` : input.login.trim().toLowerCase()}`;
  const waiting = Math.max(loginAttempts.retryAfter(nameKey), loginAddress.retryAfter(ctx.meta.ip));
  if (waiting > 0) throw tooManyAttempts(waiting);

  const valid = await ctx.services.passwords.verify(user?.password_hash ?? null, input.password);
  if (!user || !valid) {
    const over = Math.max(loginAttempts.hit(nameKey), loginAddress.hit(ctx.meta.ip));
    if (over > 0) throw tooManyAttempts(over);
    throw new AppError('auth.invalid_credentials');
  }
  // Only a caller who knows the password learns that the account is inactive.
  if (!toBool(user.is_active)) throw new AppError('auth.account_inactive');
  loginAttempts.reset(nameKey);
  return startSession(ctx, user.id);
}

export async function register(ctx: ServiceContext, input: RegisterInput): Promise<AuthSession> {
  const waiting = ctx.services.limiters.signup.hit(ctx.meta.ip);
  if (waiting > 0) throw tooManyAttempts(waiting);
  await assertIdentifiersFree(ctx.db, input);

  const passwordHash = await ctx.services.passwords.hash(input.password);
  const userId = await runChange(ctx, async (trx) => {
    const id = await insertUser(trx, {
      name: input.name,
      email: input.email,
      username: input.username,
      phone: input.phone ?? null,
      password_hash: passwordHash,
      is_active: true,
      email_verified_at: null,
    });
    // A registered user starts with no role and so no permission (SPEC §4).
    await recordAudit(
      trx,
      { ...ctx, actor: null },
      {
        model: 'user',
        recordId: id,
        event: 'created',
        newValues: {
          id,
          name: input.name,
          email: input.email,
          username: input.username,
          phone: input.phone ?? null,
          source: 'register',
        },
      },
    );
    return id;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error))
      throw new AppError('validation_failed', { fieldErrors: { username: [{ key: 'username_taken' }] } });
    throw error;
  });
  ctx.services.counts.invalidate('users');
  return startSession(ctx, userId);
}

type RefreshOutcome =
  | { kind: 'ok'; sessionId: string; userId: number; refreshToken: string }
  | { kind: 'refused'; revoked: string[] };

type PresentedToken = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

/**
 * A token rotated moments ago (another tab got there first): the family's current token, found by
 * following successors rotated within the grace window; null when the window is over.
 */
async function currentSuccessor(
  ctx: ServiceContext,
  trx: Db,
  token: PresentedToken,
  now: Date,
): Promise<string | null> {
  let link: { used_at: string | null; replaced_by_id: number | null; replacement_sealed: string | null } =
    token;
  for (let hop = 0; hop < MAX_SUCCESSOR_HOPS; hop += 1) {
    if (link.used_at === null) return null;
    const withinGrace = now.getTime() - Date.parse(String(link.used_at)) <= REFRESH_REUSE_GRACE_MS;
    if (!withinGrace || link.replaced_by_id === null || link.replacement_sealed === null) return null;
    const next = await findRefreshTokenById(trx, link.replaced_by_id);
    if (!next) return null;
    if (next.used_at === null) return successorBox(ctx).open(link.replacement_sealed);
    link = next;
  }
  return null;
}

export async function refresh(ctx: ServiceContext, presented: string): Promise<AuthSession> {
  const now = new Date();
  const outcome: RefreshOutcome = await runChange(ctx, async (trx): Promise<RefreshOutcome> => {
    const hash = hashOpaqueToken(presented);
    let token = await findRefreshToken(trx, hash);
    if (!token || token.revoked_at !== null) return { kind: 'refused', revoked: [] };
    if (Date.parse(String(token.expires_at)) <= now.getTime()) return { kind: 'refused', revoked: [] };
    const ok = (refreshToken: string): RefreshOutcome => ({
      kind: 'ok',
      sessionId: (token as PresentedToken).session_id,
      userId: (token as PresentedToken).user_id,
      refreshToken,
    });
    if (token.used_at === null) {
      if (await claimRefreshToken(trx, token.id, now.toISOString())) {
        const next = await createRefreshToken(trx, token.session_id, now);
        await recordReplacement(trx, token.id, { id: next.id, sealed: successorBox(ctx).seal(next.token) });
        await forgetOldReplacements(
          trx,
          token.session_id,
          new Date(now.getTime() - REFRESH_REUSE_GRACE_MS).toISOString(),
        );
        await touchSession(trx, token.session_id, now.toISOString());
        return ok(next.token);
      }
      // Another request rotated it between our read and our claim: read what it left.
      token = (await findRefreshToken(trx, hash)) as PresentedToken;
    }
    const current = await currentSuccessor(ctx, trx, token, now);
    if (current) return ok(current);
    // Presented after its window: someone kept an old token. End the whole family.
    return {
      kind: 'refused',
      revoked: await revokeSessions(
        trx,
        { sessionId: token.session_id },
        'refresh_token_reused',
        now.toISOString(),
      ),
    };
  });
  if (outcome.kind === 'refused') {
    // The revocation above is committed before the refusal is answered.
    if (outcome.revoked.length > 0) {
      ctx.services.revocations.add(outcome.revoked);
      ctx.log.warn({ sessions: outcome.revoked }, 'refresh token replayed: session revoked');
    }
    throw new AppError('auth.refresh_failed');
  }
  const loaded = await loadAuthUser(ctx.db, outcome.userId);
  if (!loaded || !toBool(loaded.row.is_active)) throw new AppError('auth.refresh_failed');
  // The app refreshes in the language it shows: one switched to Vietnamese gets the notifications
  // and receipts written for it in Vietnamese from now on, not from the next sign-in.
  if (loaded.row.locale !== ctx.locale) await setUserLocale(ctx.db, outcome.userId, ctx.locale);
  return buildSession(ctx, loaded, outcome.sessionId, outcome.refreshToken);
}

/** Ends the caller's session (from the access token, or else from the refresh token given). */
export async function logout(ctx: ServiceContext, refreshToken: string | undefined): Promise<void> {
  let sessionId = ctx.actor?.sessionId;
  if (!sessionId && refreshToken)
    sessionId = (await findRefreshToken(ctx.db, hashOpaqueToken(refreshToken)))?.session_id;
  if (!sessionId) return;
  const revoked = await revokeSessions(ctx.db, { sessionId }, 'logout', nowIso());
  ctx.services.revocations.add(revoked);
}

export async function getCurrentUser(ctx: ServiceContext): Promise<AuthUser> {
  const loaded = ctx.actor ? await loadAuthUser(ctx.db, ctx.actor.id) : undefined;
  if (!loaded || !toBool(loaded.row.is_active)) throw new AppError('auth.unauthenticated');
  return loaded.user;
}
