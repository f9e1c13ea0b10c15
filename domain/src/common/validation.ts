import { z } from 'zod';
import { normalizePhone } from './text';

/**
 * Schemas carry no English. A custom issue message is one of these keys; built-in issues are
 * mapped to a key by their code. Both the server and the web translate `validation:<key>`.
 */
export const VALIDATION_KEYS = [
  'required',
  'invalid_value',
  'invalid_type',
  'invalid_number',
  'integer',
  'email',
  'phone',
  'url',
  'date',
  'datetime',
  'string_min',
  'string_max',
  'number_min',
  'number_max',
  'array_min',
  'array_max',
  'one_of',
  'unknown_field',
  'password_min',
  'password_format',
  'password_chars',
  'password_confirmation',
  'username_format',
  'username_length',
  'username_taken',
  'email_taken',
  'phone_taken',
  'name_taken',
  'permission_name_format',
  'role_name_format',
  'unknown_role',
  'unknown_permission',
  'date_range',
  'current_password_wrong',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export interface ValidationMessage {
  key: ValidationKey;
  values?: Record<string, string | number>;
}

const KEY_SET = new Set<string>(VALIDATION_KEYS);

export function isValidationKey(value: string): value is ValidationKey {
  return KEY_SET.has(value);
}

/** Maps one zod issue to a translatable message key and its interpolation values. */
export function describeIssue(issue: z.core.$ZodIssue): ValidationMessage {
  if (isValidationKey(issue.message)) return { key: issue.message, values: issueValues(issue) };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'required' };
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'invalid_number' };
      return { key: 'invalid_type' };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'string_min', values: { min: Number(issue.minimum) } };
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'array_min', values: { min: Number(issue.minimum) } };
      return { key: 'number_min', values: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'string_max', values: { max: Number(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'array_max', values: { max: Number(issue.maximum) } };
      return { key: 'number_max', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email' };
      if (issue.format === 'url') return { key: 'url' };
      if (issue.format === 'datetime') return { key: 'datetime' };
      if (issue.format === 'date') return { key: 'date' };
      return { key: 'invalid_value' };
    case 'invalid_value':
      return { key: 'one_of', values: { options: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'unknown_field' };
    case 'not_multiple_of':
      return { key: 'integer' };
    default:
      return { key: 'invalid_value' };
  }
}

function issueValues(issue: z.core.$ZodIssue): Record<string, string | number> | undefined {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return undefined;
}

/** Groups issues by field path ("roles.0"); the root is "_". */
export function groupIssues(issues: readonly z.core.$ZodIssue[]): Record<string, ValidationMessage[]> {
  const grouped: Record<string, ValidationMessage[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    grouped[field] ??= [];
    grouped[field].push(describeIssue(issue));
  }
  return grouped;
}

// ---- Field schemas shared by modules (SPEC §5) ----

/** An empty value reads as 'This field is required' alone: the field's other rules stop there. */
export const REQUIRED = { message: 'required', abort: true } as const;

/** A required, trimmed string: empty or blank reads as 'This field is required'. */
export function requiredString(max = 255) {
  return z.string({ error: 'required' }).trim().min(1, REQUIRED).max(max, 'string_max');
}

/** An optional string: blank becomes null so that clearing a field stores nothing. */
export function optionalString(max = 255) {
  return z
    .string()
    .trim()
    .max(max, 'string_max')
    .nullish()
    .transform((value) => (value ? value : null));
}

export const EmailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .max(255, 'string_max')
  .pipe(z.email('email'));

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** SPEC §5: letters, digits and @$!%*?& only; at least one lowercase, one uppercase and one digit. */
export const PasswordSchema = z
  .string({ error: 'required' })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, 'password_min')
  .max(PASSWORD_MAX_LENGTH, 'string_max')
  .regex(/^[A-Za-z\d@$!%*?&]+$/, 'password_chars')
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, 'password_format');

export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 16;
/** SPEC §5: letters, digits, dots and underscores, 5 to 16 characters. */
export const UsernameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, REQUIRED)
  .regex(/^[A-Za-z0-9._]+$/, 'username_format')
  .min(USERNAME_MIN_LENGTH, 'username_length')
  .max(USERNAME_MAX_LENGTH, 'username_length');

/** A phone number of 9 to 15 digits, optionally with a leading +; stored normalised. */
export const PhoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, REQUIRED)
  .transform(normalizePhone)
  .pipe(z.string().regex(/^\+?\d{9,15}$/, 'phone'));

/** A boolean in a query string: true/false/1/0. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'invalid_value' })
  .transform((value) => value === 'true' || value === '1');

/** An id in a path or a body: a positive integer. */
export const IdSchema = z.coerce.number({ error: 'invalid_number' }).int('integer').positive('number_min');

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** An ISO-8601 date (2026-11-22) or date-time in a query string. */
export const QueryDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'date')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'date');
