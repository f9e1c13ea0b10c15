/** Static pages and their versions as the API speaks them, shaped by one file. */
import {
  PUBLIC_PAGE_KEYS,
  type StaticPage,
  type StaticPageLanguage,
  type StaticPageType,
} from '@pickleball/domain';
import { toBool, toIso } from '../../db/dialect';
import type { PageRow, VersionRow } from './static-pages.repository';

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
