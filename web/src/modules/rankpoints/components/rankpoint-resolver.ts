import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TranslateMessage } from '../../../components/form/form-errors';
import { createZodResolver } from '../../../components/form/zod-form';
import { readDecimalInput } from '../../../lib/format';

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * zodResolver(<the domain's rank point schema>) with two things the form adds: the rating is read
 * in the user's language (parseDecimal: "3,5" and "3.5" in Vietnamese), and an empty rating is 'This field is required' (SPEC §5: the rating
 * is required in the rank point form; the schema alone would call "" a rating under 2.000).
 */
export function createRankpointResolver<
  In extends FieldValues & { rating?: unknown },
  Out extends FieldValues,
>(
  schema: z.ZodType<Out, In>,
  translate: TranslateMessage,
  locale: () => string = () => 'en',
): Resolver<In, unknown, Out> {
  const base = createZodResolver(schema, translate);
  return async (values, context, options) => {
    const rating = readDecimalInput(values.rating, locale());
    const result = await base({ ...values, rating }, context, options);
    if (!isBlank(rating)) return result;
    const errors = {
      ...result.errors,
      rating: { type: 'required', message: translate('validation:required') },
    } as FieldErrors<In>;
    return { values: {}, errors };
  };
}
