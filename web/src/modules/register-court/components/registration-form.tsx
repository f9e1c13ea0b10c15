import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { type CourtRequestInput, CourtRequestInputSchema } from '@pickleball/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormActions } from '../../../components/form/form';
import { useZodForm } from '../../../components/form/zod-form';
import { isApiError } from '../../../lib/api-client';
import { ApplicantFields, HoneypotField } from './applicant-fields';
import type { CourtFormKit, RegistrationFormValues } from './court-form-kit';

export interface RegistrationFormProps {
  kit: CourtFormKit;
  defaultValues: RegistrationFormValues;
  submitLabel: string;
  /** Sends the form; a 422 lands on the fields, any other refusal (the hourly limit) shows on top. */
  onSubmit: (input: CourtRequestInput) => Promise<unknown>;
}

/** The public registration form: the court's sections, who applies, and the honeypot. */
export function RegistrationForm({ kit, defaultValues, submitLabel, onSubmit }: RegistrationFormProps) {
  const { t } = useTranslation(['court-requests', 'ui']);
  const form = useZodForm(CourtRequestInputSchema, { defaultValues, decimalFields: ['price_per_hour'] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { Fields } = kit;
  return (
    <Form
      form={form}
      aria-label={t('court-requests:public.form_label')}
      gap="6"
      onSubmit={async (input) => {
        setRefusal(null);
        try {
          await onSubmit(input);
        } catch (error) {
          if (isApiError(error) && error.status === 422) throw error;
          setRefusal(error instanceof Error ? error.message : t('ui:confirm.failed'));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }
      }}
    >
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{refusal}</Alert.Description>
        </Alert.Root>
      )}
      <Box position="relative">
        <Fields audience="public" />
        <HoneypotField />
      </Box>
      <Box as="fieldset" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
        <Heading as="legend" size="md" float="left" width="full" mb="1">
          {t('court-requests:public.applicant_section')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4" clear="both">
          {t('court-requests:public.applicant_help')}
        </Text>
        <Stack clear="both">
          <ApplicantFields />
        </Stack>
      </Box>
      <FormActions submitLabel={submitLabel} />
    </Form>
  );
}
