/**
 * Social sign-in with Google, Apple and Facebook. Rules owned here:
 * - only configured providers answer; every token is checked by the provider's adapter, and any
 *   failed check answers the same 401 with the reason in the log (never the token); a provider
 *   that cannot be reached answers 503, since the person did nothing wrong;
 * - a person is found by (provider, subject); failing that, an e-mail the provider has verified
 *   links the sign-in to the user holding that address, when that user has verified it too;
 *   failing that, a new user is created with no password and no role (like self-registration),
 *   audited with the provider as its source;
 * - an e-mail unverified on either side never links (someone may have typed another person's
 *   address into their profile), and is left off the new user when someone else holds it;
 * - inactive users are refused; failed attempts and new accounts count against the address's
 *   sign-up limit (returning users do not, so an office behind one address is not locked out);
 * - the redirect flow's state is signed, lives 10 minutes, names its provider and carries the
 *   nonce the id_token must echo.
 */
import { randomBytes } from 'node:crypto';
import type { AuthSession, SocialProvider } from '@pickleball/domain';
import { isUniqueViolation, nowIso, toBool } from '../../db/dialect';
import {
  createSocialClient,
  listConfiguredProviders,
  type SocialLoginClient,
  SocialLoginError,
  type SocialProfile,
} from '../../integrations/social';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findUserByEmail, findUserById, insertUser, isUsernameTaken } from '../users/users.repository';
import { generateUsername } from '../users/users.rules';
import { findSocialAccount, insertSocialAccount } from './auth.repository';
import { startSession } from './auth.service';

const STATE_PURPOSE = 'oauth-state';
const STATE_TTL_SECONDS = 600;
const EMAIL_MAX_LENGTH = 255;
const NAME_MAX_LENGTH = 255;

/**
 * Providers whose sign-in button can work: the redirect flow needs the public URL and the
 * provider's secret (or Apple's key) besides the client id. Token sign-in (`/{provider}/credential`)
 * works with the client id alone.
 */
export function listSocialProviders(ctx: ServiceContext): SocialProvider[] {
  return listConfiguredProviders(ctx.services.config.social).filter(
    (provider) =>
      createSocialClient(provider, ctx.services.config.social)?.canRedirect && callbackUrl(ctx, provider),
  );
}

function requireClient(ctx: ServiceContext, provider: SocialProvider): SocialLoginClient {
  const client = createSocialClient(provider, ctx.services.config.social);
  if (!client) throw new AppError('auth.social_not_configured');
  return client;
}

