import type { Generated } from 'kysely';

export interface StaticPagesTable {
  id: Generated<number>;
  type: string;
  key: string;
  language: string;
  is_active: boolean;
  /** The draft's title and sanitised HTML. */
  title: string;
  content: string;
  /** Title, key and text folded for search. */
  search_text: string;
  draft_saved_at: string;
  draft_saved_by: number | null;
  published_version: number | null;
  created_at: string;
  updated_at: string;
}

export interface StaticPageVersionsTable {
  id: Generated<number>;
  page_id: number;
  version: number;
  title: string;
  content: string;
  restored_from: number | null;
  published_by: number | null;
  published_at: string;
}

declare module '../../db/database' {
  interface Database {
    static_pages: StaticPagesTable;
    static_page_versions: StaticPageVersionsTable;
  }
}
