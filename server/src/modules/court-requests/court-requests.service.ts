/**
 * Court registration requests (SPEC §4 "Court request"; issue 5 §3–4). Rules owned here:
 * - anyone may submit one, at most 5 an hour from one address; a filled honeypot is refused;
 *   the applicant gets a reference number and an e-mail in the language they applied in;
 * - a request waiting more than 7 days is urgent;
 * - approving creates the court from the request in the same transaction and links it;
 *   rejecting needs a reason, requesting changes feedback (each ≥ 10 characters), and both
 *   e-mail the applicant; requesting changes sends a new private link to edit and resubmit,
 *   which puts the request back in review;
 * - e-mails come from the court request e-mail templates and are jobs in the same transaction
 *   (never lost, retried); every step is audited and written to the request's history, with
 *   staff comments;
 * - every change (a submission, a review step, a comment, the applicant's resubmission) reaches
 *   staff watching the requests live (`court_request.updated` on resource:court-requests), and
 *   an approval's new court the courts list (`court.updated`), once it committed.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type CourtRequest,
  type CourtRequestEventType,
  type CourtRequestInput,
  type CourtRequestListQuery,
  type CourtRequestStatus,
  resourceRoom,
  type SystemEmailKey,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/jobs';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { toCourtDataValues } from '../courts/courts.mapper';
import { insertCourtRecord } from '../courts/courts.service';
import { renderEmail } from '../email-templates/email-templates.system';
import { searchText, splitInput, toCourtRequest, toRequestData } from './court-requests.mapper';
import {
  type CourtRequestRow,
  claimRequest,
  countRequests,
  findRequestByTokenHash,
  findRequestRow,
  getRequestCounts,
  insertRequest,
  insertRequestEvent,
  listRequestPage,
  updateRequest,
} from './court-requests.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
const editLink = (ctx: ServiceContext, token: string) => `${ctx.meta.origin}/register-court/edit/${token}`;

/** Tells staff watching the requests (published after the commit). */
function announceRequest(pending: PendingEvents, id: number): void {
  pending.add(resourceRoom('court-requests'), { type: 'court_request.updated', id, data: { id } });
}

async function loadRequest(db: Db, id: number): Promise<CourtRequest> {
  const row = await findRequestRow(db, id);
  if (!row) throw notFound();
  return toCourtRequest(db, row);
}

const MAILS = {
  received: 'court_request.received',
  approved: 'court_request.approved',
  rejected: 'court_request.rejected',
  changes: 'court_request.changes_requested',
} as const satisfies Record<string, SystemEmailKey>;

/** Queues an e-mail to the applicant from its e-mail template, in the language they applied in. */
async function mailApplicant(
  db: Db,
  row: Pick<CourtRequestRow, 'applicant_email' | 'applicant_name' | 'locale' | 'reference' | 'data'>,
  template: keyof typeof MAILS,
  values: Record<string, string> = {},
) {
  const mail = await renderEmail(db, MAILS[template], row.locale === 'vi' ? 'vi' : 'en', {
    name: row.applicant_name,
    reference: row.reference ?? '',
    court: toRequestData(row as CourtRequestRow).name,
    ...values,
  });
  await enqueueJob(db, 'mail.send', { to: row.applicant_email, ...mail });
}

function recordEvent(
  db: Db,
  requestId: number,
  type: CourtRequestEventType,
  actorId: number | null,
  note: string | null = null,
) {
  return insertRequestEvent(db, {
    request_id: requestId,
    type,
    actor_id: actorId,
    note,
    created_at: nowIso(),
  });
}

export async function submitCourtRequest(ctx: ServiceContext, input: CourtRequestInput) {
  if (input.company_website) throw new AppError('bad_request');
  const wait = ctx.services.limiters.courtRequests.hit(ctx.meta.ip);
  if (wait > 0)
    throw new AppError('court_request.too_many', {
      values: { count: Math.max(1, Math.ceil(wait / 60)) },
      headers: { 'retry-after': String(wait) },
    });
  const { data, applicant } = splitInput(input);
  toCourtDataValues(data); // the place must be an official province and ward
  const token = newToken();
  const now = nowIso();
  const reference = await runChange(ctx, async (trx, pending) => {
    const id = await insertRequest(trx, {
      reference: null,
      status: 'pending',
      data: JSON.stringify(data),
      applicant_name: applicant.name,
      applicant_email: applicant.email,
      applicant_phone: applicant.phone,
      locale: ctx.locale,
      review_notes: null,
      feedback: null,
      created_court_id: null,
      edit_token_hash: hashToken(token),
      search_text: searchText(data, applicant, null),
      ip_address: ctx.meta.ip,
      reviewed_by: null,
      submitted_at: now,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    });
    const reference = `CR-${now.slice(0, 4)}-${String(id).padStart(6, '0')}`;
    await updateRequest(trx, id, { reference, search_text: searchText(data, applicant, reference) });
    await recordEvent(trx, id, 'submitted', null);
    const row = (await findRequestRow(trx, id)) as CourtRequestRow;
    await recordAudit(trx, ctx, {
      model: 'court_request',
      recordId: id,
      event: 'created',
      newValues: { reference, ...data },
    });
    await mailApplicant(trx, row, 'received', { link: editLink(ctx, token) });
    announceRequest(pending, id);
    return reference;
  });
  return { reference, status: 'pending' as const };
}

export async function listCourtRequests(ctx: ServiceContext, query: CourtRequestListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countRequests(ctx.db, query),
    listRequestPage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const data = await Promise.all(rows.map((row) => toCourtRequest(ctx.db, row)));
  return { data, meta };
}

export const getCourtRequest = (ctx: ServiceContext, id: number) => loadRequest(ctx.db, id);

