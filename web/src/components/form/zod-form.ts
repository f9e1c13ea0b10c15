import { toNestErrors } from '@hookform/resolvers';
import { useRef } from 'react';
import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { readDecimalInput } from '../../lib/format';
import { type TranslateMessage, translateIssues } from './form-errors';

/**
 * A react-hook-form resolver for a zod schema from `domain/` whose messages are translated through
 * `validation:*` (see {@link translateIssues}). The form holds the schema's input type and submits
 * its parsed output (defaults applied, blanks turned to null).
 */
export function createZodResolver<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  translate: TranslateMessage,
  prepare: (values: In) => In = (values) => values,
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(prepare(values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors<In>(translateIssues(result.error.issues, translate), options) };
  };
}

/** Typed decimals read in the user's language ("12,5" in Vietnamese) before the schema sees them. */
export function readDecimalFields<In extends FieldValues>(
  values: In,
  fields: readonly string[],
  locale: string,
): In {
  if (fields.length === 0) return values;
  const read: Record<string, unknown> = { ...values };
  for (const field of fields) read[field] = readDecimalInput(read[field], locale);
  return read as In;
}

export interface ZodFormProps<In extends FieldValues, Out extends FieldValues>
  extends Omit<UseFormProps<In, unknown, Out>, 'resolver'> {
  /**
   * Top-level fields typed as decimals in a text box (`DecimalField`, `inputMode="decimal"`): their
   * text is read with `parseDecimal` in the UI language before the schema checks it.
   */
  decimalFields?: readonly (keyof In & string)[];
}

/**
 * `useForm` bound to a domain zod schema, with messages in the user's language.
 *
 * @example
 * const form = useZodForm(RoleInputSchema, { defaultValues: { name: '', display_name: '', permissions: [] } });
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  { decimalFields = [], ...props }: ZodFormProps<In, Out> = {},
): UseFormReturn<In, unknown, Out> {
  const { t, i18n } = useTranslation('validation');
  // The resolver reads the latest `t`, so messages follow a language switch on the next check.
  const translate = useRef<TranslateMessage>((key, values) => t(key, values));
  translate.current = (key, values) => t(key, values);
  const locale = useRef(i18n.language);
  locale.current = i18n.language;
  const resolver = useRef(
    createZodResolver(
      schema,
      (key, values) => translate.current(key, values),
      (values) => readDecimalFields(values, decimalFields, locale.current),
    ),
  );
  return useForm<In, unknown, Out>({ mode: 'onTouched', ...props, resolver: resolver.current });
}
