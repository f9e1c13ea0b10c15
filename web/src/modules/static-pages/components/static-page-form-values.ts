import {
  PUBLIC_PAGE_KEYS,
  STATIC_PAGE_LANGUAGES,
  type StaticPage,
  type StaticPageCreateInput,
  StaticPageCreateInputSchema,
  type StaticPageDraftInput,
  StaticPageDraftInputSchema,
  type StaticPageLanguage,
  type StaticPageType,
} from '@pickleball/domain';
import { z } from 'zod';

/** What the page form holds; `publish` is the button used, not a field. */
export interface StaticPageFormValues {
  type: StaticPageType;
  language: StaticPageLanguage;
  key: string;
  title: string;
  content: string;
  is_active: boolean;
}

/** A new page starts as terms in the language staff work in; an existing one as its draft. */
export function staticPageFormDefaults(page?: StaticPage, uiLanguage?: string): StaticPageFormValues {
  const language = STATIC_PAGE_LANGUAGES.find((candidate) => candidate === uiLanguage) ?? 'en';
  return {
    type: page?.type ?? 'terms',
    language: page?.language ?? language,
    key: page?.key ?? PUBLIC_PAGE_KEYS.terms,
    title: page?.title ?? '',
    content: page?.content ?? '',
    is_active: page?.is_active ?? true,
  };
}

/**
 * The key to suggest when the type changes from `previousType` to `type`: the public key of the
 * new type (`terms`, `privacy`), but only while the key is empty or still the previous type's
 * suggestion, so a key the author typed is never overwritten. Null: leave the key alone.
 */
export function suggestKey(type: StaticPageType, previousType: StaticPageType, key: string): string | null {
  const current = key.trim();
  if (current !== '' && current !== PUBLIC_PAGE_KEYS[previousType]) return null;
  const suggestion = PUBLIC_PAGE_KEYS[type];
  return suggestion === current ? null : suggestion;
}

const StaticPageCreateFieldsSchema = StaticPageCreateInputSchema.omit({ publish: true });
const StaticPageDraftFieldsSchema = StaticPageDraftInputSchema.omit({ publish: true });

/** Create: every field (the publish flag is added by the button used). */
export function createStaticPageCreateSchema() {
  return z
    .custom<StaticPageFormValues>()
    .transform((values): z.input<typeof StaticPageCreateFieldsSchema> => values)
    .pipe(StaticPageCreateFieldsSchema) as z.ZodType<
    Omit<StaticPageCreateInput, 'publish'>,
    StaticPageFormValues
  >;
}

/** Edit: the draft only; type and language are fixed after creation, so they are not sent. */
export function createStaticPageDraftSchema() {
  return z
    .custom<StaticPageFormValues>()
    .transform(
      ({ key, title, content, is_active }): z.input<typeof StaticPageDraftFieldsSchema> => ({
        key,
        title,
        content,
        is_active,
      }),
    )
    .pipe(StaticPageDraftFieldsSchema) as z.ZodType<
    Omit<StaticPageDraftInput, 'publish'>,
    StaticPageFormValues
  >;
}

/** An editor's HTML with no text in it (`<p></p>`, a table of empty cells) counts as empty. */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/** What to ask the preview for: the HTML once it has some text, else nothing. */
export function toPreviewContent(html: string): string | null {
  return hasText(html) ? html : null;
}
