/**
 * Reading static pages as staff see them: a page with its draft and its published version, the
 * list, the versions; the rows' shapes the writing side (static-pages.service.ts) shares.
 */
import {
  foldForSearch,
  PUBLIC_PAGE_KEYS,
  type StaticPage,
  type StaticPageLanguage,
  type StaticPageListQuery,
  type StaticPageSummary,
  type StaticPageType,
} from '@pickleball/domain';
import { sql } from 'kysely';
import { countRows } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText, toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { keysetPage, type SortKey } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';

export type PageRow = NonNullable<Awaited<ReturnType<typeof findPageRow>>>;

export function findPageRow(db: Db, id: number) {
  return db
    .selectFrom('static_pages as page')
    .leftJoin('users as saver', 'saver.id', 'page.draft_saved_by')
    .selectAll('page')
    .select(['saver.name as saver_name', 'saver.username as saver_username'])
    .where('page.id', '=', id)
    .executeTakeFirst();
}

export function findVersionRow(db: Db, pageId: number, version: number) {
  return db
    .selectFrom('static_page_versions as v')
    .leftJoin('users as publisher', 'publisher.id', 'v.published_by')
    .selectAll('v')
    .select(['publisher.name as publisher_name', 'publisher.username as publisher_username'])
    .where('v.page_id', '=', pageId)
    .where('v.version', '=', version)
    .executeTakeFirst();
}

export type VersionRow = NonNullable<Awaited<ReturnType<typeof findVersionRow>>>;

export function person(id: number | null, name: string | null, username: string | null) {
  return id !== null && name !== null && username !== null ? { id, name, username } : null;
}

/** Where the public reads a page: /terms and /privacy show the pages with those keys. */
export function publicPathOf(key: string, language: string): string | null {
  if (key !== PUBLIC_PAGE_KEYS.terms && key !== PUBLIC_PAGE_KEYS.privacy) return null;
  return language === 'vi' ? `/${key}?lang=vi` : `/${key}`;
}

export function toVersion(row: VersionRow) {
  return {
    version: row.version,
    title: row.title,
    published_at: toIso(row.published_at),
    published_by: person(row.published_by, row.publisher_name, row.publisher_username),
    restored_from: row.restored_from,
  };
}

export function toStaticPage(row: PageRow, published: VersionRow | undefined): StaticPage {
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
  const window = listWindow(query, sortToken(query.sort));
  const key: SortKey = { column: `page.${query.sort.field}`, id: 'page.id', direction: query.sort.direction };
  const [total, found] = await Promise.all([
    countRows(ctx.db, base),
    keysetPage(
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
        ]),
      key,
      window,
    ).execute(),
  ]);
  const { rows, meta } = pageOf(window, total, found);
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
  return { data, meta };
}

/** Sanitised, with some text left: the content a page may hold. */

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
