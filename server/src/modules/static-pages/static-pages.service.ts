/**
 * Static pages. Rules owned here:
 * - the HTML is sanitised on the server, on every save (static-pages.page-html.ts); a page with no text is empty;
 * - a key is unique within its language (`terms` in English and in Vietnamese are one page's two
 *   languages); type and language are fixed once created (SPEC §4);
 * - saving changes the draft only; publishing makes the draft the live version and keeps it, with
 *   who and when, as version n+1; restoring an old version publishes its text again as a new
 *   version (history is never rewritten); nothing is published twice unchanged;
 * - inactive pages and pages never published are not visible to the public (SPEC §4);
 * - every change (saved, published, switched on or off, restored, deleted) reaches staff watching
 *   the pages live (`static_page.updated` / `static_page.deleted` on resource:static-pages) once
 *   it committed.
 */
import {
  buildSearchText,
  resourceRoom,
  type StaticPage,
  type StaticPageCreateInput,
  type StaticPageDraftInput,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso, toBool, toInt } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { PendingEvents } from '../../platform/realtime';
import { pageLines, sanitizePageHtml } from './static-pages.page-html';
import { getStaticPage } from './static-pages.queries';
import {
  deleteStaticPageRow,
  findLatestVersion,
  findPageRow,
  findPublishedVersion,
  findVersionRow,
  insertStaticPage,
  insertVersion,
  updateStaticPage,
} from './static-pages.repository';

function cleanContent(content: string): string {
  const clean = sanitizePageHtml(content);
  if (pageLines(clean).length === 0) throw fieldError('content', 'required');
  return clean;
}

/** Makes the draft (or the given text) the live version n+1, inside the caller's transaction. */
async function publishVersion(
  trx: Db,
  ctx: ServiceContext,
  pageId: number,
  text: { title: string; content: string },
  restoredFrom: number | null,
): Promise<number> {
  const latest = await findLatestVersion(trx, pageId);
  const version = toInt(latest?.version) + 1;
  const now = nowIso();
  await insertVersion(trx, {
    page_id: pageId,
    version,
    title: text.title,
    content: text.content,
    restored_from: restoredFrom,
    published_by: ctx.actor?.id ?? null,
    published_at: now,
  });
  await updateStaticPage(trx, pageId, { published_version: version, updated_at: now });
  await recordAudit(trx, ctx, {
    model: 'static_page',
    recordId: pageId,
    event: 'updated',
    newValues: { published_version: version, ...(restoredFrom ? { restored_from: restoredFrom } : {}) },
  });
  return version;
}

/** Tells staff watching the pages (published after the commit). */
function announcePage(pending: PendingEvents, id: number, deleted = false): void {
  pending.add(
    resourceRoom('static-pages'),
    deleted
      ? { type: 'static_page.deleted', id, data: { id } }
      : { type: 'static_page.updated', id, data: { id } },
  );
}

/** A write in one transaction; what it queued in `pending` is published once it committed. */
async function runWrite<T>(
  ctx: ServiceContext,
  work: (trx: Db, pending: PendingEvents) => Promise<T>,
): Promise<T> {
  try {
    const result = await runChange(ctx, (trx, pending) => work(trx, pending));
    return result;
  } catch (error) {
    // (key, language) is unique; so is (page, version) when two people publish at once.
    if (isUniqueViolation(error)) {
      const text = String((error as { message?: unknown }).message ?? '');
      if (/version/.test(text)) throw new AppError('conflict');
      throw fieldError('key', 'key_taken');
    }
    throw error;
  }
}

