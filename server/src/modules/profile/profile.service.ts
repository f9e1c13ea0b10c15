/**
 * My profile (SPEC §3 "Profile"; issue 7 §1). Rules owned here:
 * - every signed-in user reads and edits only their own profile;
 * - e-mail, phone and username stay unique; a username change is audited on its own;
 * - a Vietnamese address is an official province and a ward in it; other countries take text;
 * - the BMI and its category are computed from weight and height, never stored;
 * - a password change needs the current password and signs out every other session;
 * - the users list shows a user's name, e-mail (and whether it is verified), phone and username:
 *   a change of them here reaches staff watching it (`user.updated` on resource:users) once it
 *   committed (every profile save announces it, whichever fields changed).
 */
import {
  bmiCategory,
  computeBmi,
  type Gender,
  PROFILE_COMPLETION_FIELDS,
  type Profile,
  type ProfileInput,
  type RankpointType,
  vietnameseSortKey,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import vi from 'i18n-iso-countries/langs/vi.json' with { type: 'json' };
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { fieldError, notFound } from '../../platform/errors';
import { sendEmailVerification } from '../auth/auth.account-links.service';
import { revokeSessions } from '../auth/auth.repository';
import { toAvatar } from '../files/files.mapper';
import { claimFile, releaseOwnerFiles, removeStoredFiles } from '../files/files.service';
import { findProvince, findWard } from '../geo/geo.data';
import { findUserById, findUserWithPasswordById } from '../users/users.repository';
import { buildUserSearchText } from '../users/users.rules';
import { announceUser, assertIdentifiersFree, rethrowUnique } from '../users/users.service';
import { getDuprStatus } from './profile.dupr.service';
import { num, toOfficialRating } from './profile.mapper';
import {
  findOfficialRating,
  findProfileKey,
  findProfileRow,
  insertProfile,
  updateProfile,
  updateUserColumns,
} from './profile.repository';

countries.registerLocale(en);
countries.registerLocale(vi);

/** Every country by ISO code, named in the reader's language and sorted by that name. */
export function listCountries(locale: Locale) {
  const names = countries.getNames(locale, { select: 'official' });
  const collator = new Intl.Collator(locale);
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  const row = await findProfileRow(db, userId);
  const weight = num(row?.weight_kg);
  const height = num(row?.height_cm);
  const bmi = computeBmi(weight, height);
  return {
    user: { id: user.id, name: user.name, email: user.email, username: user.username, phone: user.phone },
    email_verified: Boolean(user.email && user.email_verified_at),
    phone_verified: toBool(row?.phone_verified ?? false),
    date_of_birth: row?.date_of_birth ?? null,
    gender: (row?.gender as Gender | null) ?? null,
    country_code: row?.country_code ?? null,
    province_code: row?.province_code ?? null,
    ward_code: row?.ward_code ?? null,
    address: row?.address ?? null,
    address_detail: row?.address_detail ?? null,
    bio: row?.bio ?? null,
    avatar: toAvatar(row),
    weight_kg: weight,
    height_cm: height,
    bmi,
    bmi_category: bmiCategory(bmi),
    rankpoint_type: (row?.rankpoint_type as RankpointType | null) ?? null,
    single_point: num(row?.single_point),
    double_point: num(row?.double_point),
    official_rating: await loadOfficialRating(db, userId),
    dupr: await getDuprStatus(db, userId),
  };
}

/** The player's official rating (rank_points, one per user), not the points of their profile. */
async function loadOfficialRating(db: Db, userId: number): Promise<Profile['official_rating']> {
  const rating = await findOfficialRating(db, userId);
  if (!rating) return null;
  return toOfficialRating(rating);
}

export const getMyProfile = (ctx: ServiceContext) => loadProfile(ctx.db, requireActor(ctx).id);

function checkAddress(input: ProfileInput) {
  if (input.country_code !== 'VN') return { province_code: null, ward_code: null };
  if (input.province_code && !findProvince(input.province_code))
    throw fieldError('province_code', 'invalid_value');
  if (input.ward_code && findWard(input.ward_code)?.province.code !== input.province_code)
    throw fieldError('ward_code', 'invalid_value');
  return { province_code: input.province_code, ward_code: input.ward_code };
}

export async function updateMyProfile(ctx: ServiceContext, input: ProfileInput): Promise<Profile> {
  const actor = requireActor(ctx);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw notFound();
  await assertIdentifiersFree(ctx.db, { email: input.email, phone: input.phone }, actor.id);
  const place = checkAddress(input);
  const removed = await runChange(ctx, async (trx, pending) => {
    const before = await loadProfile(trx, actor.id);
    const now = nowIso();
    const phoneChanged = (input.phone ?? null) !== user.phone;
    // A new address is not verified: it is until the link sent to it is opened (social sign-in
    // links accounts by verified address, so typing someone else's must not make it yours).
    const emailChanged = (input.email ?? null) !== user.email;
    await updateUserColumns(trx, actor.id, {
      name: input.name,
      email: input.email,
      ...(emailChanged ? { email_verified_at: null } : {}),
      phone: input.phone,
      sort_name: vietnameseSortKey(input.name),
      search_text: buildUserSearchText({
        name: input.name,
        email: input.email,
        username: user.username,
        phone: input.phone,
      }),
      updated_at: now,
    });
    const avatarId = input.avatar
      ? await claimFile(trx, ctx, input.avatar, 'user_avatar', { type: 'user', id: actor.id })
      : null;
    const values = {
      // A new phone number is not verified yet.
      phone_verified: phoneChanged ? false : before.phone_verified,
      date_of_birth: input.date_of_birth,
      gender: input.gender,
      country_code: input.country_code,
      ...place,
      address: input.country_code === 'VN' ? null : input.address,
      address_detail: input.address_detail,
      bio: input.bio,
      avatar_file_id: avatarId,
      weight_kg: input.weight_kg,
      height_cm: input.height_cm,
      rankpoint_type: input.rankpoint_type,
      single_point: input.single_point,
      double_point: input.double_point,
      updated_at: now,
    };
    const exists = await findProfileKey(trx, actor.id);
    if (exists) await updateProfile(trx, actor.id, values);
    else await insertProfile(trx, { user_id: actor.id, ...values });
    if (emailChanged && input.email)
      await sendEmailVerification(ctx, trx, { id: actor.id, name: input.name, email: input.email });
    const released = await releaseOwnerFiles(trx, { type: 'user', id: actor.id }, avatarId);
    await recordAudit(trx, ctx, {
      model: 'profile',
      recordId: actor.id,
      event: 'updated',
      oldValues: before,
      newValues: await loadProfile(trx, actor.id),
    });
    announceUser(pending, actor.id);
    return released;
  }).catch(rethrowUnique);
  await removeStoredFiles(ctx, removed);
  return loadProfile(ctx.db, actor.id);
}

export async function changeMyUsername(ctx: ServiceContext, username: string): Promise<Profile> {
  const actor = requireActor(ctx);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw notFound();
  await assertIdentifiersFree(ctx.db, { username }, actor.id);
  await runChange(ctx, async (trx, pending) => {
    await updateUserColumns(trx, actor.id, {
      username,
      search_text: buildUserSearchText({ ...user, username }),
      updated_at: nowIso(),
    });
    await recordAudit(trx, ctx, {
      model: 'user',
      recordId: actor.id,
      event: 'updated',
      oldValues: { username: user.username },
      newValues: { username },
    });
    announceUser(pending, actor.id);
  }).catch(rethrowUnique);
  ctx.services.counts.invalidate('users');
  // The leaderboard's totals by gender, province and age.
  ctx.services.counts.invalidate('rank_points');
  return loadProfile(ctx.db, actor.id);
}

/** The current password first; every other session of the user ends. */
export async function changeMyPassword(ctx: ServiceContext, current: string, next: string): Promise<void> {
  const actor = requireActor(ctx);
  const user = await findUserWithPasswordById(ctx.db, actor.id);
  if (!user || !(await ctx.services.passwords.verify(user.password_hash, current)))
    throw fieldError('current_password', 'current_password_wrong');
  const hash = await ctx.services.passwords.hash(next);
  const revoked = await runChange(ctx, async (trx) => {
    const now = nowIso();
    await updateUserColumns(trx, actor.id, { password_hash: hash, updated_at: now });
    await recordAudit(trx, ctx, {
      model: 'user',
      recordId: actor.id,
      event: 'updated',
      newValues: { password_changed: true },
    });
    return revokeSessions(
      trx,
      { userId: actor.id, exceptSessionId: actor.sessionId },
      'password_changed',
      now,
    );
  });
  ctx.services.revocations.add(revoked);
}

/** The share of the profile filled in, and what is missing. */
export async function getMyProfileCompletion(ctx: ServiceContext) {
  const profile = await getMyProfile(ctx);
  const filled: Record<(typeof PROFILE_COMPLETION_FIELDS)[number], boolean> = {
    email: Boolean(profile.user.email),
    phone: Boolean(profile.user.phone),
    date_of_birth: Boolean(profile.date_of_birth),
    gender: Boolean(profile.gender),
    country_code:
      Boolean(profile.country_code) && (profile.country_code !== 'VN' || Boolean(profile.ward_code)),
    address_detail: Boolean(profile.address_detail),
    avatar: Boolean(profile.avatar),
    weight_kg: profile.weight_kg !== null,
    height_cm: profile.height_cm !== null,
    rankpoint_type: Boolean(profile.rankpoint_type),
  };
  const missing = PROFILE_COMPLETION_FIELDS.filter((field) => !filled[field]);
  return {
    percent: Math.round(
      ((PROFILE_COMPLETION_FIELDS.length - missing.length) / PROFILE_COMPLETION_FIELDS.length) * 100,
    ),
    missing,
  };
}