export async function getCourtRequestStats(ctx: ServiceContext) {
  const { byStatus, urgent } = await getRequestCounts(ctx.db);
  const count = (status: CourtRequestStatus) => byStatus.get(status) ?? 0;
  return {
    total: [...byStatus.values()].reduce((sum, value) => sum + value, 0),
    pending: count('pending'),
    urgent,
    approved: count('approved'),
    rejected: count('rejected'),
    needs_modification: count('needs_modification'),
  };
}

/** One review step: lock-free (the status check in the update's WHERE decides the race). */
async function review(
  ctx: ServiceContext,
  id: number,
  from: readonly CourtRequestStatus[],
  step: (trx: Db, row: CourtRequestRow, actorId: number, pending: PendingEvents) => Promise<void>,
): Promise<CourtRequest> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    const row = await findRequestRow(trx, id);
    if (!row) throw notFound();
    if (!from.includes(row.status as CourtRequestStatus))
      throw new AppError('court_request.already_processed');
    const claimed = await claimRequest(trx, id, row.status, nowIso());
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('court_request.already_processed');
    await step(trx, row, actor.id, pending);
    announceRequest(pending, id);
  });
  return loadRequest(ctx.db, id);
}

function audit(
  ctx: ServiceContext,
  db: Db,
  row: CourtRequestRow,
  status: CourtRequestStatus,
  note?: string | null,
) {
  return recordAudit(db, ctx, {
    model: 'court_request',
    recordId: row.id,
    event: 'updated',
    oldValues: { status: row.status },
    newValues: { status, ...(note ? { note } : {}) },
  });
}

export const approveCourtRequest = (ctx: ServiceContext, id: number, notes: string | undefined) =>
  review(ctx, id, ['pending'], async (trx, row, actorId, pending) => {
    const courtId = await insertCourtRecord(
      trx,
      ctx,
      pending,
      { ...toRequestData(row), status: 'active', is_active: true, sort_order: 0 },
      { createdBy: actorId },
    );
    const now = nowIso();
    await updateRequest(trx, id, {
      status: 'approved',
      created_court_id: courtId,
      review_notes: notes || null,
      reviewed_by: actorId,
      reviewed_at: now,
    });
    await recordEvent(trx, id, 'approved', actorId, notes || null);
    await audit(ctx, trx, row, 'approved', notes);
    await mailApplicant(trx, row, 'approved');
  });

export const rejectCourtRequest = (ctx: ServiceContext, id: number, reason: string) =>
  review(ctx, id, ['pending', 'needs_modification'], async (trx, row, actorId) => {
    await updateRequest(trx, id, {
      status: 'rejected',
      review_notes: reason,
      reviewed_by: actorId,
      reviewed_at: nowIso(),
    });
    await recordEvent(trx, id, 'rejected', actorId, reason);
    await audit(ctx, trx, row, 'rejected', reason);
    await mailApplicant(trx, row, 'rejected', { reason });
  });

export const requestCourtChanges = (ctx: ServiceContext, id: number, feedback: string) =>
  review(ctx, id, ['pending'], async (trx, row, actorId) => {
    // A new private link: only the latest e-mail's link edits the request.
    const token = newToken();
    await updateRequest(trx, id, {
      status: 'needs_modification',
      feedback,
      reviewed_by: actorId,
      reviewed_at: nowIso(),
      edit_token_hash: hashToken(token),
    });
    await recordEvent(trx, id, 'changes_requested', actorId, feedback);
    await audit(ctx, trx, row, 'needs_modification', feedback);
    await mailApplicant(trx, row, 'changes', { feedback, link: editLink(ctx, token) });
  });

export async function commentOnCourtRequest(
  ctx: ServiceContext,
  id: number,
  body: string,
): Promise<CourtRequest> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    if (!(await findRequestRow(trx, id))) throw notFound();
    await recordEvent(trx, id, 'commented', actor.id, body);
    await recordAudit(trx, ctx, {
      model: 'court_request',
      recordId: id,
      event: 'updated',
      newValues: { comment: body },
    });
    announceRequest(pending, id);
  });
  return loadRequest(ctx.db, id);
}

/** What the applicant sees through their private link. */
export async function getRequestByToken(ctx: ServiceContext, token: string) {
  const row = await findRequestByTokenHash(ctx.db, hashToken(token));
  if (!row) throw notFound();
  const request = await toCourtRequest(ctx.db, row);
  const { reference, status, court, applicant, feedback, submitted_at } = request;
  return { reference, status, court, applicant, feedback, submitted_at };
}

/** The applicant's corrected request, back in review. */
export async function resubmitRequest(ctx: ServiceContext, token: string, input: CourtRequestInput) {
  const { data, applicant } = splitInput(input);
  toCourtDataValues(data);
  await runChange(ctx, async (trx, pending) => {
    const row = await findRequestByTokenHash(trx, hashToken(token));
    if (!row) throw notFound();
    if (row.status !== 'needs_modification') throw new AppError('court_request.not_editable');
    const now = nowIso();
    await updateRequest(trx, row.id, {
      status: 'pending',
      data: JSON.stringify(data),
      applicant_name: applicant.name,
      applicant_email: applicant.email,
      applicant_phone: applicant.phone,
      search_text: searchText(data, applicant, row.reference),
      submitted_at: now,
      updated_at: now,
    });
    await recordEvent(trx, row.id, 'resubmitted', null);
    await recordAudit(trx, ctx, {
      model: 'court_request',
      recordId: row.id,
      event: 'updated',
      oldValues: { status: row.status },
      newValues: { status: 'pending', ...data },
    });
    announceRequest(pending, row.id);
  });
  return getRequestByToken(ctx, token);
}
