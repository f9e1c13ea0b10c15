/**
 * Each user's private iCalendar link (issue 16 §1): a random token in the address is the only key,
 * stored hashed for the lookup and sealed with the server's secret so its owner can copy the link
 * again; making a new one revokes the old. The feed holds the meetings the user organises or is
 * invited to and has not declined, from three months back, in the user's language.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso, toIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { createSecretBox, type SecretBox } from '../../platform/secret-box';
import {
  deleteFeedOfUser,
  findFeedOfUser,
  findFeedReader,
  listIcsMeetingRows,
  upsertFeed,
} from './calendar.feeds.repository';
import { buildCalendar, type IcsMeeting, type IcsOptions } from './calendar.ics';
import { listFeedMeetingIds, loadExceptions, loadParticipants } from './calendar.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const box = (ctx: ServiceContext): SecretBox =>
  createSecretBox(ctx.services.config.jwtSecret, 'calendar-feeds');
const feedUrl = (ctx: ServiceContext, token: string) =>
  `${ctx.meta.origin}/api/v1/calendar/feed/${token}.ics`;

export async function getFeed(ctx: ServiceContext): Promise<CalendarFeed> {
  const actor = requireActor(ctx);
  const row = await findFeedOfUser(ctx.db, actor.id);
  if (!row) return { url: null, created_at: null };
  return { url: feedUrl(ctx, box(ctx).open(row.token_sealed)), created_at: toIso(row.created_at) };
}

/** A new link; the old one (if any) stops working at once. */
export async function createFeed(ctx: ServiceContext): Promise<CalendarFeed> {
  const actor = requireActor(ctx);
  const token = randomBytes(24).toString('base64url');
  const now = nowIso();
  const values = { token_hash: hashToken(token), token_sealed: box(ctx).seal(token), created_at: now };
  await upsertFeed(ctx.db, actor.id, values);
  return { url: feedUrl(ctx, token), created_at: now };
}

export async function revokeFeed(ctx: ServiceContext): Promise<void> {
  const actor = requireActor(ctx);
  await deleteFeedOfUser(ctx.db, actor.id);
}

/** The words a calendar shows besides the meetings', in the reader's language. */
export function icsOptions(ctx: ServiceContext, locale: Locale, name: string): IcsOptions {
  const t = ctx.services.translator.t(locale);
  return {
    name,
    origin: ctx.meta.origin,
    labels: {
      agenda: t('calendar-messages:ics.agenda'),
      join: t('calendar-messages:ics.join'),
      reminder: (title) => t('calendar-messages:ics.reminder', { title }),
    },
  };
}

/** Meetings with what their events need (participants with e-mail addresses, exceptions, the organiser's e-mail). */
export async function loadIcsMeetings(db: Db, ids: readonly number[]): Promise<IcsMeeting[]> {
  if (ids.length === 0) return [];
  const rows = await listIcsMeetingRows(db, ids);
  const [participants, exceptions] = await Promise.all([loadParticipants(db, ids), loadExceptions(db, ids)]);
  return rows.map((row) => ({
    row,
    participants: participants.get(row.id) ?? [],
    exceptions: exceptions.get(row.id) ?? [],
    organizerEmail: row.organizer_email,
  }));
}

/** The feed behind a token (public: the token is the secret), or 404. */
export async function renderFeed(ctx: ServiceContext, token: string): Promise<string> {
  const feed = await findFeedReader(ctx.db, hashToken(token));
  if (!feed?.is_active) throw notFound();
  const since = new Date(Date.now() - 92 * 86_400_000).toISOString();
  const ids = (await listFeedMeetingIds(ctx.db, feed.id, since)).map((row) => row.id);
  const locale: Locale = feed.locale === 'vi' ? 'vi' : 'en';
  const t = ctx.services.translator.t(locale);
  return buildCalendar(
    await loadIcsMeetings(ctx.db, ids),
    icsOptions(ctx, locale, t('calendar-messages:ics.feed_name', { name: feed.name })),
  );
}
