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
import { diffLines, pageLines, sanitizePageHtml } from './static-pages.page-html';
import { findDraftText, findPublishedPageRow, findVersionText } from './static-pages.repository';

async function versionText(db: Db, pageId: number, version: number) {
  const row = await findVersionText(db, pageId, version);
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
    const draft = await findDraftText(ctx.db, id);
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
    const row = await findPublishedPageRow(db, key, candidate);
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
