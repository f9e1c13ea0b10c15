import { normalizePhone } from './text';

/**
 * SPEC §5's field rules as plain constants, patterns and checks, with no zod: the zod schemas of
 * ./validation are built from these same values, and a page that cannot afford zod (the web app's
 * sign-in pages) runs the checks below. Each check reports the first broken rule in the order its
 * schema checks them, as the same `validation:<key>` message; field-rules.test.ts holds the
 * checks and the schemas in step.
 */

/** Message keys: schemas and checks carry no English; the server and the web translate `validation:<key>`. */
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
  'patch_empty',
  'password_min',
  'password_format',
  'password_chars',
  'password_confirmation',
  'username_format',
  'username_phone_like',
  'control_characters',
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
  'event_required',
  'date_required',
  'team_size',
  'team_full',
  'chat_participants_required',
  'chat_file_type',
  'player_duplicate',
  'players_required',
  'player_listed_twice',
  'player_busy_in_round',
  'not_session_player',
  'unknown_player',
  'score_format',
  'scores_required',
  'game_not_finished',
  'game_impossible',
  'game_after_decided',
  'match_not_decided',
  'reason_min',
  'player_search_min',
  'partner_search_min',
  'time_format',
  'close_after_open',
  'price_format',
  'file_required',
  'file_too_large',
  'file_format',
  'too_many_rows',
  'duplicate_court',
  'image_type',
  'image_too_large',
  'too_many_files',
  'member_required',
  'schedule_overlap',
  'image_required',
  'rating_min',
  'rating_max',
  'rating_number',
  'rating_one_required',
  'end_after_start',
  'link',
  'variable_name',
  'variable_duplicate',
  'unknown_variable',
  'template_syntax',
  'template_key',
  'recipients_required',
  'channel_required',
  'template_or_content',
  'invalid_json',
  'header_name',
  'service_account',
  'service_account_json',
  'service_account_missing',
  'service_account_invalid',
  'future_datetime',
  'phone_code',
  'key_format',
  'currency_unsupported',
  'refund_too_much',
  'refund_min',
  'credential_required',
  'key_taken',
  'provider_fixed',
  'mac_address',
  'ip_address',
  'serial_taken',
  'deadline_before_start',
  'time_zone',
  'until_after_start',
  'range_too_long',
  'invalid_cursor',
  'zns_param',
  'zns_template_unknown',
  'rating_range',
  'court_name_twice',
  'members_need_club',
  'courts_match_names',
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

/** The longest free text most fields accept (names, e-mail addresses, the login). */
export const TEXT_MAX_LENGTH = 255;

/** zod's own e-mail pattern (z.email's default), named so that both sides use this one. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** SPEC §5: letters, digits and @$!%*?& only… */
export const PASSWORD_CHARS_PATTERN = /^[A-Za-z\d@$!%*?&]+$/;
/** …with at least one lowercase letter, one uppercase letter and one digit. */
export const PASSWORD_FORMAT_PATTERN = /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 16;
/** SPEC §5: letters, digits, dots and underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;

/** A phone number of 9 to 15 digits, optionally with a leading +, once normalised. */
export const PHONE_PATTERN = /^\+?\d{9,15}$/;

const tooLong = (max: number): ValidationMessage => ({ key: 'string_max', values: { max } });

/** A required text (trimmed unless `trim: false`): `requiredString(max)` of ./validation. */
export function checkText(
  value: string,
  { max = TEXT_MAX_LENGTH, trim = true }: { max?: number; trim?: boolean } = {},
): ValidationMessage | null {
  const text = trim ? value.trim() : value;
  if (text.length === 0) return { key: 'required' };
  if (text.length > max) return tooLong(max);
  return null;
}

/** `EmailSchema`: required, at most 255 characters, then the e-mail pattern. */
export function checkEmail(value: string): ValidationMessage | null {
  const email = value.trim().toLowerCase();
  if (email.length === 0) return { key: 'required' };
  if (email.length > TEXT_MAX_LENGTH) return tooLong(TEXT_MAX_LENGTH);
  return EMAIL_PATTERN.test(email) ? null : { key: 'email' };
}

/** `UsernameSchema`: required, the allowed characters, then 5 to 16 of them. */
export function checkUsername(value: string): ValidationMessage | null {
  const username = value.trim();
  if (username.length === 0) return { key: 'required' };
  if (!USERNAME_PATTERN.test(username)) return { key: 'username_format' };
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH)
    return { key: 'username_length' };
  if (looksLikePhone(username)) return { key: 'username_phone_like' };
  return null;
}

/**
 * A username that reads as a phone number could be another user's phone, and sign-in accepts
 * either: such usernames are refused.
 */
export function looksLikePhone(username: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(username));
}

/** `PasswordSchema` (never trimmed): required, 8 to 128 characters, the allowed characters, the mix. */
export function checkPassword(value: string): ValidationMessage | null {
  if (value.length === 0) return { key: 'required' };
  if (value.length < PASSWORD_MIN_LENGTH) return { key: 'password_min' };
  if (value.length > PASSWORD_MAX_LENGTH) return tooLong(PASSWORD_MAX_LENGTH);
  if (!PASSWORD_CHARS_PATTERN.test(value)) return { key: 'password_chars' };
  if (!PASSWORD_FORMAT_PATTERN.test(value)) return { key: 'password_format' };
  return null;
}

/** `PhoneSchema`: required, then 9 to 15 digits once normalised. */
export function checkPhone(value: string): ValidationMessage | null {
  const phone = value.trim();
  if (phone.length === 0) return { key: 'required' };
  return PHONE_PATTERN.test(normalizePhone(phone)) ? null : { key: 'phone' };
}

/** The confirmation of a new password: given, and equal to the password. */
export function checkPasswordConfirmation(password: string, confirmation: string): ValidationMessage | null {
  if (confirmation.length === 0) return { key: 'required' };
  return confirmation === password ? null : { key: 'password_confirmation' };
}
