/**
 * Links sent by e-mail that prove who holds an address. Rules owned here:
 * - "forgot password" answers the same whether or not an account has the address (nobody learns
 *   who is registered), is limited per address and per connection, and mails an active account
 *   a link that works once, for PASSWORD_RESET_TTL_MINUTES; a newer link replaces older ones;
 * - choosing a new password through it follows the password rules and ends every session of
 *   the account; it is audited;
 * - a changed e-mail address is unverified until the link sent to it is opened; the link only
 *   counts while the account still has that address (social sign-in links accounts by verified
 *   address only, so nobody can claim someone else's address by typing it);
 * - e-mails are jobs written in the same transaction, in the language of the request, from the
 *   account e-mail templates (email-templates.system.ts).
 */
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  type ForgotPasswordInput,
  PASSWORD_RESET_TTL_MINUTES,
  type ResetPasswordInput,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { generateOpaqueToken, hashOpaqueToken } from '../../platform/auth/tokens';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/jobs';
import { renderEmail } from '../email-templates/email-templates.system';
import { findUserByEmail, findUserById } from '../users/users.repository';
import {
  type AccountLinkPurpose,
  consumeAccountLink,
  insertAccountLink,
  revokeSessions,
  updateUserAccount,
} from './auth.repository';
import { tooManyAttempts } from './auth.service';

const MINUTE_MS = 60_000;

/** Writes a link for the user and queues the e-mail carrying it; both in the caller's transaction. */
async function mailLink(
  ctx: ServiceContext,
  db: Db,
  user: { id: number; name: string; email: string },
  purpose: AccountLinkPurpose,
): Promise<void> {
  const token = generateOpaqueToken();
  const now = new Date();
  const ttlMs =
    purpose === 'password_reset'
      ? PASSWORD_RESET_TTL_MINUTES * MINUTE_MS
      : EMAIL_VERIFICATION_TTL_HOURS * 60 * MINUTE_MS;
  await insertAccountLink(
    db,
    {
      user_id: user.id,
      purpose,
      token_hash: hashOpaqueToken(token),
      email: user.email,
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    },
    now.toISOString(),
  );
  const path = purpose === 'password_reset' ? 'reset-password' : 'verify-email';
  const values = {
    name: user.name,
    link: `${ctx.meta.origin}/${path}?token=${encodeURIComponent(token)}`,
    minutes: PASSWORD_RESET_TTL_MINUTES,
    hours: EMAIL_VERIFICATION_TTL_HOURS,
  };
  const mail = await renderEmail(
    db,
    purpose === 'password_reset' ? 'account.password_reset' : 'account.email_verification',
    ctx.locale,
    values,
  );
  await enqueueJob(db, 'mail.send', { to: user.email, ...mail });
}

/**
 * What a link changes on its account (anonymous: nobody is signed in), written and audited
 * with the link as its source.
 */
async function changeThroughLink(
  ctx: ServiceContext,
  trx: Db,
  userId: number,
  values: { password_hash: string } | { email_verified_at: string },
  audit: { oldValues?: Record<string, unknown>; newValues: Record<string, unknown> },
): Promise<void> {
  const now = nowIso();
  await updateUserAccount(trx, userId, values, now);
  await recordAudit(
    trx,
    { ...ctx, actor: null },
    { model: 'user', recordId: userId, event: 'updated', ...audit },
  );
}

export async function requestPasswordReset(ctx: ServiceContext, input: ForgotPasswordInput): Promise<string> {
  const { passwordResetAddress, passwordResetAccount } = ctx.services.limiters;
  const waiting = Math.max(passwordResetAddress.hit(ctx.meta.ip), passwordResetAccount.hit(input.email));
  if (waiting > 0) throw tooManyAttempts(waiting);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user?.email && toBool(user.is_active)) {
    const email = user.email;
    await runChange(ctx, (trx) => mailLink(ctx, trx, { ...user, email }, 'password_reset'));
  }
  return ctx.t('common:password_reset.requested');
}

export async function resetPassword(ctx: ServiceContext, input: ResetPasswordInput): Promise<string> {
  const passwordHash = await ctx.services.passwords.hash(input.password);
  const now = nowIso();
  const revoked = await runChange(ctx, async (trx) => {
    const link = await consumeAccountLink(trx, 'password_reset', hashOpaqueToken(input.token), now);
    const user = link ? await findUserById(trx, link.user_id) : undefined;
    if (!link || !user || !toBool(user.is_active) || user.email !== link.email)
      throw new AppError('auth.reset_link_invalid');
    await changeThroughLink(
      ctx,
      trx,
      user.id,
      { password_hash: passwordHash },
      { newValues: { password_changed: true, source: 'password_reset' } },
    );
    return revokeSessions(trx, { userId: user.id }, 'password_reset', now);
  });
  ctx.services.revocations.add(revoked);
  return ctx.t('common:password_reset.done');
}

/** Inside the transaction that set a new address on the account: the link that verifies it. */
export async function sendEmailVerification(
  ctx: ServiceContext,
  db: Db,
  user: { id: number; name: string; email: string },
): Promise<void> {
  await mailLink(ctx, db, user, 'email_verification');
}

/** POST /profile/email/verification: a new link to the signed-in user's current address. */
export async function resendEmailVerification(ctx: ServiceContext): Promise<string> {
  const actor = requireActor(ctx);
  const waiting = ctx.services.limiters.passwordResetAccount.hit(`verify:${actor.id}`);
  if (waiting > 0) throw tooManyAttempts(waiting);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError('auth.unauthenticated');
  if (!user.email) throw new AppError('validation_failed', { fieldErrors: { email: [{ key: 'required' }] } });
  if (user.email_verified_at !== null) throw new AppError('profile.email_already_verified');
  const email = user.email;
  await runChange(ctx, (trx) => sendEmailVerification(ctx, trx, { ...user, email }));
  return ctx.t('common:email_verification.sent', { email });
}

export async function verifyEmail(ctx: ServiceContext, token: string): Promise<string> {
  const now = nowIso();
  await runChange(ctx, async (trx) => {
    const link = await consumeAccountLink(trx, 'email_verification', hashOpaqueToken(token), now);
    const user = link ? await findUserById(trx, link.user_id) : undefined;
    // The account's address changed since the link was sent: the link proves nothing about it.
    if (!link || !user || user.email !== link.email) throw new AppError('auth.verify_link_invalid');
    await changeThroughLink(
      ctx,
      trx,
      user.id,
      { email_verified_at: now },
      { oldValues: { email_verified: false }, newValues: { email_verified: true, source: 'email_link' } },
    );
  });
  return ctx.t('common:email_verification.done');
}
