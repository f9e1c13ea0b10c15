import { z } from 'zod';
import { ExportFormatSchema, ExportTimeZoneSchema, ListQueryShape, sortSchema } from '../common/pagination';
import {
  EmailSchema,
  optionalString,
  PhoneSchema,
  QueryBooleanSchema,
  requiredString,
} from '../common/validation';
import { PROVINCE_CODE_PATTERN, WARD_CODE_PATTERN } from '../geo/geo.schemas';
import {
  COURT_AMENITIES,
  COURT_FACILITIES,
  COURT_STATUSES,
  IMPORT_MODES,
  MAX_COURTS,
  MAX_PRICE_PER_HOUR,
  PARKING_OPTIONS,
  parseClockTime,
  SOCIAL_PLATFORMS,
  SURFACE_TYPES,
  WEEKDAYS,
} from './courts.rules';

/** Blank optional fields arrive from forms as ''; they mean "none". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const DayHoursSchema = z
  .object({
    closed: z.boolean({ error: 'invalid_type' }).default(false),
    open: z.string().nullish(),
    close: z.string().nullish(),
  })
  .superRefine((day, context) => {
    if (day.closed) return;
    const open = day.open ? parseClockTime(day.open) : null;
    const close = day.close ? parseClockTime(day.close) : null;
    if (open === null) context.addIssue({ code: 'custom', path: ['open'], message: 'time_format' });
    if (close === null) context.addIssue({ code: 'custom', path: ['close'], message: 'time_format' });
    if (open !== null && close !== null && close <= open)
      context.addIssue({ code: 'custom', path: ['close'], message: 'close_after_open' });
  })
  .transform((day) =>
    day.closed
      ? { closed: true, open: null, close: null }
      : { closed: false, open: day.open ?? null, close: day.close ?? null },
  );

export const OperatingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof DayHoursSchema
  >,
);
export type OperatingHours = z.infer<typeof OperatingHoursSchema>;

const SocialLinkSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: 'one_of' }),
  url: z
    .string()
    .trim()
    .max(500, 'string_max')
    .pipe(z.url({ error: 'url', protocol: /^https?$/ })),
});

const optionalEmail = z.preprocess(
  blankToNull,
  EmailSchema.nullish().transform((value) => value ?? null),
);
const optionalPhone = z.preprocess(
  blankToNull,
  PhoneSchema.nullish().transform((value) => value ?? null),
);
const optionalUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(500, 'string_max')
    .pipe(z.url({ error: 'url', protocol: /^https?$/ }))
    .nullish()
    .transform((value) => value ?? null),
);

/** The court's own fields, shared by the staff form, the import and the public request. */
export const courtFields = {
  name: requiredString(200),
  location: optionalString(255),
  province_code: z
    .string({ error: 'required' })
    .trim()
    .min(1, { message: 'required', abort: true })
    .regex(PROVINCE_CODE_PATTERN, 'invalid_value'),
  ward_code: z
    .string({ error: 'required' })
    .trim()
    .min(1, { message: 'required', abort: true })
    .regex(WARD_CODE_PATTERN, 'invalid_value'),
  address_detail: optionalString(255),
  owner_name: requiredString(120),
  owner_email: optionalEmail,
  owner_phone: PhoneSchema,
  number_of_courts: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(MAX_COURTS, 'number_max'),
  schedule: optionalString(1000),
  /** USD per hour, up to two decimals. */
  price_per_hour: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: 'invalid_number' })
      .min(0, 'number_min')
      .max(MAX_PRICE_PER_HOUR, 'number_max')
      .refine(
        (value) =>
          Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'price_format',
      )
      .nullish()
      .transform((value) => value ?? null),
  ),
  description: optionalString(5000),
  website: optionalUrl,
  social_media: z
    .array(SocialLinkSchema, { error: 'invalid_type' })
    .max(SOCIAL_PLATFORMS.length, 'array_max')
    .default([]),
  operating_hours: OperatingHoursSchema.nullish().transform((value) => value ?? null),
  facilities: z
    .array(z.enum(COURT_FACILITIES, { error: 'one_of' }))
    .max(COURT_FACILITIES.length)
    .default([]),
  amenities: z
    .array(z.enum(COURT_AMENITIES, { error: 'one_of' }))
    .max(COURT_AMENITIES.length)
    .default([]),
  surface_type: z.preprocess(
    blankToNull,
    z
      .enum(SURFACE_TYPES, { error: 'one_of' })
      .nullish()
      .transform((v) => v ?? null),
  ),
  parking: z.enum(PARKING_OPTIONS, { error: 'one_of' }).default('none'),
  equipment_rental: z.boolean({ error: 'invalid_type' }).default(false),
  coaching: z.boolean({ error: 'invalid_type' }).default(false),
  special_notes: optionalString(2000),
  contact_person: optionalString(120),
  emergency_contact: optionalPhone,
};