export async function createStaticPage(
  ctx: ServiceContext,
  input: StaticPageCreateInput,
): Promise<StaticPage> {
  const content = cleanContent(input.content);
  const now = nowIso();
  const id = await runWrite(ctx, async (trx, pending) => {
    const created = await insertStaticPage(trx, {
      type: input.type,
      key: input.key,
      language: input.language,
      is_active: input.is_active,
      title: input.title,
      content,
      search_text: buildSearchText([input.title, input.key, pageLines(content).join(' ')]),
      draft_saved_at: now,
      draft_saved_by: ctx.actor?.id ?? null,
      published_version: null,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(trx, ctx, {
      model: 'static_page',
      recordId: created,
      event: 'created',
      newValues: {
        type: input.type,
        key: input.key,
        language: input.language,
        title: input.title,
        is_active: input.is_active,
      },
    });
    if (input.publish) await publishVersion(trx, ctx, created, { title: input.title, content }, null);
    announcePage(pending, created);
    return created;
  });
  return getStaticPage(ctx, id);
}

export async function saveStaticPageDraft(
  ctx: ServiceContext,
  id: number,
  input: StaticPageDraftInput,
): Promise<StaticPage> {
  const content = cleanContent(input.content);
  await runWrite(ctx, async (trx, pending) => {
    const row = await findPageRow(trx, id);
    if (!row) throw notFound();
    const now = nowIso();
    await updateStaticPage(trx, id, {
      key: input.key,
      title: input.title,
      content,
      is_active: input.is_active,
      search_text: buildSearchText([input.title, input.key, pageLines(content).join(' ')]),
      draft_saved_at: now,
      draft_saved_by: ctx.actor?.id ?? null,
      updated_at: now,
    });
    await recordAudit(trx, ctx, {
      model: 'static_page',
      recordId: id,
      event: 'updated',
      oldValues: { key: row.key, title: row.title, is_active: toBool(row.is_active) },
      newValues: { key: input.key, title: input.title, is_active: input.is_active, draft: true },
    });
    if (input.publish) await publishIfChanged(trx, ctx, id, { title: input.title, content });
    announcePage(pending, id);
  });
  return getStaticPage(ctx, id);
}

async function publishIfChanged(
  trx: Db,
  ctx: ServiceContext,
  id: number,
  draft: { title: string; content: string },
) {
  const row = await findPublishedVersion(trx, id);
  const live = row?.published_version ? await findVersionRow(trx, id, row.published_version) : undefined;
  if (live && live.title === draft.title && live.content === draft.content)
    throw new AppError('static_page.nothing_to_publish');
  await publishVersion(trx, ctx, id, draft, null);
}

export async function publishStaticPage(ctx: ServiceContext, id: number): Promise<StaticPage> {
  await runWrite(ctx, async (trx, pending) => {
    const row = await findPageRow(trx, id);
    if (!row) throw notFound();
    await publishIfChanged(trx, ctx, id, { title: row.title, content: row.content });
    announcePage(pending, id);
  });
  return getStaticPage(ctx, id);
}

export async function setStaticPageStatus(
  ctx: ServiceContext,
  id: number,
  isActive: boolean,
): Promise<StaticPage> {
  await runWrite(ctx, async (trx, pending) => {
    const row = await findPageRow(trx, id);
    if (!row) throw notFound();
    await updateStaticPage(trx, id, { is_active: isActive, updated_at: nowIso() });
    await recordAudit(trx, ctx, {
      model: 'static_page',
      recordId: id,
      event: 'updated',
      oldValues: { is_active: toBool(row.is_active) },
      newValues: { is_active: isActive },
    });
    announcePage(pending, id);
  });
  return getStaticPage(ctx, id);
}

export async function deleteStaticPage(ctx: ServiceContext, id: number): Promise<void> {
  await runWrite(ctx, async (trx, pending) => {
    const row = await findPageRow(trx, id);
    if (!row) throw notFound();
    await deleteStaticPageRow(trx, id);
    await recordAudit(trx, ctx, {
      model: 'static_page',
      recordId: id,
      event: 'deleted',
      oldValues: { type: row.type, key: row.key, language: row.language, title: row.title },
    });
    announcePage(pending, id, true);
  });
}

export async function restoreStaticPageVersion(
  ctx: ServiceContext,
  id: number,
  version: number,
): Promise<StaticPage> {
  await runWrite(ctx, async (trx, pending) => {
    const old = await findVersionRow(trx, id, version);
    if (!old) throw notFound();
    const now = nowIso();
    await updateStaticPage(trx, id, {
      title: old.title,
      content: old.content,
      draft_saved_at: now,
      draft_saved_by: ctx.actor?.id ?? null,
      updated_at: now,
    });
    await publishVersion(trx, ctx, id, { title: old.title, content: old.content }, version);
    announcePage(pending, id);
  });
  return getStaticPage(ctx, id);
}
