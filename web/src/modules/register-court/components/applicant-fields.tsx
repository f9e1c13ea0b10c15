import { Box, SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import type { RegistrationFormValues } from './court-form-kit';

/** Who applies: they receive the reference, the decision and the private link by e-mail. */
export function ApplicantFields() {
  const { t } = useTranslation('court-requests');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <TextField<RegistrationFormValues>
        name="applicant_name"
        label={t('court-requests:fields.applicant_name')}
        required
        autoComplete="name"
        maxLength={120}
      />
      <TextField<RegistrationFormValues>
        name="applicant_phone"
        type="tel"
        label={t('court-requests:fields.applicant_phone')}
        required
        autoComplete="tel"
      />
      <TextField<RegistrationFormValues>
        name="applicant_email"
        type="email"
        label={t('court-requests:fields.applicant_email')}
        helperText={t('court-requests:public.email_help')}
        required
        autoComplete="email"
      />
    </SimpleGrid>
  );
}

/**
 * The honeypot: a field people never see and assistive technology never announces (off-screen,
 * aria-hidden, out of the tab order), which form-filling bots fill; the server refuses a filled one.
 */
export function HoneypotField() {
  const { t } = useTranslation('court-requests');
  const { register } = useFormContext<RegistrationFormValues>();
  const id = useId();
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      left="-10000px"
      top="auto"
      width="1px"
      height="1px"
      overflow="hidden"
    >
      <label htmlFor={id}>{t('court-requests:public.honeypot_label')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register('company_website')} />
    </Box>
  );
}
