import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, QueryBooleanSchema, requiredString } from '../common/validation';

/**
 * Static pages (SPEC §3 Static page, §4, §5): the terms and privacy pages, one per language,
 * written by staff in a rich-text editor, kept as sanitised HTML. A page has a draft (what staff
 * edit) and a published version (what the public reads); publishing makes the draft live and
 * keeps the version with who and when. Type and language are fixed once created.
 */

export const STATIC_PAGE_TYPES = ['terms', 'privacy'] as const;
export type StaticPageType = (typeof STATIC_PAGE_TYPES)[number];

export const STATIC_PAGE_LANGUAGES = ['en', 'vi'] as const;
export type StaticPageLanguage = (typeof STATIC_PAGE_LANGUAGES)[number];

/** SPEC §5: lowercase letters, numbers and hyphens. Unique within a language (`terms` in en and vi). */
export const STATIC_PAGE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The public web routes show the pages with these keys. */
export const PUBLIC_PAGE_KEYS = { terms: 'terms', privacy: 'privacy' } as const;

/** The most HTML a page may hold (a long privacy policy is ~60 kB). */
export const STATIC_PAGE_CONTENT_MAX = 200_000;

const content = z
  .string({ error: 'required' })
  .max(STATIC_PAGE_CONTENT_MAX, 'string_max')
  .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, { message: 'required' });

export const StaticPageCreateInputSchema = z.object({
  type: z.enum(STATIC_PAGE_TYPES, { error: 'one_of' }),
  key: requiredString(100).regex(STATIC_PAGE_KEY_PATTERN, 'key_format'),
  language: z.enum(STATIC_PAGE_LANGUAGES, { error: 'one_of' }),
  title: requiredString(200),
  content,
  is_active: z.boolean({ error: 'invalid_type' }).default(true),
  /** true: the draft is published at once (version 1); false: saved as a draft only. */
  publish: z.boolean({ error: 'invalid_type' }).default(false),
});
export type StaticPageCreateInput = z.infer<typeof StaticPageCreateInputSchema>;

/** Saving the draft: type and language are not part of it (fixed after creation). */
export const StaticPageDraftInputSchema = z.object({
  key: requiredString(100).regex(STATIC_PAGE_KEY_PATTERN, 'key_format'),
  title: requiredString(200),
  content,
  is_active: z.boolean({ error: 'invalid_type' }),
  /** true: publish the saved draft in the same step. */
  publish: z.boolean({ error: 'invalid_type' }).default(false),
});
export type StaticPageDraftInput = z.infer<typeof StaticPageDraftInputSchema>;

export const StaticPageStatusInputSchema = z.object({ is_active: z.boolean({ error: 'invalid_type' }) });

const PersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const StaticPageSchema = z.object({
  id: z.number().int(),
  type: z.enum(STATIC_PAGE_TYPES),
  key: z.string(),
  language: z.enum(STATIC_PAGE_LANGUAGES),
  is_active: z.boolean(),
  /** The draft (what the editor shows). */
  title: z.string(),
  content: z.string(),
  draft_saved_at: z.string(),
  draft_saved_by: PersonSchema.nullable(),
  /** What the public reads; null until the first publish. */
  published: z
    .object({
      version: z.number().int(),
      title: z.string(),
      content: z.string(),
      published_at: z.string(),
      published_by: PersonSchema.nullable(),
    })
    .nullable(),
  /** The draft differs from the published version (or nothing is published yet). */
  has_unpublished_changes: z.boolean(),
  /** Where the public reads it, when it is one of the public keys: /terms, /privacy. */
  public_path: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaticPage = z.infer<typeof StaticPageSchema>;

/** A list row: no content. */
export const StaticPageSummarySchema = StaticPageSchema.omit({ content: true, published: true }).extend({
  published_version: z.number().int().nullable(),
  published_at: z.string().nullable(),
});
export type StaticPageSummary = z.infer<typeof StaticPageSummarySchema>;

export const StaticPageListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['title', 'key', 'updated_at', 'created_at', 'id'], '-updated_at'),
  type: z.enum(STATIC_PAGE_TYPES, { error: 'one_of' }).optional(),
  language: z.enum(STATIC_PAGE_LANGUAGES, { error: 'one_of' }).optional(),
  is_active: QueryBooleanSchema.optional(),
});
export type StaticPageListQuery = z.infer<typeof StaticPageListQuerySchema>;

export const StaticPageVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  published_at: z.string(),
  published_by: PersonSchema.nullable(),
  /** The version restored from, when this one was a restore. */
  restored_from: z.number().int().nullable(),
});
export type StaticPageVersion = z.infer<typeof StaticPageVersionSchema>;

export const StaticPageVersionDetailSchema = StaticPageVersionSchema.extend({ content: z.string() });

export const VersionParamsSchema = z.object({ id: IdSchema, version: IdSchema });

/** Compare two versions, or a version with the draft (`to=draft`). */
export const StaticPageCompareQuerySchema = z.object({
  from: IdSchema,
  to: z.union([z.literal('draft'), IdSchema], { error: 'invalid_value' }),
});

/** A line diff of the pages' text (headings, paragraphs, list items and table cells as lines). */
export const StaticPageDiffSchema = z.object({
  from: z.object({ version: z.number().int(), title: z.string() }),
  to: z.object({ version: z.union([z.number().int(), z.literal('draft')]), title: z.string() }),
  lines: z.array(z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() })),
  added: z.number().int(),
  removed: z.number().int(),
});
export type StaticPageDiff = z.infer<typeof StaticPageDiffSchema>;

/** GET /api/v1/pages/{key}?lang=vi: the published page for everyone. */
export const PublicPageQuerySchema = z.object({
  lang: z.enum(STATIC_PAGE_LANGUAGES, { error: 'one_of' }).optional(),
});

export const PublicPageSchema = z.object({
  key: z.string(),
  type: z.enum(STATIC_PAGE_TYPES),
  language: z.enum(STATIC_PAGE_LANGUAGES),
  /** The language asked for had no active page: this is the English one. */
  is_fallback: z.boolean(),
  title: z.string(),
  content: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type PublicPage = z.infer<typeof PublicPageSchema>;
