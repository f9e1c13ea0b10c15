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

/**
 * The names a form's values can carry an error under: every key, and inside objects and arrays
 * of objects every nested path (`operating_hours.monday.close`, `social_media.0.url`), so a
 * server 422 on a nested path lands on that input. An array of plain values (`roles: [1, 2]`) is
 * one field: its items' errors belong to it.
 */
export function listFieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return [];
  const paths: string[] = [];
  const entries = Array.isArray(values)
    ? values.flatMap((item, index) =>
        item !== null && typeof item === 'object' ? [[String(index), item] as const] : [],
      )
    : Object.entries(values);
  for (const [key, value] of entries) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.push(path, ...listFieldPaths(value, path));
  }
  return paths;
}

// Sorting a 422 onto the fields needs no zod: it lives apart, so the sign-in pages can use it.
export { mapServerFieldErrors } from './server-errors';
