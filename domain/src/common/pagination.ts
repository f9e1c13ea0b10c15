import { z } from 'zod';
import { CURSOR_MAX_LENGTH, encodeListCursor } from './cursor';

export * from './cursor';

/** ARCHITECTURE.md: 15 rows by default; 10, 15, 25, 50 or 100 to choose. */
export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;
/** The most rows one download may hold. */
export const EXPORT_ROW_LIMIT = 100_000;

/**
 * Every list's `meta`. `total` is exact unless `total_is_estimate` says it is the database
 * planner's estimate (PostgreSQL, a filtered set past a bounded count): screens then say
 * "about N" and `last_page` is as approximate as the total. `next_cursor` continues after this
 * page in the same sort (`?cursor=`): null on the last page; the way to walk a whole list, as
 * its pages do not shift when rows are added or removed before them.
 */
export const PageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  total_is_estimate: z.boolean(),
  next_cursor: z.string().nullable(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export interface PageMetaOptions {
  /** The keyset cursor after this page (null: the last page). Without it, a cursor to page + 1. */
  nextCursor?: string | null;
  totalIsEstimate?: boolean;
}

export function buildPageMeta(
  page: number,
  perPage: number,
  total: number,
  options: PageMetaOptions = {},
): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // A list that pages by offset only still hands out a cursor: it stands for the next page number.
  const nextCursor =
    options.nextCursor !== undefined
      ? options.nextCursor
      : page < lastPage
        ? encodeListCursor({ p: page + 1 })
        : null;
  return {
    page,
    per_page: perPage,
    total,
    last_page: lastPage,
    total_is_estimate: options.totalIsEstimate ?? false,
    next_cursor: nextCursor,
  };
}

export interface SortSpec<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** `sort=name` or `sort=-created_at`, limited to the fields a list allows. */
export function sortSchema<const F extends string>(
  fields: readonly [F, ...F[]],
  fallback: `${'' | '-'}${NoInfer<F>}`,
) {
  const allowed = new Set<string>(fields);
  return z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => allowed.has(value.replace(/^-/, '')), { message: 'invalid_value' })
    .transform((value): SortSpec<F> => {
      const descending = value.startsWith('-');
      return { field: (descending ? value.slice(1) : value) as F, direction: descending ? 'desc' : 'asc' };
    });
}

/** `?cursor=`: the `meta.next_cursor` of the page before (see ./cursor); checked by the server. */
export const CursorParamSchema = z
  .string()
  .trim()
  .min(1, 'invalid_cursor')
  .max(CURSOR_MAX_LENGTH, 'invalid_cursor');

/**
 * The query every list accepts: page, per_page, search and cursor (which, when given, replaces
 * page). Modules add sort and filters.
 */
export const ListQueryShape = {
  page: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(1_000_000, 'number_max')
    .default(1),
  per_page: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { message: 'invalid_value' })
    .default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100, 'string_max').optional(),
  cursor: CursorParamSchema.optional(),
};

/** `{data}` with an optional message: the answer of every single-record call. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** `{data: [...], meta: {page, per_page, total, last_page, total_is_estimate, next_cursor}}`: every list's answer. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: PageMetaSchema });
}

export const MessageEnvelopeSchema = z.object({ message: z.string() });

export const ExportFormatSchema = z.enum(['xlsx', 'csv'], { error: 'invalid_value' }).default('xlsx');

/** Where the people reading an export live: its dates and times are written in this time zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const ExportTimeZoneSchema = z
  .string()
  .max(64, 'string_max')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'invalid_value')
  .default(DEFAULT_TIME_ZONE);

/** What an export adds to its list's filters and sort (`List.omit({page, per_page}).extend(...)`). */
export const ExportShape = { format: ExportFormatSchema, tz: ExportTimeZoneSchema };

/** `?tz=`: the reader's time zone for times the answer writes out (Viet Nam's when not named). */
export const TimeZoneQuerySchema = z.object({ tz: ExportTimeZoneSchema });
