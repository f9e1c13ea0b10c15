/**
 * What every change of a tournament shares:
 * - it runs in one transaction holding the tournament's row (locked on PostgreSQL), so the
 *   changes of one tournament (entries and their places, the bracket and its results) happen one
 *   after another;
 * - it raises the tournament's revision and announces what changed once committed: staff on
 *   resource:tournaments, and, while the tournament is public, anyone on tournament:<id>;
 * - what must wait for the commit (asking a payment gateway to close a checkout) runs after it;
 * - people are told through notify(), in their own language (category `tournament`).
 */
import {
  resourceRoom,
  TOURNAMENT_STATUS_LABELS,
  type TournamentChangedEvent,
  type TournamentStatus,
  tournamentRoom,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { PendingEvents } from '../../platform/realtime';
import { notify } from '../notifications/notifications.notify';
import {
  bumpRevision,
  listActiveLocales,
  lockTournamentRow,
  type StoredTournament,
} from './tournaments.repository';

export function invalidTournamentStep(ctx: ServiceContext, status: string): AppError {
  const label = TOURNAMENT_STATUS_LABELS[status as TournamentStatus] ?? status;
  return new AppError('tournament.invalid_transition', { values: { status: ctx.t(label) } });
}

export type ChangedPart = TournamentChangedEvent['parts'][number];

export interface TournamentChange {
  ctx: ServiceContext;
  trx: Db;
  pending: PendingEvents;
  row: StoredTournament;
  now: string;
  /** What the change touched: announced with it. */
  parts: Set<ChangedPart>;
  /** Bracket slots whose entrants, state, result or match changed. */
  slots: Set<string>;
  /** Work that must wait for the commit (each failure is logged, never thrown). */
  afterCommit: (() => Promise<void>)[];
}

/** Locks the tournament and opens a change on it inside a transaction the caller already holds. */
export async function openChange(
  ctx: ServiceContext,
  trx: Db,
  pending: PendingEvents,
  id: number,
): Promise<TournamentChange> {
  const row = await lockTournamentRow(trx, id, ctx.services.dialect);
  if (!row) throw notFound();
  return { ctx, trx, pending, row, now: nowIso(), parts: new Set(), slots: new Set(), afterCommit: [] };
}

/** Raises the revision and queues the events of a change (nothing when it touched nothing). */
export async function closeChange(change: TournamentChange): Promise<void> {
  if (change.parts.size === 0 && change.slots.size === 0) return;
  if (change.slots.size > 0) change.parts.add('bracket');
  const after = await bumpRevision(change.trx, change.row.id, change.now);
  if (!after) return;
  announce(change.pending, {
    id: after.id,
    status: after.status as TournamentStatus,
    revision: after.revision,
    parts: [...change.parts].sort(),
    slots: [...change.slots],
    isPublic: toBool(after.is_public) && toBool(after.is_active) && !toBool(after.is_archived),
  });
}

function announce(pending: PendingEvents, event: TournamentChangedEvent & { isPublic: boolean }): void {
  const { isPublic, ...data } = event;
  pending.add(resourceRoom('tournaments'), { type: 'tournament.updated', id: data.id, data });
  if (isPublic) pending.add(tournamentRoom(data.id), { type: 'tournament.updated', id: data.id, data });
}

/**
 * One change of one tournament in its own transaction: locked, worked, announced after commit,
 * the jobs it queued woken, the after-commit work run.
 */
export async function changeTournament<T>(
  ctx: ServiceContext,
  id: number,
  work: (change: TournamentChange) => Promise<T>,
): Promise<T> {
  const { result, change } = await runChange(ctx, async (trx, pending) => {
    const change = await openChange(ctx, trx, pending, id);
    const result = await work(change);
    await closeChange(change);
    return { result, change };
  });
  await runAfterCommit(ctx, change);
  return result;
}

export async function runAfterCommit(ctx: ServiceContext, change: TournamentChange): Promise<void> {
  for (const task of change.afterCommit.splice(0))
    await task().catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'tournament after-commit work failed'),
    );
}

/** Each notice's subject and body (`tournaments-messages`), written out so the catalog check finds them. */
const NOTICES = {
  partner_invited: [
    'tournaments-messages:notify.partner_invited_subject',
    'tournaments-messages:notify.partner_invited_body',
  ],
  partner_accepted: [
    'tournaments-messages:notify.partner_accepted_subject',
    'tournaments-messages:notify.partner_accepted_body',
  ],
  partner_declined: [
    'tournaments-messages:notify.partner_declined_subject',
    'tournaments-messages:notify.partner_declined_body',
  ],
  approved: ['tournaments-messages:notify.approved_subject', 'tournaments-messages:notify.approved_body'],
  promoted: ['tournaments-messages:notify.promoted_subject', 'tournaments-messages:notify.promoted_body'],
  waitlisted: [
    'tournaments-messages:notify.waitlisted_subject',
    'tournaments-messages:notify.waitlisted_body',
  ],
  cancelled: ['tournaments-messages:notify.cancelled_subject', 'tournaments-messages:notify.cancelled_body'],
  tournament_cancelled: [
    'tournaments-messages:notify.tournament_cancelled_subject',
    'tournaments-messages:notify.tournament_cancelled_body',
  ],
  placed: ['tournaments-messages:notify.placed_subject', 'tournaments-messages:notify.placed_body'],
} as const satisfies Record<string, readonly [string, string]>;
export type TournamentNotice = keyof typeof NOTICES;

/**
 * Tells these people something about a tournament, each in their own language
 * (NOTICES, with `values` and the tournament's name), in-app, by push and by e-mail, linked to the public page when the tournament is public.
 */
export async function tellPlayers(
  change: Pick<TournamentChange, 'ctx' | 'trx' | 'row'>,
  userIds: readonly number[],
  notice: TournamentNotice,
  values: Record<string, string | number> = {},
): Promise<void> {
  const ids = [...new Set(userIds)].filter((id) => id !== change.ctx.actor?.id || notice === 'placed');
  if (ids.length === 0) return;
  const people = await listActiveLocales(change.trx, ids);
  const { row } = change;
  const link = toBool(row.is_public) ? `/public-tournaments/${row.id}` : null;
  for (const person of people) {
    const t = change.ctx.services.translator.t((person.locale === 'vi' ? 'vi' : 'en') as Locale);
    const all = { tournament: row.name, ...values };
    const [subject, body] = NOTICES[notice];
    await notify(change.trx, {
      category: 'tournament',
      subject: t(subject, all),
      content: t(body, all),
      link,
      channels: ['in_app', 'push', 'email'],
      recipientType: 'specific_users',
      recipients: { user_ids: [person.id] },
      createdBy: change.ctx.actor?.id ?? null,
      metadata: { tournament_id: row.id, notice },
    });
  }
}