export const CourtInputSchema = z.object({
  ...courtFields,
  status: z.enum(COURT_STATUSES, { error: 'one_of' }).default('active'),
  is_active: z.boolean({ error: 'invalid_type' }).default(true),
  sort_order: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(0, 'number_min')
    .max(1_000_000, 'number_max')
    .default(0),
});
export type CourtInput = z.infer<typeof CourtInputSchema>;

const DayHoursOutputSchema = z.object({
  closed: z.boolean(),
  open: z.string().nullable(),
  close: z.string().nullable(),
});
type DayHoursShape = Record<(typeof WEEKDAYS)[number], typeof DayHoursOutputSchema>;

const PlaceSchema = z.object({ code: z.string(), name: z.string(), name_en: z.string() });

export const CourtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  province: PlaceSchema,
  ward: PlaceSchema,
  address_detail: z.string().nullable(),
  owner_name: z.string(),
  owner_email: z.string().nullable(),
  owner_phone: z.string(),
  number_of_courts: z.number().int(),
  schedule: z.string().nullable(),
  price_per_hour: z.number().nullable(),
  currency: z.literal('USD'),
  description: z.string().nullable(),
  status: z.enum(COURT_STATUSES),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  website: z.string().nullable(),
  social_media: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() })),
  operating_hours: z
    .object(Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursOutputSchema])) as DayHoursShape)
    .nullable(),
  facilities: z.array(z.enum(COURT_FACILITIES)),
  amenities: z.array(z.enum(COURT_AMENITIES)),
  surface_type: z.enum(SURFACE_TYPES).nullable(),
  parking: z.enum(PARKING_OPTIONS),
  equipment_rental: z.boolean(),
  coaching: z.boolean(),
  special_notes: z.string().nullable(),
  contact_person: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Court = z.infer<typeof CourtSchema>;

export const COURT_SORT_FIELDS = [
  'name',
  'created_at',
  'sort_order',
  'number_of_courts',
  'price_per_hour',
  'id',
] as const;

export const CourtFilterShape = {
  search: ListQueryShape.search,
  status: z.enum(COURT_STATUSES, { error: 'one_of' }).optional(),
  province_code: z.string().regex(PROVINCE_CODE_PATTERN, 'invalid_value').optional(),
  ward_code: z.string().regex(WARD_CODE_PATTERN, 'invalid_value').optional(),
  surface_type: z.enum(SURFACE_TYPES, { error: 'one_of' }).optional(),
  amenity: z.enum(COURT_AMENITIES, { error: 'one_of' }).optional(),
  facility: z.enum(COURT_FACILITIES, { error: 'one_of' }).optional(),
  is_active: QueryBooleanSchema.optional(),
};

export const CourtListQuerySchema = z.object({
  ...ListQueryShape,
  ...CourtFilterShape,
  sort: sortSchema(COURT_SORT_FIELDS, 'sort_order'),
});
export type CourtListQuery = z.infer<typeof CourtListQuerySchema>;
export type CourtFilters = Pick<CourtListQuery, keyof typeof CourtFilterShape>;

export const CourtExportQuerySchema = z.object({
  ...CourtFilterShape,
  sort: sortSchema(COURT_SORT_FIELDS, 'sort_order'),
  format: ExportFormatSchema,
  tz: ExportTimeZoneSchema,
});
export type CourtExportQuery = z.infer<typeof CourtExportQuerySchema>;

export const CourtStatsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  total_courts: z.number().int(),
  provinces: z.number().int(),
  pending_requests: z.number().int(),
});
export type CourtStats = z.infer<typeof CourtStatsSchema>;

// ---- Import ----

export const CourtImportOptionsSchema = z.object({
  mode: z.enum(IMPORT_MODES, { error: 'one_of' }).default('skip_duplicates'),
  auto_validate_addresses: QueryBooleanSchema.default(true),
  /** Chosen by the page and echoed in its progress events, so two imports in two tabs keep apart. */
  progress_key: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'invalid_value')
    .optional(),
});
export type CourtImportOptions = z.infer<typeof CourtImportOptionsSchema>;

export const ImportRowSchema = z.object({
  /** The spreadsheet row number (2 = the first row under the header). */
  row: z.number().int(),
  name: z.string().nullable(),
  action: z.enum(['create', 'update', 'skip', 'error']),
  /** Per cell: column key → messages in the request's language. */
  errors: z.record(z.string(), z.array(z.string())),
  /** What address validation read, e.g. "Bình Dương → Thành phố Hồ Chí Minh". */
  address_note: z.string().nullable(),
  duplicate_of: z.number().int().nullable(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportSummarySchema = z.object({
  rows: z.array(ImportRowSchema),
  totals: z.object({
    rows: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    skip: z.number().int(),
    error: z.number().int(),
  }),
  /** Set once an import ran (not on a preview). */
  created: z.number().int().nullable(),
  updated: z.number().int().nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
