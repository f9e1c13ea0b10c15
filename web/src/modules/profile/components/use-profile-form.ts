import { type Profile, type ProfileInput, ProfileInputSchema } from '@pickleball/domain';
import { useRef } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TranslateMessage } from '../../../components/form/form-errors';
import { createZodResolver } from '../../../components/form/zod-form';
import { isBlank, normalizeDecimal, type ProfileFormValues, profileToForm } from './profile-form-values';

const POINTS = [
  { enabled: 'single_enabled', point: 'single_point' },
  { enabled: 'double_enabled', point: 'double_point' },
] as const;

/**
 * zodResolver(ProfileInputSchema) with the form's own parts around it: decimal commas read as
 * points, a switched-off point is sent as null, and a switched-on point left empty is 'This
 * field is required' (the schema alone would read it as "not given").
 */
export function createProfileResolver(
  translate: TranslateMessage,
  locale: () => string = () => 'en',
): Resolver<ProfileFormValues, unknown, ProfileInput> {
  const base = createZodResolver(
    ProfileInputSchema as unknown as z.ZodType<ProfileInput, ProfileFormValues>,
    translate,
  );
  return async (values, context, options) => {
    const language = locale();
    const sent: ProfileFormValues = {
      ...values,
      weight_kg: normalizeDecimal(values.weight_kg, language),
      height_cm: normalizeDecimal(values.height_cm, language),
      single_point: values.single_enabled ? normalizeDecimal(values.single_point, language) : null,
      double_point: values.double_enabled ? normalizeDecimal(values.double_point, language) : null,
    };
    const result = await base(sent, context, options);
    const empty = POINTS.filter(({ enabled, point }) => values[enabled] && isBlank(values[point]));
    if (empty.length === 0) return result;
    const errors: FieldErrors<ProfileFormValues> = { ...result.errors };
    for (const { point } of empty)
      errors[point] = { type: 'required', message: translate('validation:required') };
    return { values: {}, errors };
  };
}

/** The profile form (react-hook-form), filled from the saved profile; messages in the UI language. */
export function useProfileForm(profile: Profile) {
  const { t, i18n } = useTranslation('validation');
  const translate = useRef<TranslateMessage>((key, values) => t(key, values));
  translate.current = (key, values) => t(key, values);
  const locale = useRef(i18n.language);
  locale.current = i18n.language;
  const resolver = useRef(
    createProfileResolver(
      (key, values) => translate.current(key, values),
      () => locale.current,
    ),
  );
  return useForm<ProfileFormValues, unknown, ProfileInput>({
    mode: 'onTouched',
    defaultValues: profileToForm(profile, i18n.language),
    resolver: resolver.current,
  });
}
