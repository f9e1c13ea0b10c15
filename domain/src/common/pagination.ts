import { z } from 'zod';

/** ARCHITECTURE.md: 15 rows by default; 10, 15, 25, 50 or 100 to choose. */
export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;
/** The most rows one download may hold. */
export const EXPORT_ROW_LIMIT = 100_000;

export const PageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export function buildPageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
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

/** The query every list accepts: page, per_page, search. Modules add sort and filters. */
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
};

/** `{data}` with an optional message: the answer of every single-record call. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** `{data: [...], meta: {page, per_page, total, last_page}}`: the answer of every list. */
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
