import { z } from 'zod';
import {
  EmailSchema,
  optionalString,
  PasswordSchema,
  PhoneSchema,
  REQUIRED,
  requiredString,
  UsernameSchema,
} from '../common/validation';
import { StoredImageSchema } from '../files/files.schemas';
import { PROVINCE_CODE_PATTERN, WARD_CODE_PATTERN } from '../geo/geo.schemas';
import { GENDERS, RANKPOINT_STATUSES, RANKPOINT_TYPES, RatingSchema } from '../rankpoints/rankpoints.schemas';

/** SPEC §3 "Profile": BMI categories (WHO): underweight < 18.5, normal < 25, overweight < 30, obese. */
export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

export const WEIGHT_RANGE = { min: 20, max: 300 } as const;
export const HEIGHT_RANGE = { min: 80, max: 250 } as const;

export function computeBmi(weightKg: number | null, heightCm: number | null): number | null {
  if (!weightKg || !heightCm) return null;
  return Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
}

export function bmiCategory(bmi: number | null): BmiCategory | null {
  if (bmi === null) return null;
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  return 'obese';
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    blankToNull,
    schema.nullish().transform((value) => value ?? null),
  );

export const ProfileInputSchema = z
  .object({
    name: requiredString(255),
    email: nullable(EmailSchema),
    phone: nullable(PhoneSchema),
    date_of_birth: nullable(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
        .refine((value) => {
          const time = Date.parse(value);
          return !Number.isNaN(time) && time < Date.now() && time > Date.parse('1900-01-01');
        }, 'date'),
    ),
    gender: nullable(z.enum(GENDERS, { error: 'one_of' })),
    country_code: nullable(z.string().regex(/^[A-Z]{2}$/, 'invalid_value')),
    province_code: nullable(z.string().regex(PROVINCE_CODE_PATTERN, 'invalid_value')),
    ward_code: nullable(z.string().regex(WARD_CODE_PATTERN, 'invalid_value')),
    address: optionalString(255),
    address_detail: optionalString(255),
    bio: optionalString(1000),
    avatar: nullable(z.string().uuid('invalid_value')),
    weight_kg: nullable(
      z.coerce
        .number({ error: 'invalid_number' })
        .min(WEIGHT_RANGE.min, 'number_min')
        .max(WEIGHT_RANGE.max, 'number_max'),
    ),
    height_cm: nullable(
      z.coerce
        .number({ error: 'invalid_number' })
        .min(HEIGHT_RANGE.min, 'number_min')
        .max(HEIGHT_RANGE.max, 'number_max'),
    ),
    rankpoint_type: nullable(z.enum(RANKPOINT_TYPES, { error: 'one_of' })),
    single_point: nullable(RatingSchema),
    double_point: nullable(RatingSchema),
  })
  .superRefine((input, context) => {
    // SPEC §5: at least one of single or double point is enabled once a rank type is chosen.
    if (input.rankpoint_type && input.single_point === null && input.double_point === null)
      context.addIssue({ code: 'custom', path: ['single_point'], message: 'rating_one_required' });
    if (input.country_code === 'VN' && input.ward_code && !input.province_code)
      context.addIssue({ code: 'custom', path: ['province_code'], message: 'required' });
  });
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

export const UsernameInputSchema = z.object({ username: UsernameSchema });

export const PasswordChangeInputSchema = z
  .object({
    current_password: z.string({ error: 'required' }).min(1, REQUIRED),
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, REQUIRED),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: 'password_confirmation',
    path: ['password_confirmation'],
  });

export const DuprStatusSchema = z.object({
  connected: z.boolean(),
  dupr_id: z.string().nullable(),
  referral_code: z.string().nullable(),
  singles: z.number().nullable(),
  doubles: z.number().nullable(),
  last_sync_at: z.string().nullable(),
  token_expires_at: z.string().nullable(),
});
export type DuprStatus = z.infer<typeof DuprStatusSchema>;

export const DuprLoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'required' }).min(1, REQUIRED).max(200, 'string_max'),
});

export const ProfileSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    username: z.string(),
    phone: z.string().nullable(),
  }),
  /** A new address is unverified until the link sent to it is opened. */
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  country_code: z.string().nullable(),
  province_code: z.string().nullable(),
  ward_code: z.string().nullable(),
  address: z.string().nullable(),
  address_detail: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: StoredImageSchema.nullable(),
  weight_kg: z.number().nullable(),
  height_cm: z.number().nullable(),
  bmi: z.number().nullable(),
  bmi_category: z.enum(BMI_CATEGORIES).nullable(),
  rankpoint_type: z.enum(RANKPOINT_TYPES).nullable(),
  /** The player's own points: typed in the form, or copied from DUPR by a sync. */
  single_point: z.number().nullable(),
  double_point: z.number().nullable(),
  /**
   * The community's official rating (the rank points record staff keep and matches move), which
   * the player reads here without the rank points permission; null until they have one.
   */
  official_rating: z
    .object({
      rankpoint_id: z.number().int(),
      type: z.enum(RANKPOINT_TYPES),
      status: z.enum(RANKPOINT_STATUSES),
      single_rating: z.number().nullable(),
      double_rating: z.number().nullable(),
      single_matches: z.number().int(),
      double_matches: z.number().int(),
      updated_at: z.string(),
    })
    .nullable(),
  dupr: DuprStatusSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The fields a complete profile has; the indicator shows the share filled. */
export const PROFILE_COMPLETION_FIELDS = [
  'email',
  'phone',
  'date_of_birth',
  'gender',
  'country_code',
  'address_detail',
  'avatar',
  'weight_kg',
  'height_cm',
  'rankpoint_type',
] as const;

export const ProfileCompletionSchema = z.object({
  percent: z.number().int(),
  missing: z.array(z.enum(PROFILE_COMPLETION_FIELDS)),
});

export const CountrySchema = z.object({ code: z.string(), name: z.string() });
