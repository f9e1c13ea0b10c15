/** Static pages (a draft each) and their published versions. */
import { foldForSearch, type StaticPageLanguage, type StaticPageListQuery } from '@pickleball/domain';
import { sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import type { StaticPagesTable, StaticPageVersionsTable } from './static-pages.table';

export type StaticPageValues = Omit<StaticPagesTable, 'id'>;

/** The page with the name of who saved its draft, if it exists. */
export function findPageRow(db: Db, id: number) {
  return db
    .selectFrom('static_pages as page')
    .leftJoin('users as saver', 'saver.id', 'page.draft_saved_by')
    .selectAll('page')
    .select(['saver.name as saver_name', 'saver.username as saver_username'])
    .where('page.id', '=', id)
    .executeTakeFirst();
}
export type PageRow = NonNullable<Awaited<ReturnType<typeof findPageRow>>>;

/** One version of a page with the name of who published it, if it exists. */
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

/** Every version of a page with the name of who published it, newest first. */
export async function listVersionRows(db: Db, pageId: number) {
  return db
    .selectFrom('static_page_versions as v')
    .leftJoin('users as publisher', 'publisher.id', 'v.published_by')
    .selectAll('v')
    .select(['publisher.name as publisher_name', 'publisher.username as publisher_username'])
    .where('v.page_id', '=', pageId)
    .orderBy('v.version', 'desc')
    .execute();
}

function filteredPages(db: Db, query: StaticPageListQuery) {
  let base = db.selectFrom('static_pages as page');
  if (query.type) base = base.where('page.type', '=', query.type);
  if (query.language) base = base.where('page.language', '=', query.language);
  if (query.is_active !== undefined) base = base.where('page.is_active', '=', query.is_active);
  if (query.search) base = base.where(containsText(sql.ref('page.search_text'), foldForSearch(query.search)));
  return base;
}

/** The total of the filtered list. */
export function countStaticPages(db: Db, query: StaticPageListQuery): Promise<Total> {
  return countRows(db, filteredPages(db, query));
}

/** One page of the filtered list and one row more (see db/keyset.ts), with saver and live version. */
export function listStaticPagePage(db: Db, query: StaticPageListQuery, start: PageStart) {
  const key: SortKey = { column: `page.${query.sort.field}`, id: 'page.id', direction: query.sort.direction };
  return keysetPage(
    filteredPages(db, query)
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
    start,
  ).execute();
}

/** A version's title and content, if it exists. */
export async function findVersionText(db: Db, pageId: number, version: number) {
  return db
    .selectFrom('static_page_versions')
    .select(['title', 'content'])
    .where('page_id', '=', pageId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** A page's draft title and content, if the page exists. */
export async function findDraftText(db: Db, id: number) {
  return db.selectFrom('static_pages').select(['title', 'content']).where('id', '=', id).executeTakeFirst();
}

/** The live version of the active page with this key in this language, if it is published. */
export async function findPublishedPageRow(db: Db, key: string, language: StaticPageLanguage) {
  return db
    .selectFrom('static_pages as page')
    .innerJoin('static_page_versions as live', (join) =>
      join.onRef('live.page_id', '=', 'page.id').onRef('live.version', '=', 'page.published_version'),
    )
    .select([
      'page.key',
      'page.type',
      'page.language',
      'live.title',
      'live.content',
      'live.version',
      'live.published_at',
    ])
    .where('page.key', '=', key)
    .where('page.language', '=', language)
    .where('page.is_active', '=', true)
    .executeTakeFirst();
}

/** A page's published version number (null when never published), if the page exists. */
export async function findPublishedVersion(db: Db, id: number) {
  return db.selectFrom('static_pages').select('published_version').where('id', '=', id).executeTakeFirst();
}

/** A page's highest version number (a row whose `version` is null when it has none). */
export async function findLatestVersion(db: Db, pageId: number) {
  return db
    .selectFrom('static_page_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('page_id', '=', pageId)
    .executeTakeFirst();
}

/** Writes a published version. */
export async function insertVersion(db: Db, values: Omit<StaticPageVersionsTable, 'id'>): Promise<void> {
  await db.insertInto('static_page_versions').values(values).execute();
}

/** Writes a page; answers its id. */
export async function insertStaticPage(db: Db, values: StaticPageValues): Promise<number> {
  const created = await db
    .insertInto('static_pages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Changes these columns of the page. */
export async function updateStaticPage(db: Db, id: number, values: Partial<StaticPageValues>): Promise<void> {
  await db.updateTable('static_pages').set(values).where('id', '=', id).execute();
}

/** Deletes the page (its versions go with it). */
export async function deleteStaticPageRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('static_pages').where('id', '=', id).execute();
}
