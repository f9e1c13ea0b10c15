import { describeIssue } from '@pickleball/domain';
import type { z } from 'zod';

/** Turns a `validation:<key>` message and its values into text in the user's language (i18next's `t`). */
export type TranslateMessage = (key: string, values?: Record<string, string | number>) => string;

/** A field error in react-hook-form's shape. */
export interface FlatFieldError {
  type: string;
  message: string;
}

/** The key react-hook-form uses for errors that belong to the whole form. */
export const ROOT_ERROR_KEY = 'root';

/**
 * Maps zod issues to one translated message per field path (`roles.0`), the first issue of a field
 * winning, as the schema orders its rules ('required' before 'too short'). Issues without a path
 * belong to the form ({@link ROOT_ERROR_KEY}). Messages come from `validation:<key>` via
 * `describeIssue`, so a schema carries no English (CONVENTIONS §7).
 */
export function translateIssues(
  issues: readonly z.core.$ZodIssue[],
  translate: TranslateMessage,
): Record<string, FlatFieldError> {
  const errors: Record<string, FlatFieldError> = {};
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_ERROR_KEY;
    if (errors[path]) continue;
    const { key, values } = describeIssue(issue);
    errors[path] = { type: issue.code, message: translate(`validation:${key}`, values) };
  }
  return errors;
}

/** A server 422's field errors sorted into the form's fields and the rest. */
export interface MappedServerErrors {
  /** Messages for fields the form has, by field name. */
  fields: Record<string, string>;
  /** Messages about fields the form does not show; displayed above the form. */
  others: string[];
}

/**
 * Sorts a 422 answer's `errors` ({field: [message]}, already translated by the server) onto the
 * form's fields. A nested path (`roles.0`, `address.city`) goes to the longest field name it starts
 * with; the first message of a field is shown.
 */
export function mapServerFieldErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  fieldNames: readonly string[],
): MappedServerErrors {
  const known = new Set(fieldNames);
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const parts = path.split('.');
    let target: string | null = null;
    for (let length = parts.length; length > 0 && target === null; length -= 1) {
      const candidate = parts.slice(0, length).join('.');
      if (known.has(candidate)) target = candidate;
    }
    if (target === null) others.push(message);
    else fields[target] ??= message;
  }
  return { fields, others };
}
