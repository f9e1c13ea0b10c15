/**
 * Static pages. Rules owned here:
 * - the HTML is sanitised on the server, on every save (page-html.ts); a page with no text is empty;
 * - a key is unique within its language (`terms` in English and in Vietnamese are one page's two
 *   languages); type and language are fixed once created (SPEC §4);
 * - saving changes the draft only; publishing makes the draft the live version and keeps it, with
 *   who and when, as version n+1; restoring an old version publishes its text again as a new
 *   version (history is never rewritten); nothing is published twice unchanged;
 * - inactive pages and pages never published are not visible to the public (SPEC §4).
 */
import {
  buildPageMeta,
  buildSearchText,
  foldForSearch,
  PUBLIC_PAGE_KEYS,
  type StaticPage,
  type StaticPageCreateInput,
  type StaticPageDraftInput,
  type StaticPageLanguage,
  type StaticPageListQuery,
  type StaticPageSummary,
  type StaticPageType,
} from '@pickleball/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsText, isUniqueViolation, nowIso, toBool, toInt, toIso, toIsoOrNull } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { pageLines, sanitizePageHtml } from './page-html';

type PageRow = NonNullable<Awaited<ReturnType<typeof findPageRow>>>;

function findPageRow(db: Db, id: number) {
  return db
    .selectFrom('static_pages as page')
    .leftJoin('users as saver', 'saver.id', 'page.draft_saved_by')
    .selectAll('page')
    .select(['saver.name as saver_name', 'saver.username as saver_username'])
    .where('page.id', '=', id)
    .executeTakeFirst();
}

function findVersionRow(db: Db, pageId: number, version: number) {
  return db
    .selectFrom('static_page_versions as v')
    .leftJoin('users as publisher', 'publisher.id', 'v.published_by')
    .selectAll('v')
    .select(['publisher.name as publisher_name', 'publisher.username as publisher_username'])
    .where('v.page_id', '=', pageId)
    .where('v.version', '=', version)
    .executeTakeFirst();
}

type VersionRow = NonNullable<Awaited<ReturnType<typeof findVersionRow>>>;

function person(id: number | null, name: string | null, username: string | null) {
  return id !== null && name !== null && username !== null ? { id, name, username } : null;
}

/** Where the public reads a page: /terms and /privacy show the pages with those keys. */
export function publicPathOf(key: string, language: string): string | null {
  if (key !== PUBLIC_PAGE_KEYS.terms && key !== PUBLIC_PAGE_KEYS.privacy) return null;
  return language === 'vi' ? `/${key}?lang=vi` : `/${key}`;
}

function toVersion(row: VersionRow) {
  return {
    version: row.version,
    title: row.title,
    published_at: toIso(row.published_at),
    published_by: person(row.published_by, row.publisher_name, row.publisher_username),
    restored_from: row.restored_from,
  };
}

