/**
 * Reading static pages as staff see them: a page with its draft and its published version, the
 * list, the versions; the rows' shapes the writing side (static-pages.service.ts) shares.
 */
import {
  PUBLIC_PAGE_KEYS,
  type StaticPage,
  type StaticPageLanguage,
  type StaticPageListQuery,
  type StaticPageSummary,
  type StaticPageType,
} from '@pickleball/domain';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import {
  countStaticPages,
  findPageRow,
  findVersionRow,
  listStaticPagePage,
  listVersionRows,
  type PageRow,
  type VersionRow,
} from './static-pages.repository';

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
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countStaticPages(ctx.db, query),
    listStaticPagePage(ctx.db, query, window),
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
  const rows = await listVersionRows(ctx.db, id);
  return rows.map(toVersion);
}

export async function getStaticPageVersion(ctx: ServiceContext, id: number, version: number) {
  const row = await findVersionRow(ctx.db, id, version);
  if (!row) throw notFound();
  return { ...toVersion(row), content: row.content };
}
