import {
  bmiCategory,
  computeBmi,
  HEIGHT_RANGE,
  type Profile,
  type ProfileInput,
  type ProfileInputSchema,
  WEIGHT_RANGE,
} from '@pickleball/domain';
import type { z } from 'zod';
import { formatDecimal, formatNumber, parseDecimal, readDecimalInput } from '../../../lib/format';

/**
 * What the profile form holds: the schema's input, plus one switch per rank point (SPEC §5: at
 * least one of single or double point enabled). The switches are the form's own: a point that is
 * switched off is sent as null.
 */
export type ProfileFormValues = z.input<typeof ProfileInputSchema> & {
  single_enabled: boolean;
  double_enabled: boolean;
};

export type { ProfileInput };

const text = (value: string | null | undefined) => value ?? '';
/** A saved number in its box, in the user's language: "3,500", "68,5" in Vietnamese; no grouping. */
const decimal = (value: number | null, locale: string, digits: number) =>
  value === null ? '' : formatDecimal(value, locale, digits, { grouping: false });
const measure = (value: number | null, locale: string) =>
  value === null ? '' : formatNumber(value, locale, { maximumFractionDigits: 2, useGrouping: false });

/** The saved profile as the form's values, numbers written in the user's language. */
export function profileToForm(profile: Profile, locale: string): ProfileFormValues {
  return {
    name: profile.user.name,
    email: text(profile.user.email),
    phone: text(profile.user.phone),
    date_of_birth: text(profile.date_of_birth),
    gender: text(profile.gender),
    country_code: text(profile.country_code),
    province_code: text(profile.province_code),
    ward_code: text(profile.ward_code),
    address: text(profile.address),
    address_detail: text(profile.address_detail),
    bio: text(profile.bio),
    avatar: profile.avatar?.id ?? null,
    weight_kg: measure(profile.weight_kg, locale),
    height_cm: measure(profile.height_cm, locale),
    rankpoint_type: text(profile.rankpoint_type),
    single_point: decimal(profile.single_point, locale, 3),
    double_point: decimal(profile.double_point, locale, 3),
    single_enabled: profile.single_point !== null,
    double_enabled: profile.double_point !== null,
  };
}

/** Typed text as a number in the user's language ("3,5" and "3.5" in Vietnamese; see parseDecimal). */
export function normalizeDecimal(value: unknown, locale: string): unknown {
  return readDecimalInput(value, locale);
}

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A typed number, or null while the box is empty or not a number yet. */
function readNumber(value: unknown, locale: string): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? parseDecimal(value, locale) : null;
  return number !== null && Number.isFinite(number) ? number : null;
}

/**
 * The BMI and its category for what is typed so far, with domain's computeBmi and bmiCategory;
 * null until both weight and height are numbers within the schema's ranges (no BMI of "7 kg"
 * while "70" is being typed).
 */
export function liveBmi(weight: unknown, height: unknown, locale: string) {
  const kg = readNumber(weight, locale);
  const cm = readNumber(height, locale);
  if (kg === null || cm === null) return null;
  if (kg < WEIGHT_RANGE.min || kg > WEIGHT_RANGE.max || cm < HEIGHT_RANGE.min || cm > HEIGHT_RANGE.max)
    return null;
  const bmi = computeBmi(kg, cm);
  const category = bmiCategory(bmi);
  return bmi === null || category === null ? null : { bmi, category };
}