function toStaticPage(row: PageRow, published: VersionRow | undefined): StaticPage {
  return {
    id: row.id,
    type: row.type as StaticPageType,
    key: row.key,
    language: row.language as StaticPageLanguage,
    is_active: toBool(row.is_active),
    title: row.title,
    content: row.content,
    draft_saved_at: toIso(row.draft_saved_at),
    draft_saved_by: person(row.draft_saved_by, row.saver_name, row.saver_username),
    published: published
      ? {
          version: published.version,
          title: published.title,
          content: published.content,
          published_at: toIso(published.published_at),
          published_by: person(
            published.published_by,
            published.publisher_name,
            published.publisher_username,
          ),
        }
      : null,
    has_unpublished_changes: !published || published.title !== row.title || published.content !== row.content,
    public_path: publicPathOf(row.key, row.language),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export async function getStaticPage(ctx: ServiceContext, id: number): Promise<StaticPage> {
  const row = await findPageRow(ctx.db, id);
  if (!row) throw notFound();
  const published = row.published_version
    ? await findVersionRow(ctx.db, id, row.published_version)
    : undefined;
  return toStaticPage(row, published);
}

export async function listStaticPages(ctx: ServiceContext, query: StaticPageListQuery) {
  let base = ctx.db.selectFrom('static_pages as page');
  if (query.type) base = base.where('page.type', '=', query.type);
  if (query.language) base = base.where('page.language', '=', query.language);
  if (query.is_active !== undefined) base = base.where('page.is_active', '=', query.is_active);
  if (query.search) base = base.where(containsText(sql.ref('page.search_text'), foldForSearch(query.search)));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as saver', 'saver.id', 'page.draft_saved_by')
      .leftJoin('static_page_versions as live', (join) =>
        join.onRef('live.page_id', '=', 'page.id').onRef('live.version', '=', 'page.published_version'),
      )
      .selectAll('page')
      .select([
        'saver.name as saver_name',
        'saver.username as saver_username',
        'live.title as live_title',
        'live.published_at as live_published_at',
        // Compared in the database: the list never reads the pages' HTML.
        sql<boolean>`case when live.id is not null and live.title = page.title and live.content = page.content then 1 else 0 end`.as(
          'is_published_as_is',
        ),
      ])
      .orderBy(`page.${query.sort.field}`, query.sort.direction)
      .orderBy('page.id', query.sort.direction)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
  ]);
  const data: StaticPageSummary[] = rows.map((row) => ({
    id: row.id,
    type: row.type as StaticPageType,
    key: row.key,
    language: row.language as StaticPageLanguage,
    is_active: toBool(row.is_active),
    title: row.title,
    draft_saved_at: toIso(row.draft_saved_at),
    draft_saved_by: person(row.draft_saved_by, row.saver_name, row.saver_username),
    has_unpublished_changes: !toBool(row.is_published_as_is),
    public_path: publicPathOf(row.key, row.language),
    published_version: row.published_version,
    published_at: toIsoOrNull(row.live_published_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }));
  return { data, meta: buildPageMeta(query.page, query.per_page, toInt(total)) };
}

/** Sanitised, with some text left: the content a page may hold. */
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
  const latest = await trx
    .selectFrom('static_page_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  const version = toInt(latest?.version) + 1;
  const now = nowIso();
  await trx
    .insertInto('static_page_versions')
    .values({
      page_id: pageId,
      version,
      title: text.title,
      content: text.content,
      restored_from: restoredFrom,
      published_by: ctx.actor?.id ?? null,
      published_at: now,
    })
    .execute();
  await trx
    .updateTable('static_pages')
    .set({ published_version: version, updated_at: now })
    .where('id', '=', pageId)
    .execute();
  await recordAudit(trx, ctx, {
    model: 'static_page',
    recordId: pageId,
    event: 'updated',
    newValues: { published_version: version, ...(restoredFrom ? { restored_from: restoredFrom } : {}) },
  });
  return version;
}

async function runWrite<T>(ctx: ServiceContext, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction().execute(work);
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
  const id = await runWrite(ctx, async (trx) => {
    const created = await trx
      .insertInto('static_pages')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, {
      model: 'static_page',
      recordId: created.id,
      event: 'created',
      newValues: {
        type: input.type,
        key: input.key,
        language: input.language,
        title: input.title,
        is_active: input.is_active,
      },
    });
    if (input.publish) await publishVersion(trx, ctx, created.id, { title: input.title, content }, null);
    return created.id;
  });
  return getStaticPage(ctx, id);
}

