/**
 * Reading static pages: two versions compared (or a version and the draft), the public's view of
 * a page by key and language (English when the language asked for has none, said so), and the
 * editor's preview (the HTML as it will be kept).
 */
import type { PublicPage, StaticPageDiff, StaticPageLanguage, StaticPageType } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { diffLines, pageLines, sanitizePageHtml } from './page-html';

async function versionText(db: Db, pageId: number, version: number) {
  const row = await db
    .selectFrom('static_page_versions')
    .select(['title', 'content'])
    .where('page_id', '=', pageId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function compareStaticPageVersions(
  ctx: ServiceContext,
  id: number,
  from: number,
  to: number | 'draft',
): Promise<StaticPageDiff> {
  const before = await versionText(ctx.db, id, from);
  let after: { title: string; content: string };
  if (to === 'draft') {
    const draft = await ctx.db
      .selectFrom('static_pages')
      .select(['title', 'content'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!draft) throw notFound();
    after = draft;
  } else after = await versionText(ctx.db, id, to);
  // The title is the first line: a renamed page shows as such.
  const lines = diffLines(
    [before.title, ...pageLines(before.content)],
    [after.title, ...pageLines(after.content)],
  );
  return {
    from: { version: from, title: before.title },
    to: { version: to, title: after.title },
    lines,
    added: lines.filter((line) => line.kind === 'added').length,
    removed: lines.filter((line) => line.kind === 'removed').length,
  };
}

/** The published page for everyone: active and published, in the language asked or else English. */
export async function findPublicPage(
  db: Db,
  key: string,
  language: StaticPageLanguage,
): Promise<PublicPage | null> {
  // The visitor's language first, then the other: a page published in one language only is shown
  // to everyone (with a note that it is in another language), never a 404 while it exists.
  const languages: StaticPageLanguage[] = language === 'en' ? ['en', 'vi'] : [language, 'en'];
  for (const candidate of languages) {
    const row = await db
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
      .where('page.language', '=', candidate)
      .where('page.is_active', '=', true)
      .executeTakeFirst();
    if (row)
      return {
        key: row.key,
        type: row.type as StaticPageType,
        language: row.language as StaticPageLanguage,
        is_fallback: candidate !== language,
        title: row.title,
        content: row.content,
        version: row.version,
        updated_at: toIso(row.published_at),
      };
  }
  return null;
}

export function previewStaticPage(content: string): { content: string } {
  return { content: sanitizePageHtml(content) };
}
