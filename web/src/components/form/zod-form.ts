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
import { type TranslateMessage, translateIssues } from './form-errors';

/**
 * A react-hook-form resolver for a zod schema from `domain/` whose messages are translated through
 * `validation:*` (see {@link translateIssues}). The form holds the schema's input type and submits
 * its parsed output (defaults applied, blanks turned to null).
 */
export function createZodResolver<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  translate: TranslateMessage,
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors<In>(translateIssues(result.error.issues, translate), options) };
  };
}

/**
 * `useForm` bound to a domain zod schema, with messages in the user's language.
 *
 * @example
 * const form = useZodForm(RoleInputSchema, { defaultValues: { name: '', display_name: '', permissions: [] } });
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  props: Omit<UseFormProps<In, unknown, Out>, 'resolver'> = {},
): UseFormReturn<In, unknown, Out> {
  const { t } = useTranslation('validation');
  // The resolver reads the latest `t`, so messages follow a language switch on the next check.
  const translate = useRef<TranslateMessage>((key, values) => t(key, values));
  translate.current = (key, values) => t(key, values);
  const resolver = useRef(createZodResolver(schema, (key, values) => translate.current(key, values)));
  return useForm<In, unknown, Out>({ mode: 'onTouched', ...props, resolver: resolver.current });
}
