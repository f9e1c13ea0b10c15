/**
 * Phone verification: a 6-digit code sent by SMS (or Zalo ZNS when no SMS provider is set up)
 * through the notification providers. Rules owned here:
 * - a code lives 5 minutes and allows 5 tries; only its keyed hash is stored;
 * - at most 3 codes per number per 15 minutes, and 10 per connection per hour;
 * - `phone_verified` becomes true only here, for the number the code went to (a phone changed
 *   since makes the code useless; changing the phone resets `phone_verified`).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_MAX_TRIES, PHONE_CODE_TTL_SECONDS } from '@pickleball/domain';
import { nowIso, toBool } from '../../db/dialect';
import { normalizePhone } from '../../integrations/channels/phone';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import {
  consumeOpenCodes,
  findLatestOpenCode,
  findUserPhone,
  insertPhoneCode,
  insertVerifiedProfile,
  listRecentCodes,
  markProfilePhoneVerified,
  updatePhoneCode,
} from './notifications.phone.repository';
import { type ChannelMessage, listRoutes, sendThrough } from './notifications.senders';

const PER_NUMBER_LIMIT = 3;
const PER_NUMBER_WINDOW_MS = 15 * 60_000;

function hashCode(secret: string, userId: number, phone: string, code: string): string {
  return createHmac('sha256', `phone-code:${secret}`).update(`${userId}:${phone}:${code}`).digest('hex');
}

async function currentPhone(ctx: ServiceContext, userId: number) {
  const user = await findUserPhone(ctx.db, userId);
  if (!user.phone) throw new AppError('phone.not_set');
  const phone = normalizePhone(user.phone);
  if (!phone) throw fieldError('phone', 'phone');
  return { phone, verified: toBool(user.phone_verified ?? false) };
}

export async function sendPhoneCode(ctx: ServiceContext) {
  const actor = requireActor(ctx);
  const { phone, verified } = await currentPhone(ctx, actor.id);
  if (verified) throw new AppError('phone.already_verified');
  const since = new Date(Date.now() - PER_NUMBER_WINDOW_MS).toISOString();
  const recent = await listRecentCodes(ctx.db, phone.e164, since);
  const addressWait = ctx.services.limiters.phoneCodes.hit(ctx.meta.ip);
  if (recent.length >= PER_NUMBER_LIMIT || addressWait > 0) {
    const oldest = recent[0]
      ? Date.parse(String(recent[0].created_at)) + PER_NUMBER_WINDOW_MS - Date.now()
      : 0;
    const minutes = Math.max(1, Math.ceil(Math.max(oldest, addressWait * 1000) / 60_000));
    throw new AppError('phone.too_many_codes', { values: { minutes } });
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const content = ctx.t('notifications:phone_code.message', { code, minutes: PHONE_CODE_TTL_SECONDS / 60 });
  const smsRoutes = await listRoutes(ctx.db, ctx.services, 'sms');
  const znsRoutes = await listRoutes(ctx.db, ctx.services, 'zalo_zns');
  const attempts: {
    channel: 'sms' | 'zalo_zns';
    route: (typeof smsRoutes)[number];
    message: ChannelMessage;
  }[] = [
    ...smsRoutes.map((route) => ({
      channel: 'sms' as const,
      route,
      message: {
        channel: 'sms' as const,
        message: { phone: phone.e164, content, requestId: `pb-otp-${Date.now()}` },
      },
    })),
    ...znsRoutes
      .filter((route) => route.plain.otp_template_id || route.plain.template_id)
      .map((route) => ({
        channel: 'zalo_zns' as const,
        route,
        message: {
          channel: 'zalo_zns' as const,
          message: {
            phone: phone.e164,
            templateId: String(route.plain.otp_template_id ?? route.plain.template_id),
            templateData: { otp: code },
            trackingId: `pb-otp-${Date.now()}`,
          },
        },
      })),
  ];
  if (attempts.length === 0) throw new AppError('phone.no_sender');
  let lastReason = '';
  for (const attempt of attempts) {
    const outcome = await sendThrough(ctx.db, ctx.services, attempt.route, attempt.message);
    if (outcome.kind === 'sent') {
      const expiresAt = new Date(Date.now() + PHONE_CODE_TTL_SECONDS * 1000).toISOString();
      await runChange(ctx, async (trx) => {
        // A new code replaces the ones before it.
        await consumeOpenCodes(trx, actor.id, nowIso());
        await insertPhoneCode(trx, {
          user_id: actor.id,
          phone: phone.e164,
          code_hash: hashCode(ctx.services.config.jwtSecret, actor.id, phone.e164, code),
          attempts: 0,
          expires_at: expiresAt,
          consumed_at: null,
          created_at: nowIso(),
        });
      });
      return {
        phone: `${phone.e164.slice(0, -7)}•••${phone.e164.slice(-4)}`,
        channel: attempt.channel,
        expires_at: expiresAt,
      };
    }
    if (outcome.kind === 'permanent') throw fieldError('phone', 'phone');
    lastReason = outcome.reason;
  }
  throw new AppError('provider.test_failed', { values: { reason: lastReason } });
}

export async function confirmPhoneCode(ctx: ServiceContext, code: string) {
  const actor = requireActor(ctx);
  const { phone, verified } = await currentPhone(ctx, actor.id);
  if (verified) throw new AppError('phone.already_verified');
  const result = await runChange(ctx, async (trx) => {
    const row = await findLatestOpenCode(trx, actor.id);
    if (
      !row ||
      row.phone !== phone.e164 ||
      Date.parse(String(row.expires_at)) < Date.now() ||
      row.attempts >= PHONE_CODE_MAX_TRIES
    )
      throw new AppError('phone.code_expired');
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(ctx.services.config.jwtSecret, actor.id, phone.e164, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await updatePhoneCode(trx, row.id, {
        attempts,
        consumed_at: attempts >= PHONE_CODE_MAX_TRIES ? nowIso() : null,
      });
      // The wrong try must count although the answer is an error: commit it, then refuse.
      return { remaining: PHONE_CODE_MAX_TRIES - attempts };
    }
    await updatePhoneCode(trx, row.id, { consumed_at: nowIso() });
    const updated = await markProfilePhoneVerified(trx, actor.id, nowIso());
    if (updated === 0) await insertVerifiedProfile(trx, actor.id, nowIso());
    return null;
  });
  if (result) {
    if (result.remaining > 0)
      throw new AppError('phone.code_invalid', { values: { remaining: result.remaining } });
    throw new AppError('phone.code_expired');
  }
  return { phone_verified: true };
}