export async function saveStaticPageDraft(
  ctx: ServiceContext,
  id: number,
  input: StaticPageDraftInput,
): Promise<StaticPage> {
  const content = cleanContent(input.content);
  await runWrite(ctx, async (trx) => {
    const row = await findPageRow(trx, id);
    if (!row) throw notFound();
    const now = nowIso();
    await trx
      .updateTable('static_pages')
      .set({
        key: input.key,
        title: input.title,
        content,
        is_active: input.is_active,
        search_text: buildSearchText([input.title, input.key, pageLines(content).join(' ')]),
        draft_saved_at: now,
        draft_saved_by: ctx.actor?.id ?? null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, ctx, {
      model: 'static_page',
      recordId: id,
      event: 'updated',
      oldValues: { key: row.key, title: row.title, is_active: toBool(row.is_active) },
      newValues: { key: input.key, title: input.title, is_active: input.is_active, draft: true },
    });
    if (input.publish) await publishIfChanged(trx, ctx, id, { title: input.title, content });
  });
  return getStaticPage(ctx, id);
}

async function publishIfChanged(
  trx: Db,
  ctx: ServiceContext,
  id: number,
  draft: { title: string; content: string },
) {
  const row = await trx
    .selectFrom('static_pages')
    .select('published_version')
    .where('id', '=', id)
    .executeTakeFirst();
  const live = row?.published_version ? await findVersionRow(trx, id, row.published_version) : undefined;
  if (live && live.title === draft.title && live.content === draft.content)
    throw new AppError('static_page.nothing_to_publish');
  await publishVersion(trx, ctx, id, draft, null);
}

export async function publishStaticPage(ctx: ServiceContext, id: number): Promise<StaticPage> {
  await runWrite(ctx, async (trx) => {
    const row = await findPageRow(trx, id);
    if (!row) throw notFound();
    await publishIfChanged(trx, ctx, id, { title: row.title, content: row.content });
  });
  return getStaticPage(ctx, id);
}

export async function setStaticPageStatus(
  ctx: ServiceContext,
  id: number,
  isActive: boolean,
): Promise<StaticPage> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findPageRow(trx, id);
    if (!row) throw notFound();
    await trx
      .updateTable('static_pages')
      .set({ is_active: isActive, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, ctx, {
      model: 'static_page',
      recordId: id,
      event: 'updated',
      oldValues: { is_active: toBool(row.is_active) },
      newValues: { is_active: isActive },
    });
  });
  return getStaticPage(ctx, id);
}

export async function deleteStaticPage(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findPageRow(trx, id);
    if (!row) throw notFound();
    await trx.deleteFrom('static_pages').where('id', '=', id).execute();
    await recordAudit(trx, ctx, {
      model: 'static_page',
      recordId: id,
      event: 'deleted',
      oldValues: { type: row.type, key: row.key, language: row.language, title: row.title },
    });
  });
}

export async function listStaticPageVersions(ctx: ServiceContext, id: number) {
  if (!(await findPageRow(ctx.db, id))) throw notFound();
  const rows = await ctx.db
    .selectFrom('static_page_versions as v')
    .leftJoin('users as publisher', 'publisher.id', 'v.published_by')
    .selectAll('v')
    .select(['publisher.name as publisher_name', 'publisher.username as publisher_username'])
    .where('v.page_id', '=', id)
    .orderBy('v.version', 'desc')
    .execute();
  return rows.map(toVersion);
}

export async function getStaticPageVersion(ctx: ServiceContext, id: number, version: number) {
  const row = await findVersionRow(ctx.db, id, version);
  if (!row) throw notFound();
  return { ...toVersion(row), content: row.content };
}

export async function restoreStaticPageVersion(
  ctx: ServiceContext,
  id: number,
  version: number,
): Promise<StaticPage> {
  await runWrite(ctx, async (trx) => {
    const old = await findVersionRow(trx, id, version);
    if (!old) throw notFound();
    const now = nowIso();
    await trx
      .updateTable('static_pages')
      .set({
        title: old.title,
        content: old.content,
        draft_saved_at: now,
        draft_saved_by: ctx.actor?.id ?? null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await publishVersion(trx, ctx, id, { title: old.title, content: old.content }, version);
  });
  return getStaticPage(ctx, id);
}
