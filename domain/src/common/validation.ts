import { z } from 'zod';
import {
  EMAIL_PATTERN,
  isValidationKey,
  looksLikePhone,
  PASSWORD_CHARS_PATTERN,
  PASSWORD_FORMAT_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  TEXT_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  type ValidationMessage,
} from './field-rules';
import { normalizePhone } from './text';

/**
 * Schemas carry no English. A custom issue message is one of the `validation:<key>` keys of
 * ./field-rules; built-in issues are mapped to a key by their code. Both the server and the web
 * translate `validation:<key>`. The field rules themselves (patterns, lengths) live in
 * ./field-rules, zod-free, so the web's sign-in pages check the same rules without zod.
 */
export * from './field-rules';

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
      return { key: 'one_of', values: issueValues(issue) };
    case 'unrecognized_keys':
      return { key: 'unknown_field' };
    case 'not_multiple_of':
      return { key: 'integer' };
    default:
      return { key: 'invalid_value' };
  }
}

/**
 * The interpolation values of an issue, whether its message is zod's own or a key the schema
 * named (`z.enum(…, { error: 'one_of' })`): both read `{{options}}`, `{{min}}`, `{{max}}` from here.
 */
function issueValues(issue: z.core.$ZodIssue): Record<string, string | number> | undefined {
  // A cross-field rule passes its message's values as the issue's params (e.g. a team's size).
  if (issue.code === 'custom') return issue.params as Record<string, string | number> | undefined;
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'invalid_value') return { options: listOptions(issue.values) };
  return undefined;
}

/** An enum's options as people read them: "admin, member". */
function listOptions(values: readonly unknown[]): string {
  return values.map((value) => (value === null ? 'null' : String(value))).join(', ');
}

/** Groups issues by field path ("roles.0"); the root is "_". */
export function groupIssues(issues: readonly z.core.$ZodIssue[]): Record<string, ValidationMessage[]> {
  const grouped: Record<string, ValidationMessage[]> = {};
  for (const issue of issues) {
    const at = issue.path.map(String);
    // A field the schema does not know is reported under its own name, like any other field.
    const fields =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...at, key].join('.')) : [at.join('.')];
    for (const field of fields) {
      const name = field === '' ? '_' : field;
      grouped[name] ??= [];
      grouped[name].push(describeIssue(issue));
    }
  }
  return grouped;
}

// ---- Field schemas shared by modules (SPEC §5) ----

/** An empty value reads as 'This field is required' alone: the field's other rules stop there. */
export const REQUIRED = { message: 'required', abort: true } as const;

/** A required, trimmed string: empty or blank reads as 'This field is required'. */
export function requiredString(max = TEXT_MAX_LENGTH) {
  return z.string({ error: 'required' }).trim().min(1, REQUIRED).max(max, 'string_max');
}

/** An optional string: blank becomes null so that clearing a field stores nothing. */
export function optionalString(max = TEXT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, 'string_max')
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * The body of a PATCH that changes some of a record's fields: every field optional, a field the
 * record does not have refused ('unknown_field', under its name) and a body naming no field
 * refused ('patch_empty'). So no service is handed a change with nothing in it: an UPDATE with an
 * empty SET is invalid SQL on both engines, and a typo (`pinned` for `is_pinned`) must not pass
 * as a successful change of nothing.
 */
export function patchSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .strictObject(shape)
    .partial()
    .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'patch_empty' });
}

export const EmailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .max(TEXT_MAX_LENGTH, 'string_max')
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'email' }));

/** SPEC §5: letters, digits and @$!%*?& only; at least one lowercase, one uppercase and one digit. */
export const PasswordSchema = z
  .string({ error: 'required' })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, 'password_min')
  .max(PASSWORD_MAX_LENGTH, 'string_max')
  .regex(PASSWORD_CHARS_PATTERN, 'password_chars')
  .regex(PASSWORD_FORMAT_PATTERN, 'password_format');

/** SPEC §5: letters, digits, dots and underscores, 5 to 16 characters. */
export const UsernameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, REQUIRED)
  .regex(USERNAME_PATTERN, 'username_format')
  .min(USERNAME_MIN_LENGTH, 'username_length')
  .max(USERNAME_MAX_LENGTH, 'username_length')
  .refine((username) => !looksLikePhone(username), 'username_phone_like');

/** A phone number of 9 to 15 digits, optionally with a leading +; stored normalised. */
export const PhoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, REQUIRED)
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_PATTERN, 'phone'));

/** A boolean in a query string: true/false/1/0. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'invalid_value' })
  .transform((value) => value === 'true' || value === '1');

/**
 * An id in a path or a body: a positive integer the databases can hold. It coerces because forms
 * and paths hold text; the server's input guard (server/src/platform/input-guard.ts) still wants a
 * JSON number in a body and canonical decimal (`12`, never `012`, `0x1`, `1e1`) in a path or query.
 */
export const IdSchema = z.coerce
  .number({ error: 'invalid_number' })
  .int('integer')
  .min(1, 'number_min')
  .max(Number.MAX_SAFE_INTEGER, 'number_max');

export const IdParamsSchema = z.object({ id: IdSchema });

/** An ISO-8601 date (2026-11-22) or date-time in a query string. */
export const QueryDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'date')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'date');
