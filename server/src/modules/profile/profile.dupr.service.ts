/**
 * The player's DUPR connection (issue 7 §2). Rules owned here:
 * - connecting logs in to DUPR with the player's credentials (never stored) and keeps the tokens
 *   encrypted at rest; the browser only ever sees whether it is connected, the DUPR id, the
 *   ratings, the last sync and the token's expiry;
 * - syncing reads the ratings with the access token, refreshing it first when it is about to
 *   expire or once when DUPR refuses it; the ratings go into the profile's points;
 * - DUPR's rate limit becomes 'Too many DUPR requests…' with the minutes to wait; login, sync and
 *   refresh failures have their own messages.
 */
import type { DuprStatus } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toIsoOrNull } from '../../db/dialect';
import { createDuprClient, DuprError, type DuprPlayer } from '../../integrations/dupr/dupr-client';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createSecretBox } from '../../platform/secret-box';
import {
  deleteDuprConnection,
  findDuprConnection,
  findProfileKey,
  insertDuprConnection,
  insertProfile,
  updateDuprConnection,
  updateProfile,
} from './profile.repository';

const REFRESH_BEFORE_MS = 60_000;

export async function getDuprStatus(db: Db, userId: number): Promise<DuprStatus> {
  const row = await findDuprConnection(db, userId);
  if (!row)
    return {
      connected: false,
      dupr_id: null,
      referral_code: null,
      singles: null,
      doubles: null,
      last_sync_at: null,
      token_expires_at: null,
    };
  return {
    connected: true,
    dupr_id: row.dupr_id,
    referral_code: row.referral_code,
    singles: row.singles === null ? null : Number(row.singles),
    doubles: row.doubles === null ? null : Number(row.doubles),
    last_sync_at: toIsoOrNull(row.last_sync_at),
    token_expires_at: toIsoOrNull(row.token_expires_at),
  };
}

const box = (ctx: ServiceContext) => createSecretBox(ctx.services.config.jwtSecret, 'dupr-tokens');
const client = (ctx: ServiceContext) => createDuprClient(ctx.services.config.duprBaseUrl);

/** DUPR's failures in our vocabulary; `during` names the step that failed. */
function toAppError(error: unknown, during: 'login' | 'sync' | 'refresh'): AppError {
  if (error instanceof DuprError) {
    if (error.failure.kind === 'rate_limited')
      return new AppError('dupr.rate_limited', {
        values: { count: Math.max(1, Math.ceil(error.failure.retryAfterSeconds / 60)) },
        headers: { 'retry-after': String(error.failure.retryAfterSeconds) },
      });
    // DUPR did not answer (or, at login, not in its own words): nobody's password is to blame.
    if (error.failure.kind === 'unavailable' || (during === 'login' && error.failure.kind === 'malformed'))
      return new AppError('dupr.unavailable', { cause: error });
    if (during === 'login' && error.failure.kind === 'invalid_credentials')
      return new AppError('dupr.login_failed');
  }
  return new AppError(
    during === 'login'
      ? 'dupr.login_failed'
      : during === 'refresh'
        ? 'dupr.refresh_failed'
        : 'dupr.sync_failed',
    {
      cause: error,
    },
  );
}

/** Ratings from DUPR into the profile's points (DUPR uses the same 2.000–8.000 scale). */
async function storeRatings(db: Db, userId: number, player: DuprPlayer, now: string) {
  await updateDuprConnection(db, userId, {
    singles: player.singles,
    doubles: player.doubles,
    last_sync_at: now,
  });
  // Only what DUPR rates (on the 2.000–8.000 scale) replaces the player's own points.
  const points = {
    ...(player.singles !== null && player.singles >= 2 ? { single_point: player.singles } : {}),
    ...(player.doubles !== null && player.doubles >= 2 ? { double_point: player.doubles } : {}),
  };
  const exists = await findProfileKey(db, userId);
  if (exists) await updateProfile(db, userId, { ...points, updated_at: now });
  else
    await insertProfile(db, { user_id: userId, phone_verified: false, ...points, updated_at: now } as never);
}

