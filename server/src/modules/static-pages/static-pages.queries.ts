/**
 * Reading static pages as staff see them: a page with its draft and its published version, the
 * list, the versions; the rows' shapes the writing side (static-pages.service.ts) shares.
 */
import type {
  StaticPage,
  StaticPageLanguage,
  StaticPageListQuery,
  StaticPageSummary,
  StaticPageType,
} from '@pickleball/domain';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { person, publicPathOf, toStaticPage, toVersion } from './static-pages.mapper';
import {
  countStaticPages,
  findPageRow,
  findVersionRow,
  listStaticPagePage,
  listVersionRows,
} from './static-pages.repository';

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