/** Where the provider sends the browser back: the web app's callback page, which calls our callback. */
function callbackUrl(ctx: ServiceContext, provider: SocialProvider): string | null {
  const publicUrl = ctx.services.config.publicUrl;
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}/auth/callback/${provider}` : null;
}

/** The code flow needs a public address to come back to and the provider's client secret. */
function requireRedirectClient(
  ctx: ServiceContext,
  provider: SocialProvider,
): { client: SocialLoginClient; redirectUri: string } {
  const client = requireClient(ctx, provider);
  const redirectUri = callbackUrl(ctx, provider);
  if (!client.canRedirect || !redirectUri) throw new AppError('auth.social_not_configured');
  return { client, redirectUri };
}

function tooManyAttempts(seconds: number): AppError {
  return new AppError('auth.too_many_attempts', {
    values: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

function assertUnderSignupLimit(ctx: ServiceContext): void {
  const waiting = ctx.services.limiters.signup.retryAfter(ctx.meta.ip);
  if (waiting > 0) throw tooManyAttempts(waiting);
}

function refuse(ctx: ServiceContext, provider: SocialProvider, reason: string): AppError {
  ctx.log.info({ provider, reason }, 'social sign-in refused');
  const over = ctx.services.limiters.signup.hit(ctx.meta.ip);
  return over > 0 ? tooManyAttempts(over) : new AppError('auth.social_failed');
}

async function fetchProfile(
  ctx: ServiceContext,
  provider: SocialProvider,
  obtain: () => Promise<SocialProfile>,
): Promise<SocialProfile> {
  try {
    return await obtain();
  } catch (error) {
    if (!(error instanceof SocialLoginError)) throw error;
    if (error.kind === 'rejected') throw refuse(ctx, provider, error.message);
    ctx.log.warn({ provider, reason: error.message }, 'social provider unavailable');
    throw new AppError('service_unavailable', { cause: error });
  }
}

/** Signs in with a token the app obtained itself (Google/Apple id_token, Facebook access token). */
export async function signInWithCredential(
  ctx: ServiceContext,
  provider: SocialProvider,
  credential: string,
): Promise<AuthSession> {
  const client = requireClient(ctx, provider);
  assertUnderSignupLimit(ctx);
  const profile = await fetchProfile(ctx, provider, () => client.verifyCredential(credential));
  return signInWithProfile(ctx, profile);
}

/** The provider's authorization page, with a signed state that the callback checks. */
export async function buildSocialRedirect(ctx: ServiceContext, provider: SocialProvider): Promise<string> {
  const { client, redirectUri } = requireRedirectClient(ctx, provider);
  const nonce = randomBytes(16).toString('base64url');
  const state = await ctx.services.tokens.signValue(STATE_PURPOSE, { provider, nonce }, STATE_TTL_SECONDS);
  return client.buildAuthorizeUrl({ redirectUri, state, nonce });
}

export async function completeSocialRedirect(
  ctx: ServiceContext,
  provider: SocialProvider,
  callback: { code: string; state: string },
): Promise<AuthSession> {
  const { client, redirectUri } = requireRedirectClient(ctx, provider);
  assertUnderSignupLimit(ctx);
  const state = await ctx.services.tokens.verifyValue(STATE_PURPOSE, callback.state);
  if (!state?.nonce || state.provider !== provider)
    throw refuse(ctx, provider, 'state is invalid, expired or for another provider');
  const { nonce } = state;
  const profile = await fetchProfile(ctx, provider, () =>
    client.exchangeCode({ code: callback.code, redirectUri, nonce }),
  );
  return signInWithProfile(ctx, profile);
}

function normalizeEmail(email: string | null): string | null {
  const trimmed = email?.trim().toLowerCase() ?? '';
  return trimmed && trimmed.length <= EMAIL_MAX_LENGTH ? trimmed : null;
}

/** Sign-ins are anonymous: nobody was signed in when the account was created or linked. */
function auditContext(ctx: ServiceContext): ServiceContext {
  return { ...ctx, actor: null };
}

async function signInWithProfile(ctx: ServiceContext, profile: SocialProfile): Promise<AuthSession> {
  let resolved: { userId: number; created: boolean };
  try {
    resolved = await resolveAccount(ctx, profile);
  } catch (error) {
    // Two first sign-ins at once: the loser of the race finds what the winner created.
    if (!isUniqueViolation(error)) throw error;
    resolved = await resolveAccount(ctx, profile);
  }
  if (resolved.created) {
    ctx.services.limiters.signup.hit(ctx.meta.ip);
    ctx.services.counts.invalidate('users');
  }
  return startSession(ctx, resolved.userId);
}

/** Finds, links or creates the user behind a verified profile, in one transaction. */
async function resolveAccount(
  ctx: ServiceContext,
  profile: SocialProfile,
): Promise<{ userId: number; created: boolean }> {
  const email = normalizeEmail(profile.email);
  return runChange(ctx, async (trx) => {
    const account = await findSocialAccount(trx, profile.provider, profile.subject);
    if (account) {
      const user = await findUserById(trx, account.user_id);
      if (!user || !toBool(user.is_active)) throw new AppError('auth.account_inactive');
      return { userId: user.id, created: false };
    }

    const now = nowIso();
    const holder = email ? await findUserByEmail(trx, email) : undefined;
    if (holder && profile.email_verified && holder.email_verified_at !== null) {
      if (!toBool(holder.is_active)) throw new AppError('auth.account_inactive');
      await insertSocialAccount(trx, {
        user_id: holder.id,
        provider: profile.provider,
        provider_user_id: profile.subject,
        email,
        created_at: now,
      });
      // A new way into an existing account is worth a line in its history.
      await recordAudit(trx, auditContext(ctx), {
        model: 'user',
        recordId: holder.id,
        event: 'updated',
        newValues: { social_account: profile.provider, source: profile.provider },
      });
      return { userId: holder.id, created: false };
    }

    const userEmail = holder ? null : email;
    const username = await generateUsername(email ?? `${profile.provider}user`, (candidate) =>
      isUsernameTaken(trx, candidate),
    );
    const name = (profile.name?.trim() || email?.split('@')[0] || username).slice(0, NAME_MAX_LENGTH);
    const emailVerifiedAt = userEmail && profile.email_verified ? now : null;
    const id = await insertUser(trx, {
      name,
      email: userEmail,
      username,
      phone: null,
      password_hash: null,
      is_active: true,
      email_verified_at: emailVerifiedAt,
    });
    await insertSocialAccount(trx, {
      user_id: id,
      provider: profile.provider,
      provider_user_id: profile.subject,
      email,
      created_at: now,
    });
    // Like self-registration, a social sign-up starts with no role and so no permission.
    await recordAudit(trx, auditContext(ctx), {
      model: 'user',
      recordId: id,
      event: 'created',
      newValues: {
        id,
        name,
        email: userEmail,
        username,
        phone: null,
        is_active: true,
        email_verified_at: emailVerifiedAt,
        source: profile.provider,
      },
    });
    return { userId: id, created: true };
  });
}