export async function connectDupr(ctx: ServiceContext, email: string, password: string): Promise<DuprStatus> {
  const actor = requireActor(ctx);
  let login: Awaited<ReturnType<ReturnType<typeof createDuprClient>['login']>>;
  try {
    login = await client(ctx).login(email, password);
  } catch (error) {
    throw toAppError(error, 'login');
  }
  const sealed = box(ctx);
  const now = nowIso();
  await runChange(ctx, async (trx) => {
    await deleteDuprConnection(trx, actor.id);
    await insertDuprConnection(trx, {
      user_id: actor.id,
      dupr_id: login.player.id,
      referral_code: login.player.referralCode,
      access_token: sealed.seal(login.tokens.accessToken),
      refresh_token: sealed.seal(login.tokens.refreshToken),
      token_expires_at: login.tokens.expiresAt,
      singles: null,
      doubles: null,
      last_sync_at: null,
      connected_at: now,
    });
    await storeRatings(trx, actor.id, login.player, now);
    await recordAudit(trx, ctx, {
      model: 'dupr_connection',
      recordId: actor.id,
      event: 'created',
      newValues: { dupr_id: login.player.id },
    });
  });
  return getDuprStatus(ctx.db, actor.id);
}

async function readConnection(ctx: ServiceContext, userId: number) {
  const row = await findDuprConnection(ctx.db, userId);
  if (!row) throw new AppError('dupr.not_connected');
  return row;
}

/** A new access token from the refresh token, stored sealed; answers it. */
async function refreshAccess(ctx: ServiceContext, userId: number, refreshToken: string): Promise<string> {
  let refreshed: { accessToken: string; expiresAt: string | null };
  try {
    refreshed = await client(ctx).refresh(refreshToken);
  } catch (error) {
    throw toAppError(error, 'refresh');
  }
  await updateDuprConnection(ctx.db, userId, {
    access_token: box(ctx).seal(refreshed.accessToken),
    token_expires_at: refreshed.expiresAt,
  });
  return refreshed.accessToken;
}

export async function refreshDuprToken(ctx: ServiceContext): Promise<DuprStatus> {
  const actor = requireActor(ctx);
  const row = await readConnection(ctx, actor.id);
  await refreshAccess(ctx, actor.id, box(ctx).open(row.refresh_token));
  return getDuprStatus(ctx.db, actor.id);
}

export async function syncDupr(ctx: ServiceContext): Promise<DuprStatus> {
  const actor = requireActor(ctx);
  const row = await readConnection(ctx, actor.id);
  const sealed = box(ctx);
  let accessToken = sealed.open(row.access_token);
  const expiresAt = row.token_expires_at ? Date.parse(String(row.token_expires_at)) : null;
  if (expiresAt !== null && expiresAt - Date.now() < REFRESH_BEFORE_MS)
    accessToken = await refreshAccess(ctx, actor.id, sealed.open(row.refresh_token));
  let player: DuprPlayer;
  try {
    player = await client(ctx).getProfile(accessToken);
  } catch (error) {
    if (!(error instanceof DuprError && error.failure.kind === 'unauthorized'))
      throw toAppError(error, 'sync');
    // Refused although not expired by our clock: refresh once and try again.
    accessToken = await refreshAccess(ctx, actor.id, sealed.open(row.refresh_token));
    try {
      player = await client(ctx).getProfile(accessToken);
    } catch (retryError) {
      throw toAppError(retryError, 'sync');
    }
  }
  await runChange(ctx, async (trx) => {
    await storeRatings(trx, actor.id, player, nowIso());
    await recordAudit(trx, ctx, {
      model: 'dupr_connection',
      recordId: actor.id,
      event: 'updated',
      newValues: { singles: player.singles, doubles: player.doubles },
    });
  });
  return getDuprStatus(ctx.db, actor.id);
}

export async function disconnectDupr(ctx: ServiceContext): Promise<DuprStatus> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx) => {
    await deleteDuprConnection(trx, actor.id);
    await recordAudit(trx, ctx, { model: 'dupr_connection', recordId: actor.id, event: 'deleted' });
  });
  return getDuprStatus(ctx.db, actor.id);
}
