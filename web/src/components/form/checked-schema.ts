import { z } from 'zod';

/** A message of the form's own (a validation catalog key) on one of its fields. */
export interface OwnIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, string | number>;
}

/**
 * A form schema in two parts, both reported at once: the form's own checks on what was typed (an
 * amount in the currency, a credential the provider needs), then the API's schema on the body the
 * values become. A field the form's own checks speak of keeps that message alone. For `useZodForm`:
 * the form's values are what was typed, its output the API's body.
 */
export function checkedFormSchema<Values, Output>(
  ownChecks: (values: Values) => OwnIssue[],
  toInput: (values: Values) => unknown,
  schema: z.ZodType<Output>,
): z.ZodType<Output, Values> {
  return z.custom<Values>().transform((values, ctx) => {
    const own = ownChecks(values);
    const result = schema.safeParse(toInput(values));
    const checked = new Set(own.map((issue) => issue.path.join('.')));
    for (const issue of own)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, params: issue.params });
    for (const issue of result.error?.issues ?? [])
      if (!checked.has(issue.path.join('.'))) ctx.addIssue({ ...issue, input: undefined });
    if (own.length > 0 || !result.success) return z.NEVER;
    return result.data;
  }) as unknown as z.ZodType<Output, Values>;
}
